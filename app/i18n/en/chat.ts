/**
 * English of the chat messages that code outside the chat's components sends by id: the edge's
 * upload refusals, which the chat's route says in the visitor's language (French in ../fr/chat.ts).
 */
export default {
  "chat.refusal.documentTooLarge":
    "Each document can be up to 10 MB, and 25 MB together. Please attach smaller files.",
  "chat.refusal.imageTooLarge":
    "The image can be up to 8 MB. Please choose a smaller image.",
  "chat.refusal.busy":
    "Many files are being uploaded right now. Please try again in a minute.",
} as const;
