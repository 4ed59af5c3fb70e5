// Run before the end-to-end server starts (tests/e2e/global-setup.ts), on the same DATA_DIR:
// prepares the database as the server would (migrations, seed, demo accounts) and the
// invitations the account specs use — valid ones (each used by one spec), one already used
// and one expired — then writes their links as JSON to the path given as the argument.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createInvitation } from "../../app/server/auth/invitations.server";
import { openDatabase } from "../../app/server/db/client.server";
import { clientInvitations, clients } from "../../app/server/db/schema.server";
import { seedDemoAccounts } from "../../app/server/sample-data/sample-accounts.server";
import { seedDatabase } from "../../app/server/sample-data/seed.server";
import { parseEnv } from "../../app/server/env.server";
import { makeE2eLeads } from "./e2e-leads";
import { makeE2ePagingClient } from "./e2e-paging";

export type E2eInvitations = Record<
  | "signupWithScript"
  | "signupWithoutScript"
  | "used"
  | "expired"
  | "staffMfa"
  | "sessions"
  | "teamRevoke"
  | "consoleAdmin"
  | "consoleEditJs"
  | "consoleEditNoJs"
  | "consoleDisable"
  | "mfaNoScript",
  { url: string; email: string }
>;

const plan: Record<
  keyof E2eInvitations,
  {
    email: string;
    client: string | null;
    role: "admin" | "client_admin" | "client_user";
  }
> = {
  signupWithScript: {
    email: "nadia.farouk@example.org",
    client: "Meridian Revenue Authority",
    role: "client_admin",
  },
  signupWithoutScript: {
    email: "ravi.menon@example.org",
    client: "Northshore Health Network",
    role: "client_user",
  },
  used: {
    email: "used.link@example.org",
    client: "Meridian Revenue Authority",
    role: "client_user",
  },
  expired: {
    email: "expired.link@example.org",
    client: "Northshore Health Network",
    role: "client_user",
  },
  staffMfa: { email: "mfa.staff@example.org", client: null, role: "admin" },
  sessions: {
    email: "session.owner@example.org",
    client: "Meridian Revenue Authority",
    role: "client_user",
  },
  // Signed up and then revoked by Meridian's admin in tests/e2e/portal-team.spec.ts.
  teamRevoke: {
    email: "revoke.me@example.org",
    client: "Meridian Revenue Authority",
    role: "client_user",
  },
  // The console's Users tab (tests/e2e/console-users.spec.ts): its own admin, and people it edits and disables.
  consoleAdmin: {
    email: "console.admin@example.org",
    client: null,
    role: "admin",
  },
  consoleEditJs: {
    email: "console.edit.js@example.org",
    client: "Meridian Revenue Authority",
    role: "client_user",
  },
  consoleEditNoJs: {
    email: "console.edit.nojs@example.org",
    client: "Northshore Health Network",
    role: "client_user",
  },
  consoleDisable: {
    email: "console.disable@example.org",
    client: "Meridian Revenue Authority",
    role: "client_user",
  },
  // Sets up MFA without JavaScript (tests/e2e/accounts.spec.ts, docs/access-audit.md).
  mfaNoScript: {
    email: "mfa.noscript@example.org",
    client: "Northshore Health Network",
    role: "client_user",
  },
};

async function main() {
  const output = process.argv[2];
  if (!output) throw new Error("usage: e2e-accounts.ts <output.json>");
  const env = parseEnv(process.env);
  const database = await openDatabase({ kind: "pglite", dataDir: env.dataDir });
  try {
    await database.migrate();
    await seedDatabase(database.db, { includeDemo: true });
    await seedDemoAccounts(database.db);
    // The long lists' specs (portal-documents, console-clients): a client of their own.
    await makeE2ePagingClient(database.db);
    const db = database.db;
    const links = {} as E2eInvitations;
    for (const [name, item] of Object.entries(plan) as [
      keyof E2eInvitations,
      (typeof plan)[keyof E2eInvitations],
    ][]) {
      const [client] = item.client
        ? await db
            .select({ id: clients.id })
            .from(clients)
            .where(eq(clients.name, item.client))
        : [null];
      const created = await createInvitation(
        db,
        {
          clientId: client?.id ?? null,
          email: item.email,
          role: item.role,
          invitedByProfileId: null,
        },
        { publicUrl: env.publicUrl, defaultTtlDays: 7 },
      );
      if (name === "used")
        await db
          .update(clientInvitations)
          .set({ usedAt: new Date() })
          .where(eq(clientInvitations.id, created.id));
      if (name === "expired")
        await db
          .update(clientInvitations)
          .set({ expiresAt: new Date(Date.now() - 60_000) })
          .where(eq(clientInvitations.id, created.id));
      links[name] = { url: created.url, email: item.email };
    }
    fs.writeFileSync(output, JSON.stringify(links, null, 2));
    // The console lead-work spec's leads, beside the invitations.
    fs.writeFileSync(
      path.join(path.dirname(output), "e2e-leads.json"),
      JSON.stringify(await makeE2eLeads(db), null, 2),
    );
  } finally {
    await database.close();
  }
}

await main();
