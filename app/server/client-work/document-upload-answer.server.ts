import {
  documentUploadMessages,
  type DocumentUploadMessage,
  type DocumentUploadResult,
  uploadFailure,
  uploadSuccess,
} from "~/domain/client-work/document-upload";
import { data } from "react-router";
import { redirectWithToast } from "../http/flash-toast.server";
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
function refusedUpload(refusal: BodyRefusal): UploadAnswer {
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

/** What filing the document said: filed under its name, or refused with the reason and its field. */
type FilingOutcome =
  | { ok: true; name: string }
  | {
      ok: false;
      field: "projectId" | "file";
      reason: DocumentUploadMessage;
    };

/**
 * The upload of the form the edge read (its refusal answered as it is): filed by `file`, or
 * refused by the file's checks — 413 when too large, 400 otherwise, in the words `failure`
 * gives, with the chosen project shown again.
 */
export async function answerUpload(
  body: RequestBody | null | undefined,
  file: (form: FormData) => Promise<FilingOutcome>,
  failure: (
    reason: DocumentUploadMessage,
    field: "projectId" | "file",
  ) => DocumentUploadResult,
): Promise<UploadAnswer> {
  if (body?.kind === "refused") return refusedUpload(body.refusal);
  const form = body?.kind === "form" ? body.formData : new FormData();
  const projectId = form.get("projectId");
  const values = { projectId: typeof projectId === "string" ? projectId : "" };
  const outcome = await file(form);
  if (!outcome.ok)
    return {
      status: outcome.reason === "tooLarge" ? 413 : 400,
      headers: {},
      body: { ...failure(outcome.reason, outcome.field), values },
    };
  return {
    status: 200,
    headers: {},
    body: {
      ok: true,
      fieldErrors: {},
      toast: uploadSuccess(1),
      uploaded: outcome.name,
      values: {},
    },
  };
}

/**
 * The plain form's answer (no JavaScript): once filed, a redirect to `filedPath` with the
 * toast (post/redirect/get: a reload does not upload the file twice); otherwise the form again.
 */
export async function answerFormUpload(
  answer: UploadAnswer,
  frameHeaders: Readonly<Record<string, string>>,
  filedPath: string,
) {
  if (answer.status === 200) {
    throw await redirectWithToast(filedPath, answer.body.toast!, frameHeaders);
  }
  return data(answer.body, {
    status: answer.status,
    headers: { ...frameHeaders, ...answer.headers },
  });
}

/**
 * The upload script's JSON answer. A guard's thrown answer becomes a failure the script can
 * show, said by `guardFailure` from its status: 401 for any redirect (signed out), else its own.
 */
export async function answerScriptUpload(
  upload: () => Promise<UploadAnswer>,
  frameHeaders: Readonly<Record<string, string>>,
  guardFailure: (status: number) => DocumentUploadResult,
): Promise<Response> {
  let answer: UploadAnswer;
  try {
    answer = await upload();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const status =
      thrown.status >= 300 && thrown.status < 400 ? 401 : thrown.status;
    answer = { status, headers: {}, body: guardFailure(status) };
  }
  return Response.json(answer.body, {
    status: answer.status,
    headers: { ...frameHeaders, ...answer.headers },
  });
}
