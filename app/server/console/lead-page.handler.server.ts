import { data, redirect } from "react-router";
import type { Toast } from "~/domain/forms/form-result";
import {
  leadNoteSchema,
  leadOwnerSchema,
  leadStatusLabels,
  leadStatusSchema,
  markSpamSchema,
  notesOrderOf,
} from "~/domain/console/lead-work";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { setFlashToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import { CONSOLE_HEADERS, unknownConsoleAction } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import { unsafeGetLeadDetail } from "./unsafe-lead-detail.server";
import {
  unsafeListEarlierLeads,
  unsafeListLeadNotes,
  unsafeListStaffOwners,
} from "./unsafe-lead-lists.server";
import {
  unsafeAddLeadNote,
  unsafeMarkSpam,
  unsafeReleaseSpam,
  unsafeSetLeadOwner,
  unsafeSetLeadStatus,
  type LeadWriteOutcome,
} from "./unsafe-lead-writes.server";
import type { Route } from "../../routes/console/+types/lead-page";

/**
 * /lead_admin/leads/:leadId: one lead, every field of its submission, and the workflow
 * (status, owner, notes, spam review), plus earlier leads from the same address. The inbox's
 * detail dialog loads the same answer with a fetcher.
 */
export async function leadPageLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const leadId = params.leadId;
  if (!isUuid(leadId)) throw notFound();
  const lead = await unsafeGetLeadDetail(scope, leadId);
  if (!lead) throw notFound();
  const notesOrder = notesOrderOf(
    new URL(request.url).searchParams.get("notes"),
  );
  const [notes, earlier, owners] = await Promise.all([
    unsafeListLeadNotes(scope, leadId, notesOrder),
    unsafeListEarlierLeads(scope, lead),
    unsafeListStaffOwners(scope),
  ]);
  return data(
    { lead, notes, notesOrder, earlier, owners },
    { headers: CONSOLE_HEADERS },
  );
}

type LeadIntent = "status" | "owner" | "note" | "release_spam" | "mark_spam";

/** Each form of the page posts here with its `intent`; success answers with a toast and a redirect. */
export async function leadPageAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const leadId = params.leadId;
  if (!isUuid(leadId)) throw notFound();
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  const extra = { intent };
  const fail = (
    fieldErrors: Record<string, string>,
    values?: Record<string, string>,
  ) => formFailure(extra, { fieldErrors, values, headers: CONSOLE_HEADERS });

  let outcome: LeadWriteOutcome | "invalid-owner" | "queued";
  let done: Toast;
  switch (intent as LeadIntent) {
    case "status": {
      const parsed = parseForm(leadStatusSchema, form, ["status"]);
      if (!parsed.ok) return fail(parsed.fieldErrors);
      outcome = await unsafeSetLeadStatus(scope, leadId, parsed.value.status);
      if (outcome === "unchanged")
        return fail({
          status: `The lead is already ${leadStatusLabels[parsed.value.status].toLowerCase()}.`,
        });
      done = {
        kind: "success",
        title: "Lead status updated",
        description: `The lead is now ${leadStatusLabels[parsed.value.status].toLowerCase()}.`,
      };
      break;
    }
    case "owner": {
      const parsed = parseForm(leadOwnerSchema, form, ["owner"]);
      if (!parsed.ok) return fail(parsed.fieldErrors);
      outcome = await unsafeSetLeadOwner(
        scope,
        leadId,
        parsed.value.owner || null,
      );
      if (outcome === "invalid-owner")
        return fail({ owner: "Choose a member of staff, or Unassigned" });
      if (outcome === "unchanged")
        return fail({ owner: "The lead already has this owner." });
      done = {
        kind: "success",
        title: "Lead owner updated",
        description: parsed.value.owner
          ? "The lead is assigned."
          : "The lead is unassigned.",
      };
      break;
    }
    case "note": {
      const parsed = parseForm(leadNoteSchema, form, ["body"]);
      if (!parsed.ok)
        return fail(parsed.fieldErrors, { body: textField(form, "body") });
      outcome = await unsafeAddLeadNote(scope, leadId, parsed.value.body);
      done = { kind: "success", title: "Note added" };
      break;
    }
    case "release_spam": {
      const env = getAppServices().env;
      outcome = await unsafeReleaseSpam(scope, leadId, {
        leads: env.leadsNotifyTo,
        careers: env.careersNotifyTo,
      });
      if (outcome === "unchanged")
        return fail({ spam: "This lead is not flagged as spam." });
      done = {
        kind: "success",
        title: "Lead released from spam",
        description:
          outcome === "queued"
            ? "It is back in the inbox, and its held notification was queued for the team."
            : "It is back in the inbox.",
      };
      break;
    }
    case "mark_spam": {
      const parsed = parseForm(markSpamSchema, form, ["reason"]);
      if (!parsed.ok)
        return fail(parsed.fieldErrors, { reason: textField(form, "reason") });
      outcome = await unsafeMarkSpam(scope, leadId, parsed.value.reason);
      if (outcome === "unchanged")
        return fail({ reason: "This lead is already flagged as spam." });
      done = { kind: "success", title: "Lead marked as spam" };
      break;
    }
    default:
      return unknownConsoleAction(extra, "Reload the page and try again.");
  }
  if (outcome === "not-found") throw notFound();
  const headers = new Headers(CONSOLE_HEADERS);
  await setFlashToast(headers, done);
  // Back to the page as the reader left it (e.g. the notes' order).
  const search = new URL(request.url).search;
  throw redirect(`/lead_admin/leads/${leadId}${search}`, { headers });
}
