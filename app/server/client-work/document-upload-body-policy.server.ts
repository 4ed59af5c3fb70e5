import {
  DOCUMENT_MAX_BYTES,
  documentUploadMessages,
} from "~/domain/client-work/document-upload";
import { textFormLimits, type BodyPolicy } from "../http/body-limits.server";

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
  limits: {
    ...textFormLimits,
    maxBytes: DOCUMENT_UPLOAD_MAX_BYTES,
    maxFiles: 1,
    maxFileBytes: DOCUMENT_MAX_BYTES,
    maxFields: 5,
    maxFieldBytes: 1024,
    maxParts: 6,
  },
  upload: {
    field: "file",
    tooLarge: documentUploadMessages.tooLarge,
    busy: documentUploadMessages.busy,
  },
};
