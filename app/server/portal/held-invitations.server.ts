import { eq, sql } from "drizzle-orm";
import { isStaffRole } from "~/domain/enums";
import { InvitationError } from "../auth/invitations.server";
import {
  hashInvitationToken,
  newInvitationToken,
} from "../auth/invitation-token.server";
import {
  clientInvitations,
  clients,
  profiles,
  user,
} from "../db/schema.server";
import {
  portalLink,
  portalStaffRecipients,
  queuePortalMail,
} from "../mail/portal-mail.server";
import type { TenantScope } from "./tenant-scope.server";

/**
 * A client admin's invitation of an address that already has an account (docs/access-audit.md): answered
 * and listed like any other, so the Team tab reveals nothing about who has an account, but no
 * e-mail goes to the address — staff are told and decide (team-invitations.server.ts).
 */

type Config = { defaultTtlDays: number };
type Tx = Parameters<Parameters<TenantScope["db"]["transaction"]>[0]>[0];

export type AccountHolder = {
  role: string | null;
  clientName: string | null;
};

/** Whoever has an account with this address, anywhere: their role and client, else null. */
export async function accountHolder(
  tx: Tx,
  email: string,
): Promise<AccountHolder | null> {
  const [row] = await tx
    .select({
      role: profiles.role,
      clientName: sql<
        string | null
      >`coalesce(${clients.companyName}, ${clients.name})`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(clients, eq(clients.id, profiles.clientId))
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  return row ?? null;
}

/**
 * The existing account's invitation: a row like any other (so the list and a later cancel
 * look the same) whose token was never sent to anyone, and a note to staff instead.
 */
export async function holdForStaff(
  tx: Tx,
  scope: TenantScope,
  email: string,
  holder: AccountHolder,
  config: Config,
): Promise<Date> {
  const [client] = await tx
    .select({ status: clients.status })
    .from(clients)
    .where(eq(clients.id, scope.clientId));
  // The same refusal a new address gets from createInvitation.
  if (client?.status !== "active") {
    throw new InvitationError("client-inactive", "The client is not active.");
  }
  const [row] = await tx
    .insert(clientInvitations)
    .values({
      clientId: scope.clientId,
      email,
      role: "client_user",
      tokenHash: hashInvitationToken(newInvitationToken()),
      invitedBy: scope.profileId,
      expiresAt: sql`now() + make_interval(days => ${config.defaultTtlDays}::int)`,
    })
    .returning({ expiresAt: clientInvitations.expiresAt });
  const [admin] = await tx
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, scope.profileId));
  const where = isStaffRole(holder.role)
    ? "a staff account"
    : holder.clientName
      ? `an account at ${holder.clientName}`
      : "an account that belongs to no client";
  // Only staff read this: the client's words (the admin's name) stay out, their address names them.
  await queuePortalMail(tx, {
    to: portalStaffRecipients(),
    subject: `${scope.clientLabel} invited an address that already has an account`,
    text:
      `${admin?.email ?? "A client administrator"} at ${scope.clientLabel} invited ${email} to the client portal. ` +
      `That address already has ${where}, so no invitation e-mail was sent; the client was told, as for any address, that an invitation is on its way.\n\n` +
      `If this person should join ${scope.clientLabel}, attach their account in the console; otherwise the invitation lapses on its own:\n` +
      `${portalLink(`/lead_admin/clients/${scope.clientId}`)}\n`,
  });
  return row!.expiresAt;
}
