import { data } from "react-router";
import type { Route } from "../../routes/portal/+types/support-tab";
import type { SupportTabData } from "~/domain/client-work/client-work-views";
import { ticketCopy } from "~/domain/client-work/ticket-forms";
import { logRecoveredFailure } from "../log-failure.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import { pageOf } from "../http/pagination.server";
import {
  createTicketFromForm,
  scopeOrNoClient,
} from "./ticket-creation.server";
import { requireTenantPage } from "./tenant-scope.server";
import { listTickets } from "./tickets.server";

/** /dashboard/support: the client's tickets, newest first, 20 a page. */
export async function supportTabLoader({ request }: Route.LoaderArgs) {
  const { scope } = await requireTenantPage(request);
  let body: SupportTabData;
  try {
    body = {
      ok: true,
      list: await listTickets(scope, { page: pageOf(request) }),
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    logRecoveredFailure(error, "support tickets could not be listed", {
      clientId: scope.clientId,
    });
    body = { ok: false, loadError: ticketCopy.loadError };
  }
  return data(body, { headers: PORTAL_HEADERS });
}

/** The Create Ticket dialog posts here (ticket-creation.server.ts has the rest). */
export async function supportTabAction({ request, context }: Route.ActionArgs) {
  const scoped = await scopeOrNoClient(request);
  return createTicketFromForm(scoped, context);
}
