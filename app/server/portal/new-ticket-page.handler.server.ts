import { data } from "react-router";
import type { Route } from "../../routes/portal/+types/new-ticket-page";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import {
  createTicketFromForm,
  scopeOrNoClient,
} from "./ticket-creation.server";
import { requireTenantPage } from "./tenant-scope.server";

/** /dashboard/support/new: the Create Ticket form as a page, for browsers without JavaScript. */
export async function newTicketPageLoader({ request }: Route.LoaderArgs) {
  await requireTenantPage(request);
  return data({}, { headers: PORTAL_HEADERS });
}

/** The page without JavaScript posts to itself, so its errors show next to its fields. */
export async function newTicketPageAction({
  request,
  context,
}: Route.ActionArgs) {
  const scoped = await scopeOrNoClient(request);
  return createTicketFromForm(scoped, context);
}
