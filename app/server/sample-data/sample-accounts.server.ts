import { hashPassword } from "better-auth/crypto";
import { eq, inArray } from "drizzle-orm";
import { isStaffRole, type UserRole } from "~/domain/enums";
import type { Database } from "../db/client.server";
import { clients, user } from "../db/schema.server";
import {
  demoClient,
  demoClientNames,
  emptyClient,
  otherClient,
} from "./sample-clients";
import { insertPasswordAccount } from "./password-account.server";
import { assignDemoLeads } from "./sample-leads.server";
import { attributeDemoAnswers } from "./sample-assistant.server";
import { holdSeedLock } from "./seed-lock.server";

/**
 * Demo accounts for the local run (never in production: seedDatabase's caller decides). One
 * known password for all, printed in the start-up log and the README's "Trying it", so a visitor can try
 * every kind of account: staff (an admin and a marketing editor), the two client roles in each demo organisation, and an
 * account that no organisation has claimed yet.
 */
export const DEMO_PASSWORD = "quiet-harbour-lantern-42";

export type DemoAccount = {
  email: string;
  name: string;
  role: UserRole;
  clientName: string | null;
  /**
   * A self sign-up that confirmed its address and asked for access: listed under the console's
   * "Awaiting access" (docs/access-audit.md § 6), as the README promises.
   */
  askedForAccess?: boolean;
};

export const demoAccounts: DemoAccount[] = [
  {
    email: "staff.admin@example.org",
    name: "Hélène Marchand",
    role: "admin",
    clientName: null,
  },
  {
    // Marketing: the content studio, the newsletter and the assistant's answers (decision 060).
    email: "nadia.rahman@example.org",
    name: "Nadia Rahman",
    role: "editor",
    clientName: null,
  },
  {
    email: "amira.haddad@example.org",
    name: "Amira Haddad",
    role: "client_admin",
    clientName: demoClient.name,
  },
  {
    email: "tomas.lindqvist@example.org",
    name: "Tomas Lindqvist",
    role: "client_user",
    clientName: demoClient.name,
  },
  {
    email: "grace.okafor@example.org",
    name: "Grace Okafor",
    role: "client_admin",
    clientName: otherClient.name,
  },
  {
    email: "li.wei@example.org",
    name: "Li Wei",
    role: "client_user",
    clientName: otherClient.name,
  },
  {
    email: "eastvale.admin@example.org",
    name: "Rosa Delgado",
    role: "client_admin",
    clientName: emptyClient.name,
  },
  {
    email: "pending.user@example.org",
    name: "Jordan Pike",
    role: "client_user",
    clientName: null,
    askedForAccess: true,
  },
];

/** Creates the demo accounts once (all or none); true when it did. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, demoAccounts[0]!.email))
    .limit(1);
  if (existing) return false;
  // One hash for all: scrypt is deliberately slow, and the password is the same.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Another instance starting on the same database may have created them meanwhile.
    await holdSeedLock(tx);
    const [created] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoAccounts[0]!.email))
      .limit(1);
    if (created) return false;
    const clientRows = await tx
      .select({
        id: clients.id,
        name: clients.name,
        createdAt: clients.createdAt,
      })
      .from(clients)
      .where(inArray(clients.name, demoClientNames));
    const clientByName = new Map(clientRows.map((row) => [row.name, row]));
    for (const demo of demoAccounts) {
      const client = demo.clientName
        ? clientByName.get(demo.clientName)
        : undefined;
      const createdAt = joinedAt(demo, client?.createdAt);
      const { userId, profileId } = await insertPasswordAccount(tx, {
        name: demo.name,
        email: demo.email,
        passwordHash,
        role: demo.role,
        clientId: client?.id ?? null,
        createdAt,
        // Asked when the address was confirmed, a few minutes after signing up.
        ...(demo.askedForAccess
          ? { accessRequestedAt: new Date(createdAt.getTime() + 10 * 60_000) }
          : {}),
      });
      // The demo admin owns the demo leads already being worked (only admins work leads).
      if (demo.role === "admin") await assignDemoLeads(tx, profileId);
      // The demo editor wrote the assistant's demo answers (decision 057).
      if (demo.role === "editor") await attributeDemoAnswers(tx, userId);
    }
    return true;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a demo person signed up, so the story holds (docs/access-audit.md): staff long before any
 * client (the admin first, the editor a month later), each client's administrator the day after
 * the client was taken on and their colleague two days later (both before the client's first
 * project), and the unclaimed sign-up recently.
 */
function joinedAt(demo: DemoAccount, clientCreatedAt: Date | undefined): Date {
  if (demo.role === "admin") return new Date(Date.now() - 400 * DAY_MS);
  if (isStaffRole(demo.role)) return new Date(Date.now() - 370 * DAY_MS);
  if (!clientCreatedAt) return new Date(Date.now() - 2 * DAY_MS);
  return new Date(
    clientCreatedAt.getTime() + (demo.role === "client_admin" ? 1 : 3) * DAY_MS,
  );
}
