import { asc, eq, sql } from "drizzle-orm";
import type { ChatHistory } from "~/domain/chat/chat-api";
import type { Database } from "../../db/client.server";
import { chatMessages } from "../../db/schema.server";
import {
  findSessionConversation,
  toHistoryMessage,
} from "../conversation-store.server";

/**
 * GET /api/chat/history?conversationId=… with X-Chat-Session: the session's own
 * conversation, every message in order. Any other conversation — another session's, a
 * deleted or a made-up one — is the same 404, so ids cannot be probed.
 */
export async function loadChatHistory(
  db: Database,
  sessionId: string,
  conversationId: string,
): Promise<ChatHistory | null> {
  const conversation = await findSessionConversation(
    db,
    sessionId,
    conversationId,
  );
  if (!conversation) return null;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id))
    // Two lines written in one transaction (an image and its text) share now(): the
    // visitor's line comes first.
    .orderBy(
      asc(chatMessages.createdAt),
      sql`case when ${chatMessages.role} = 'user' then 0 else 1 end`,
      asc(chatMessages.id),
    );
  return {
    conversationId: conversation.id,
    status: conversation.status === "handed_off" ? "handed_off" : "open",
    messages: rows.map(toHistoryMessage),
  };
}
