import { data } from "react-router";
import type { Toast } from "~/domain/forms/form-result";
import { ticketStatusLabels } from "~/domain/client-work/client-work-format";
import {
  staffReplySchema,
  ticketStatusSchema,
} from "~/domain/client-work/ticket-forms";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { CONSOLE_HEADERS, unknownConsoleAction } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import {
  unsafeChangeTicketStatus,
  unsafeGetTicketThread,
  unsafeReplyAsStaff,
  type StaffTicketOutcome,
} from "./unsafe-tickets.server";
import type { Route } from "../../routes/console/+types/ticket-page";

const STAFF_HEADERS = CONSOLE_HEADERS;

/**
 * /lead_admin/support/:ticketId: any client's ticket, for staff only, under the console's
 * layout (which shows who is signed in and takes the page's flash toast).
 */
export async function ticketPageLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const ticketId = params.ticketId;
  if (!isUuid(ticketId)) throw notFound();
  const thread = await unsafeGetTicketThread(scope, ticketId);
  if (!thread) throw notFound();
  return data({ thread }, { headers: STAFF_HEADERS });
}

/** A staff reply (intent=reply) or a status change (intent=status). */
export async function ticketPageAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireStaff(request, context);
  const ticketId = params.ticketId;
  if (!isUuid(ticketId)) throw notFound();
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  const extra = { intent };

  let outcome: StaffTicketOutcome;
  let done: Toast;
  if (intent === "reply") {
    // The reply form carries the status too: one post applies both (docs/access-audit.md).
    const parsed = parseForm(staffReplySchema, form, ["body", "status"]);
    if (!parsed.ok) {
      return formFailure(extra, {
        fieldErrors: parsed.fieldErrors,
        values: {
          body: textField(form, "body"),
          status: textField(form, "status"),
        },
        headers: STAFF_HEADERS,
      });
    }
    const { body, status } = parsed.value;
    const replied = await unsafeReplyAsStaff(scope, { ticketId, body, status });
    const moves = replied === "moved";
    outcome = moves ? "done" : replied;
    done = {
      kind: "success",
      title: moves ? "Reply sent and status changed" : "Reply sent",
      description:
        moves && status
          ? `The ticket is now ${ticketStatusLabels[status].toLowerCase()}; the client sees both in their portal and was e-mailed.`
          : "The client sees it in their portal and was e-mailed.",
    };
  } else if (intent === "status") {
    const parsed = parseForm(ticketStatusSchema, form, ["status"]);
    if (!parsed.ok) {
      return formFailure(extra, {
        fieldErrors: parsed.fieldErrors,
        headers: STAFF_HEADERS,
      });
    }
    const label = ticketStatusLabels[parsed.value.status];
    outcome = await unsafeChangeTicketStatus(scope, {
      ticketId,
      status: parsed.value.status,
    });
    if (outcome === "unchanged") {
      return formFailure(extra, {
        fieldErrors: {
          status: `The ticket is already ${label.toLowerCase()}.`,
        },
        headers: STAFF_HEADERS,
      });
    }
    done = {
      kind: "success",
      title: "Status changed",
      description: `The ticket is now ${label.toLowerCase()}; the client was e-mailed.`,
    };
  } else {
    return unknownConsoleAction(extra, "Reload the page and try again.");
  }
  if (outcome === "not-found") throw notFound();
  throw await redirectWithToast(
    `/lead_admin/support/${ticketId}`,
    done,
    STAFF_HEADERS,
  );
}
