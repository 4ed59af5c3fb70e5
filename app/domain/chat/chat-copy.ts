import { site } from "~/content/site";
import { chatLimits } from "./chat-api";

/**
 * Everything the chat assistant says that is not generated: the spec's toasts (§ 8, verbatim),
 * the greeting, the consent line and the limit notices. One place, used by the panel and the
 * server, so tests and screens agree on every word.
 */
export const chatToasts = {
  sendFailed: {
    title: "Error",
    description: "Failed to send message. Please try again.",
  },
  uploaded: (count: number) => ({
    title: "Files uploaded",
    description: `${count} file(s) uploaded successfully`,
  }),
  uploadFailed: {
    title: "Upload failed",
    description: "Failed to upload files. Please try again.",
  },
  ocrComplete: {
    title: "OCR Complete",
    description: "Text extracted from image successfully",
  },
  ocrFailed: {
    title: "OCR failed",
    description: "Failed to extract text from image. Please try again.",
  },
  speechFailed: {
    title: "Speech failed",
    description: "Failed to generate speech.",
  },
  recordingStarted: {
    title: "Recording started",
    description: "Speak your message",
  },
  recordingFailed: {
    title: "Recording failed",
    description: "Could not access microphone.",
  },
  transcribed: {
    title: "Transcription complete",
    description: "Your voice has been converted to text",
  },
  transcriptionFailed: {
    title: "Transcription failed",
    description: "Failed to convert voice to text.",
  },
} as const;

/** The assistant's first line when the panel opens on an empty conversation. */
export const CHAT_GREETING =
  `Hello, I'm ${site.name.split(" ")[0]}'s digital transformation expert. I can explain our sovereign cloud ` +
  "and AI platforms, the public-sector programmes we have delivered, how an engagement works, or put you " +
  "in touch with our team. What brings you here today?";

/** Shown beside the contact fields in the chat; stored with the lead like every form's consent. */
export const CHAT_CONSENT_TEXT =
  "By sending these details you agree that we store them with this conversation and use them only to " +
  "answer your request and follow up on it, as described in our Privacy Policy.";

export const chatNotices = {
  /** The assistant's line when it asks for contact details (the panel shows the form under it). */
  askForContact:
    "I can arrange that with one of our consultants. Please leave your name, work e-mail and organisation " +
    "below, and we will reply within 24 hours.",
  /** After a lead is stored from the chat. */
  leadStored: (firstName: string) =>
    `Thank you, ${firstName}. Your request is with our team, and a consultant will reply by e-mail within ` +
    "24 hours. You can keep asking me questions in the meantime.",
  /** After a hand-off: who answers, how and when; the assistant says nothing more here. */
  handedOff: (email: string) =>
    `Thank you. A member of our team now has this conversation and will answer you by e-mail at ${email} ` +
    "within one working day (24 hours). I will stay quiet here so nothing gets in their way; anything you " +
    "add below is passed on to them.",
  /** Any message in a conversation staff have taken over. */
  withOurTeam:
    "Your message has been added to the conversation our team is handling. They will answer you by e-mail " +
    "within one working day.",
  conversationFull:
    `This conversation has reached its length limit of ${chatLimits.maxConversationMessages} messages. Please start a new conversation, or ` +
    "write to us through the contact form so a consultant can continue with you.",
  rateLimited: (minutes: number) =>
    `You are sending messages faster than I can take them. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} ` +
    "and try again.",
  providerBudgetSpent:
    "I am answering from our site's own pages for the rest of today, so my replies may be shorter than usual.",
} as const;
