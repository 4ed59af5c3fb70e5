import { logRecoveredFailure } from "../log-failure.server";
import { data, type RouterContextProvider } from "react-router";
import type { Route } from "../../routes/portal/+types/documents-tab";
import {
  documentUploadMessages,
  type DocumentUploadMessage,
  type DocumentUploadResult,
  uploadFailure,
} from "~/domain/client-work/document-upload";
import {
  answerFormUpload,
  answerScriptUpload,
  answerUpload,
  isScriptUpload,
  type UploadAnswer,
} from "../client-work/document-upload-answer.server";
import type { MessageId } from "~/i18n/message";
import { signedInView } from "../auth/current-user.server";
import { requestInfoContext } from "../http/request-context.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import { uploadDocument } from "./document-upload.server";
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
  return answerFormUpload(
    await handleUpload(scoped, context),
    PORTAL_HEADERS,
    "/dashboard/documents",
  );
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
  if (!isScriptUpload(request)) return next();
  return answerScriptUpload(
    async () => handleUpload(await requireTenantPage(request), context),
    PORTAL_HEADERS,
    // A redirect (signed out, staff) or the portal's 404 (a foreign project): the page's
    // guard answer, as JSON the script can show; the status says which.
    (status) =>
      failure(status === 401 ? "signedOut" : "projectGone", "projectId"),
  );
}

async function handleUpload(
  { signedIn, scope }: ScopedRequest,
  context: Readonly<RouterContextProvider>,
): Promise<UploadAnswer> {
  const user = signedInView(signedIn);
  return answerUpload(
    context.get(requestInfoContext).body,
    (form) =>
      uploadDocument(scope, form, { name: user.name, email: user.email }),
    failure,
  );
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
