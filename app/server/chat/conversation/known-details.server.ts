import { and, desc, eq } from "drizzle-orm";
import {
  detailsInMessages,
  mergeDetails,
  type KnownVisitorDetails,
} from "~/domain/chat/visitor-details";
import type { Database } from "../../db/client.server";
import { chatConversations, chatMessages } from "../../db/schema.server";

/** The visitor's messages read for details: the recent ones (a long conversation's first lines are old news). */
const MESSAGES_READ = 40;

/**
 * What this visitor already gave in this conversation (decision 057, "Hand-off reuse"), sent
 * with the reply's `action` so the panel's form asks only for what is missing: the details of an
 * earlier contact form (chat_conversations.visitor_*), then what they wrote in their messages.
 * Read by conversation id AND session id: another session's request gets nothing, even with
 * this conversation's id. The contact endpoint still checks everything the form sends back.
 */
export async function knownVisitorDetails(
  db: Database,
  scope: { conversationId: string; sessionId: string },
): Promise<KnownVisitorDetails> {
  const [conversation] = await db
    .select({
      fullName: chatConversations.visitorName,
      email: chatConversations.visitorEmail,
      organisation: chatConversations.visitorOrganisation,
    })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.id, scope.conversationId),
        eq(chatConversations.sessionId, scope.sessionId),
      ),
    )
    .limit(1);
  if (!conversation) return {};
  const rows = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, scope.conversationId),
        eq(chatMessages.role, "user"),
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(MESSAGES_READ);
  const written = detailsInMessages(rows.reverse().map((row) => row.content));
  return mergeDetails(
    {
      fullName: conversation.fullName ?? undefined,
      email: conversation.email ?? undefined,
      organisation: conversation.organisation ?? undefined,
    },
    written,
  );
}
