import { data } from "react-router";
import { incidentFormValues, utcDay } from "~/domain/privacy/incident-form";
import {
  incidentPath,
  type IncidentEntryData,
} from "~/domain/privacy/incident-register";
import type { Route } from "../../routes/privacy/+types/privacy-incidents-entry";
import { accountFormOf } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { readIncidentPost } from "./incident-post.server";
import {
  unsafeGetIncident,
  unsafeUpdateIncident,
} from "./unsafe-privacy-incidents.server";

/** /lead_admin/privacy/incidents/:incidentId (admins): one entry, as an editable form. */
export async function privacyIncidentsEntryLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.incidentId)) throw notFound();
  const row = await unsafeGetIncident(scope, params.incidentId);
  if (!row) throw notFound();
  const entry: IncidentEntryData = {
    id: row.id,
    values: incidentFormValues(row),
    retainUntil: row.retainUntil,
    createdByEmail: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return data({ entry, today: utcDay() }, { headers: CONSOLE_HEADERS });
}

/**
 * Saves the edited entry (`intent=save`), checked as a new one is; its retention is never
 * shortened. Any error answers 400 and writes nothing.
 */
export async function privacyIncidentsEntryAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.incidentId)) throw notFound();
  const post = readIncidentPost(accountFormOf(context), "Changes not saved");
  if (!post.ok) return post.answer;
  const outcome = await unsafeUpdateIncident(
    scope,
    params.incidentId,
    post.input,
  );
  if (outcome === "not-found") throw notFound();
  return redirectWithToast(
    incidentPath(params.incidentId),
    outcome === "saved"
      ? { kind: "success", title: "Changes saved" }
      : {
          kind: "info",
          title: "Nothing changed",
          description: "The entry already says this.",
        },
    CONSOLE_HEADERS,
  );
}
