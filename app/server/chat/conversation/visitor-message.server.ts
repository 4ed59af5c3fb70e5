import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { ChatFile, ChatSendRequest } from "~/domain/chat/chat-api";
import { chatNoticesOf } from "~/domain/chat/chat-copy";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import { isLocale, localeFromPath, type Locale } from "~/i18n/locale";
import type { Database, Transaction } from "../../db/client.server";
import { chatAttachments, chatConversations } from "../../db/schema.server";
import {
  appendChatMessage,
  createConversation,
  findSessionConversation,
  hasRoomForLines,
  type ConversationRow,
  type MessageRow,
} from "../conversation-store.server";
import { messageLocale } from "./message-locale";

/**
 * Stores a visitor's message: the conversation (found for this session, or started), the
 * length limit, the attachments (this session's, not yet sent) and the message that carries
 * them — in ONE transaction, so a refusal leaves nothing behind (not even a new conversation).
 * The conversation's language (chat_conversations.locale) becomes this message's: the assistant
 * answers in the language the visitor last wrote in (message-locale.ts).
 */
export const CONVERSATION_NOT_FOUND =
  "This conversation was not found. Please start a new conversation.";
export const ATTACHMENT_GONE =
  "One of the attached files is no longer available. Please attach it again.";

export type StoredVisitorMessage =
  | {
      kind: "stored";
      conversation: ConversationRow;
      message: MessageRow;
      locale: Locale;
    }
  | { kind: "refused"; status: 400 | 404 | 409; error: string };

class Refusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** Room for the message and, unless staff have the conversation, the reply to it. */
export function hasRoomFor(
  conversation: Pick<ConversationRow, "messageCount" | "status">,
): boolean {
  return hasRoomForLines(
    conversation.messageCount,
    conversation.status === "handed_off" ? 1 : 2,
  );
}

export async function storeVisitorMessage(
  db: Database,
  send: ChatSendRequest,
): Promise<StoredVisitorMessage> {
  const pageLocale = localeFromPath(send.pagePath ?? "/");
  try {
    return await db.transaction(async (tx) => {
      const conversation = send.conversationId
        ? await findSessionConversation(
            tx,
            send.sessionId,
            send.conversationId,
            { lock: true },
          )
        : await createConversation(tx, {
            sessionId: send.sessionId,
            startedOnPath: send.pagePath ?? null,
          });
      if (!conversation) throw new Refusal(404, CONVERSATION_NOT_FOUND);
      const locale = messageLocale(send.message, {
        pageLocale,
        // A conversation just started has the column's default, not a language of its own.
        previousLocale:
          send.conversationId && isLocale(conversation.locale)
            ? conversation.locale
            : null,
      });
      if (!hasRoomFor(conversation))
        throw new Refusal(
          409,
          chatNoticesOf(chatIntlFor(locale)).conversationFull,
        );
      if (locale !== conversation.locale)
        await tx
          .update(chatConversations)
          .set({ locale })
          .where(eq(chatConversations.id, conversation.id));

      const attachmentIds = [...new Set(send.attachmentIds)];
      const files = await claimableAttachments(
        tx,
        send.sessionId,
        conversation.id,
        attachmentIds,
      );
      const message = await appendChatMessage(tx, {
        conversationId: conversation.id,
        role: "user",
        content: send.message.trim(),
        files,
      });
      if (attachmentIds.length > 0) {
        await tx
          .update(chatAttachments)
          .set({ conversationId: conversation.id, messageId: message.id })
          .where(inArray(chatAttachments.id, attachmentIds));
      }
      return {
        kind: "stored" as const,
        conversation: {
          ...conversation,
          locale,
          messageCount: conversation.messageCount + 1,
        },
        message,
        locale,
      };
    });
  } catch (error) {
    if (error instanceof Refusal)
      return { kind: "refused", status: error.status, error: error.message };
    throw error;
  }
}

/** The attachments as the message lists them, in the order sent; any not claimable refuses all. */
async function claimableAttachments(
  tx: Transaction,
  sessionId: string,
  conversationId: string,
  ids: string[],
): Promise<ChatFile[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: chatAttachments.id,
      name: chatAttachments.name,
      mimeType: chatAttachments.mimeType,
    })
    .from(chatAttachments)
    .where(
      and(
        inArray(chatAttachments.id, ids),
        eq(chatAttachments.sessionId, sessionId),
        isNull(chatAttachments.messageId),
        // Uploaded before the first message (no conversation yet) or into this one.
        or(
          isNull(chatAttachments.conversationId),
          eq(chatAttachments.conversationId, conversationId),
        ),
      ),
    )
    .for("update");
  if (rows.length !== ids.length) throw new Refusal(400, ATTACHMENT_GONE);
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id)!;
    return { id: row.id, name: row.name, type: row.mimeType };
  });
}
