import { randomBytes } from "node:crypto";
import type { UserRole } from "~/domain/enums";
import type { Database } from "../db/client.server";
import { account, profiles, user } from "../db/schema.server";

export type PasswordAccount = {
  name: string;
  email: string;
  /** better-auth's hash of the password (`hashPassword` from better-auth/crypto). */
  passwordHash: string;
  role: UserRole;
  clientId: string | null;
  /** When the account was made; the database's now when left out. */
  createdAt?: Date;
  /** When a self sign-up without a client asked for access (profiles.accessRequestedAt). */
  accessRequestedAt?: Date;
};

/**
 * An account that signs in with a password, written as better-auth's sign-up and our profile
 * would leave it (user, credential account, profile) — for seeds, benches and tests, which
 * make accounts without going through sign-up.
 */
export async function insertPasswordAccount(
  db: Pick<Database, "insert">,
  person: PasswordAccount,
): Promise<{ userId: string; profileId: string }> {
  const userId = randomBytes(16).toString("hex");
  const stamps = person.createdAt
    ? { createdAt: person.createdAt, updatedAt: person.createdAt }
    : {};
  await db.insert(user).values({
    id: userId,
    name: person.name,
    email: person.email,
    emailVerified: true,
    ...stamps,
  });
  await db.insert(account).values({
    id: randomBytes(16).toString("hex"),
    accountId: userId,
    providerId: "credential",
    userId,
    password: person.passwordHash,
    ...stamps,
  });
  const [profile] = await db
    .insert(profiles)
    .values({
      userId,
      email: person.email,
      fullName: person.name,
      role: person.role,
      clientId: person.clientId,
      accessRequestedAt: person.accessRequestedAt ?? null,
      ...stamps,
    })
    .returning({ id: profiles.id });
  return { userId, profileId: profile!.id };
}
