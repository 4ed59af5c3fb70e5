import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { mailboxKey } from "~/domain/forms/mailbox-key";
import type { Database } from "../db/client.server";
import { privacySuppressions } from "../db/schema.server";

/** A transaction or the database: both run the same statements. */
type Runner = Pick<Database, "select" | "insert" | "delete">;

/**
 * The key of an erased address (decision 072): an HMAC of its mailbox (lower case, no +tag,
 * no Gmail dots) under a key derived from the server secret, so the table alone names nobody
 * and `a.b+x@gmail.com` cannot slip past a suppression of `ab@gmail.com`.
 */
export function suppressionKey(email: string, secret: string): string {
  const key = createHmac("sha256", secret)
    .update("privacy-suppression-v1")
    .digest();
  return createHmac("sha256", key).update(mailboxKey(email)).digest("hex");
}

/** Records an erased address; a second erasure of it changes nothing. */
export async function suppressAddress(
  db: Runner,
  options: { email: string; secret: string; requestId: string | null },
): Promise<string> {
  const emailHmac = suppressionKey(options.email, options.secret);
  await db
    .insert(privacySuppressions)
    .values({ emailHmac, requestId: options.requestId })
    .onConflictDoNothing();
  return emailHmac;
}

/** Whether an import or a staff action must leave this address out. */
export async function isSuppressed(
  db: Runner,
  email: string,
  secret: string,
): Promise<boolean> {
  const rows = await db
    .select({ key: privacySuppressions.emailHmac })
    .from(privacySuppressions)
    .where(eq(privacySuppressions.emailHmac, suppressionKey(email, secret)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The person's own confirmed double opt-in lifts the suppression: they came back themselves,
 * which is the one way an erased address may return to a list.
 */
export async function liftSuppression(
  db: Runner,
  email: string,
  secret: string,
): Promise<void> {
  await db
    .delete(privacySuppressions)
    .where(eq(privacySuppressions.emailHmac, suppressionKey(email, secret)));
}
