import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { chatAttachments, chatMessages } from "../../db/schema.server";
import type { BrainInput, BrainTurn } from "../chat-brain.server";

/**
 * What the brain gets with a new message: the conversation so far and the text of its
 * documents, both bounded so one long conversation or a large PDF cannot make every reply
 * slow or expensive (the provider bills every token of context).
 */
export const HISTORY_MESSAGES = 20;
const HISTORY_CHARS_PER_MESSAGE = 4000;
const ATTACHMENTS_IN_CONTEXT = 5;
const ATTACHMENT_CHARS = 8000;
const ATTACHMENT_CHARS_TOTAL = 20_000;

export async function brainInputFor(
  db: Database,
  turn: { conversationId: string; userMessageId: string; message: string },
): Promise<Omit<BrainInput, "signal">> {
  const [earlier, documents] = await Promise.all([
    db
      .select({ role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, turn.conversationId),
          ne(chatMessages.id, turn.userMessageId),
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(HISTORY_MESSAGES),
    db
      .select({
        name: chatAttachments.name,
        text: chatAttachments.extractedText,
      })
      .from(chatAttachments)
      .where(
        and(
          eq(chatAttachments.conversationId, turn.conversationId),
          isNotNull(chatAttachments.extractedText),
        ),
      )
      .orderBy(desc(chatAttachments.createdAt), desc(chatAttachments.id))
      .limit(ATTACHMENTS_IN_CONTEXT),
  ]);
  const history: BrainTurn[] = earlier.reverse().map((row) => ({
    role: row.role === "assistant" ? "assistant" : "user",
    content: row.content.slice(0, HISTORY_CHARS_PER_MESSAGE),
  }));
  let budget = ATTACHMENT_CHARS_TOTAL;
  const attachments: BrainInput["attachments"] = [];
  // Newest first: the document just sent matters most when the budget runs out.
  for (const document of documents) {
    const text = (document.text ?? "")
      .trim()
      .slice(0, Math.min(ATTACHMENT_CHARS, budget));
    if (text === "") continue;
    attachments.push({ name: document.name, text });
    budget -= text.length;
    if (budget <= 0) break;
  }
  return { history, message: turn.message, attachments };
}
