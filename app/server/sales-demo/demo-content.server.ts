import { and, asc, desc, eq } from "drizzle-orm";
import {
  demoAssessmentSchema,
  demoInvoiceLinesSchema,
  demoInvoiceStatusSchema,
  demoOverviewSchema,
  demoPaymentSchema,
  demoProposalSchema,
  type DemoBillingView,
  type DemoClientView,
  type DemoInvoiceView,
  type DemoPaymentDetails,
  type DemoProjectView,
} from "~/domain/sales-demo/demo-content";
import { billingTotals, invoiceAmounts } from "~/domain/sales-demo/demo-format";
import type { Database } from "../db/client.server";
import {
  demoClients,
  demoContacts,
  demoInvoices,
  demoProjects,
} from "../db/schema.server";

/**
 * The demo dashboard's reads. Every read after the first takes the demo client's
 * id, which only `findDemoClient` (by the configured key) hands out: a project or invoice id
 * of another demo answers null, and the route 404s, exactly as the portal's tenant scope does.
 * jsonb is parsed with the domain's schemas; a row that fails them is a bug in an edit, and
 * throws rather than rendering half a dialog.
 */

export type DemoClientRow = typeof demoClients.$inferSelect;

export async function findDemoClient(
  db: Database,
  key: string,
): Promise<DemoClientRow | null> {
  const [row] = await db
    .select()
    .from(demoClients)
    .where(eq(demoClients.key, key))
    .limit(1);
  return row ?? null;
}

export async function loadDemoProfile(
  db: Database,
  client: DemoClientRow,
): Promise<DemoClientView> {
  const contacts = await db
    .select({
      id: demoContacts.id,
      name: demoContacts.name,
      title: demoContacts.title,
      email: demoContacts.email,
      phone: demoContacts.phone,
    })
    .from(demoContacts)
    .where(eq(demoContacts.demoClientId, client.id))
    .orderBy(asc(demoContacts.sortOrder), asc(demoContacts.name));
  return {
    id: client.id,
    key: client.key,
    companyName: client.companyName,
    shortName: client.shortName,
    sector: client.sector,
    headquarters: client.headquarters,
    website: client.website,
    organisationSize: client.organisationSize,
    clientSince: client.clientSince,
    accountManager: client.accountManager,
    about: client.about,
    currency: client.currency,
    contacts,
  };
}

export function demoPaymentDetails(client: DemoClientRow): DemoPaymentDetails {
  return demoPaymentSchema.parse(client.payment);
}

type ProjectRow = typeof demoProjects.$inferSelect;

function projectView(row: ProjectRow): DemoProjectView {
  return {
    id: row.id,
    name: row.name,
    stage: row.stage,
    summary: row.summary,
    progress: row.progress,
    timeline: row.timeline,
    budget: row.budget,
    overview: demoOverviewSchema.parse(row.overview),
    assessment: demoAssessmentSchema.parse(row.assessment),
    proposal: demoProposalSchema.parse(row.proposal),
  };
}

export async function listDemoProjects(
  db: Database,
  demoClientId: string,
): Promise<DemoProjectView[]> {
  const rows = await db
    .select()
    .from(demoProjects)
    .where(eq(demoProjects.demoClientId, demoClientId))
    .orderBy(asc(demoProjects.sortOrder), asc(demoProjects.name));
  return rows.map(projectView);
}

export async function findDemoProject(
  db: Database,
  demoClientId: string,
  projectId: string,
): Promise<DemoProjectView | null> {
  const [row] = await db
    .select()
    .from(demoProjects)
    .where(
      and(
        eq(demoProjects.demoClientId, demoClientId),
        eq(demoProjects.id, projectId),
      ),
    )
    .limit(1);
  return row ? projectView(row) : null;
}

type InvoiceRow = typeof demoInvoices.$inferSelect;

function invoiceView(row: InvoiceRow, currency: string): DemoInvoiceView {
  const lines = demoInvoiceLinesSchema.parse(row.lines);
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    paidOn: row.paidOn,
    status: demoInvoiceStatusSchema.parse(row.status),
    currency,
    lines,
    taxPercent: row.taxPercent,
    ...invoiceAmounts(lines, row.taxPercent),
  };
}

export async function loadDemoBilling(
  db: Database,
  client: DemoClientRow,
): Promise<DemoBillingView> {
  const rows = await db
    .select()
    .from(demoInvoices)
    .where(eq(demoInvoices.demoClientId, client.id))
    .orderBy(desc(demoInvoices.issuedOn), desc(demoInvoices.number));
  const invoices = rows.map((row) => invoiceView(row, client.currency));
  return {
    currency: client.currency,
    totals: billingTotals(invoices),
    invoices,
  };
}

export async function findDemoInvoice(
  db: Database,
  client: DemoClientRow,
  invoiceId: string,
): Promise<DemoInvoiceView | null> {
  const [row] = await db
    .select()
    .from(demoInvoices)
    .where(
      and(
        eq(demoInvoices.demoClientId, client.id),
        eq(demoInvoices.id, invoiceId),
      ),
    )
    .limit(1);
  return row ? invoiceView(row, client.currency) : null;
}
