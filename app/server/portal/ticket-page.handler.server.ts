import { data } from "react-router";
import { message } from "~/i18n/message";
import type { Route } from "../../routes/portal/+types/ticket-page";
import {
  ticketMessages,
  ticketReplySchema,
} from "~/domain/client-work/ticket-forms";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import { isUuid, notFound, requireTenantResource } from "./tenant-scope.server";
import { getTicketThread, replyToTicket } from "./tickets.server";

/** /dashboard/support/:ticketId: one of the client's tickets and its thread. */
export async function ticketPageLoader({ request, params }: Route.LoaderArgs) {
  const { scope } = await requireTenantResource(request);
  const thread = await getTicketThread(scope, params.ticketId ?? "");
  return data({ thread }, { headers: PORTAL_HEADERS });
}

/** The client's reply. Refused, with the reason, once staff closed the ticket. */
export async function ticketPageAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireTenantResource(request);
  const ticketId = params.ticketId;
  if (!isUuid(ticketId)) throw notFound();
  const form = accountFormOf(context);
  const extra = { intent: "reply" };
  const values = { body: textField(form, "body") };
  const parsed = parseForm(ticketReplySchema, form, ["body"]);
  if (!parsed.ok) {
    return formFailure(extra, {
      fieldErrors: parsed.fieldErrors,
      values,
      headers: PORTAL_HEADERS,
    });
  }
  const outcome = await replyToTicket(scope, ticketId, parsed.value.body);
  if (!outcome.ok) {
    return formFailure(extra, {
      toast: {
        kind: "error",
        title: message("portal.toast.ticketClosed"),
        description: message(ticketMessages.closed),
      },
      values,
      status: 409,
      headers: PORTAL_HEADERS,
    });
  }
  throw await redirectWithToast(
    `/dashboard/support/${ticketId}`,
    {
      kind: "success",
      title: message("portal.toast.replySent"),
      description: message("portal.toast.replySentDescription"),
    },
    PORTAL_HEADERS,
  );
}
