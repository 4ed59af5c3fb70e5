import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { mailLocaleOfProfile } from "../account/mail-locale.server";
import type { StaffRole, UserRole } from "~/domain/enums";
import {
  clientInvitations,
  clients,
  outbox,
  profiles,
  user,
} from "../db/schema.server";
import {
  invitationEmail,
  INVITATION_MAIL_KIND,
} from "../auth/invitation-email.server";
import {
  hashInvitationToken,
  invitationUrl,
  newInvitationToken,
} from "../auth/invitation-token.server";
import {
  createInvitation,
  InvitationError,
  type InvitationErrorCode,
} from "../auth/invitations.server";
import { notFound, isUuid } from "../http/not-found-response.server";
import { staffWrite } from "./audit.server";
import type { StaffScope } from "./staff-scope.server";

type Config = { publicUrl: string; defaultTtlDays: number };

export type StaffInviteOutcome =
  | { ok: true; email: string; expiresAt: Date; replaced: boolean }
  | { ok: false; code: InvitationErrorCode; message: string };

/** The pending invitations of a client (not used, not revoked, not expired), optionally one of them. */
function pending(clientId: string, extra?: ReturnType<typeof eq>) {
  return and(
    eq(clientInvitations.clientId, clientId),
    isNull(clientInvitations.usedAt),
    isNull(clientInvitations.revokedAt),
    gt(clientInvitations.expiresAt, sql`now()`),
    extra,
  );
}

/**
 * Invites someone to a client as client_admin or client_user. A pending invitation of this
 * client to the same address is replaced (its link stops working). The invitation, its
 * e-mail (outbox) and the audit entry commit together; a refusal changes nothing.
 */
export function unsafeInviteToClient(
  scope: StaffScope,
  clientId: string,
  input: { email: string; role: Exclude<UserRole, StaffRole> },
  config: Config,
): Promise<StaffInviteOutcome> {
  return unsafeReplaceInvitation(
    scope,
    pending(clientId, eq(clientInvitations.email, input.email)),
    { clientId, ...input },
    {
      summary: `Invited ${input.email} as ${input.role}`,
      details: { clientId },
    },
    config,
  );
}

/**
 * A new invitation in place of the pending ones `replacing` picks (their links stop working):
 * the invitation, its e-mail (outbox) and the audit entry commit together, and a refusal
 * (an InvitationError) changes nothing. Staff invitations and a client's go through it.
 */
export async function unsafeReplaceInvitation(
  { db, actor }: StaffScope,
  replacing: SQL | undefined,
  invitation: { clientId: string | null; email: string; role: UserRole },
  entry: { summary: string; details: Record<string, unknown> },
  config: Parameters<typeof createInvitation>[2],
): Promise<StaffInviteOutcome> {
  const { email, role } = invitation;
  try {
    return await staffWrite(db, actor, async (tx, audit) => {
      const replaced = await tx
        .delete(clientInvitations)
        .where(replacing)
        .returning({ id: clientInvitations.id });
      // A transaction is a database for createInvitation: its own transaction nests as a savepoint.
      const created = await createInvitation(
        tx,
        { ...invitation, invitedByProfileId: actor.profileId },
        config,
      );
      await audit({
        action: "invitation.create",
        entityType: "invitation",
        entityId: created.id,
        summary: entry.summary,
        after: { email, role, expiresAt: created.expiresAt.toISOString() },
        details: { ...entry.details, replaced: replaced.map((row) => row.id) },
      });
      return {
        ok: true as const,
        email,
        expiresAt: created.expiresAt,
        replaced: replaced.length > 0,
      };
    });
  } catch (error) {
    if (!(error instanceof InvitationError)) throw error;
    return { ok: false, code: error.code, message: error.message };
  }
}

/**
 * Resend: the invitation gets a fresh token and expiry (the old link stops working, since
 * only the new token's hash is stored) and its e-mail is queued again. Only a pending or
 * expired invitation of this client; a used or revoked one, or a foreign id, is 404.
 */
