import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from "vitest";
import {
  action as messagesAction,
  loader as messagesLoader,
} from "~/routes/api/chat-messages";
import {
  action as historyAction,
  loader as historyLoader,
} from "~/routes/api/chat-history";
import {
  chatLimits,
  type ChatHistory,
  type ChatRefusal,
  type ChatStreamEvent,
} from "~/domain/chat/chat-api";
import { chatNotices, chatToasts } from "../support/chat-copy-english";
import {
  registerChatBrain,
  registerChatRateLimiter,
} from "~/server/chat/chat-registry.server";
import { createChatRateLimiter } from "~/server/chat/chat-rate-limits.server";
import { ATTACHMENT_GONE } from "~/server/chat/conversation/visitor-message.server";
import {
  chatAttachments,
  chatConversations,
  chatMessages,
  storedFiles,
} from "~/server/db/schema.server";
import { getDb } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import {
  callChatRoute,
  freshAddress,
  newSession,
  readEvents,
  unreadResponses,
} from "../support/chat-calls";
import { answer, createScriptedBrain } from "../support/scripted-brain";
import { testDbKind } from "../support/test-database";

/**
 * POST /api/chat/messages and GET /api/chat/history against a real database: the visitor's
 * message and the streamed, stored reply; who may read a conversation; every refusal (400,
 * 404, 409, 429) and that a refusal writes nothing; attachments; a brain failing mid-reply;
 * a visitor leaving mid-reply.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
const scripted = createScriptedBrain(() => ({
  events: answer("We built the e-visa platform for border agencies. ", {
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
beforeEach(() => {
  registerChatRateLimiter(
    createChatRateLimiter({
      messagesPerSession: 1000,
      messagesPerAddress: 100_000,
    }),
  );
});
// scriptNext scripts "the next reply to reach the brain": no reply may outlive its test.
const replies = unreadResponses();
afterEach(() => replies.settle());

type Send = {
  sessionId: string;
  conversationId: string | null;
  message: string;
  attachmentIds?: string[];
  pagePath?: string;
};

const send = async (
  body: Send | Record<string, unknown>,
  options: { session?: string | null; ip?: string; signal?: AbortSignal } = {},
) =>
  replies.track(
    await callChatRoute(messagesAction, {
      path: "/api/chat/messages",
      body,
      session:
        options.session === undefined
          ? (body as Send).sessionId
          : options.session,
      ip: options.ip,
      signal: options.signal,
    }),
  );

const history = (sessionId: string | null, conversationId: string) =>
  callChatRoute(historyLoader, {
    path: `/api/chat/history?conversationId=${conversationId}`,
    method: "GET",
    session: sessionId,
  });

async function refusal(
  response: Response,
  status: number,
): Promise<ChatRefusal> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as ChatRefusal;
}

async function startConversation(
  sessionId = newSession(),
  message = "What have you built for border agencies?",
) {
  const response = await send({
    sessionId,
    conversationId: null,
    message,
    pagePath: "/solutions/e-visa",
  });
  const events = await readEvents(response);
  const first = events[0] as Extract<ChatStreamEvent, { type: "conversation" }>;
  return { sessionId, conversationId: first.conversationId, events, response };
}

const messagesOf = (conversationId: string) =>
  getDb()
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(chatMessages.createdAt);

async function insertUpload(
  sessionId: string,
  name = "brief.txt",
  extractedText = "Our ministry processes 40,000 visas a month.",
) {
  const [file] = await getDb()
    .insert(storedFiles)
    .values({
      bucket: "chat-uploads",
      key: `${sessionId}/${randomUUID()}.txt`,
      name,
      size: extractedText.length,
      mimeType: "text/plain",
      sha256: "0".repeat(64),
      content: Buffer.from(extractedText),
    })
    .returning();
  const [attachment] = await getDb()
    .insert(chatAttachments)
    .values({
      sessionId,
      storedFileId: file!.id,
      kind: "document",
      name,
      mimeType: "text/plain",
      size: extractedText.length,
      extractedText,
    })
    .returning();
  return attachment!;
}

describe(`POST /api/chat/messages on ${testDbKind()}`, () => {
  it("starts a conversation, streams the reply in contract order and stores both messages", async () => {
    const { sessionId, conversationId, events, response } =
      await startConversation();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/x-ndjson; charset=utf-8",
    );
    expect(response.headers.get("cache-control")).toBe(
      "no-store, no-transform",
    );
    expect(response.headers.get("x-accel-buffering")).toBe("no");

    expect(events.map((event) => event.type)).toEqual([
      "conversation",
      ...Array(8).fill("delta"),
      "sources",
      "action",
      "done",
    ]);
    const text = events
      .flatMap((event) => (event.type === "delta" ? [event.text] : []))
      .join("");
    expect(text).toBe("We built the e-visa platform for border agencies. ");
    const done = events.at(-1) as Extract<ChatStreamEvent, { type: "done" }>;
    expect(done.content).toBe(text);

    const [conversation] = await getDb()
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId));
    expect(conversation).toMatchObject({
      sessionId,
      startedOnPath: "/solutions/e-visa",
      status: "open",
      messageCount: 2,
    });
    const stored = await messagesOf(conversationId);
    expect(stored.map((row) => [row.role, row.content])).toEqual([
      ["user", "What have you built for border agencies?"],
      ["assistant", text],
    ]);
    expect(stored[1]).toMatchObject({
      id: done.messageId,
      intent: "solution_area",
      answeredBy: "offline",
      providerTokens: 0,
      sources: [{ title: "E-Visa platform", href: "/solutions/e-visa" }],
    });
  });

  it("continues the conversation: the brain gets the earlier turns (not the new message twice) and the documents' text", async () => {
    const { sessionId, conversationId } = await startConversation();
    const upload = await insertUpload(sessionId);
    const before = scripted.inputs.length;
    const response = await send({
      sessionId,
      conversationId,
      message: "How does this compare with our volume?",
      attachmentIds: [upload.id],
    });
    const events = await readEvents(response);
    expect(events[0]).toEqual({ type: "conversation", conversationId });
    expect(events.at(-1)?.type).toBe("done");

    const input = scripted.inputs[before]!;
    expect(input.message).toBe("How does this compare with our volume?");
    expect(input.history.map((turn) => turn.role)).toEqual([
      "user",
      "assistant",
    ]);
    expect(input.history[0]!.content).toBe(
      "What have you built for border agencies?",
    );
    expect(input.attachments).toEqual([
      {
        name: "brief.txt",
        text: "Our ministry processes 40,000 visas a month.",
      },
    ]);
    expect(input.signal).toBeInstanceOf(AbortSignal);

    const stored = await messagesOf(conversationId);
    expect(stored[2]!.files).toEqual([
      { id: upload.id, name: "brief.txt", type: "text/plain" },
    ]);
    const [linked] = await getDb()
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.id, upload.id));
    expect(linked).toMatchObject({ conversationId, messageId: stored[2]!.id });
  });

  it("accepts a message of documents only, and refuses an attachment already sent or another session's, writing nothing", async () => {
    const sessionId = newSession();
    const upload = await insertUpload(sessionId, "tender.txt");
    const first = await readEvents(
      await send({
        sessionId,
        conversationId: null,
        message: "",
        attachmentIds: [upload.id],
      }),
    );
    const conversationId = (first[0] as { conversationId: string })
      .conversationId;
    expect(first.at(-1)?.type).toBe("done");

    const again = await send({
      sessionId,
      conversationId,
      message: "And this?",
      attachmentIds: [upload.id],
    });
    expect((await refusal(again, 400)).error).toBe(ATTACHMENT_GONE);

    const foreign = await insertUpload(newSession(), "theirs.txt");
    const mixed = await send({
      sessionId,
      conversationId,
      message: "Both, please",
      attachmentIds: [(await insertUpload(sessionId)).id, foreign.id],
    });
    expect((await refusal(mixed, 400)).error).toBe(ATTACHMENT_GONE);
    expect(await messagesOf(conversationId)).toHaveLength(2);
    const [untouched] = await getDb()
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.id, foreign.id));
    expect(untouched).toMatchObject({ conversationId: null, messageId: null });

    // A refused first message leaves no empty conversation behind.
    const lonely = newSession();
    const refused = await send({
      sessionId: lonely,
      conversationId: null,
      message: "Here",
      attachmentIds: [foreign.id],
    });
    expect((await refusal(refused, 400)).error).toBe(ATTACHMENT_GONE);
    expect(
      await getDb()
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.sessionId, lonely)),
    ).toHaveLength(0);
  });

  it("answers 404 for a conversation of another session (or none), and stores nothing", async () => {
    const { conversationId } = await startConversation();
    const stranger = newSession();
    const response = await send({
      sessionId: stranger,
      conversationId,
      message: "Let me in",
    });
    expect((await refusal(response, 404)).error).toMatch(/not found/);
    const unknown = await send({
      sessionId: stranger,
      conversationId: randomUUID(),
      message: "Hello?",
    });
    await refusal(unknown, 404);
    expect(await messagesOf(conversationId)).toHaveLength(2);
  });

  it("refuses bad input with a clear 4xx: session header, identifiers, length, blank, not JSON, other methods", async () => {
    const sessionId = newSession();
    const mismatch = await send(
      { sessionId, conversationId: null, message: "Hi" },
      { session: newSession() },
    );
    expect((await refusal(mismatch, 400)).error).toMatch(/session/);
    const missing = await send(
      { sessionId, conversationId: null, message: "Hi" },
      { session: null },
    );
    await refusal(missing, 400);

    const badId = await send(
      { sessionId: "not-a-uuid", conversationId: null, message: "Hi" },
      { session: "not-a-uuid" },
    );
    expect((await refusal(badId, 400)).error).toBe(
      "sessionId: Invalid identifier",
    );
    const long = await send({
      sessionId,
      conversationId: null,
      message: "x".repeat(chatLimits.maxMessageChars + 1),
    });
    expect((await refusal(long, 400)).error).toBe(
      "Messages can be up to 2000 characters. Please shorten yours or split it in two.",
    );
    const blank = await send({
      sessionId,
      conversationId: null,
      message: "   ",
    });
    expect((await refusal(blank, 400)).error).toBe(
      "Type a message or attach a document.",
    );
    const extra = await send({
      sessionId,
      conversationId: null,
      message: "Hi",
      role: "assistant",
    });
    expect((await refusal(extra, 400)).error).toBe(
      'Unknown field "role": this address does not take it.',
    );
    const notObject = await send(["a", "list"] as never, {
      session: sessionId,
    });
    expect((await refusal(notObject, 400)).error).toBe(
      "The request body must be a JSON object.",
    );
    const tooMany = await send({
      sessionId,
      conversationId: null,
      message: "Hi",
      attachmentIds: Array.from({ length: 6 }, () => randomUUID()),
    });
    expect((await refusal(tooMany, 400)).error).toMatch(/^attachmentIds: /);

    const form = await callChatRoute(messagesAction, {
      path: "/api/chat/messages",
      rawBody: { kind: "form", formData: new FormData() },
      session: sessionId,
    });
    expect((await refusal(form, 415)).error).toMatch(/JSON/);

    const get = await callChatRoute(messagesLoader, {
      path: "/api/chat/messages",
      method: "GET",
      session: sessionId,
    });
    expect(get.headers.get("allow")).toBe("POST");
    await refusal(get, 405);
    const put = await callChatRoute(messagesAction, {
      path: "/api/chat/messages",
      method: "PUT",
      body: {},
      session: sessionId,
    });
    await refusal(put, 405);
    // None of it started a conversation.
    expect(
      await getDb()
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.sessionId, sessionId)),
    ).toHaveLength(0);
  });

  it("refuses with 409 once the conversation has no room for a message and its reply", async () => {
    const { sessionId, conversationId } = await startConversation();
    await getDb()
      .update(chatConversations)
      .set({ messageCount: chatLimits.maxConversationMessages - 1 })
      .where(eq(chatConversations.id, conversationId));
    const response = await send({
      sessionId,
      conversationId,
      message: "One more",
    });
    expect((await refusal(response, 409)).error).toBe(
      chatNotices.conversationFull,
    );
    expect(await messagesOf(conversationId)).toHaveLength(2);

    await getDb()
      .update(chatConversations)
      .set({ messageCount: chatLimits.maxConversationMessages - 2 })
      .where(eq(chatConversations.id, conversationId));
    expect(
      (
        await readEvents(
          await send({ sessionId, conversationId, message: "The last one" }),
        )
      ).at(-1)?.type,
    ).toBe("done");
  });

  it("refuses with 429, Retry-After and the notice once a session or an address sends too fast", async () => {
    registerChatRateLimiter(
      createChatRateLimiter({ messagesPerSession: 1, messagesPerAddress: 3 }),
    );
    const sessionId = newSession();
    const ip = freshAddress();
    expect(
      (
        await send(
          { sessionId, conversationId: null, message: "First" },
          { ip },
        )
      ).status,
    ).toBe(200);
    const second = await send(
      { sessionId, conversationId: null, message: "Second" },
      { ip },
    );
    const body = await refusal(second, 429);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(second.headers.get("retry-after")).toBe(
      String(body.retryAfterSeconds),
    );
    expect(body.error).toBe(
      chatNotices.rateLimited(Math.ceil(body.retryAfterSeconds! / 60)),
    );

    // Other sessions from the same address share its limit (3 in all; one was refused above).
    expect(
      (
        await send(
          { sessionId: newSession(), conversationId: null, message: "Hi" },
          { ip },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await send(
          { sessionId: newSession(), conversationId: null, message: "Hi" },
          { ip },
        )
      ).status,
    ).toBe(429);
    expect(
      await getDb()
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.sessionId, sessionId)),
    ).toHaveLength(1);
  });

  it("ends the stream with the send-failed error when the brain fails mid-reply; the visitor's message stays", async () => {
    scripted.scriptNext({
      events: answer("Our platforms run in "),
      failAfter: 3,
    });
    const { conversationId, events } = await startConversation(
      newSession(),
      "Where do your platforms run?",
    );
    expect(events.map((event) => event.type)).toEqual([
      "conversation",
      "delta",
      "delta",
      "error",
    ]);
    expect(events.at(-1)).toEqual({
      type: "error",
      message: chatToasts.sendFailed.description,
    });
    const stored = await messagesOf(conversationId);
    expect(stored.map((row) => [row.role, row.content])).toEqual([
      ["user", "Where do your platforms run?"],
    ]);
  });

  it("aborts the brain when the visitor disconnects and keeps what was written", async () => {
    scripted.scriptNext({
      events: answer("Sovereign cloud means your data stays in country. "),
      holdAfter: 4,
    });
    const sessionId = newSession();
    const leaving = new AbortController();
    const before = scripted.inputs.length;
    const gate = scripted.atGate();
    const response = await send(
      { sessionId, conversationId: null, message: "What is sovereign cloud?" },
      { signal: leaving.signal },
    );
    const reader = response.body!.getReader();
    await gate;
    leaving.abort();
    await reader.cancel().catch(() => undefined);
    const brainSignal = scripted.inputs[before]!.signal!;
    expect(brainSignal.aborted).toBe(true);

    const [conversation] = await getDb()
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.sessionId, sessionId));
    await expect
      .poll(
        async () =>
          (await messagesOf(conversation!.id)).map((row) => [
            row.role,
            row.content,
          ]),
        { timeout: 10_000 },
      )
      .toEqual([
        ["user", "What is sovereign cloud?"],
        ["assistant", "Sovereign cloud means "],
      ]);
  });
});

describe(`GET /api/chat/history on ${testDbKind()}`, () => {
  it("gives the session its own conversation in order, and 404 to any other session", async () => {
    const { sessionId, conversationId } = await startConversation();
    const own = await history(sessionId, conversationId);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("no-store");
    const body = (await own.json()) as ChatHistory;
    expect(body).toMatchObject({ conversationId, status: "open" });
    expect(body.messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
    ]);
    expect(body.messages[1]!.sources).toEqual([
      { title: "E-Visa platform", href: "/solutions/e-visa" },
    ]);
    expect(Date.parse(body.messages[0]!.createdAt)).not.toBeNaN();

    await refusal(await history(newSession(), conversationId), 404);
    await refusal(await history(sessionId, randomUUID()), 404);
    await refusal(await history(null, conversationId), 400);
    await refusal(
      await callChatRoute(historyLoader, {
        path: "/api/chat/history?conversationId=nope",
        method: "GET",
        session: sessionId,
      }),
      400,
    );
    const post = await callChatRoute(historyAction, {
      path: "/api/chat/history",
      body: {},
      session: sessionId,
    });
    expect(post.headers.get("allow")).toBe("GET");
    await refusal(post, 405);
  });

  it("lists two lines written in one transaction visitor first", async () => {
    const { sessionId, conversationId } = await startConversation();
    await getDb().transaction(async (tx) => {
      await tx.insert(chatMessages).values({
        conversationId,
        role: "assistant",
        content: "The image reads: PASSPORT",
      });
      await tx
        .insert(chatMessages)
        .values({ conversationId, role: "user", content: "Image: scan.png" });
    });
    const body = (await (
      await history(sessionId, conversationId)
    ).json()) as ChatHistory;
    expect(body.messages.slice(-2).map((message) => message.content)).toEqual([
      "Image: scan.png",
      "The image reads: PASSPORT",
    ]);
    const rows = await getDb()
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId)));
    expect(rows).toHaveLength(4);
  });
});
