import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  action as contactAction,
  loader as contactLoader,
} from "~/routes/api/chat-contact";
import { action as messagesAction } from "~/routes/api/chat-messages";
import type {
  ChatContactResult,
  ChatRefusal,
  ChatStreamEvent,
} from "~/domain/chat/chat-api";
import { CHAT_CONSENT_TEXT } from "~/domain/chat/chat-copy";
import { chatNotices } from "../support/chat-copy-english";
import { registerChatBrain } from "~/server/chat/chat-registry.server";
import {
  CHAT_RETENTION_KIND,
  createChatRetentionHandler,
  nextRunAfter,
} from "~/server/chat/conversation/chat-retention.server";
import {
  chatAttachments,
  chatConversations,
  chatMessages,
  leads,
  outbox,
  privacyLegalHolds,
  storedFiles,
} from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { getDb } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { callChatRoute, newSession, readEvents } from "../support/chat-calls";
import { answer, createScriptedBrain } from "../support/scripted-brain";
import { testDbKind } from "../support/test-database";

/**
 * POST /api/chat/contact (a lead from the chat, a hand-off to a person) and the scheduled
 * retention job, against a real database: one lead per conversation, the staff e-mail with
 * the conversation's summary, a hand-off that silences the brain, and what retention
 * deletes and keeps.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
const scripted = createScriptedBrain(() => ({
  events: answer("Our engagements start with a fixed-price blueprint. ", {
    intent: "pricing",
    withAction: true,
  }),
}));

beforeAll(async () => {
  harness = await startTestServices({
    CHAT_ADDRESS_MESSAGE_LIMIT: "100000",
    CHAT_SESSION_MESSAGE_LIMIT: "1000",
    LEADS_NOTIFY_TO: "leads@kestrel.test",
    CHAT_RETENTION_DAYS: "30",
  });
  registerChatBrain(scripted.brain);
});
afterAll(async () => harness?.stop());

const send = (
  sessionId: string,
  conversationId: string | null,
  message: string,
) =>
  callChatRoute(messagesAction, {
    path: "/api/chat/messages",
    body: { sessionId, conversationId, message },
    session: sessionId,
  });

async function startConversation() {
  const sessionId = newSession();
  const events = await readEvents(
    await send(sessionId, null, "How much does an engagement cost?"),
  );
  return {
    sessionId,
    conversationId: (events[0] as { conversationId: string }).conversationId,
  };
}

const contactBody = (
  sessionId: string,
  conversationId: string,
  purpose: "lead" | "handoff",
  email = "amina.diallo@revenue.example",
) => ({
  sessionId,
  conversationId,
  purpose,
  fullName: "Amina Diallo",
  email,
  organisation: "National Revenue Directorate",
  consent: true,
});

const contact = (
  body: Record<string, unknown>,
  session: string | null = body.sessionId as string,
) => callChatRoute(contactAction, { path: "/api/chat/contact", body, session });

const chatLeads = (conversationId: string) =>
  getDb()
    .select()
    .from(leads)
    .where(and(eq(leads.source, "chat"), eq(leads.sourceId, conversationId)));

const notifications = (conversationId: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "lead_notification"),
        sql`${outbox.payload}->>'text' like ${`%${conversationId}%`}`,
      ),
    )
    .orderBy(outbox.createdAt);

describe(`POST /api/chat/contact on ${testDbKind()}`, () => {
  it("stores a lead from the chat, thanks the visitor and notifies staff with a summary and console links", async () => {
    const { sessionId, conversationId } = await startConversation();
    const response = await contact(
      contactBody(sessionId, conversationId, "lead"),
    );
    expect(response.status).toBe(200);
    const result = (await response.json()) as ChatContactResult;
    expect(result.handedOff).toBe(false);
    expect(result.assistantMessage).toMatchObject({
      role: "assistant",
      content: chatNotices.leadStored("Amina"),
    });

    const [lead] = await chatLeads(conversationId);
    expect(lead).toMatchObject({
      fullName: "Amina Diallo",
      email: "amina.diallo@revenue.example",
      company: "National Revenue Directorate",
      interest: "Pricing",
      status: "new",
    });
    const [conversation] = await getDb()
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId));
    expect(conversation).toMatchObject({
      visitorName: "Amina Diallo",
      visitorEmail: "amina.diallo@revenue.example",
      visitorOrganisation: "National Revenue Directorate",
      status: "open",
      handedOffAt: null,
      messageCount: 3,
    });
    expect(conversation!.consentAt).toBeInstanceOf(Date);

    const [mail] = await notifications(conversationId);
    const payload = mail!.payload as {
      to: string[];
      replyTo: string;
      subject: string;
      text: string;
    };
    expect(payload.to).toEqual(["leads@kestrel.test"]);
    expect(payload.replyTo).toBe("amina.diallo@revenue.example");
    expect(payload.subject).toBe(
      "New chat lead: Amina Diallo, National Revenue Directorate",
    );
    expect(payload.text).toContain(
      "Visitor: How much does an engagement cost?",
    );
    expect(payload.text).toContain(
      "Assistant: Our engagements start with a fixed-price blueprint.",
    );
    expect(payload.text).toContain(CHAT_CONSENT_TEXT);
    expect(payload.text).toContain(
      `${harness.services.env.publicUrl}/lead_admin/leads/${lead!.id}`,
    );
    expect(payload.text).toContain(
      `${harness.services.env.publicUrl}/lead_admin/conversations/${conversationId}`,
    );
    // The staff mail goes out like any lead's.
    expect(
      await harness.services.outboxWorker.runOnce(),
    ).toBeGreaterThanOrEqual(1);
  });

  it("hands the conversation to a person: one lead updated (never two), the visitor told when and how, the brain silent", async () => {
    const { sessionId, conversationId } = await startConversation();
    expect(
      (await contact(contactBody(sessionId, conversationId, "lead"))).status,
    ).toBe(200);
    const response = await contact(
      contactBody(
        sessionId,
        conversationId,
        "handoff",
        "amina@revenue.example",
      ),
    );
    const result = (await response.json()) as ChatContactResult;
    expect(result.handedOff).toBe(true);
    expect(result.assistantMessage.content).toBe(
      chatNotices.handedOff("amina@revenue.example"),
    );
    expect(result.assistantMessage.content).toMatch(
      /by e-mail .* within one working day/,
    );

    const rows = await chatLeads(conversationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "amina@revenue.example",
      interest: "Talk to a person",
    });
    const [conversation] = await getDb()
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId));
    expect(conversation).toMatchObject({
      status: "handed_off",
      visitorEmail: "amina@revenue.example",
    });
    expect(conversation!.handedOffAt).toBeInstanceOf(Date);
    const mails = await notifications(conversationId);
    expect(mails).toHaveLength(2);
    expect((mails[1]!.payload as { subject: string }).subject).toMatch(
      /^Chat hand-off: Amina Diallo/,
    );

    const brainCalls = scripted.inputs.length;
    const events = await readEvents(
      await send(sessionId, conversationId, "Is anyone there?"),
    );
    expect(events).toEqual([
      { type: "conversation", conversationId },
      { type: "handed_off", message: chatNotices.withOurTeam },
    ] satisfies ChatStreamEvent[]);
    expect(scripted.inputs.length).toBe(brainCalls);
    const stored = await getDb()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(chatMessages.createdAt);
    expect(stored.at(-1)).toMatchObject({
      role: "user",
      content: "Is anyone there?",
    });
    expect(stored.filter((row) => row.role === "assistant")).toHaveLength(3);
  });

  it("refuses another session's conversation with 404, bad details with 400, and writes nothing", async () => {
    const { sessionId, conversationId } = await startConversation();
    const stranger = newSession();
    const foreign = await contact(
      contactBody(stranger, conversationId, "handoff"),
    );
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as ChatRefusal).error).toMatch(/not found/);

    const noConsent = await contact({
      ...contactBody(sessionId, conversationId, "lead"),
      consent: false,
    });
    expect(noConsent.status).toBe(400);
    expect(((await noConsent.json()) as ChatRefusal).error).toBe(
      "Please confirm you agree to us storing these details.",
    );
    const badEmail = await contact({
      ...contactBody(sessionId, conversationId, "lead"),
      email: "not-an-address",
    });
    expect(((await badEmail.json()) as ChatRefusal).error).toBe(
      "Please enter a valid email address",
    );
    const mismatch = await contact(
      contactBody(sessionId, conversationId, "lead"),
      newSession(),
    );
    expect(mismatch.status).toBe(400);
    const get = await callChatRoute(contactLoader, {
      path: "/api/chat/contact",
      method: "GET",
      session: sessionId,
    });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");

    expect(await chatLeads(conversationId)).toHaveLength(0);
    expect(await notifications(conversationId)).toHaveLength(0);
    const [conversation] = await getDb()
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId));
    expect(conversation).toMatchObject({
      status: "open",
      visitorEmail: null,
      consentAt: null,
      messageCount: 2,
    });
  });
});

describe(`chat retention on ${testDbKind()}`, () => {
  const day = 86_400_000;

  async function fileFor(
    sessionId: string,
    conversationId: string | null,
    createdAt: Date,
  ) {
    const [file] = await getDb()
      .insert(storedFiles)
      .values({
        bucket: "chat-uploads",
        key: `${sessionId}/${randomUUID()}.txt`,
        name: "a.txt",
        size: 1,
        mimeType: "text/plain",
        sha256: "0".repeat(64),
        content: Buffer.from("a"),
      })
      .returning();
    const [attachment] = await getDb()
      .insert(chatAttachments)
      .values({
        sessionId,
        conversationId,
        storedFileId: file!.id,
        kind: "document",
        name: "a.txt",
        mimeType: "text/plain",
        size: 1,
        createdAt,
      })
      .returning();
    return { fileId: file!.id, attachmentId: attachment!.id };
  }

  it("is scheduled at start-up, deletes what is past its time with its files, keeps chats that became leads, held and recent chats, and queues the next run", async () => {
    const scheduled = await getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.kind, CHAT_RETENTION_KIND));
    expect(scheduled.map((row) => row.payload)).toContainEqual({
      slot: nextRunAfter(new Date()).toISOString().slice(0, 10),
    });

    const now = new Date("2026-06-15T03:00:00Z");
    const old = await startConversation();
    const idle = await startConversation();
    const held = await startConversation();
    const recent = await startConversation();
    await getDb()
      .update(chatConversations)
      .set({ visitorEmail: "Held.Visitor@example.org" })
      .where(eq(chatConversations.id, held.conversationId));
    await getDb().insert(privacyLegalHolds).values({
      email: "held.visitor@example.org",
      reason: "Litigation",
      placedByEmail: "admin@kestrel.test",
    });
    expect(
      (await contact(contactBody(old.sessionId, old.conversationId, "lead")))
        .status,
    ).toBe(200);
    const oldFile = await fileFor(
      old.sessionId,
      old.conversationId,
      new Date(now.getTime() - 40 * day),
    );
    const idleFile = await fileFor(
      idle.sessionId,
      idle.conversationId,
      new Date(now.getTime() - 40 * day),
    );
    const recentFile = await fileFor(
      recent.sessionId,
      recent.conversationId,
      new Date(now.getTime() - 40 * day),
    );
    const staleUpload = await fileFor(
      newSession(),
      null,
      new Date(now.getTime() - 25 * 3_600_000),
    );
    const freshUpload = await fileFor(
      newSession(),
      null,
      new Date(now.getTime() - 2 * 3_600_000),
    );
    await getDb()
      .update(chatConversations)
      .set({ lastMessageAt: new Date(now.getTime() - 31 * day) })
      .where(
        inArray(chatConversations.id, [
          old.conversationId,
          idle.conversationId,
          held.conversationId,
        ]),
      );
    await getDb()
      .update(chatConversations)
      .set({ lastMessageAt: new Date(now.getTime() - 29 * day) })
      .where(eq(chatConversations.id, recent.conversationId));

    const handler = createChatRetentionHandler({
      db: getDb(),
      logger: createLogger("silent"),
      retentionDays: 30,
      now: () => now,
    });
    await handler({
      id: randomUUID(),
      kind: CHAT_RETENTION_KIND,
      payload: { slot: "2026-06-15" },
      attempts: 1,
    });

    const conversationIds = (
      await getDb().select({ id: chatConversations.id }).from(chatConversations)
    ).map((row) => row.id);
    expect(conversationIds).not.toContain(idle.conversationId);
    expect(conversationIds).toContain(recent.conversationId);
    // A chat that became a lead is the lead's record (privacy retention's lost-lead rule).
    expect(conversationIds).toContain(old.conversationId);
    // An address under a legal hold keeps its chat.
    expect(conversationIds).toContain(held.conversationId);
    expect(
      await getDb()
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, idle.conversationId)),
    ).toHaveLength(0);
    const fileIds = (
      await getDb().select({ id: storedFiles.id }).from(storedFiles)
    ).map((row) => row.id);
    expect(fileIds).not.toContain(idleFile.fileId);
    expect(fileIds).toContain(oldFile.fileId);
    expect(fileIds).not.toContain(staleUpload.fileId);
    expect(fileIds).toContain(recentFile.fileId);
    expect(fileIds).toContain(freshUpload.fileId);
    const attachmentIds = (
      await getDb().select({ id: chatAttachments.id }).from(chatAttachments)
    ).map((row) => row.id);
    expect(attachmentIds).not.toContain(idleFile.attachmentId);
    expect(attachmentIds).not.toContain(staleUpload.attachmentId);
    expect(attachmentIds).toContain(freshUpload.attachmentId);
    // The lead is the staff's record: it stays.
    expect(await chatLeads(old.conversationId)).toHaveLength(1);

    const next = await getDb()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, CHAT_RETENTION_KIND),
          sql`${outbox.payload}->>'slot' = '2026-06-16'`,
        ),
      );
    expect(next).toHaveLength(1);
    expect(next[0]!.nextAttemptAt.toISOString()).toBe(
      "2026-06-16T03:00:00.000Z",
    );
    // Another instance (or a retry) scheduling the same run adds nothing.
    await handler({
      id: randomUUID(),
      kind: CHAT_RETENTION_KIND,
      payload: { slot: "2026-06-15" },
      attempts: 2,
    });
    expect(
      await getDb()
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, CHAT_RETENTION_KIND),
            sql`${outbox.payload}->>'slot' = '2026-06-16'`,
          ),
        ),
    ).toHaveLength(1);
  });

  it("runs through the job worker when due, and refuses a malformed payload for good", async () => {
    await getDb()
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.kind, CHAT_RETENTION_KIND));
    await harness.services.outboxWorker.runOnce();
    const rows = await getDb()
      .select()
      .from(outbox)
      .where(eq(outbox.kind, CHAT_RETENTION_KIND));
    expect(
      rows.filter((row) => row.sentAt !== null).length,
    ).toBeGreaterThanOrEqual(1);
    expect(
      rows.some((row) => row.sentAt === null && row.nextAttemptAt > new Date()),
    ).toBe(true);

    const handler = createChatRetentionHandler({
      db: getDb(),
      logger: createLogger("silent"),
      retentionDays: 30,
    });
    await expect(
      handler({
        id: randomUUID(),
        kind: CHAT_RETENTION_KIND,
        payload: {},
        attempts: 1,
      }),
    ).rejects.toThrow(/invalid chat retention payload/);
  });
});