export async function unsafeResendInvitation(
  { db, actor }: StaffScope,
  clientId: string,
  invitationId: string,
  config: Config,
): Promise<{ email: string; expiresAt: Date }> {
  if (!isUuid(invitationId)) throw notFound();
  const token = newInvitationToken();
  const url = invitationUrl(config.publicUrl, token);
  return staffWrite(db, actor, async (tx, audit) => {
    const [before] = await tx
      .select({
        email: clientInvitations.email,
        role: clientInvitations.role,
        expiresAt: clientInvitations.expiresAt,
        invitedBy: clientInvitations.invitedBy,
      })
      .from(clientInvitations)
      .where(
        and(
          eq(clientInvitations.id, invitationId),
          eq(clientInvitations.clientId, clientId),
          isNull(clientInvitations.usedAt),
          isNull(clientInvitations.revokedAt),
        ),
      )
      .for("update");
    if (!before) throw notFound();
    const [client] = await tx
      .select({
        name: clients.name,
        company: clients.companyName,
        status: clients.status,
      })
      .from(clients)
      .where(eq(clients.id, clientId));
    // As for a new invitation: only an active client takes on people (sign-up refuses too).
    if (client?.status !== "active") {
      throw new InvitationError(
        "client-inactive",
        "Only an active client can take on new people: activate it on the Clients tab first.",
      );
    }
    // A client admin's invitation of an existing account is held for staff (docs/access-audit.md): its
    // address gets no sign-up link, which could not create a second account anyway.
    const [holder] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${before.email}`)
      .limit(1);
    if (holder) {
      throw new InvitationError(
        "account-exists",
        `${before.email} already has an account: attach it to this client on the Users tab instead.`,
      );
    }
    const [updated] = await tx
      .update(clientInvitations)
      .set({
        tokenHash: hashInvitationToken(token),
        expiresAt: sql`now() + make_interval(days => ${config.defaultTtlDays}::int)`,
        invitedBy: actor.profileId,
      })
      .where(eq(clientInvitations.id, invitationId))
      .returning({ expiresAt: clientInvitations.expiresAt });
    const [inviter] = await tx
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, actor.profileId));
    await tx.insert(outbox).values({
      kind: INVITATION_MAIL_KIND,
      payload: invitationEmail({
        to: before.email,
        role: before.role as UserRole,
        company: client.company ?? client.name,
        inviterName: inviter?.fullName ?? null,
        url,
        expiresAt: updated!.expiresAt,
        // The language the first inviter chose: staff resending speak for them.
        locale: await mailLocaleOfProfile(tx, before.invitedBy),
      }),
    });
    await audit({
      action: "invitation.resend",
      entityType: "invitation",
      entityId: invitationId,
      summary: `Sent a new invitation link to ${before.email}`,
      before: { expiresAt: before.expiresAt.toISOString() },
      after: { expiresAt: updated!.expiresAt.toISOString() },
      details: { clientId },
    });
    return { email: before.email, expiresAt: updated!.expiresAt };
  });
}

/**
 * Revoke: a pending invitation of this client stops working at once; the row stays, marked
 * revoked, so the workspace and the client's Team tab show it as such (docs/access-audit.md).
 */
export async function unsafeFindInvitationToRevoke(
  { db }: StaffScope,
  clientId: string,
  invitationId: string | undefined,
): Promise<{ id: string; email: string }> {
  if (!isUuid(invitationId)) throw notFound();
  const [row] = await db
    .select({ id: clientInvitations.id, email: clientInvitations.email })
    .from(clientInvitations)
    .where(pending(clientId, eq(clientInvitations.id, invitationId)));
  if (!row) throw notFound();
  return row;
}

export async function unsafeRevokeInvitation(
  { db, actor }: StaffScope,
  clientId: string,
  invitationId: string,
): Promise<{ email: string }> {
  if (!isUuid(invitationId)) throw notFound();
  return staffWrite(db, actor, async (tx, audit) => {
    const [removed] = await tx
      .update(clientInvitations)
      .set({ revokedAt: sql`now()` })
      .where(pending(clientId, eq(clientInvitations.id, invitationId)))
      .returning({
        email: clientInvitations.email,
        role: clientInvitations.role,
        expiresAt: clientInvitations.expiresAt,
      });
    if (!removed) throw notFound();
    await audit({
      action: "invitation.revoke",
      entityType: "invitation",
      entityId: invitationId,
      summary: `Revoked the invitation of ${removed.email}`,
      before: {
        email: removed.email,
        role: removed.role,
        expiresAt: removed.expiresAt.toISOString(),
      },
      details: { clientId },
    });
    return { email: removed.email };
  });
}
