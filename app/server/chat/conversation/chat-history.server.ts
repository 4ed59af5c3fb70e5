import { asc, eq, sql } from "drizzle-orm";
import {
  CHAT_SESSION_HEADER,
  chatSessionIdSchema,
  type ChatHistory,
} from "~/domain/chat/chat-api";
import type { Database } from "../../db/client.server";
import { chatMessages } from "../../db/schema.server";
import {
  findSessionConversation,
  toHistoryMessage,
} from "../conversation-store.server";
import { chatHttpMessages, chatJson, chatRefusal } from "../chat-http.server";
import { getDb } from "../../services.server";
import { CONVERSATION_NOT_FOUND } from "./visitor-message.server";

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

export async function chatHistoryResponse(
  request: Request,
  db: Database = getDb(),
): Promise<Response> {
  const session = chatSessionIdSchema.safeParse(
    request.headers.get(CHAT_SESSION_HEADER),
  );
  if (!session.success)
    return chatRefusal(400, chatHttpMessages.sessionMismatch);
  const conversationId = chatSessionIdSchema.safeParse(
    new URL(request.url).searchParams.get("conversationId"),
  );
  if (!conversationId.success)
    return chatRefusal(400, "conversationId: Invalid identifier");
  const history = await loadChatHistory(db, session.data, conversationId.data);
  if (!history) return chatRefusal(404, CONVERSATION_NOT_FOUND);
  return chatJson(200, history);
}
