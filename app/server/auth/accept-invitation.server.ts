import { generateId } from "better-auth";
import { hashPassword } from "better-auth/crypto";
import {
  and,
  eq,
  exists,
  gt,
  isNull,
  or,
  sql,
  TransactionRollbackError,
} from "drizzle-orm";
import type { UserRole } from "~/domain/enums";
import type { Database } from "../db/client.server";
import {
  account,
  clientInvitations,
  clients,
  profiles,
  user,
} from "../db/schema.server";
import {
  hashInvitationToken,
  isWellFormedInvitationToken,
} from "./invitation-token.server";
import { hasDatabaseErrorCode } from "../db/database-errors.server";

export type AcceptInvitationResult =
  | {
      ok: true;
      userId: string;
      email: string;
      role: UserRole;
      clientId: string | null;
    }
  | { ok: false; reason: "invalid" | "account-exists" };

/** better-auth's id shape (32 characters from [A-Za-z0-9]), so our rows look like its own. */
const BETTER_AUTH_ID_LENGTH = 32;

/**
 * Turns an invitation into an account: the user (verified: the token in the link proves
 * the address), its password credential, and the profile with the invitation's role and
 * client, in one transaction with marking the invitation used.
 *
 * The claim is one conditional UPDATE: of any number of concurrent calls with one token,
 * PostgreSQL lets exactly one change the row (the others wait on its row lock, re-check
 * `used_at is null` after it commits, and match nothing). If that one rolls back (the
 * address already has an account), the invitation stays unused.
 *
 * An invitation into a client whose access is suspended (not `active`) is refused like a
 * used one, and stays unused: it works again if staff reactivate the client before it expires.
 *
 * `fullName` and `password` arrive validated (length, strength) by the caller.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; fullName: string; password: string },
): Promise<AcceptInvitationResult> {
  if (!isWellFormedInvitationToken(input.token))
    return { ok: false, reason: "invalid" };
  // Before the transaction: hashing takes tens of milliseconds and must not hold row locks.
  const passwordHash = await hashPassword(input.password);
  const fullName = input.fullName.trim();
  try {
    return await db.transaction(async (tx): Promise<AcceptInvitationResult> => {
      const [claimed] = await tx
        .update(clientInvitations)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(clientInvitations.tokenHash, hashInvitationToken(input.token)),
            isNull(clientInvitations.usedAt),
            isNull(clientInvitations.revokedAt),
            gt(clientInvitations.expiresAt, sql`now()`),
            // Staff invitations have no client; a client's must be active when the link is used.
            or(
              isNull(clientInvitations.clientId),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(clients)
                  .where(
                    and(
                      eq(clients.id, clientInvitations.clientId),
                      eq(clients.status, "active"),
                    ),
                  ),
              ),
            ),
          ),
        )
        .returning({
          email: clientInvitations.email,
          role: clientInvitations.role,
          clientId: clientInvitations.clientId,
        });
      if (!claimed) return { ok: false, reason: "invalid" };

      const [existing] = await tx
        .select({ id: user.id })
        .from(user)
        .where(sql`lower(${user.email}) = ${claimed.email}`)
        .limit(1);
      // Rolls back the claim: the invitation stays usable once the old account is dealt with.
      if (existing) tx.rollback();

      const userId = generateId(BETTER_AUTH_ID_LENGTH);
      await tx.insert(user).values({
        id: userId,
        name: fullName,
        email: claimed.email,
        emailVerified: true,
      });
      await tx.insert(account).values({
        id: generateId(BETTER_AUTH_ID_LENGTH),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
      await tx.insert(profiles).values({
        userId,
        email: claimed.email,
        fullName,
        role: claimed.role,
        clientId: claimed.clientId,
      });
      return {
        ok: true,
        userId,
        email: claimed.email,
        role: claimed.role as UserRole,
        clientId: claimed.clientId,
      };
    });
  } catch (error) {
    // Rolled back above, or another sign-up with this address committed first (user.email is unique).
    if (
      error instanceof TransactionRollbackError ||
      hasDatabaseErrorCode(error, "23505")
    )
      return { ok: false, reason: "account-exists" };
    throw error;
  }
}
