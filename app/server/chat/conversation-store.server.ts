import { and, eq, sql } from "drizzle-orm";
import type { ChatFile, ChatHistoryMessage, ChatSource } from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import type { Database, Transaction } from "../db/client.server";
import { chatConversations, chatMessages } from "../db/schema.server";

/**
 * The chat's data layer for a visitor's own conversation. A visitor reaches a conversation
 * only through the browser session that started it: every read here takes both ids, so a
 * foreign or guessed conversation id finds nothing (and the route answers 404).
 */
export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

type Db = Database | Transaction;

export async function findSessionConversation(db: Db, sessionId: string, conversationId: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.sessionId, sessionId)))
    .limit(1);
  return row;
}

export async function createConversation(db: Db, input: { sessionId: string; startedOnPath?: string | null }): Promise<ConversationRow> {
  const [row] = await db
    .insert(chatConversations)
    .values({ sessionId: input.sessionId, startedOnPath: input.startedOnPath ?? null })
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
};

/** Stores one message and moves the conversation's count and last activity with it. */
export async function appendChatMessage(db: Db, message: NewChatMessage): Promise<MessageRow> {
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
    })
    .returning();
  await db
    .update(chatConversations)
    .set({ messageCount: sql`${chatConversations.messageCount} + 1`, lastMessageAt: sql`now()`, updatedAt: sql`now()` })
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
