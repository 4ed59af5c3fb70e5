import type { IntlShape, MessageDescriptor } from "react-intl";
import { site } from "~/content/site";
import { chatLimits } from "./chat-api";
import { chatIntlFor } from "./chat-intl";

/**
 * Everything the chat assistant says that is not generated: the spec's toasts (§ 8, verbatim in
 * English), the greeting, the consent line and the limit notices. One place, used by the panel
 * (chatIntl() inside the island) and the server (chatIntlFor(locale)), so tests and screens agree on
 * every word in both languages; French is in app/i18n/fr/chat.ts. This module imports react-intl's
 * types only: each side passes its own formatter.
 */
export type ChatToast = { title: string; description: string };

/** The spec's toasts, in the formatter's language. */
export function chatToastsOf(intl: IntlShape) {
  const toast = (
    title: MessageDescriptor,
    description: MessageDescriptor,
    values?: Record<string, number>,
  ): ChatToast => ({
    title: intl.formatMessage(title),
    description: intl.formatMessage(description, values),
  });
  return {
    sendFailed: toast(
      { id: "chat.toast.errorTitle", defaultMessage: "Error" },
      {
        id: "chat.toast.sendFailed",
        defaultMessage: "Failed to send message. Please try again.",
      },
    ),
    uploaded: (count: number) =>
      toast(
        { id: "chat.toast.uploadedTitle", defaultMessage: "Files uploaded" },
        {
          id: "chat.toast.uploaded",
          defaultMessage: "{count} file(s) uploaded successfully",
        },
        { count },
      ),
    uploadFailed: toast(
      { id: "chat.toast.uploadFailedTitle", defaultMessage: "Upload failed" },
      {
        id: "chat.toast.uploadFailed",
        defaultMessage: "Failed to upload files. Please try again.",
      },
    ),
    ocrComplete: toast(
      { id: "chat.toast.ocrCompleteTitle", defaultMessage: "OCR Complete" },
      {
        id: "chat.toast.ocrComplete",
        defaultMessage: "Text extracted from image successfully",
      },
    ),
    ocrFailed: toast(
      { id: "chat.toast.ocrFailedTitle", defaultMessage: "OCR failed" },
      {
        id: "chat.toast.ocrFailed",
        defaultMessage: "Failed to extract text from image. Please try again.",
      },
    ),
    speechFailed: toast(
      { id: "chat.toast.speechFailedTitle", defaultMessage: "Speech failed" },
      {
        id: "chat.toast.speechFailed",
        defaultMessage: "Failed to generate speech.",
      },
    ),
    recordingStarted: toast(
      {
        id: "chat.toast.recordingStartedTitle",
        defaultMessage: "Recording started",
      },
      {
        id: "chat.toast.recordingStarted",
        defaultMessage: "Speak your message",
      },
    ),
    recordingFailed: toast(
      {
        id: "chat.toast.recordingFailedTitle",
        defaultMessage: "Recording failed",
      },
      {
        id: "chat.toast.recordingFailed",
        defaultMessage: "Could not access microphone.",
      },
    ),
    transcribed: toast(
      {
        id: "chat.toast.transcribedTitle",
        defaultMessage: "Transcription complete",
      },
      {
        id: "chat.toast.transcribed",
        defaultMessage: "Your voice has been converted to text",
      },
    ),
    transcriptionFailed: toast(
      {
        id: "chat.toast.transcriptionFailedTitle",
        defaultMessage: "Transcription failed",
      },
      {
        id: "chat.toast.transcriptionFailed",
        defaultMessage: "Failed to convert voice to text.",
      },
    ),
  };
}

export type ChatToasts = ReturnType<typeof chatToastsOf>;

/** The assistant's first line when the panel opens on an empty conversation. */
export function chatGreetingOf(intl: IntlShape): string {
  return intl.formatMessage(
    {
      id: "chat.greeting",
      defaultMessage:
        "Hello, I'm {company}'s digital transformation expert. I can explain our sovereign cloud and AI platforms, the public-sector programmes we have delivered, how an engagement works, or put you in touch with our team. What brings you here today?",
    },
    { company: site.name.split(" ")[0] },
  );
}

/** Shown beside the contact fields in the chat; stored with the lead like every form's consent. */
export function chatConsentTextOf(intl: IntlShape): string {
  return intl.formatMessage({
    id: "chat.consent",
    defaultMessage:
      "By sending these details you agree that we store them with this conversation and use them only to answer your request and follow up on it, as described in our Privacy Policy.",
  });
}

/** The limits and hand-off lines, in the formatter's language. */
export function chatNoticesOf(intl: IntlShape) {
  return {
    /** The assistant's line when it asks for contact details (the panel shows the form under it). */
    askForContact: intl.formatMessage({
      id: "chat.notice.askForContact",
      defaultMessage:
        "I can arrange that with one of our consultants. Please leave your name, work e-mail and organisation below, and we will reply within 24 hours.",
    }),
    /** After a lead is stored from the chat. */
    leadStored: (firstName: string) =>
      intl.formatMessage(
        {
          id: "chat.notice.leadStored",
          defaultMessage:
            "Thank you, {firstName}. Your request is with our team, and a consultant will reply by e-mail within 24 hours. You can keep asking me questions in the meantime.",
        },
        { firstName },
      ),
    /** After a hand-off: who answers, how and when; the assistant says nothing more here. */
    handedOff: (email: string) =>
      intl.formatMessage(
        {
          id: "chat.notice.handedOff",
          defaultMessage:
            "Thank you. A member of our team now has this conversation and will answer you by e-mail at {email} within one working day (24 hours). I will stay quiet here so nothing gets in their way; anything you add below is passed on to them.",
        },
        { email },
      ),
    /** Any message in a conversation staff have taken over. */
    withOurTeam: intl.formatMessage({
      id: "chat.notice.withOurTeam",
      defaultMessage:
        "Your message has been added to the conversation our team is handling. They will answer you by e-mail within one working day.",
    }),
    conversationFull: intl.formatMessage(
      {
        id: "chat.notice.conversationFull",
        defaultMessage:
          "This conversation has reached its length limit of {limit} messages. Please start a new conversation, or write to us through the contact form so a consultant can continue with you.",
      },
      { limit: chatLimits.maxConversationMessages },
    ),
    rateLimited: (minutes: number) =>
      intl.formatMessage(
        {
          id: "chat.notice.rateLimited",
          defaultMessage:
            "You are sending messages faster than I can take them. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
        },
        { minutes },
      ),
    providerBudgetSpent: intl.formatMessage({
      id: "chat.notice.providerBudgetSpent",
      defaultMessage:
        "I am answering from our site's own pages for the rest of today, so my replies may be shorter than usual.",
    }),
  };
}

/** The consent line in English: a lead's record shows it whatever the page's language. */
export const CHAT_CONSENT_TEXT = chatConsentTextOf(chatIntlFor("en"));
