import { data } from "react-router";
import { utcDay } from "~/domain/privacy/incident-form";
import { incidentPath } from "~/domain/privacy/incident-register";
import type { Route } from "../../routes/privacy/+types/privacy-incidents-new";
import { accountFormOf } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { readIncidentPost } from "./incident-post.server";
import { unsafeCreateIncident } from "./unsafe-privacy-incidents.server";

/** /lead_admin/privacy/incidents/new (admins): a blank entry of the register. */
export async function privacyIncidentsNewLoader({
  request,
  context,
}: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ today: utcDay() }, { headers: CONSOLE_HEADERS });
}

/**
 * Records the entry (`intent=save`) once the shared schema accepts every field; any error
 * answers 400 with each field's message and writes nothing. Success opens the new entry.
 */
export async function privacyIncidentsNewAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const post = readIncidentPost(
    accountFormOf(context),
    "Incident not recorded",
  );
  if (!post.ok) return post.answer;
  const { id } = await unsafeCreateIncident(scope, post.input);
  return redirectWithToast(
    incidentPath(id),
    {
      kind: "success",
      title: "Incident recorded",
      description: post.input.seriousRisk
        ? "The entry is kept at least 5 years. With a risk of serious injury, notify the Commission and the persons concerned promptly, then record the dates here."
        : "The entry is kept at least 5 years.",
    },
    CONSOLE_HEADERS,
  );
}
