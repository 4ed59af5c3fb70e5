import {
  documentUploadMessages,
  type DocumentUploadMessage,
  type DocumentUploadResult,
  uploadFailure,
  uploadSuccess,
} from "~/domain/client-work/document-upload";
import type { BodyRefusal, RequestBody } from "../http/request-context.server";

/**
 * How a document upload is answered, by the client's Documents tab and by staff's upload for a
 * client alike: the status, the headers and the form's result (as JSON to the upload script,
 * or to the page without JavaScript).
 */
export type UploadAnswer = {
  status: number;
  headers: Record<string, string>;
  body: DocumentUploadResult;
};

/**
 * A post by the page's upload script (XMLHttpRequest, for its progress events) asking for
 * JSON; document and data (.data) requests are the page's own.
 */
export function isScriptUpload(request: Request): boolean {
  return (
    request.method === "POST" &&
    /\bapplication\/json\b/.test(request.headers.get("Accept") ?? "") &&
    !new URL(request.url).pathname.endsWith(".data")
  );
}

/**
 * The edge refused the body before it was read (too large, a second file, every upload slot
 * busy): its message, which the documents' body policy words for this form.
 */
export function refusedUpload(refusal: BodyRefusal): UploadAnswer {
  const message =
    refusal.said?.id ??
    [...refusal.formErrors, ...Object.values(refusal.fieldErrors).flat()][0] ??
    documentUploadMessages.unreadable;
  return {
    status: refusal.status,
    headers: refusal.headers,
    body: uploadFailure(message, "file"),
  };
}

/** The form the edge read (empty when it read none), and the project chosen, to show again on failure. */
export function uploadForm(body: RequestBody | null | undefined): {
  form: FormData;
  values: { projectId: string };
} {
  const form = body?.kind === "form" ? body.formData : new FormData();
  const projectId = form.get("projectId");
  return {
    form,
    values: { projectId: typeof projectId === "string" ? projectId : "" },
  };
}

/** A file refused by its checks: 413 when too large, 400 otherwise; the chosen project shown again. */
export function failedUpload(
  reason: DocumentUploadMessage,
  result: DocumentUploadResult,
  values: { projectId: string },
): UploadAnswer {
  return {
    status: reason === "tooLarge" ? 413 : 400,
    headers: {},
    body: { ...result, values },
  };
}

/** The one document filed, under `name`. */
export function uploadedDocument(name: string): UploadAnswer {
  return {
    status: 200,
    headers: {},
    body: {
      ok: true,
      fieldErrors: {},
      toast: uploadSuccess(1),
      uploaded: name,
      values: {},
    },
  };
}

/** The status of a guard's thrown answer, for the upload script: any redirect means signed out (401). */
export function guardAnswerStatus(thrown: Response): number {
  return thrown.status >= 300 && thrown.status < 400 ? 401 : thrown.status;
}
