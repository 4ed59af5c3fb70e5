import {
  DOCUMENT_MAX_BYTES,
  documentUploadMessages,
} from "~/domain/client-work/document-upload";
import { oneFileLimits, type BodyPolicy } from "../http/body-limits.server";

/** A client's document upload: room for multipart framing and the project field over 25 MB. */
export const DOCUMENT_UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES + 256 * 1024;

/**
 * One client document per post, from the portal's Documents tab or the console's upload for a
 * client. Not counted per IP: only a signed-in session gets past the route's guard, and an
 * upload waits for one of the few upload slots before a byte is read. The page renders the refusal.
 */
export const documentUploadBodyPolicy: BodyPolicy = {
  form: null,
  rateLimit: null,
  answer: "page",
  routeAnswersRefusal: true,
  limits: oneFileLimits({
    maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
    fileBytes: DOCUMENT_MAX_BYTES,
    fields: 5,
    fieldBytes: 1024,
  }),
  upload: {
    field: "file",
    tooLarge: documentUploadMessages.tooLarge,
    busy: documentUploadMessages.busy,
  },
};
