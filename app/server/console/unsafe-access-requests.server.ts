import {
  and,
  asc,
  count,
  eq,
  isNotNull,
  isNull,
  notInArray,
  sql,
} from "drizzle-orm";
import { mailLocaleOf, profileMailLocale } from "../account/mail-locale.server";
import type {
  GrantAccessInput,
  InviteStaffInput,
} from "~/domain/console/access-forms";
import { STAFF_ROLES } from "~/domain/enums";
import { roleLabels } from "~/domain/console/user-forms";
import type { Database, Transaction } from "../db/client.server";
import {
  clientInvitations,
  clients,
  outbox,
  profiles,
  user,
} from "../db/schema.server";
import { accessGrantedEmail } from "../auth/access-request-email.server";
import { PORTAL_MAIL_KIND } from "../mail/portal-mail.server";
import { staffWrite } from "./audit.server";
import {
  unsafeReplaceInvitation,
  type StaffInviteOutcome,
} from "./unsafe-client-invitations.server";
import type { StaffScope, AdminScope } from "./staff-scope.server";

/**
 * The Users tab's access loop (docs/access-audit.md § 6 and 7): self sign-ups awaiting a client,
 * granting one access, and inviting a colleague as staff (an admin or an editor). Cross-tenant, so only code behind
 * requireStaff may call these; every write goes through staffWrite with its audit entry.
 */

/** Shown at most; the count says how many there are in all. */
export const AWAITING_LIST_LIMIT = 50;

// Awaiting access: asked (a confirmed self sign-up), can sign in, not staff, and no client.
const awaiting = and(
  isNotNull(profiles.accessRequestedAt),
  isNull(profiles.clientId),
  notInArray(profiles.role, [...STAFF_ROLES]),
  eq(user.emailVerified, true),
  isNull(user.disabledAt),
);

export async function unsafeListAwaitingAccess({ db }: StaffScope) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(awaiting);
  const people = await db
    .select({
      profileId: profiles.id,
      name: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
      email: profiles.email,
      since: sql<Date>`${profiles.accessRequestedAt}`.mapWith(
        profiles.accessRequestedAt,
      ),
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(awaiting)
    // The longest wait first.
    .orderBy(asc(profiles.accessRequestedAt), asc(profiles.id))
    .limit(AWAITING_LIST_LIMIT);
  return { total, people };
}

/** One person still awaiting access, or null (granted meanwhile, disabled, or never one). */
export async function unsafeFindAwaiting(
  { db }: StaffScope,
  profileId: string,
) {
  const [row] = await db
    .select({
      profileId: profiles.id,
      name: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
      email: profiles.email,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(and(eq(profiles.id, profileId), awaiting));
  return row ?? null;
}

/** A client that can take new people (active), with the name its people know it by. */
export function unsafeFindActiveClient(scope: StaffScope, clientId: string) {
  return findActiveClient(scope.db, clientId);
}

async function findActiveClient(db: Database | Transaction, clientId: string) {
  const [row] = await db
    .select({
      id: clients.id,
      name: clients.name,
      company: sql<string>`coalesce(${clients.companyName}, ${clients.name})`,
    })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.status, "active")));
  return row ?? null;
}

export type GrantAccessOutcome =
  | { ok: true; name: string; clientName: string }
  | { ok: false; reason: "gone" | "client"; message: string };

/**
 * Attaches a self sign-up to a client with a role and e-mails them that access is granted:
 * the profile, the e-mail (outbox) and the audit entry commit together. The profile row is
 * locked and re-checked, so two admins granting at once attach it once and e-mail once.
 */
export function unsafeGrantAccess(
  { db, actor }: AdminScope,
  input: GrantAccessInput,
  config: { publicUrl: string },
): Promise<GrantAccessOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [target] = await tx
      .select({
        profileId: profiles.id,
        name: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
        email: profiles.email,
        role: profiles.role,
        mailLocale: profileMailLocale,
      })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(and(eq(profiles.id, input.profileId), awaiting))
      .for("update", { of: profiles });
    if (!target)
      return {
        ok: false,
        reason: "gone",
        message: "This person no longer awaits access: reload the page.",
      };
    const client = await findActiveClient(tx, input.clientId);
    if (!client)
      return {
        ok: false,
        reason: "client",
        message:
          "Choose an active client: this one does not exist or is inactive.",
      };
    await tx
      .update(profiles)
      .set({
        role: input.role,
        clientId: client.id,
        accessRequestedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, target.profileId));
    await tx.insert(outbox).values({
      kind: PORTAL_MAIL_KIND,
      payload: accessGrantedEmail({
        to: target.email,
        company: client.company,
        role: input.role,
        signInUrl: new URL("/auth", config.publicUrl).toString(),
        locale: mailLocaleOf(target.mailLocale),
      }),
    });
    await audit({
      action: "user.access_grant",
      entityType: "user",
      entityId: target.profileId,
      summary: `Gave ${target.email} access to ${client.name} as ${roleLabels[input.role]}`,
      before: { role: target.role, clientId: null },
      after: { role: input.role, clientId: client.id },
      details: { email: target.email, clientName: client.name },
    });
    return { ok: true, name: target.name, clientName: client.name };
  });
}

export type InviteStaffOutcome = StaffInviteOutcome;

/**
 * Invites a colleague as an admin or an editor (staff belong to no client); the invitation
 * keeps the role and the account made from it gets it. A pending staff invitation to the same
 * address is replaced (its link stops working), whatever its role. The invitation, its e-mail
 * and the audit entry commit together. MFA is not decided here: the staff guard enforces it
 * for every staff role.
 */
export function unsafeInviteStaff(
  scope: AdminScope,
  { email, role }: InviteStaffInput,
  config: {
    publicUrl: string;
    defaultTtlDays: number;
    staffMfaRequired: boolean;
  },
): Promise<InviteStaffOutcome> {
  return unsafeReplaceInvitation(
    scope,
    and(
      isNull(clientInvitations.clientId),
      eq(clientInvitations.email, email),
      isNull(clientInvitations.usedAt),
      sql`${clientInvitations.expiresAt} > now()`,
    ),
    { clientId: null, email, role },
    {
      summary: `Invited ${email} as ${roleLabels[role]} (staff)`,
      details: { staff: true },
    },
    config,
  );
}
