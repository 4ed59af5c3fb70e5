import { z } from "zod";
import { requiredEmail, requiredText } from "../forms/form-fields";
import type { KnownVisitorDetails } from "./visitor-details";

/**
 * The chat assistant's wire contract, shared by the panel in the browser and the
 * routes under /api/chat. One place for the paths, the limits, the request schemas and the
 * events of a streamed reply, so neither side can drift from the other.
 *
 * A browser session is a random UUID the widget keeps in sessionStorage; it travels in the
 * `X-Chat-Session` header on every call (and in the JSON bodies), and only that session may
 * read its conversation and files back. Staff read everything in the console.
 */
export const CHAT_SESSION_HEADER = "x-chat-session";

export const chatPaths = {
  /** POST JSON ChatSendRequest → 200 NDJSON stream of ChatStreamEvent; refusals are JSON ChatRefusal. */
  messages: "/api/chat/messages",
  /** GET ?conversationId= → ChatHistory of the session's own conversation (404 for any other). */
  history: "/api/chat/history",
  /** POST multipart: sessionId, conversationId?, files (several) → ChatUploadResult. */
  uploads: "/api/chat/uploads",
  /** GET /api/chat/files/:attachmentId → the file's bytes, as an attachment (own session only). */
  files: "/api/chat/files",
  /** POST multipart: sessionId, conversationId?, image (one) → ChatOcrResult. */
  ocr: "/api/chat/ocr",
  /** POST JSON ChatSpeechRequest → audio/mpeg or audio/wav bytes. */
  speech: "/api/chat/speech",
  /** POST audio/webm bytes (the body), X-Chat-Session header → ChatTranscriptionResult. */
  transcriptions: "/api/chat/transcriptions",
  /** POST JSON ChatContactRequest → ChatContactResult: a lead, or a hand-off to a person. */
  contact: "/api/chat/contact",
  /** GET → ChatCapabilities: what this server offers, so the panel hides what it cannot do. */
  capabilities: "/api/chat/capabilities",
} as const;

export const chatLimits = {
  /** Characters in one visitor message. */
  maxMessageChars: 2000,
  /** Messages (both sides) in one conversation; then the visitor is asked to use the forms or start over. */
  maxConversationMessages: 80,
  /** Documents attached to one message. */
  maxAttachments: 5,
  /** One document (.pdf, .doc, .docx, .txt). */
  maxDocumentBytes: 10 * 1024 * 1024,
  /** One image for text extraction. */
  maxImageBytes: 8 * 1024 * 1024,
  /** One voice recording (about two minutes of 16 kHz opus). */
  maxAudioBytes: 4 * 1024 * 1024,
  /** Text spoken aloud in one request. */
  maxSpeechChars: 4000,
} as const;

export const CHAT_DOCUMENT_EXTENSIONS = [
  ".pdf",
  ".doc",
  ".docx",
  ".txt",
] as const;
/** The document picker's `accept` (.pdf, .doc, .docx, .txt, multiple files). */
export const CHAT_DOCUMENT_ACCEPT = CHAT_DOCUMENT_EXTENSIONS.join(",");

const uuid = z.uuid({ error: "Invalid identifier" });

export const chatSessionIdSchema = uuid;

export const chatSendRequestSchema = z
  .object({
    sessionId: uuid,
    conversationId: uuid.nullable(),
    message: z.string().max(chatLimits.maxMessageChars, {
      error: `Messages can be up to ${chatLimits.maxMessageChars} characters. Please shorten yours or split it in two.`,
    }),
    attachmentIds: z.array(uuid).max(chatLimits.maxAttachments).default([]),
    /** The public page the visitor is on, kept with a new conversation for staff. */
    pagePath: z.string().max(300).regex(/^\//).optional(),
  })
  .refine(
    (request) =>
      request.message.trim() !== "" || request.attachmentIds.length > 0,
    { error: "Type a message or attach a document.", path: ["message"] },
  );
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;

export type ChatAction = "contact_form" | "handoff_form";

/** A page of our site an answer drew on; href is a path on this site, e.g. /solutions/e-visa. */
export type ChatSource = { title: string; href: string };

/** An attachment as the panel shows it. */
export type ChatFile = { id: string; name: string; type: string };

/**
 * One line of a streamed reply (application/x-ndjson). In order: `conversation` first,
 * then `delta`s as the text is written, then `sources`, then at most one `action`, then `done`.
 * `error` may replace the rest at any point after the stream began; `handed_off` is the
 * only event when staff have taken the conversation over.
 */
export type ChatStreamEvent =
  | { type: "conversation"; conversationId: string }
  | { type: "delta"; text: string }
  | { type: "sources"; sources: ChatSource[] }
  /**
   * The panel shows the contact form under the reply: "contact_form" when the visitor wants a
   * call, a blueprint or pricing (a lead); "handoff_form" when they asked for a person.
   * `known`: the details this session already gave in this conversation (an earlier form, or
   * their messages), to prefill the form; the contact endpoint checks them again.
   */
  | { type: "action"; action: ChatAction; known?: KnownVisitorDetails }
  | { type: "done"; messageId: string; content: string }
  | { type: "error"; message: string }
  | { type: "handed_off"; message: string };

/** Any refusal before a stream starts, and every non-stream error: { error } with a clear sentence. */
export type ChatRefusal = { error: string; retryAfterSeconds?: number };

export type ChatHistoryMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  files: ChatFile[];
  sources: ChatSource[];
  createdAt: string;
};

export type ChatHistory = {
  conversationId: string;
  status: "open" | "handed_off";
  messages: ChatHistoryMessage[];
};

export type ChatUploadResult = { files: Array<ChatFile & { size: number }> };

export type ChatOcrResult = {
  conversationId: string;
  text: string;
  /** The two lines the chat gets: the visitor's naming the image, the assistant's with the text. */
  userMessage: ChatHistoryMessage;
  assistantMessage: ChatHistoryMessage;
};

export const chatSpeechRequestSchema = z.object({
  sessionId: uuid,
  text: z
    .string()
    .trim()
    .min(1, { error: "There is nothing to read aloud." })
    .max(chatLimits.maxSpeechChars),
});
export type ChatSpeechRequest = z.infer<typeof chatSpeechRequestSchema>;

export type ChatTranscriptionResult = { text: string };

export const CHAT_CONTACT_PURPOSES = ["lead", "handoff"] as const;

export const chatContactRequestSchema = z.object({
  sessionId: uuid,
  conversationId: uuid,
  purpose: z.enum(CHAT_CONTACT_PURPOSES),
  fullName: requiredText("Name must be at least 2 characters", {
    min: 2,
    max: 100,
    maxMessage: "Name must be 100 characters or fewer",
  }),
  email: requiredEmail("Please enter a valid email address"),
  organisation: requiredText("Please tell us your organisation", {
    min: 2,
    max: 150,
    maxMessage: "Organisation must be 150 characters or fewer",
  }),
  consent: z.literal(true, {
    error: "Please confirm you agree to us storing these details.",
  }),
});
export type ChatContactRequest = z.infer<typeof chatContactRequestSchema>;

export type ChatContactResult = {
  /** The assistant's line confirming what happens next, already stored in the conversation. */
  assistantMessage: ChatHistoryMessage;
  handedOff: boolean;
};

export type ChatCapabilities = {
  /** Who speaks replies aloud: the server (audio bytes) or the browser's speech synthesis. */
  speech: "server" | "browser";
  /** Who turns voice into text: the server's provider, or the browser's own recognizer where it exists. */
  transcription: "server" | "browser";
  /** Whether replies come from the configured provider or the offline brain. */
  brain: "provider" | "offline";
};
