/**
 * Checked by `npm run typecheck` (tsc), never run: a handler's arguments are its route's generated
 * types (docs/decisions/034-handlers-one-per-route.md), so handing it another route's arguments, or
 * reading a param its route does not declare, does not compile. Each @ts-expect-error fails the
 * typecheck the day that stops being true.
 */
import type { Route as ClientWorkspace } from "../../app/routes/console/+types/client-workspace";
import type { Route as LeadPage } from "../../app/routes/console/+types/lead-page";
import type { Route as PortalTicket } from "../../app/routes/portal/+types/ticket-page";
import { clientWorkspaceLoader } from "~/server/console/client-workspace.handler.server";
import {
  leadPageAction,
  leadPageLoader,
} from "~/server/console/lead-page.handler.server";
import { ticketPageLoader } from "~/server/portal/ticket-page.handler.server";

declare const workspaceArgs: ClientWorkspace.LoaderArgs;
declare const leadArgs: LeadPage.LoaderArgs;
declare const leadActionArgs: LeadPage.ActionArgs;
declare const portalTicketArgs: PortalTicket.LoaderArgs;

// The positive controls: each handler takes its own route's arguments.
void clientWorkspaceLoader(workspaceArgs);
void leadPageLoader(leadArgs);
void leadPageAction(leadActionArgs);
void ticketPageLoader(portalTicketArgs);

// @ts-expect-error /lead_admin/leads/:leadId has no :clientId: the workspace's handler refuses its arguments.
void clientWorkspaceLoader(leadArgs);
// @ts-expect-error nor does the lead page take the workspace's (:clientId, no :leadId).
void leadPageLoader(workspaceArgs);
// @ts-expect-error the portal's ticket page (:ticketId) is not a console workspace either.
void clientWorkspaceLoader(portalTicketArgs);

export function readsOnlyItsOwnParams({ params }: ClientWorkspace.LoaderArgs) {
  // @ts-expect-error the workspace route declares :clientId only; a renamed or foreign param is caught.
  return params.leadId;
}
