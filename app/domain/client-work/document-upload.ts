import { z } from "zod";
import { isMessageId, message, type MessageId } from "~/i18n/message";
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

/** The upload's messages: ids of app/i18n/en/portal.ts, formatted in the reader's language. */
export const documentUploadMessages = {
  // The spec's words.
  successTitle: "portal.toast.uploaded",
  successDescription: "portal.toast.uploadedCount",
  failureTitle: "portal.toast.uploadFailed",
  failureDescription: "portal.toast.uploadFailedBecause",
  // Why, specifically.
  projectRequired: "portal.form.projectRequired",
  fileRequired: "portal.form.fileRequired",
  empty: "portal.form.fileEmpty",
  tooLarge: "portal.form.fileTooLarge",
  wrongType: "portal.form.fileWrongType",
  macros: "portal.form.fileMacros",
  encrypted: "portal.form.fileEncrypted",
  unreadable: "portal.form.fileUnreadable",
  unpackedTooLarge: "portal.form.fileUnpackedTooLarge",
  notUtf8: "portal.form.fileNotUtf8",
  binaryText: "portal.form.fileBinaryText",
  busy: "portal.form.uploadBusy",
  network: "portal.form.uploadNetwork",
} as const satisfies Record<string, MessageId>;

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
  /** A message id, or the body layer's or staff console's sentence as written. */
  fieldErrors: Partial<
    Record<(typeof documentUploadFields)[number], MessageId | string>
  >;
  toast?: Toast;
  /** The new document's name, on success. */
  uploaded?: string;
  /** The project chosen, so a failed post without JavaScript keeps it selected. */
  values: { projectId?: string };
};

/** A refused upload: the reason by its field, and in the spec's failure toast (server and browser alike). */
export function uploadFailure(
  reason: MessageId | string,
  field: "projectId" | "file",
): DocumentUploadResult {
  return {
    ok: false,
    fieldErrors: { [field]: reason },
    toast: {
      kind: "error",
      title: message(documentUploadMessages.failureTitle),
      description: message(documentUploadMessages.failureDescription, {
        reason: isMessageId(reason) ? message(reason) : reason,
      }),
    },
    values: {},
  };
}

/** The spec's success toast, with how many files went up. */
export function uploadSuccess(count: number): Toast {
  return {
    kind: "success",
    title: message(documentUploadMessages.successTitle),
    description: message(documentUploadMessages.successDescription, { count }),
  };
}
