import { and, eq, sql } from "drizzle-orm";
import {
  chatLimits,
  type ChatFile,
  type ChatHistoryMessage,
  type ChatSource,
} from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import type { StoredReplyConfidence } from "~/domain/chat/reply-confidence";
import type { Database, Transaction } from "../db/client.server";
import {
  chatConversations,
  chatCuratedAnswers,
  chatMessages,
} from "../db/schema.server";

/**
 * The chat's data layer for a visitor's own conversation. A visitor reaches a conversation
 * only through the browser session that started it: every read here takes both ids, so a
 * foreign or guessed conversation id finds nothing (and the route answers 404).
 */
export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

type Db = Database | Transaction;

/**
 * The session's own conversation. With `lock` (inside a transaction) the row stays locked
 * until commit, so two requests into one conversation take turns and cannot both take its
 * last places.
 */
export async function findSessionConversation(
  db: Db,
  sessionId: string,
  conversationId: string,
  options: { lock?: boolean } = {},
): Promise<ConversationRow | undefined> {
  const query = db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.id, conversationId),
        eq(chatConversations.sessionId, sessionId),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** Whether a conversation can take `lines` more messages within chatLimits.maxConversationMessages. */
export function hasRoomForLines(messageCount: number, lines: number): boolean {
  return messageCount + lines <= chatLimits.maxConversationMessages;
}

export async function createConversation(
  db: Db,
  input: { sessionId: string; startedOnPath?: string | null },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(chatConversations)
    .values({
      sessionId: input.sessionId,
      startedOnPath: input.startedOnPath ?? null,
    })
    .returning();
  return row!;
}

export type NewChatMessage = {
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  files?: ChatFile[];
  sources?: ChatSource[];
  intent?: ChatIntent | null;
  answeredBy?: "offline" | "provider" | null;
  providerTokens?: number;
  /** An assistant reply's grounding (decision 057): null when the brain did not say. */
  grounding?: StoredReplyConfidence | null;
  /** The curated answer the reply used first. */
  curatedAnswerId?: string | null;
};

/** Stores one message and moves the conversation's count and last activity with it. */
export async function appendChatMessage(
  db: Db,
  message: NewChatMessage,
): Promise<MessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      conversationId: message.conversationId,
      role: message.role,
      content: message.content,
      files: message.files ?? [],
      sources: message.sources ?? [],
      intent: message.intent ?? null,
      answeredBy: message.answeredBy ?? null,
      providerTokens: message.providerTokens ?? 0,
      grounding: message.grounding ?? null,
      // Through a lookup: an answer removed from the database (an import, by hand) since the
      // knowledge was built is not worth losing the reply over.
      curatedAnswerId: message.curatedAnswerId
        ? sql`(select ${chatCuratedAnswers.id} from ${chatCuratedAnswers} where ${chatCuratedAnswers.id} = ${message.curatedAnswerId})`
        : null,
    })
    .returning();
  await db
    .update(chatConversations)
    .set({
      messageCount: sql`${chatConversations.messageCount} + 1`,
      lastMessageAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(chatConversations.id, message.conversationId));
  return row!;
}

export function toHistoryMessage(row: MessageRow): ChatHistoryMessage {
  return {
    id: row.id,
    role: row.role === "assistant" ? "assistant" : "user",
    content: row.content,
    files: (row.files as ChatFile[] | null) ?? [],
    sources: (row.sources as ChatSource[] | null) ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}
