import { format } from "date-fns";
import { and, asc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { roleLabel } from "~/domain/auth/auth-forms";
import type { UserRole } from "~/domain/enums";
import type {
  ColleagueView,
  PendingInvitationView,
  TeamMemberView,
  TeamView,
} from "~/domain/portal/team-views";
import {
  createInvitation,
  InvitationError,
  type InvitationErrorCode,
} from "../auth/invitations.server";
import {
  auditLog,
  clientInvitations,
  profiles,
  session,
} from "../db/schema.server";
import { isUuid, notFound, type TenantScope } from "./tenant-scope.server";

/**
 * The Team tab's data (issue 10): a client's people, and for its client_admins the pending
 * invitations, inviting a colleague and revoking one's access. Everything is filtered by the
 * caller's scope; anything an admin alone may do answers 404 to anyone else, like a foreign id.
 */

/** "client_admin" → "Client admin". */
export function roleTitle(role: UserRole): string {
  const label = roleLabel(role);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Only a client_admin manages the team; for anyone else the door does not exist. */
function requireTeamAdmin(scope: TenantScope): void {
  if (scope.role !== "client_admin") throw notFound();
}

const inviter = alias(profiles, "inviter");

export async function listTeam(scope: TenantScope): Promise<TeamView> {
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
  const people: TeamMemberView[] = rows.map((row) => {
    const role = row.role as TeamMemberView["role"];
    return {
      profileId: row.id,
      name: row.fullName?.trim() || row.email,
      email: row.email,
      role,
      roleLabel: roleTitle(role),
      joined: format(row.createdAt, "MMM d, yyyy"),
      isYou: row.id === scope.profileId,
    };
  });
  if (scope.role !== "client_admin") return { people, invitations: null };
  return { people, invitations: await pendingInvitations(scope) };
}

/** Unused and unexpired: a used or lapsed link is history, not something waiting. */
function pending(scope: TenantScope, ...more: SQL[]) {
  return scope.owns(
    clientInvitations,
    isNull(clientInvitations.usedAt),
    gt(clientInvitations.expiresAt, sql`now()`),
    ...more,
  );
}

async function pendingInvitations(
  scope: TenantScope,
): Promise<PendingInvitationView[]> {
  const rows = await scope.db
    .select({
      id: clientInvitations.id,
      email: clientInvitations.email,
      role: clientInvitations.role,
      expiresAt: clientInvitations.expiresAt,
      inviterName: inviter.fullName,
      inviterEmail: inviter.email,
    })
    .from(clientInvitations)
    // The inviter is named only if they are still one of this client's people.
    .leftJoin(
      inviter,
      and(
        eq(inviter.id, clientInvitations.invitedBy),
        eq(inviter.clientId, scope.clientId),
      ),
    )
    .where(pending(scope))
    .orderBy(asc(clientInvitations.expiresAt));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    roleLabel: roleTitle(row.role as UserRole),
    expires: format(row.expiresAt, "MMM d, yyyy"),
    invitedBy: row.inviterName?.trim() || row.inviterEmail || "Our team",
  }));
}

export type InviteOutcome =
  | { ok: true; email: string; expiresAt: Date; replaced: boolean }
  | { ok: false; code: InvitationErrorCode; message: string };

/** What a client admin can do about each refusal (the staff wording speaks to operators). */
function refusalMessage(
  scope: TenantScope,
  code: InvitationErrorCode,
  email: string,
): string {
  switch (code) {
    case "invalid-email":
      return `"${email}" is not a valid e-mail address.`;
    case "account-exists":
      return `${email} already has an account with us, so it cannot be invited again. If this person should join ${scope.clientLabel}, ask your account manager.`;
    case "client-inactive":
    case "client-not-found":
      return `${scope.clientLabel} cannot take on new people at the moment. Please contact your account manager.`;
    default:
      return "The invitation could not be sent. Please try again, or contact support.";
  }
}

/**
 * Invites a colleague to the caller's client, always as client_user. A pending invitation to
 * the same address from this client is replaced (its link stops working): "invite again" is
 * how an admin resends a lost e-mail. Replacing and creating are one transaction with the
 * invitation's e-mail (createInvitation queues it), so a refusal changes nothing.
 */
export async function inviteColleague(
  scope: TenantScope,
  email: string,
  config: { publicUrl: string; defaultTtlDays: number },
): Promise<InviteOutcome> {
  requireTeamAdmin(scope);
  try {
    return await scope.db.transaction(async (tx) => {
      const replaced = await tx
        .delete(clientInvitations)
        .where(pending(scope, eq(clientInvitations.email, email)))
        .returning({ id: clientInvitations.id });
      // A transaction is a database for createInvitation: its own transaction nests as a savepoint.
      const created = await createInvitation(
        tx,
        {
          clientId: scope.clientId,
          email,
          role: "client_user",
          invitedByProfileId: scope.profileId,
        },
        config,
      );
      return {
        ok: true as const,
        email,
        expiresAt: created.expiresAt,
        replaced: replaced.length > 0,
      };
    });
  } catch (error) {
    if (!(error instanceof InvitationError)) throw error;
    return {
      ok: false,
      code: error.code,
      message: refusalMessage(scope, error.code, email),
    };
  }
}

/** A colleague the caller may revoke (not the caller), for the confirm step; else 404. */
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
  if (!row) throw notFound();
  return {
    profileId: row.id,
    name: row.fullName?.trim() || row.email,
    email: row.email,
    roleLabel: roleTitle(row.role as UserRole),
  };
}

export type RevokeOutcome =
  { ok: true; name: string; email: string } | { ok: false; reason: "self" };

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

    await tx
      .update(profiles)
      .set({ clientId: null, updatedAt: sql`now()` })
      .where(scope.owns(profiles, eq(profiles.id, target.id)));
    const ended = await tx
      .delete(session)
      .where(eq(session.userId, target.userId))
      .returning({ id: session.id });
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
        sessionsEnded: ended.length,
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

/** Cancels a pending invitation of the caller's client: the row goes, so its link no longer works. */
export async function revokeInvitation(
  scope: TenantScope,
  invitationId: string | undefined,
): Promise<{ email: string }> {
  requireTeamAdmin(scope);
  if (!isUuid(invitationId)) throw notFound();
  const [removed] = await scope.db
    .delete(clientInvitations)
    .where(pending(scope, eq(clientInvitations.id, invitationId)))
    .returning({ email: clientInvitations.email });
  if (!removed) throw notFound();
  return removed;
}
