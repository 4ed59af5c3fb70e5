import { logRecoveredFailure } from "../log-failure.server";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Route } from "../../routes/portal/+types/documents-tab";
import {
  documentUploadMessages,
  type DocumentUploadMessage,
  type DocumentUploadResult,
  uploadFailure,
  uploadSuccess,
} from "~/domain/client-work/document-upload";
import type { Toast } from "~/domain/forms/form-result";
import type { MessageId } from "~/i18n/message";
import { signedInView } from "../auth/current-user.server";
import { setFlashToast } from "../http/flash-toast.server";
import {
  requestInfoContext,
  type BodyRefusal,
} from "../http/request-context.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import { uploadDocument, type UploadOutcome } from "./document-upload.server";
import { listDocuments, listProjectOptions } from "./documents.server";
import { pageOf } from "../http/pagination.server";
import { requireTenantPage, type ScopedRequest } from "./tenant-scope.server";

export const documentsLoadError = "Error loading documents. Please try again.";

/**
 * /dashboard/documents: the client's documents, a page at a time, and the projects an
 * upload can be filed under. A failing query shows the spec's load error in the page (the
 * frame, tabs and upload form stay usable) instead of a 500.
 */
export async function documentsTabLoader({ request }: Route.LoaderArgs) {
  const { scope } = await requireTenantPage(request);
  try {
    const [list, picker] = await Promise.all([
      listDocuments(scope, { page: pageOf(request) }),
      listProjectOptions(scope),
    ]);
    return data(
      {
        ...list,
        projectOptions: picker.options,
        moreProjects: picker.more,
        loadError: null,
      },
      { headers: PORTAL_HEADERS },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    logRecoveredFailure(error, "documents could not be listed");
    return data(
      {
        items: [],
        pageInfo: null,
        projectOptions: [],
        moreProjects: false,
        loadError: documentsLoadError,
      },
      { headers: PORTAL_HEADERS },
    );
  }
}

/** The upload, as a plain multipart post (no JavaScript): redirect on success, the form again on failure. */
export async function documentsTabAction({
  request,
  context,
}: Route.ActionArgs) {
  const scoped = await requireTenantPage(request);
  const outcome = await handleUpload(scoped, context);
  if (outcome.status === 200) {
    const headers = new Headers(PORTAL_HEADERS);
    await setFlashToast(headers, outcome.body.toast!);
    // Post/redirect/get: a reload does not upload the file twice.
    throw redirect("/dashboard/documents", { headers });
  }
  return data(outcome.body, {
    status: outcome.status,
    headers: { ...PORTAL_HEADERS, ...outcome.headers },
  });
}

/**
 * The same upload sent by the page's script (XMLHttpRequest, for its progress events) to the
 * same URL with `Accept: application/json`: a route middleware answers it as JSON before
 * React Router renders anything. Document and data (.data) requests pass through.
 */
export async function documentsJsonUpload(
  { request, context }: Route.ActionArgs,
  next: () => Promise<Response>,
): Promise<Response> {
  const wantsJson =
    request.method === "POST" &&
    /\bapplication\/json\b/.test(request.headers.get("Accept") ?? "") &&
    !new URL(request.url).pathname.endsWith(".data");
  if (!wantsJson) return next();
  let outcome: Awaited<ReturnType<typeof handleUpload>>;
  try {
    outcome = await handleUpload(await requireTenantPage(request), context);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    // A redirect (signed out, staff) or the portal's 404 (a foreign project): the page's
    // guard answer, as JSON the script can show; the status says which.
    const status =
      thrown.status >= 300 && thrown.status < 400 ? 401 : thrown.status;
    outcome = {
      status,
      headers: {},
      body: failure(status === 401 ? "signedOut" : "projectGone", "projectId"),
    };
  }
  return Response.json(outcome.body, {
    status: outcome.status,
    headers: { ...PORTAL_HEADERS, ...outcome.headers },
  });
}

type Outcome = {
  status: number;
  headers: Record<string, string>;
  body: DocumentUploadResult;
};

async function handleUpload(
  { signedIn, scope }: ScopedRequest,
  context: Readonly<RouterContextProvider>,
): Promise<Outcome> {
  const body = context.get(requestInfoContext).body;
  if (body?.kind === "refused") return refused(body.refusal);
  const form = body?.kind === "form" ? body.formData : new FormData();
  const projectId = form.get("projectId");
  const values = { projectId: typeof projectId === "string" ? projectId : "" };
  const user = signedInView(signedIn);
  const outcome: UploadOutcome = await uploadDocument(scope, form, {
    name: user.name,
    email: user.email,
  });
  if (!outcome.ok) {
    return {
      status: outcome.reason === "tooLarge" ? 413 : 400,
      headers: {},
      body: { ...failure(outcome.reason, outcome.field), values },
    };
  }
  const toast: Toast = uploadSuccess(1);
  return {
    status: 200,
    headers: {},
    body: {
      ok: true,
      fieldErrors: {},
      toast,
      uploaded: outcome.name,
      values: {},
    },
  };
}

const extraReasons = {
  signedOut: "portal.form.signedOut",
  projectGone: "portal.form.projectGone",
} as const satisfies Record<string, MessageId>;

/** The spec's failure toast, with the specific reason after it and beside the field. */
function failure(
  reason: DocumentUploadMessage | keyof typeof extraReasons,
  field: "projectId" | "file",
): DocumentUploadResult {
  const message =
    reason in extraReasons
      ? extraReasons[reason as keyof typeof extraReasons]
      : documentUploadMessages[reason as DocumentUploadMessage];
  return uploadFailure(message, field);
}

/**
 * The edge refused the body before it was read (too large, a second file, every upload slot
 * busy): its message, which the documents' body policy words for this form.
 */
function refused(refusal: BodyRefusal): Outcome {
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
