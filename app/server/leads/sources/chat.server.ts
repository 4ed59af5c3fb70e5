import { visitorLocaleOf } from "~/domain/visitor-language";
import { eq } from "drizzle-orm";
import { CHAT_CONSENT_TEXT } from "~/domain/chat/chat-copy";
import { chatConversations } from "../../db/schema.server";
import {
  datetimeField,
  defineLeadSource,
  longField,
  statusField,
  textField,
} from "./lead-source.server";

/**
 * A chat lead (docs/chat-conversations.md): the details a visitor gave the assistant. The
 * conversation is its source row; no public form stores it (the assistant does,
 * app/server/chat/conversation/chat-contact.server.ts) and the retention job may delete it.
 */
export const chatSource = defineLeadSource({
  source: "chat",
  form: null,
  table: chatConversations,
  tableId: chatConversations.id,
  // A conversation has no status or spam columns: `leads` alone keeps the workflow.
  mirrorsWorkflow: false,
  /**
   * The details the visitor gave in the conversation, when they agreed to the consent text,
   * and the transcript — or, once the retention job deleted the conversation, the inbox row's
   * own copy of the details and a note that it is gone. Never null: the inbox row suffices.
   */
  async detail(db, lead) {
    const [c] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, lead.sourceId))
      .limit(1);
    return {
      fields: [
        textField("Full name", c?.visitorName ?? lead.fullName),
        { label: "Email", value: c?.visitorEmail ?? lead.email, kind: "email" },
        textField("Organisation", c?.visitorOrganisation ?? lead.company),
        textField("Asked about", lead.interest),
        datetimeField("Submitted", lead.createdAt),
        statusField(lead),
      ],
      attribution: c
        ? [
            textField("Conversation started on", c.startedOnPath),
            datetimeField("Conversation started", c.createdAt),
            datetimeField("Consent given", c.consentAt),
            longField("Consent", c.consentAt ? CHAT_CONSENT_TEXT : null),
          ]
        : [],
      resume: null,
      // Null once the retention job deleted the conversation: nothing says which language it was.
      locale: c ? visitorLocaleOf(c.locale) : null,
      transcript: { href: c ? `/lead_admin/conversations/${c.id}` : null },
    };
  },
  // The inbox row carries the rest of a chat lead (name, email, organisation, topic).
  exportColumns: { language: chatConversations.locale },
  // The assistant queues no staff notification for a chat lead, so none is ever held.
  heldNotification: async () => null,
});
