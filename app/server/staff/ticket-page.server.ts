import { data, redirect, type RouterContextProvider } from "react-router";
import type { Toast } from "~/domain/auth/auth-views";
import { ticketStatusLabels } from "~/domain/portal/portal-format";
import {
  ticketReplySchema,
  ticketStatusSchema,
} from "~/domain/portal/ticket-forms";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { signedInView } from "../auth/current-user.server";
import { requireAdmin } from "../auth/guards.server";
import { setFlashToast, takeFlashToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../portal/tenant-scope.server";
import { getAppServices } from "../services.server";
import {
  unsafeChangeTicketStatus,
  unsafeGetTicketThread,
  unsafeReplyAsStaff,
  type StaffTicketOutcome,
} from "./unsafe-tickets.server";

type Args = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { ticketId?: string };
};

const STAFF_HEADERS = { "Cache-Control": "no-store" } as const;

/** /lead_admin/support/:ticketId: any client's ticket, for staff only. */
export async function staffTicketLoader({
  request,
  params,
}: Omit<Args, "context">) {
  const signedIn = await requireAdmin(request);
  const ticketId = params.ticketId;
  if (!isUuid(ticketId)) throw notFound();
  const thread = await unsafeGetTicketThread(
    getAppServices().database.db,
    ticketId,
  );
  if (!thread) throw notFound();
  const { toast, headers } = await takeFlashToast(request);
  headers.set("Cache-Control", STAFF_HEADERS["Cache-Control"]);
  return data({ user: signedInView(signedIn), thread, toast }, { headers });
}

/** A staff reply (intent=reply) or a status change (intent=status). */
export async function staffTicketAction({ request, context, params }: Args) {
  const signedIn = await requireAdmin(request);
  const ticketId = params.ticketId;
  if (!isUuid(ticketId)) throw notFound();
  const db = getAppServices().database.db;
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  const extra = { intent };
  const staffProfileId = signedIn.profile.id;

  let outcome: StaffTicketOutcome;
  let done: Toast;
  if (intent === "reply") {
    const parsed = parseForm(ticketReplySchema, form, ["body"]);
    if (!parsed.ok) {
      return formFailure(extra, {
        fieldErrors: parsed.fieldErrors,
        values: { body: textField(form, "body") },
        headers: STAFF_HEADERS,
      });
    }
    outcome = await unsafeReplyAsStaff(db, {
      ticketId,
      staffProfileId,
      body: parsed.value.body,
    });
    done = {
      kind: "success",
      title: "Reply sent",
      description: "The client sees it in their portal and was e-mailed.",
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
    outcome = await unsafeChangeTicketStatus(db, {
      ticketId,
      staffProfileId,
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
    return formFailure(extra, {
      toast: {
        kind: "error",
        title: "Unknown action",
        description: "Reload the page and try again.",
      },
      headers: STAFF_HEADERS,
    });
  }
  if (outcome === "not-found") throw notFound();
  const headers = new Headers(STAFF_HEADERS);
  await setFlashToast(headers, done);
  throw redirect(`/lead_admin/support/${ticketId}`, { headers });
}
