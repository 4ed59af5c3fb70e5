import { data } from "react-router";
import {
  documentUploadMessages,
  uploadFailure,
} from "~/domain/client-work/document-upload";
import {
  answerFormUpload,
  answerScriptUpload,
  answerUpload,
  isScriptUpload,
  type UploadAnswer,
} from "../client-work/document-upload-answer.server";
import { requestInfoContext } from "../http/request-context.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import type { StaffScope } from "./staff-scope.server";
import { unsafeUploadClientDocument } from "./unsafe-client-documents.server";
import { unsafeFindClient } from "./unsafe-clients.server";
import { unsafeWorkspaceProjectOptions } from "./unsafe-workspace.server";
import { workspacePath } from "./console-paths.server";
import type { Route } from "../../routes/console/+types/client-upload";

type Args = Route.ActionArgs;

/**
 * /lead_admin/clients/:clientId/upload — staff upload a document for a client. The
 * workspace embeds the same form: with JavaScript it posts here by XMLHttpRequest asking for
 * JSON (real progress); without, as a plain multipart post that lands here, redirecting to
 * the workspace on success or showing this page with the reason on failure. The edge gives
 * this path the portal's one-document 25 MB body policy (client-upload-body-policy.server.ts).
 */
export async function clientUploadLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const client = await unsafeFindClient(scope, params.clientId);
  return data(
    {
      client: { id: client.id, name: client.name },
      projects: await unsafeWorkspaceProjectOptions(scope, client.id),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function clientUploadAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const outcome = await handleUpload(scope, params.clientId, context);
  return answerFormUpload(
    outcome,
    CONSOLE_HEADERS,
    workspacePath(outcome.clientId),
  );
}

/** The upload script's JSON answer (Accept: application/json), before React Router renders. */
export async function clientUploadJson(
  args: Args,
  next: () => Promise<Response>,
): Promise<Response> {
  const { request, context, params } = args;
  if (!isScriptUpload(request)) return next();
  return answerScriptUpload(
    async () => {
      const { scope } = await requireStaff(request, context);
      return handleUpload(scope, params.clientId, context);
    },
    CONSOLE_HEADERS,
    // Signed out (a redirect) or a 404 (not staff, unknown client or foreign project).
    (status) =>
      uploadFailure(
        status === 401
          ? "Your session has ended. Please sign in again."
          : "This client or project is not available. Please reload the page.",
        status === 401 ? "file" : "projectId",
      ),
  );
}

/** The answer, with the client filed for (the redirect's workspace) once filed. */
type Outcome = UploadAnswer & { clientId: string };

/** The upload itself, for staff the caller has checked (its `scope`). */
async function handleUpload(
  scope: StaffScope,
  clientId: string,
  context: Args["context"],
): Promise<Outcome> {
  const client = await unsafeFindClient(scope, clientId);
  const answer = await answerUpload(
    context.get(requestInfoContext).body,
    (form) => unsafeUploadClientDocument(scope, client.id, form),
    (reason, field) => uploadFailure(documentUploadMessages[reason], field),
  );
  return { ...answer, clientId: client.id };
}
