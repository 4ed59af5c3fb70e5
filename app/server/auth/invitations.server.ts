import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { mailLocaleOfProfile } from "../account/mail-locale.server";
import { z } from "zod";
import { site } from "~/content/site";
import { EMAIL_MAX_LENGTH } from "~/domain/auth/auth-forms";
import { isStaffRole, USER_ROLES, type UserRole } from "~/domain/enums";
import type { Database } from "../db/client.server";
import {
  clientInvitations,
  clients,
  outbox,
  profiles,
  user,
} from "../db/schema.server";
import {
  INVITATION_MAIL_KIND,
  invitationEmail,
} from "./invitation-email.server";
import {
  hashInvitationToken,
  invitationUrl,
  isWellFormedInvitationToken,
  newInvitationToken,
} from "./invitation-token.server";
import { staffInvitationEmail } from "./staff-invitation-email.server";

/**
 * Invitations (decision 016): staff invite an e-mail address to a client with a
 * role, or to the staff console as staff (an admin, or an editor for the content studio). The link carries a random token; the database
 * keeps only its hash. Accepting is in accept-invitation.server.ts.
 */

export const INVITATION_MAX_TTL_DAYS = 90;

export type InvitationErrorCode =
  | "invalid-email"
  | "invalid-role"
  | "client-required"
  | "client-not-allowed"
  | "client-not-found"
  | "client-inactive"
  | "invalid-expiry"
  | "inviter-not-found"
  | "account-exists";

/** Why an invitation cannot be made, in words an operator can act on. */
export class InvitationError extends Error {
  constructor(
    readonly code: InvitationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "InvitationError";
  }
}

export type CreateInvitationInput = {
  /** The inviting client; null for a staff (admin or editor) invitation. */
  clientId: string | null;
  email: string;
  role: UserRole;
  invitedByProfileId: string | null;
  /** Overrides config.defaultTtlDays for this invitation. */
  expiresInDays?: number;
};

export type CreatedInvitation = {
  id: string;
  token: string;
  url: string;
  expiresAt: Date;
};

const invitationEmailAddress = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

const uuidPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

function checkedInput(input: CreateInvitationInput, defaultTtlDays: number) {
  const email = invitationEmailAddress.safeParse(input.email);
  if (!email.success)
    throw new InvitationError(
      "invalid-email",
      `"${input.email}" is not a valid e-mail address.`,
    );
  if (!USER_ROLES.includes(input.role)) {
    throw new InvitationError(
      "invalid-role",
      `"${String(input.role)}" is not a role; use one of ${USER_ROLES.join(", ")}.`,
    );
  }
  // Staff belong to no client and clients' people always belong to one (the table's CHECK says the same).
  if (isStaffRole(input.role) && input.clientId !== null) {
    throw new InvitationError(
      "client-not-allowed",
      `A staff (${input.role}) invitation belongs to no client: leave the client out.`,
    );
  }
  if (!isStaffRole(input.role) && input.clientId === null) {
    throw new InvitationError(
      "client-required",
      `A ${input.role} invitation needs the client it joins.`,
    );
  }
  const days = input.expiresInDays ?? defaultTtlDays;
  if (!Number.isInteger(days) || days < 1 || days > INVITATION_MAX_TTL_DAYS) {
    throw new InvitationError(
      "invalid-expiry",
      `An invitation expires after a whole number of days from 1 to ${INVITATION_MAX_TTL_DAYS} (got ${days}).`,
    );
  }
  return { email: email.data, days };
}

/** The client's name as the invitee knows it, after checking that it may receive new members. */
async function activeClientCompany(tx: Tx, clientId: string): Promise<string> {
  // Not a UUID: no such client (and no cast error from the database).
  const [client] = uuidPattern.test(clientId)
    ? await tx
        .select({
          name: clients.name,
          companyName: clients.companyName,
          status: clients.status,
        })
        .from(clients)
        .where(eq(clients.id, clientId))
    : [];
  if (!client)
    throw new InvitationError(
      "client-not-found",
      `There is no client with the id ${clientId}.`,
    );
  if (client.status !== "active") {
    throw new InvitationError(
      "client-inactive",
      `The client "${client.name}" is ${client.status}, not active: activate it before inviting its people.`,
    );
  }
  return client.companyName ?? client.name;
}

