import { data } from "react-router";
import { invitationConfig } from "../auth/invitation-config.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import {
  findInvitationToCancel,
  listTeamInvitations,
} from "./team-invitations.server";
import { findRevocableColleague, listTeam } from "./team.server";
import type { TenantScope } from "./tenant-scope.server";

/**
 * /dashboard/team (and /dashboard/team/invite, where an invitation posts): the client's
 * people; for a client_admin also invitations and revoking. `?revoke=<profile id>` and
 * `?cancel=<invitation id>` are the confirm steps of "Revoke access" and "Cancel invitation"
 * without JavaScript (with it, a dialog asks the same question); neither is ever one click.
 */
export async function teamPageData(scope: TenantScope, request: Request) {
  const canManage = scope.role === "client_admin";
  const search = new URL(request.url).searchParams;
  const revokeParam = search.get("revoke");
  const cancelParam = search.get("cancel");
  // A client_user, a foreign, unknown or malformed id, oneself or another admin: 404 like any foreign id.
  const [people, invitations, confirmRevoke, confirmCancel] = await Promise.all(
    [
      listTeam(scope),
      canManage ? listTeamInvitations(scope) : null,
      revokeParam === null ? null : findRevocableColleague(scope, revokeParam),
      cancelParam === null ? null : findInvitationToCancel(scope, cancelParam),
    ],
  );
  return data(
    {
      team: { people, invitations },
      canManage,
      clientLabel: scope.clientLabel,
      invitationTtlDays: canManage ? invitationConfig().defaultTtlDays : null,
      confirmRevoke,
      confirmCancel,
    },
    { headers: PORTAL_HEADERS },
  );
}
