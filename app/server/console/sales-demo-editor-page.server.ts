import { asc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { invoiceLinesText, milestonesText, phasesText } from "~/domain/console/sales-demo-lines";
import { DEMO_SECTIONS, type DemoSection } from "~/domain/console/sales-demo-forms";
import { demoClients, demoContacts, demoInvoices, demoProjects } from "../db/schema.server";
import { demoPaymentDetails, listDemoProjects, loadDemoBilling, loadDemoProfile, type DemoClientRow } from "../sales-demo/demo-content.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The console's Demo tab (issue 13): the demo clients, and one demo's editor. The editor reads
 * through the same functions /allied renders with (app/server/sales-demo/demo-content.server.ts), so
 * staff edit exactly what a prospect sees. The credentials of the gate are never read here.
 */

export const demoEditorPath = (demoClientId: string, section: DemoSection = "company", query = "") =>
  `/lead_admin/demo/${demoClientId}?section=${section}${query ? `&${query}` : ""}`;

/** Every demo client with its counts, for staff only. */
async function unsafeListDemoClients({ db }: StaffScope) {
  const countBy = async (table: typeof demoContacts | typeof demoProjects | typeof demoInvoices) => {
    const rows = await db
      .select({ id: table.demoClientId, n: sql<number>`count(*)::int` })
      .from(table)
      .groupBy(table.demoClientId);
    return new Map(rows.map((row) => [row.id, Number(row.n)]));
  };
  const [clients, contacts, projects, invoices] = await Promise.all([
    db
      .select({ id: demoClients.id, key: demoClients.key, companyName: demoClients.companyName, shortName: demoClients.shortName })
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

/** A demo client by its id in the URL; malformed or unknown: 404. */
export async function unsafeFindDemoClientById({ db }: StaffScope, id: string | undefined): Promise<DemoClientRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(demoClients).where(eq(demoClients.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** /lead_admin/demo: which demos exist, which one the gate opens, and whether the gate is on. */
export async function demoTabLoader({ request }: { request: Request }) {
  const { scope } = await requireStaff(request);
  const { env } = getAppServices();
  const rows = await unsafeListDemoClients(scope);
  return data(
    {
      demos: rows.map((row) => ({ ...row, shown: row.key === env.demo.clientKey })),
      shownKey: env.demo.clientKey,
      gateOn: env.demo.gate !== null,
      shownExists: rows.some((row) => row.key === env.demo.clientKey),
    },
    { headers: CONSOLE_HEADERS },
  );
}

function sectionOf(url: URL): DemoSection {
  const asked = url.searchParams.get("section");
  return (DEMO_SECTIONS as readonly string[]).includes(asked ?? "") ? (asked as DemoSection) : "company";
}

/** The id in `?name=` when it is one of `ids`, otherwise the first (or null). */
function chosen(url: URL, name: string, ids: string[], fallback: string | null): string | null {
  const asked = url.searchParams.get(name);
  return asked && ids.includes(asked) ? asked : fallback;
}

/** /lead_admin/demo/:demoClientId — one section at a time (?section=company|contacts|projects|invoices). */
export async function demoEditorLoader({ request, params }: { request: Request; params: { demoClientId?: string } }) {
  const { scope } = await requireStaff(request);
  const client = await unsafeFindDemoClientById(scope, params.demoClientId);
  const url = new URL(request.url);
  const section = sectionOf(url);
  const [profile, projects, billing] = await Promise.all([
    loadDemoProfile(scope.db, client),
    listDemoProjects(scope.db, client.id),
    loadDemoBilling(scope.db, client),
  ]);
  const projectId = chosen(url, "project", projects.map((p) => p.id), projects[0]?.id ?? null);
  const invoiceId = chosen(url, "invoice", billing.invoices.map((i) => i.id), null);
  const { env } = getAppServices();
  return data(
    {
      section,
      demo: { id: client.id, key: client.key, companyName: client.companyName, shown: client.key === env.demo.clientKey },
      company: { ...profile, ...demoPaymentDetails(client) },
      contacts: profile.contacts,
      projects: projects.map((p) => ({
        id: p.id,
        name: p.name,
        stage: p.stage,
        summary: p.summary,
        progress: String(p.progress),
        timeline: p.timeline,
        budget: p.budget,
        objective: p.overview.objective,
        scope: p.overview.scope.join("\n"),
        milestones: milestonesText(p.overview.milestones),
        assessmentSummary: p.assessment.summary,
        duration: p.assessment.duration,
        findings: p.assessment.findings.join("\n"),
        recommendations: p.assessment.recommendations.join("\n"),
        proposalSummary: p.proposal.summary,
        phases: phasesText(p.proposal.phases),
        proposalBudget: p.proposal.budget,
        budgetNote: p.proposal.budgetNote,
      })),
      projectId,
      invoices: billing.invoices.map((i) => ({
        id: i.id,
        number: i.number,
        description: i.description,
        issuedOn: i.issuedOn,
        dueOn: i.dueOn,
        paidOn: i.paidOn ?? "",
        status: i.status,
        taxPercent: String(i.taxPercent),
        lines: invoiceLinesText(i.lines),
        totalMinor: i.totalMinor,
      })),
      currency: client.currency,
      invoiceId,
    },
    { headers: CONSOLE_HEADERS },
  );
}
