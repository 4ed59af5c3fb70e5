import { data, redirect } from "react-router";
import {
  documentUploadMessages,
  uploadFailure,
} from "~/domain/client-work/document-upload";
import {
  failedUpload,
  guardAnswerStatus,
  isScriptUpload,
  refusedUpload,
  uploadedDocument,
  uploadForm,
  type UploadAnswer,
} from "../client-work/document-upload-answer.server";
import { setFlashToast } from "../http/flash-toast.server";
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
  if (outcome.status === 200) {
    const headers = new Headers(CONSOLE_HEADERS);
    await setFlashToast(headers, outcome.body.toast!);
    throw redirect(workspacePath(outcome.clientId!), { headers });
  }
  return data(outcome.body, {
    status: outcome.status,
    headers: { ...CONSOLE_HEADERS, ...outcome.headers },
  });
}

/** The upload script's JSON answer (Accept: application/json), before React Router renders. */
export async function clientUploadJson(
  args: Args,
  next: () => Promise<Response>,
): Promise<Response> {
  const { request, context, params } = args;
  if (!isScriptUpload(request)) return next();
  let outcome: Outcome;
  try {
    const { scope } = await requireStaff(request, context);
    outcome = await handleUpload(scope, params.clientId, context);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    // Signed out (a redirect) or a 404 (not staff, unknown client or foreign project).
    const status = guardAnswerStatus(thrown);
    outcome = {
      status,
      headers: {},
      body: uploadFailure(
        status === 401
          ? "Your session has ended. Please sign in again."
          : "This client or project is not available. Please reload the page.",
        status === 401 ? "file" : "projectId",
      ),
    };
  }
  return Response.json(outcome.body, {
    status: outcome.status,
    headers: { ...CONSOLE_HEADERS, ...outcome.headers },
  });
}

/** The answer, with the client filed for (the redirect's workspace) once filed. */
type Outcome = UploadAnswer & { clientId?: string };

/** The upload itself, for staff the caller has checked (its `scope`). */
async function handleUpload(
  scope: StaffScope,
  clientId: string,
  context: Args["context"],
): Promise<Outcome> {
  const client = await unsafeFindClient(scope, clientId);
  const body = context.get(requestInfoContext).body;
  if (body?.kind === "refused") return refusedUpload(body.refusal);
  const { form, values } = uploadForm(body);
  const outcome = await unsafeUploadClientDocument(scope, client.id, form);
  if (!outcome.ok)
    return failedUpload(
      outcome.reason,
      uploadFailure(documentUploadMessages[outcome.reason], outcome.field),
      values,
    );
  return { ...uploadedDocument(outcome.name), clientId: client.id };
}
