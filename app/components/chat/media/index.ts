/** The chat panel's media controls (documents, image text, speak aloud, microphone), composed by the panel. */
export { AttachDocumentsButton } from "./attach-documents-button";
export { AttachmentChips } from "./attachment-chips";
export { ImageTextButton } from "./image-text-button";
export { MicButton } from "./mic-button";
export { SpeakButton } from "./speak-button";
export { useChatCapabilities } from "./use-chat-capabilities";
export {
  useDocumentAttachments,
  type DocumentAttachments,
} from "./use-document-attachments";
