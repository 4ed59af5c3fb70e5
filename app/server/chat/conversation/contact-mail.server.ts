import type { ChatContactRequest } from "~/domain/chat/chat-api";
import { chatConsentTextOf } from "~/domain/chat/chat-copy";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import type { Locale } from "~/i18n/locale";
import { staffNotification } from "../../leads/lead-emails.server";

/**
 * The staff notification of a lead or hand-off from the chat: who, what for, what they
 * agreed to, a summary of the conversation (its last messages, each trimmed) and the
 * console links to the lead and the full transcript. Staff read English (decision 055): the
 * mail is English, and says which language to answer in, and the consent as the visitor read it.
 */
export const SUMMARY_MESSAGES = 10;
const SUMMARY_CHARS = 300;

export type SummaryLine = { role: string; content: string };

export function conversationSummary(messages: SummaryLine[]): string[] {
  if (messages.length === 0) return ["(no messages yet)"];
  return messages.slice(-SUMMARY_MESSAGES).map(({ role, content }) => {
    const oneLine = content.replace(/\s+/g, " ").trim();
    const trimmed =
      oneLine.length > SUMMARY_CHARS
        ? `${oneLine.slice(0, SUMMARY_CHARS - 1)}…`
        : oneLine;
    return `${role === "assistant" ? "Assistant" : "Visitor"}: ${trimmed || "(documents only)"}`;
  });
}

export function chatContactStaffMail(input: {
  contact: Pick<
    ChatContactRequest,
    "purpose" | "fullName" | "email" | "organisation"
  >;
  interest: string;
  leadId: string;
  conversationId: string;
  startedOnPath: string | null;
  messages: SummaryLine[];
  publicUrl: string;
  consentAt: Date;
  /** The conversation's language: staff answer the visitor in it. English when not given. */
  locale?: Locale;
}): { subject: string; text: string } {
  const locale = input.locale ?? "en";
  const { contact, publicUrl } = input;
  const handoff = contact.purpose === "handoff";
  const notification = staffNotification({
    subject: handoff
      ? `Chat hand-off: ${contact.fullName}, ${contact.organisation} wants to talk to a person`
      : `New chat lead: ${contact.fullName}, ${contact.organisation}`,
    intro: handoff
      ? "A visitor asked the chat assistant for a person. The assistant has stopped replying in this conversation and told them we will answer by e-mail within one working day."
      : "A visitor left their details in the chat assistant. They were told a consultant will reply by e-mail within 24 hours.",
    fields: [
      ["Name", contact.fullName],
      ["Email", contact.email],
      ["Organisation", contact.organisation],
      ["Purpose", handoff ? "Talk to a person (hand-off)" : "Lead"],
      ["Interest", input.interest],
      ["Language", locale === "fr" ? "French: reply in French" : "English"],
      [
        "Consent",
        `${chatConsentTextOf(chatIntlFor(locale))} (agreed ${input.consentAt.toISOString()})`,
      ],
    ],
    context: {
      pagePath: input.startedOnPath,
      referrer: null,
      utm: {},
      submittedAt: input.consentAt,
    },
  });
  return {
    subject: notification.subject,
    text: [
      notification.text,
      "",
      "Conversation so far:",
      ...conversationSummary(input.messages),
      "",
      `Lead: ${publicUrl}/lead_admin/leads/${input.leadId}`,
      `Full transcript: ${publicUrl}/lead_admin/conversations/${input.conversationId}`,
    ].join("\n"),
  };
}
