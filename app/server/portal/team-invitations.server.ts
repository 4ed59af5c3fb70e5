import { isoDay } from "~/domain/content-dates";
import { message, type Message } from "~/i18n/message";
import { format } from "date-fns";
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { UserRole } from "~/domain/enums";
import type {
  InvitationToCancelView,
  TeamInvitationView,
} from "~/domain/portal/team-views";
import {
  createInvitation,
  InvitationError,
  type InvitationErrorCode,
} from "../auth/invitations.server";
import { clientInvitations, profiles } from "../db/schema.server";
import { accountHolder, holdForStaff } from "./held-invitations.server";
import { isUuid, notFound, type TenantScope } from "./tenant-scope.server";
import { requireTeamAdmin, roleTitle } from "./team.server";

/**
 * The Team tab's invitations: a client_admin invites a colleague, sees
 * what is pending and what was revoked or lapsed, and cancels a pending one. Everything is
 * filtered by the caller's scope; a foreign or unknown id answers 404.
 */

const inviter = alias(profiles, "inviter");

/** Not used, not revoked, not expired: a link that still works. */
function pending(scope: TenantScope, ...more: SQL[]) {
  return scope.owns(
    clientInvitations,
    isNull(clientInvitations.usedAt),
    isNull(clientInvitations.revokedAt),
    gt(clientInvitations.expiresAt, sql`now()`),
    ...more,
  );
}

/** How many revoked or expired invitations the tab keeps showing (the newest). */
const HISTORY_LIMIT = 20;

/**
 * Pending invitations first (soonest to expire first), then revoked and expired ones, newest
 * first, each labelled as such. A used invitation is a person in the list above, not here.
 */
export async function listTeamInvitations(
  scope: TenantScope,
): Promise<TeamInvitationView[]> {
  const state = sql<TeamInvitationView["state"]>`case
    when ${clientInvitations.revokedAt} is not null then 'revoked'
    when ${clientInvitations.expiresAt} <= now() then 'expired'
    else 'pending' end`;
  const rows = await scope.db
    .select({
      id: clientInvitations.id,
      email: clientInvitations.email,
      role: clientInvitations.role,
      expiresAt: clientInvitations.expiresAt,
      revokedAt: clientInvitations.revokedAt,
      state,
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
    .where(scope.owns(clientInvitations, isNull(clientInvitations.usedAt)))
    .orderBy(
      asc(sql`${state} <> 'pending'`),
      // Pending: soonest to expire first; history: the latest change first.
      asc(
        sql`case when ${state} = 'pending' then ${clientInvitations.expiresAt} end`,
      ),
      desc(
        sql`coalesce(${clientInvitations.revokedAt}, ${clientInvitations.expiresAt})`,
      ),
      asc(clientInvitations.id),
    );
  const pendingRows = rows.filter((row) => row.state === "pending");
  const history = rows
    .filter((row) => row.state !== "pending")
    .slice(0, HISTORY_LIMIT);
  return [...pendingRows, ...history].map((row) => ({
    id: row.id,
    email: row.email,
    roleLabel: roleTitle(row.role as UserRole),
    role: row.role as UserRole,
    state: row.state,
    stateLabel:
      row.state === "revoked"
        ? "Revoked"
        : row.state === "expired"
          ? "Expired"
          : "Pending",
    when:
      row.state === "revoked"
        ? `Revoked ${format(row.revokedAt!, "MMM d, yyyy")}`
        : row.state === "expired"
          ? `Expired ${format(row.expiresAt, "MMM d, yyyy")}`
          : `Expires ${format(row.expiresAt, "MMM d, yyyy")}`,
    // The day only, like `when`: the exact instant would tell two invitations apart.
    whenAt: isoDay(row.state === "revoked" ? row.revokedAt! : row.expiresAt),
    invitedBy: row.inviterName?.trim() || row.inviterEmail || "Our team",
    invitedByUs: !(row.inviterName?.trim() || row.inviterEmail),
  }));
}

export type InviteOutcome =
  | { ok: true; email: string; expiresAt: Date; replaced: boolean }
  | { ok: false; code: InvitationErrorCode; message: Message };

/** What a client admin can do about each refusal (the staff wording speaks to operators). */
function refusalMessage(
  scope: TenantScope,
  code: InvitationErrorCode,
  email: string,
): Message {
  switch (code) {
    case "invalid-email":
      return message("portal.team.form.invalidEmail", { email });
    case "client-inactive":
    case "client-not-found":
      return message("portal.team.form.clientPaused", {
        client: scope.clientLabel,
      });
    default:
      return message("portal.team.form.notSent");
  }
}

type Config = { publicUrl: string; defaultTtlDays: number };

/**
 * Invites a colleague to the caller's client, always as client_user. Earlier unused
 * invitations to the same address from this client are replaced (a pending one's link stops
 * working): "invite again" is how an admin resends a lost e-mail. Replacing and creating are
 * one transaction with the e-mail, so a refusal changes nothing.
 *
 * An address that already has an account, in any organisation or on staff, is answered
 * exactly like a new one (docs/access-audit.md: no account enumeration): the same toast, the same
 * pending row. What happens next is staff's decision, so staff are told (PORTAL_NOTIFY_TO)
 * and the address gets no e-mail — an account cannot sign up again anyway.
 */
export async function inviteColleague(
  scope: TenantScope,
  email: string,
  config: Config,
): Promise<InviteOutcome> {
  requireTeamAdmin(scope);
  try {
    return await scope.db.transaction(async (tx) => {
      const earlier = scope.owns(
        clientInvitations,
        isNull(clientInvitations.usedAt),
        eq(clientInvitations.email, email),
      );
      const [wasPending] = await tx
        .select({ id: clientInvitations.id })
        .from(clientInvitations)
        .where(pending(scope, eq(clientInvitations.email, email)))
        .limit(1);
      await tx.delete(clientInvitations).where(earlier);
      const holder = await accountHolder(tx, email);
      const expiresAt = holder
        ? await holdForStaff(tx, scope, email, holder, config)
        : // A transaction is a database for createInvitation: its own transaction nests as a savepoint.
          (
            await createInvitation(
              tx,
              {
                clientId: scope.clientId,
                email,
                role: "client_user",
                invitedByProfileId: scope.profileId,
              },
              config,
            )
          ).expiresAt;
      return { ok: true as const, email, expiresAt, replaced: !!wasPending };
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

/** A pending invitation of the caller's client, for the "Cancel invitation" confirm step; else 404. */
export async function findInvitationToCancel(
  scope: TenantScope,
  invitationId: string | undefined,
): Promise<InvitationToCancelView> {
  requireTeamAdmin(scope);
  if (!isUuid(invitationId)) throw notFound();
  const [row] = await scope.db
    .select({ id: clientInvitations.id, email: clientInvitations.email })
    .from(clientInvitations)
    .where(pending(scope, eq(clientInvitations.id, invitationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Cancels a pending invitation of the caller's client: its link stops working at once, and
 * the row stays, marked revoked, so the tab (and staff) can see what happened to it.
 */
export async function cancelInvitation(
  scope: TenantScope,
  invitationId: string | undefined,
): Promise<{ email: string }> {
  requireTeamAdmin(scope);
  if (!isUuid(invitationId)) throw notFound();
  const [revoked] = await scope.db
    .update(clientInvitations)
    .set({ revokedAt: sql`now()` })
    .where(pending(scope, eq(clientInvitations.id, invitationId)))
    .returning({ email: clientInvitations.email });
  if (!revoked) throw notFound();
  return revoked;
}
