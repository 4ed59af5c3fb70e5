import { expect } from "vitest";
import { authAction } from "~/server/auth/auth.handler.server";
import type { Database } from "~/server/db/client.server";
import { supportTickets } from "~/server/db/schema.server";
import { staffScopeForScript } from "~/server/console/staff-scope-for-script.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import { CookieJar, callRoute, post } from "./account-session";

/**
 * The console's tests' people: demo accounts signed in through the real /auth action (their
 * jars hold real sessions), and tickets written straight into the test database.
 */
export type DemoPerson = { email: string; jar: CookieJar; ip: string };

let ip = 40;

export async function signInDemo(email: string): Promise<DemoPerson> {
  const person = { email, jar: new CookieJar(), ip: `198.51.100.${ip++}` };
  const answer = await callRoute(
    authAction,
    post("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
    person.jar,
    person.ip,
  );
  expect(answer.status, `sign-in of ${email}`).toBe(302);
  return person;
}

export const STAFF = "staff.admin@example.org";
/** Staff too, but the content studio only (docs/decisions/051-content-studio.md). */
export const EDITOR = "nadia.rahman@example.org";
export const MERIDIAN_ADMIN = "amira.haddad@example.org";
export const MERIDIAN_USER = "tomas.lindqvist@example.org";
export const NO_CLIENT = "pending.user@example.org";

/** A ticket of `clientId`, created `minutesAgo` (so the queue's order is known). */
export async function insertTicket(
  db: Database,
  input: {
    clientId: string;
    title: string;
    priority?: "low" | "medium" | "high";
    status?: "open" | "in_progress" | "resolved" | "closed";
    minutesAgo?: number;
    createdBy?: string | null;
  },
): Promise<string> {
  const at = new Date(Date.now() - (input.minutesAgo ?? 0) * 60_000);
  const [row] = await db
    .insert(supportTickets)
    .values({
      clientId: input.clientId,
      createdBy: input.createdBy ?? null,
      title: input.title,
      description: `${input.title}: details for the console's tests.`,
      priority: input.priority ?? "medium",
      status: input.status ?? "open",
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: supportTickets.id });
  return row!.id;
}

/**
 * A staff scope for tests that call the console's read functions directly: a read records
 * nothing, so no one is named. Writes take a scope naming a real account (staffScopeForScript).
 */
export function readerScope(db: Database) {
  return staffScopeForScript(db, {
    userId: "",
    profileId: "",
    email: "",
    ipAddress: null,
  });
}
