import { asc, sql } from "drizzle-orm";
import { data } from "react-router";
import {
  demoClients,
  demoContacts,
  demoInvoices,
  demoProjects,
} from "../db/schema.server";
import { getAppServices } from "../services.server";
import type { Route } from "../../routes/console/+types/sales-demo-tab";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The console's Demo tab: the demo clients, and one demo's editor. The editor reads
 * through the same functions /allied renders with (app/server/sales-demo/demo-content.server.ts), so
 * staff edit exactly what a prospect sees. The credentials of the gate are never read here.
 */

/** Every demo client with its counts, for staff only. */
async function unsafeListDemoClients({ db }: StaffScope) {
  const countBy = async (
    table: typeof demoContacts | typeof demoProjects | typeof demoInvoices,
  ) => {
    const rows = await db
      .select({ id: table.demoClientId, n: sql<number>`count(*)::int` })
      .from(table)
      .groupBy(table.demoClientId);
    return new Map(rows.map((row) => [row.id, Number(row.n)]));
  };
  const [clients, contacts, projects, invoices] = await Promise.all([
    db
      .select({
        id: demoClients.id,
        key: demoClients.key,
        companyName: demoClients.companyName,
        shortName: demoClients.shortName,
      })
      .from(demoClients)
      .orderBy(asc(demoClients.companyName)),
    countBy(demoContacts),
    countBy(demoProjects),
    countBy(demoInvoices),
  ]);
  return clients.map((c) => ({
    ...c,
    contacts: contacts.get(c.id) ?? 0,
    projects: projects.get(c.id) ?? 0,
    invoices: invoices.get(c.id) ?? 0,
  }));
}

/** /lead_admin/demo: which demos exist, which one the gate opens, and whether the gate is on. */
export async function salesDemoTabLoader({ request }: Route.LoaderArgs) {
  const { scope } = await requireStaff(request);
  const { env } = getAppServices();
  const rows = await unsafeListDemoClients(scope);
  return data(
    {
      demos: rows.map((row) => ({
        ...row,
        shown: row.key === env.demo.clientKey,
      })),
      shownKey: env.demo.clientKey,
      gateOn: env.demo.gate !== null,
      shownExists: rows.some((row) => row.key === env.demo.clientKey),
    },
    { headers: CONSOLE_HEADERS },
  );
}
