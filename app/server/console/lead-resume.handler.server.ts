import { storedFileResponse } from "../http/file-response.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { requireStaff } from "./console-guard.server";
import { unsafeOpenLeadResume } from "./unsafe-lead-lists.server";
import type { Route } from "../../routes/console/+types/lead-resume";

/**
 * GET (and HEAD) /lead_admin/leads/:leadId/resume: a job applicant's résumé, for staff only
 * (anyone else: the staff sign-in or 404), re-authorized on every request. A malformed or
 * unknown id, or a lead that is not a job application, is one 404. Served like a client's
 * document: attachment, no sniffing, sandboxed, never cached.
 */
export async function leadResumeLoader({
  request,
  params,
}: Route.LoaderArgs): Promise<Response> {
  const { scope } = await requireStaff(request);
  if (!isUuid(params.leadId)) throw notFound();
  const file = await unsafeOpenLeadResume(scope, params.leadId);
  if (!file) throw notFound();
  return storedFileResponse(request, file);
}
