import { count } from "drizzle-orm";
import type { Database } from "../db/client.server";
import {
  demoClients,
  demoContacts,
  demoInvoices,
  demoProjects,
} from "../db/schema.server";
import {
  seedDemoDashboards,
  type SeedDemoDashboard,
} from "./sample-sales-demo-data";
import { holdSeedLock } from "./seed-lock.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Seeds the demo dashboard's clients when there are none. Seeded in every
 * environment, production included: it is invented sales content with no account or
 * password attached, and /allied stays 404 until DEMO_LOGIN_ID and DEMO_PASSWORD are set.
 */
export async function seedDemoDashboardContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await holdSeedLock(tx);
    const [row] = await tx.select({ n: count() }).from(demoClients);
    if ((row?.n ?? 0) > 0) return false;
    for (const demo of seedDemoDashboards) await seedOne(tx, demo);
    return true;
  });
}

async function seedOne(tx: Tx, demo: SeedDemoDashboard) {
  const [client] = await tx
    .insert(demoClients)
    .values(demo.client)
    .returning({ id: demoClients.id });
  const demoClientId = client!.id;
  if (demo.contacts.length > 0) {
    await tx.insert(demoContacts).values(
      demo.contacts.map((contact, i) => ({
        ...contact,
        demoClientId,
        sortOrder: i,
      })),
    );
  }
  if (demo.projects.length > 0) {
    await tx.insert(demoProjects).values(
      demo.projects.map((project, i) => ({
        ...project,
        demoClientId,
        sortOrder: i,
      })),
    );
  }
  if (demo.invoices.length > 0) {
    await tx
      .insert(demoInvoices)
      .values(demo.invoices.map((invoice) => ({ ...invoice, demoClientId })));
  }
}
