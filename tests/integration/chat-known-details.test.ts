import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/api/chat-contact";
import { action as messagesAction } from "~/routes/api/chat-messages";
import type { ChatStreamEvent } from "~/domain/chat/chat-api";
import { registerChatBrain } from "~/server/chat/chat-registry.server";
import { knownVisitorDetails } from "~/server/chat/conversation/known-details.server";
import { getDb } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { callChatRoute, newSession, readEvents } from "../support/chat-calls";
import { answer, createScriptedBrain } from "../support/scripted-brain";

/**
 * What the visitor already gave, carried by a reply's `action` event (decision 057, "Hand-off
 * reuse"): the details of an earlier contact form in the conversation and what they wrote in
 * their messages, for this conversation's own session only.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
const scripted = createScriptedBrain(() => ({
  events: answer("A member of our team can take this over. ", {
    intent: "talk_to_person",
    withAction: true,
  }),
}));

beforeAll(async () => {
  harness = await startTestServices({
    CHAT_ADDRESS_MESSAGE_LIMIT: "100000",
    CHAT_SESSION_MESSAGE_LIMIT: "1000",
  });
  registerChatBrain(scripted.brain);
});
afterAll(async () => harness?.stop());

async function say(
  sessionId: string,
  conversationId: string | null,
  message: string,
) {
  const events = await readEvents(
    await callChatRoute(messagesAction, {
      path: "/api/chat/messages",
      body: { sessionId, conversationId, message },
      session: sessionId,
    }),
  );
  const action = events.find(
    (event): event is Extract<ChatStreamEvent, { type: "action" }> =>
      event.type === "action",
  );
  return {
    conversationId: (events[0] as { conversationId: string }).conversationId,
    action,
  };
}

describe("the known details an action carries", () => {
  it("reads what the visitor wrote in their messages", async () => {
    const sessionId = newSession();
    const first = await say(sessionId, null, "Hello, what do you do?");
    expect(first.action?.known).toEqual({});
    const second = await say(
      sessionId,
      first.conversationId,
      "I'm Jane Doe from the Ministry of Finance, jane.doe@finance.gc.ca. I would like to talk to a person.",
    );
    expect(second.action).toEqual({
      type: "action",
      action: "contact_form",
      known: {
        fullName: "Jane Doe",
        email: "jane.doe@finance.gc.ca",
        organisation: "Ministry of Finance",
      },
    });
  });

  it("puts an earlier contact form's details first, and gives another session nothing", async () => {
    const sessionId = newSession();
    const { conversationId } = await say(
      sessionId,
      null,
      "Je m'appelle Jean Roy, courriel jean.roy@old.example",
    );
    const stored = await callChatRoute(contactAction, {
      path: "/api/chat/contact",
      body: {
        sessionId,
        conversationId,
        purpose: "lead",
        fullName: "Jean Roy-Tremblay",
        email: "jean.roy@fin.example",
        organisation: "Ministère des Finances",
        consent: true,
      },
      session: sessionId,
    });
    expect(stored.status).toBe(200);
    const next = await say(
      sessionId,
      conversationId,
      "Can I talk to a person?",
    );
    expect(next.action?.known).toEqual({
      fullName: "Jean Roy-Tremblay",
      email: "jean.roy@fin.example",
      organisation: "Ministère des Finances",
    });

    // Another session: its own conversation carries nothing of this one's…
    const stranger = newSession();
    const theirs = await say(
      stranger,
      null,
      "I would like to talk to a person",
    );
    expect(theirs.action?.known).toEqual({});
    // …and this conversation's id with the other session reads nothing either.
    expect(
      await knownVisitorDetails(getDb(), {
        conversationId,
        sessionId: stranger,
      }),
    ).toEqual({});
    expect(
      await knownVisitorDetails(getDb(), { conversationId, sessionId }),
    ).toMatchObject({ email: "jean.roy@fin.example" });
  });

  it("still checks every detail a prefilled form sends back", async () => {
    const sessionId = newSession();
    const { conversationId } = await say(
      sessionId,
      null,
      "I'm Jane Doe from the Ministry of Finance, jane.doe@finance.gc.ca",
    );
    const refused = await callChatRoute(contactAction, {
      path: "/api/chat/contact",
      body: {
        sessionId,
        conversationId,
        purpose: "handoff",
        fullName: "Jane Doe",
        email: "jane.doe@finance.gc.ca",
        organisation: "Ministry of Finance",
        consent: false,
      },
      session: sessionId,
    });
    expect(refused.status).toBe(400);
    const other = newSession();
    const elsewhere = await callChatRoute(contactAction, {
      path: "/api/chat/contact",
      session: other,
      body: {
        sessionId: other,
        conversationId,
        purpose: "handoff",
        fullName: "Jane Doe",
        email: "jane.doe@finance.gc.ca",
        organisation: "Ministry of Finance",
        consent: true,
      },
    });
    expect(elsewhere.status).toBe(404);
  });
});
