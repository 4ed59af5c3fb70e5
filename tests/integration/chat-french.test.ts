import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { detect } from "tinyld";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type {
  ChatContactResult,
  ChatStreamEvent,
} from "~/domain/chat/chat-api";
import { action as contactAction } from "~/routes/api/chat-contact";
import { action as messagesAction } from "~/routes/api/chat-messages";
import { createChatKnowledge } from "~/server/chat/brain/chat-brain-engine.server";
import { createOfflineBrain } from "~/server/chat/answering/pipeline-brain.server";
import {
  registerChatBrain,
  registerChatRateLimiter,
} from "~/server/chat/chat-registry.server";
import { createChatRateLimiter } from "~/server/chat/chat-rate-limits.server";
import { chatConversations, insights, outbox } from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { getDb } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import {
  callChatRoute,
  newSession,
  readEvents,
  unreadResponses,
} from "../support/chat-calls";

/**
 * Decision 055, through POST /api/chat/messages with the offline brain over the real database: a
 * French question gets a French answer from the French content (site pages and the French
 * rows of the insights), linking to /fr pages, and the conversation stores `fr`; an English
 * question is answered as before and stores `en`; the language follows the latest message.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
const replies = unreadResponses();

beforeAll(async () => {
  harness = await startTestServices({
    CHAT_ADDRESS_MESSAGE_LIMIT: "100000",
    CHAT_SESSION_MESSAGE_LIMIT: "1000",
  });
  const db = harness.services.database.db;
  registerChatBrain(
    createOfflineBrain({
      knowledge: createChatKnowledge({ db, logger: createLogger("silent") }),
    }),
  );
  registerChatRateLimiter(
    createChatRateLimiter({
      messagesPerSession: 1000,
      messagesPerAddress: 100_000,
    }),
  );
}, 60_000);
afterAll(async () => harness?.stop());
afterEach(() => replies.settle());

async function ask(
  message: string,
  pagePath: string,
  conversation?: { sessionId: string; conversationId: string },
) {
  const sessionId = conversation?.sessionId ?? newSession();
  const response = replies.track(
    await callChatRoute(messagesAction, {
      path: "/api/chat/messages",
      session: sessionId,
      body: {
        sessionId,
        conversationId: conversation?.conversationId ?? null,
        message,
        pagePath,
      },
    }),
  );
  expect(response.status).toBe(200);
  const events = await readEvents(response);
  const conversationId = (
    events[0] as Extract<ChatStreamEvent, { type: "conversation" }>
  ).conversationId;
  const text = events
    .flatMap((event) => (event.type === "delta" ? [event.text] : []))
    .join("");
  const sources = events.flatMap((event) =>
    event.type === "sources" ? event.sources : [],
  );
  const [row] = await getDb()
    .select({ locale: chatConversations.locale })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  return { sessionId, conversationId, text, sources, locale: row?.locale };
}

const withoutLinks = (text: string) =>
  text.replace(/\[[^\]]*\]\([^)]*\)/g, " ");

describe("the chat in French", () => {
  it("answers a French question in French, citing /fr pages, and stores fr", async () => {
    const reply = await ask(
      "Parlez-moi de votre plateforme de visa électronique",
      "/fr/solutions/evisa",
    );
    expect(reply.locale).toBe("fr");
    expect(detect(withoutLinks(reply.text))).toBe("fr");
    expect(reply.text).toContain(
      "[Visa électronique et immigration](/fr/solutions/evisa)",
    );
    expect(reply.sources.length).toBeGreaterThan(0);
    for (const source of reply.sources) expect(source.href).toMatch(/^\/fr\//);
  });

  it("answers a French greeting in French on a French page", async () => {
    const reply = await ask("Bonjour", "/fr");
    expect(reply.locale).toBe("fr");
    expect(reply.text).toMatch(/^Bonjour! Je peux vous présenter/);
    expect(reply.text).toContain("(/fr/solutions)");
  });

  it("answers from a French insight, linking its French page", async () => {
    const slug = `passerelles-${randomUUID().slice(0, 8)}`;
    await getDb().insert(insights).values({
      slug,
      locale: "fr",
      title: "Les passerelles de Zanzibarification",
      content:
        "<p>La Zanzibarification relie les registres de plusieurs ministères entre eux.</p>",
      isPublished: true,
      publishedAt: new Date(),
    });
    // A fresh brain: its French index is built from the content as it is now.
    registerChatBrain(
      createOfflineBrain({
        knowledge: createChatKnowledge({
          db: getDb(),
          logger: createLogger("silent"),
        }),
      }),
    );
    const french = await ask(
      "Qu'est-ce que la Zanzibarification des registres?",
      "/fr/blog",
    );
    expect(french.sources.map((source) => source.href)).toContain(
      `/fr/blog/${slug}`,
    );
    // The English index never holds a French row.
    const english = await ask(
      "What is Zanzibarification of registries?",
      "/blog",
    );
    expect(english.sources.map((source) => source.href)).not.toContain(
      `/fr/blog/${slug}`,
    );
    expect(english.sources.map((source) => source.href)).not.toContain(
      `/blog/${slug}`,
    );
  });

  it("names a French case study's sector in French, as its page does", async () => {
    const knowledge = createChatKnowledge({
      db: getDb(),
      logger: createLogger("silent"),
    });
    const { documents } = await knowledge.index("fr");
    const caseStudies = documents.filter((d) => d.kind === "case_study");
    expect(caseStudies.length).toBeGreaterThan(0);
    const sectors = caseStudies.flatMap((d) =>
      d.sentences.filter((line) => line.startsWith("Secteur")),
    );
    expect(
      sectors.some((line) => line.includes("Finances publiques et recettes")),
    ).toBe(true);
    expect(sectors.join(" ")).not.toMatch(/Public Finance|Immigration &/);
    // The subtitle names the client: labelled, so an answer never opens with it (decision 057).
    for (const study of caseStudies)
      expect(
        study.sentences.some((line) => /^Client\s:\s\S/.test(line)),
        study.href,
      ).toBe(true);
  });

  it("answers an English question as before, and stores en", async () => {
    const reply = await ask(
      "Tell me about your e-visa platform",
      "/solutions/evisa",
    );
    expect(reply.locale).toBe("en");
    // The page's own sentence first, then the page it drew on (decision 057).
    expect(reply.text).not.toMatch(/^From \[/);
    expect(reply.text).toContain("[e-Visa & Immigration](/solutions/evisa)");
    for (const source of reply.sources)
      expect(source.href).not.toMatch(/^\/fr/);
  });

  it("follows the language of the latest message, and keeps it for a word of no clear language", async () => {
    const first = await ask("Where are your offices?", "/fr/contact");
    expect(first.locale).toBe("en");
    const second = await ask("Où sont vos bureaux?", "/fr/contact", first);
    expect(second.locale).toBe("fr");
    expect(second.text).toContain("340, rue Albert");
    const third = await ask("ok", "/contact", first);
    expect(third.locale).toBe("fr");
  });

  it("hands a French conversation over in French, and tells staff to reply in French", async () => {
    const { sessionId, conversationId } = await ask(
      "Je voudrais parler à une personne",
      "/fr/contact",
    );
    const response = await callChatRoute(contactAction, {
      path: "/api/chat/contact",
      session: sessionId,
      body: {
        sessionId,
        conversationId,
        purpose: "handoff",
        fullName: "Aminata Traoré",
        email: "aminata@finances.example",
        organisation: "Direction générale des impôts",
        consent: true,
      },
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as ChatContactResult;
    expect(result.assistantMessage.content).toMatch(
      /^Merci\. Un membre de notre équipe a pris le relais/,
    );
    const [mail] = await getDb()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload}->>'text' like ${`%${conversationId}%`}`);
    expect((mail?.payload as { text: string }).text).toContain(
      "French: reply in French",
    );
  });
});
