import { z } from "zod";
import type { Toast } from "../forms/form-result";

/**
 * A client's document upload: the limit, the accepted kinds and every message,
 * shared by the browser (checked before a byte is sent) and the server (which then judges
 * the file by its content: app/server/client-work/document-content.server.ts).
 */

/** 25 MB: a signed contract scan or a slide deck fits; a video export does not. */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** The file input's `accept`: a hint for the picker only — the server reads the bytes. */
export const DOCUMENT_ACCEPT =
  ".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.gif,.webp,.txt,.csv";

export const documentUploadMessages = {
  // Verbatim.
  successTitle: "Files uploaded",
  successDescription: (count: number) =>
    `${count} file(s) uploaded successfully`,
  failureTitle: "Upload failed",
  failureDescription: "Failed to upload files. Please try again.",
  // Why, specifically.
  projectRequired: "Choose the project this document belongs to.",
  fileRequired: "Choose a file to upload.",
  empty: "This file is empty. Please choose the file again.",
  tooLarge:
    "This file is larger than 25 MB. Please upload a smaller file, or split it into parts.",
  wrongType:
    "This file type is not accepted. Upload a PDF, a Word, Excel or PowerPoint file, an image (PNG, JPEG, GIF, WebP) or plain text (.txt, .csv).",
  macros:
    "This Office file contains macros, which we do not accept. Save it without macros (as .docx, .xlsx or .pptx) and upload it again.",
  encrypted:
    "This file is password-protected. Remove the password and upload it again.",
  unreadable:
    "This file looks damaged and could not be read. Please check that it opens, save it again and upload it again.",
  unpackedTooLarge:
    "This Office file unpacks to far more data than a document holds. Please save it again and upload it again.",
  notUtf8:
    "This text file is not UTF-8 encoded. Save it as UTF-8 (or as PDF) and upload it again.",
  binaryText:
    "This file is named as text but contains binary data. Upload the original file type instead.",
  busy: "Many documents are being uploaded right now. Please try again in a minute.",
  network:
    "The connection was lost during the upload. Please check your connection and try again.",
} as const;

export type DocumentUploadMessage = Exclude<
  keyof typeof documentUploadMessages,
  "successTitle" | "successDescription" | "failureTitle" | "failureDescription"
>;

/** The form's fields as posted: the project (one of the client's) and one file. */
export const documentUploadFields = ["projectId", "file"] as const;

const fileLike = z.custom<File>(
  (value) =>
    typeof File !== "undefined" && value instanceof File && value.name !== "",
  { error: documentUploadMessages.fileRequired },
);

/** What the browser checks before uploading, and the server before reading the bytes. */
export const documentUploadSchema = z.object({
  projectId: z
    .string({ error: documentUploadMessages.projectRequired })
    .trim()
    .min(1, { error: documentUploadMessages.projectRequired }),
  file: fileLike
    .refine((file) => file.size > 0, { error: documentUploadMessages.empty })
    .refine((file) => file.size <= DOCUMENT_MAX_BYTES, {
      error: documentUploadMessages.tooLarge,
    }),
});

/** The answer of an upload: to the page (no JavaScript), or as JSON to the upload script. */
export type DocumentUploadResult = {
  ok: boolean;
  fieldErrors: Partial<Record<(typeof documentUploadFields)[number], string>>;
  toast?: Toast;
  /** The new document's name, on success. */
  uploaded?: string;
  /** The project chosen, so a failed post without JavaScript keeps it selected. */
  values: { projectId?: string };
};

/** A refused upload: the reason by its field, and in the spec's failure toast (server and browser alike). */
export function uploadFailure(
  message: string,
  field: "projectId" | "file",
): DocumentUploadResult {
  return {
    ok: false,
    fieldErrors: { [field]: message },
    toast: {
      kind: "error",
      title: documentUploadMessages.failureTitle,
      description: `${documentUploadMessages.failureDescription} ${message}`,
    },
    values: {},
  };
}