/** The inviter's name for the e-mail: staff's only — a client admin's own words never go out under our name (docs/access-audit.md). */
async function inviterName(
  tx: Tx,
  profileId: string | null,
): Promise<string | null> {
  if (profileId === null) return null;
  const [inviter] = uuidPattern.test(profileId)
    ? await tx
        .select({ fullName: profiles.fullName, role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, profileId))
    : [];
  if (!inviter)
    throw new InvitationError(
      "inviter-not-found",
      `There is no profile with the id ${profileId} to send this invitation.`,
    );
  return isStaffRole(inviter.role) ? inviter.fullName : null;
}

/**
 * Creates an invitation and queues its e-mail in one transaction: the invitation exists
 * exactly when its e-mail will be sent. Returns the raw token and link once; they are not
 * stored and cannot be read back. Throws InvitationError for input an operator must fix.
 */
export async function createInvitation(
  db: Database,
  input: CreateInvitationInput,
  config: {
    publicUrl: string;
    defaultTtlDays: number;
    /** STAFF_MFA, for a staff invitation's e-mail; when not given, it says staff use MFA. */
    staffMfaRequired?: boolean;
  },
): Promise<CreatedInvitation> {
  const { email, days } = checkedInput(input, config.defaultTtlDays);
  const token = newInvitationToken();
  const url = invitationUrl(config.publicUrl, token);
  return db.transaction(async (tx) => {
    const company =
      input.clientId === null
        ? null
        : await activeClientCompany(tx, input.clientId);
    const from = await inviterName(tx, input.invitedByProfileId);
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`)
      .limit(1);
    if (existing)
      throw new InvitationError(
        "account-exists",
        `An account for ${email} already exists: that person can sign in.`,
      );

    const [row] = await tx
      .insert(clientInvitations)
      .values({
        clientId: input.clientId,
        email,
        role: input.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: input.invitedByProfileId,
        // The database's clock decides expiry, here and when the link is used.
        expiresAt: sql`now() + make_interval(days => ${days}::int)`,
      })
      .returning({
        id: clientInvitations.id,
        expiresAt: clientInvitations.expiresAt,
      });
    const invitation = row!;
    // A colleague and a client's person are told different things (docs/access-audit.md § 7).
    const message = isStaffRole(input.role)
      ? staffInvitationEmail({
          to: email,
          role: input.role,
          inviterName: from,
          url,
          expiresAt: invitation.expiresAt,
          mfaRequired: config.staffMfaRequired ?? true,
        })
      : invitationEmail({
          to: email,
          role: input.role,
          // A client role's invitation always has its client (checkedInput).
          company: company!,
          inviterName: from,
          url,
          expiresAt: invitation.expiresAt,
          locale: await mailLocaleOfProfile(tx, input.invitedByProfileId),
        });
    await tx
      .insert(outbox)
      .values({ kind: INVITATION_MAIL_KIND, payload: message });
    return { id: invitation.id, token, url, expiresAt: invitation.expiresAt };
  });
}

export type FoundInvitation =
  | {
      status: "valid";
      invitation: {
        id: string;
        email: string;
        role: UserRole;
        clientId: string | null;
        company: string;
      };
    }
  | { status: "invalid" };

/**
 * The invitation a link stands for, if it can still be used. Unknown, used and expired
 * tokens get the same answer: /auth shows one message for all of them, and a visitor
 * learns nothing about tokens they do not hold.
 */
export async function findInvitation(
  db: Database,
  token: string,
): Promise<FoundInvitation> {
  if (!isWellFormedInvitationToken(token)) return { status: "invalid" };
  const [row] = await db
    .select({
      id: clientInvitations.id,
      email: clientInvitations.email,
      role: clientInvitations.role,
      clientId: clientInvitations.clientId,
      clientName: clients.name,
      companyName: clients.companyName,
      clientStatus: clients.status,
    })
    .from(clientInvitations)
    .leftJoin(clients, eq(clients.id, clientInvitations.clientId))
    .where(
      and(
        eq(clientInvitations.tokenHash, hashInvitationToken(token)),
        isNull(clientInvitations.usedAt),
        isNull(clientInvitations.revokedAt),
        gt(clientInvitations.expiresAt, sql`now()`),
      ),
    );
  // A paused client's link reads as invalid here, as accepting it would be refused.
  if (!row || row.clientStatus === "inactive") return { status: "invalid" };
  const company =
    row.clientId === null
      ? site.name
      : (row.companyName ?? row.clientName ?? site.name);
  return {
    status: "valid",
    invitation: {
      id: row.id,
      email: row.email,
      role: row.role as UserRole,
      clientId: row.clientId,
      company,
    },
  };
}
