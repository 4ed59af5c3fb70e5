import { isoDay } from "~/domain/content-dates";
import { format } from "date-fns";
import { asc, eq, sql } from "drizzle-orm";
import { roleLabel } from "~/domain/auth/auth-forms";
import type { UserRole } from "~/domain/enums";
import type { ColleagueView, TeamMemberView } from "~/domain/portal/team-views";
import { auditLog, profiles } from "../db/schema.server";
import { endAllSessions } from "../auth/current-user.server";
import { isUuid, notFound, type TenantScope } from "./tenant-scope.server";

/**
 * The Team tab's people (decision 016): a client's people, and for its client_admins revoking a
 * colleague's access (invitations are in team-invitations.server.ts). Everything is filtered
 * by the caller's scope; anything an admin alone may do answers 404 to anyone else, like a
 * foreign id.
 */

/** "client_admin" → "Client admin". */
export function roleTitle(role: UserRole): string {
  const label = roleLabel(role);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Only a client_admin manages the team; for anyone else the door does not exist. */
export function requireTeamAdmin(scope: TenantScope): void {
  if (scope.role !== "client_admin") throw notFound();
}

export async function listTeam(scope: TenantScope): Promise<TeamMemberView[]> {
  const rows = await scope.db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      role: profiles.role,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(scope.owns(profiles))
    .orderBy(
      asc(sql`lower(coalesce(${profiles.fullName}, ${profiles.email}))`),
    );
  return rows.map((row) => {
    const role = row.role as TeamMemberView["role"];
    return {
      profileId: row.id,
      name: row.fullName?.trim() || row.email,
      email: row.email,
      role,
      roleLabel: roleTitle(role),
      joined: format(row.createdAt, "MMM d, yyyy"),
      joinedAt: isoDay(row.createdAt),
      isYou: row.id === scope.profileId,
      // Another client_admin's access is staff's to end (docs/access-audit.md), like one's own.
      revocable:
        scope.role === "client_admin" &&
        row.id !== scope.profileId &&
        role !== "client_admin",
    };
  });
}

/** A colleague the caller may revoke (not the caller, not an admin), for the confirm step; else 404. */
export async function findRevocableColleague(
  scope: TenantScope,
  profileId: string | undefined,
): Promise<ColleagueView> {
  requireTeamAdmin(scope);
  if (!isUuid(profileId) || profileId === scope.profileId) throw notFound();
  const [row] = await scope.db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      role: profiles.role,
    })
    .from(profiles)
    .where(scope.owns(profiles, eq(profiles.id, profileId)))
    .limit(1);
  if (!row || row.role === "client_admin") throw notFound();
  return {
    profileId: row.id,
    name: row.fullName?.trim() || row.email,
    email: row.email,
    roleLabel: roleTitle(row.role as UserRole),
  };
}

export type RevokeOutcome =
  | { ok: true; name: string; email: string }
  | { ok: false; reason: "self" }
  | { ok: false; reason: "admin"; name: string };

/**
 * Ends a colleague's access at once: the profile leaves the client, every session of the
 * account is deleted (the next request of any of their devices is signed out), and the audit
 * log records who did it — one transaction, so there is never a half-revoked person. The
 * account itself stays: staff can attach it to the client again.
 */
export async function revokeColleague(
  scope: TenantScope,
  profileId: string | undefined,
  request: { ipAddress: string | null },
): Promise<RevokeOutcome> {
  requireTeamAdmin(scope);
  if (!isUuid(profileId)) throw notFound();
  return scope.db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        id: profiles.id,
        userId: profiles.userId,
        fullName: profiles.fullName,
        email: profiles.email,
        role: profiles.role,
      })
      .from(profiles)
      .where(scope.owns(profiles, eq(profiles.id, profileId)))
      .for("update");
    if (!target) throw notFound();
    if (target.id === scope.profileId) return { ok: false, reason: "self" };
    // One client admin cannot lock another out (docs/access-audit.md): staff decide that.
    if (target.role === "client_admin")
      return {
        ok: false,
        reason: "admin",
        name: target.fullName?.trim() || target.email,
      };

    await tx
      .update(profiles)
      .set({ clientId: null, updatedAt: sql`now()` })
      .where(scope.owns(profiles, eq(profiles.id, target.id)));
    const ended = await endAllSessions(tx, target.userId);
    await tx.insert(auditLog).values({
      actorUserId: scope.userId,
      action: "portal.revoke_access",
      entityType: "profile",
      entityId: target.id,
      details: {
        clientId: scope.clientId,
        actorProfileId: scope.profileId,
        email: target.email,
        role: target.role,
        sessionsEnded: ended,
      },
      ipAddress: request.ipAddress,
    });
    return {
      ok: true,
      name: target.fullName?.trim() || target.email,
      email: target.email,
    };
  });
}
