/**
 * How well the chat's knowledge covered a question (decision 057), as stored with each
 * assistant reply (chat_messages.grounding): "answered", "weak" (something related, not the
 * answer) or "none" (the site does not say). The console's unanswered-questions view groups the
 * replies that were not "answered".
 */
export const REPLY_CONFIDENCES = ["answered", "weak", "none"] as const;
export type StoredReplyConfidence = (typeof REPLY_CONFIDENCES)[number];
