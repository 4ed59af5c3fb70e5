import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as messagesAction } from "~/routes/api/chat-messages";
import type { ChatStreamEvent } from "~/domain/chat/chat-api";
import {
  registerChatBrain,
  registerChatRateLimiter,
} from "~/server/chat/chat-registry.server";
import { createChatRateLimiter } from "~/server/chat/chat-rate-limits.server";
import type { BrainEvent } from "~/server/chat/chat-brain.server";
import { chatCuratedAnswers, chatMessages } from "~/server/db/schema.server";
import { getDb } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import {
  callChatRoute,
  newSession,
  readEvents,
  unreadResponses,
} from "../support/chat-calls";
import { answer, createScriptedBrain } from "../support/scripted-brain";

/**
 * A reply's grounding (decision 057) is stored with it: the brain's `grounding` event gives the
 * confidence and the curated answer it used, on PGlite and PostgreSQL; a brain that says
 * nothing leaves both null (as for replies stored before drizzle/0024).
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
const scripted = createScriptedBrain(() => ({
  events: answer("We built the e-visa platform. "),
}));

beforeAll(async () => {
  harness = await startTestServices({
    CHAT_ADDRESS_MESSAGE_LIMIT: "100000",
    CHAT_SESSION_MESSAGE_LIMIT: "1000",
  });
  registerChatBrain(scripted.brain);
  registerChatRateLimiter(
    createChatRateLimiter({
      messagesPerSession: 1000,
      messagesPerAddress: 100_000,
    }),
  );
}, 180_000);
afterAll(async () => harness?.stop());
const replies = unreadResponses();
afterEach(() => replies.settle());

/** The events of `answer`, with a grounding event before `usage` as the brains send it. */
function grounded(text: string, grounding: BrainEvent): BrainEvent[] {
  const events = answer(text);
  return [...events.slice(0, -1), grounding, events.at(-1)!];
}

async function ask(message: string) {
  const sessionId = newSession();
  const response = replies.track(
    await callChatRoute(messagesAction, {
      path: "/api/chat/messages",
      body: { sessionId, conversationId: null, message, pagePath: "/" },
      session: sessionId,
    }),
  );
  const events = (await readEvents(response)) as ChatStreamEvent[];
  const done = events.find(
    (event): event is Extract<ChatStreamEvent, { type: "done" }> =>
      event.type === "done",
  );
  expect(done, JSON.stringify(events)).toBeDefined();
  const [row] = await getDb()
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.id, done!.messageId));
  return row!;
}

describe("a reply's grounding", () => {
  it("stores the confidence the brain reported", async () => {
    scripted.scriptNext({
      events: grounded("Our site does not say. ", {
        type: "grounding",
        grounding: { confidence: "none" },
      }),
    });
    const reply = await ask("Can we pay visa fees by mobile money?");
    expect(reply).toMatchObject({
      role: "assistant",
      grounding: "none",
      curatedAnswerId: null,
    });
  });

  it("stores the curated answer a reply used", async () => {
    const [curated] = await getDb()
      .insert(chatCuratedAnswers)
      .values({
        locale: "en",
        question: "How long does a blueprint take?",
        answer: "About six weeks.",
      })
      .returning({ id: chatCuratedAnswers.id });
    scripted.scriptNext({
      events: grounded("About six weeks. ", {
        type: "grounding",
        grounding: { confidence: "answered", curatedAnswerId: curated!.id },
      }),
    });
    const reply = await ask("How long is a blueprint?");
    expect(reply).toMatchObject({
      grounding: "answered",
      curatedAnswerId: curated!.id,
    });
  });

  it("keeps the reply, without the link, when the curated answer is no longer in the database", async () => {
    scripted.scriptNext({
      events: grounded("About six weeks. ", {
        type: "grounding",
        grounding: {
          confidence: "answered",
          curatedAnswerId: "00000000-0000-4000-8000-000000000000",
        },
      }),
    });
    const reply = await ask("How long is a blueprint, again?");
    expect(reply).toMatchObject({
      content: "About six weeks. ",
      grounding: "answered",
      curatedAnswerId: null,
    });
  });

  it("leaves both empty when the brain sent no grounding", async () => {
    const reply = await ask("What have you built?");
    expect(reply).toMatchObject({ grounding: null, curatedAnswerId: null });
  });
});
