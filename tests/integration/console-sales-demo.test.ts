import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  demoClients,
  demoContacts,
  demoInvoices,
  demoProjects,
} from "~/server/db/schema.server";
import {
  demoPaymentDetails,
  findDemoClient,
  findDemoInvoice,
  findDemoProject,
  loadDemoBilling,
  loadDemoProfile,
} from "~/server/sales-demo/demo-content.server";
import {
  salesDemoEditorAction,
  salesDemoEditorLoader,
} from "~/server/console/sales-demo-editor.handler.server";
import { salesDemoTabLoader } from "~/server/console/sales-demo-tab.handler.server";
import { CookieJar, callRoute, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  MERIDIAN_ADMIN,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * The console's Demo tab through its loaders and action, on PGlite and PostgreSQL:
 * every write round-trips through the reads /allied renders with, leaves an audit row and
 * nothing else on bad input; an id of the other demo is 404; only staff get in.
 */
let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let allied: string;
let northgate: string;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
  allied = (await findDemoClient(db, "allied-maritime"))!.id;
  northgate = (await findDemoClient(db, "northgate-revenue"))!.id;
}, 180_000);
afterAll(async () => stop?.());

const editor = (jar: CookieJar, id: string, search = "") =>
  callRoute(
    salesDemoEditorLoader,
    get(`/lead_admin/demo/${id}${search}`),
    jar,
    undefined,
    { demoClientId: id },
  );
const act = (
  id: string,
  fields: Record<string, string>,
  who: DemoPerson | CookieJar = staff,
) => {
  const jar = who instanceof CookieJar ? who : who.jar;
  const ip = who instanceof CookieJar ? undefined : who.ip;
  return callRoute(
    salesDemoEditorAction,
    post(`/lead_admin/demo/${id}`, fields),
    jar,
    ip,
    { demoClientId: id },
  );
};
const northgateRow = async () =>
  (await findDemoClient(db, "northgate-revenue"))!;

/** A hash of every demo table and the audit log: "nothing written" means this did not change. */
async function fingerprint(): Promise<string> {
  const tables = [
    "demo_clients",
    "demo_contacts",
    "demo_projects",
    "demo_invoices",
    "audit_log",
  ];
  const hashes = tables.map(
    (t) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${t}" t) as "${t}"`,
  );
  const result = (await db.execute(
    sql.raw(`select ${hashes.join(", ")}`),
  )) as unknown as
    { rows?: Record<string, string>[] } | Record<string, string>[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return JSON.stringify(rows[0]);
}

async function auditOf(action: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));
}

describe("the Demo tab", () => {
  it("lists both demos with their counts, marks the one the gate opens, never the credentials", async () => {
    const answer = await callRoute(
      salesDemoTabLoader,
      get("/lead_admin/demo"),
      staff.jar,
      staff.ip,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const data = answer.data as {
      demos: {
        key: string;
        shown: boolean;
        projects: number;
        invoices: number;
        contacts: number;
      }[];
      gateOn: boolean;
    };
    expect(data.gateOn).toBe(true);
    const byKey = Object.fromEntries(data.demos.map((d) => [d.key, d]));
    expect(byKey["allied-maritime"]).toMatchObject({
      shown: true,
      projects: 2,
      invoices: 0,
    });
    expect(byKey["northgate-revenue"]).toMatchObject({
      shown: false,
      projects: 2,
      invoices: 4,
    });
    expect(JSON.stringify(answer.data)).not.toContain("harbour-lights-2026");
  });

  it("opens a section, and answers 404 for a malformed or unknown demo id", async () => {
    const page = await editor(staff.jar, northgate, "?section=invoices");
    expect(page.status).toBe(200);
    expect(
      (page.data as { section: string; invoices: unknown[] }).invoices,
    ).toHaveLength(4);
    expect((await editor(staff.jar, "not-a-uuid")).status).toBe(404);
    expect(
      (await editor(staff.jar, "00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });
});

describe("writes round-trip through /allied's reads, each with an audit row", () => {
  it("the company and its payment details", async () => {
    const before = await northgateRow();
    const fields = {
      intent: "update-company",
      companyName: "Northgate Revenue Authority (edited)",
      shortName: before.shortName,
      sector: before.sector,
      headquarters: before.headquarters,
      website: before.website,
      organisationSize: before.organisationSize,
      clientSince: before.clientSince,
      accountManager: before.accountManager,
      about: before.about,
      currency: "GBP",
      ...demoPaymentDetails(before),
      bic: "DEMOGB2L",
    };
    const answer = await act(northgate, fields);
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    expect(answer.location).toBe(
      `/lead_admin/demo/${northgate}?section=company`,
    );
    const after = await northgateRow();
    expect((await loadDemoProfile(db, after)).companyName).toBe(
      "Northgate Revenue Authority (edited)",
    );
    expect(demoPaymentDetails(after).bic).toBe("DEMOGB2L");
    expect((await loadDemoBilling(db, after)).currency).toBe("GBP");
    const [row] = await auditOf("demo.company.update", northgate);
    expect(row).toMatchObject({ entityType: "demo", actorEmail: STAFF });
    expect(row!.after).toMatchObject({
      companyName: "Northgate Revenue Authority (edited)",
      currency: "GBP",
    });
    // Put the seed's values back for the tests below.
    expect(
      (
        await act(northgate, {
          ...fields,
          companyName: before.companyName,
          currency: before.currency,
          bic: demoPaymentDetails(before).bic,
        })
      ).status,
    ).toBe(302);
  });

  it("contacts: add, edit, remove", async () => {
    const added = await act(allied, {
      intent: "add-contact",
      name: " Oisín Byrne ",
      title: "Harbour Master",
      email: "o.byrne@alliedmaritime.example",
      phone: "",
    });
    expect(added.status, JSON.stringify(added.data)).toBe(302);
    let contacts = (
      await loadDemoProfile(db, (await findDemoClient(db, "allied-maritime"))!)
    ).contacts;
    const contact = contacts.at(-1)!;
    expect(contact).toMatchObject({
      name: "Oisín Byrne",
      title: "Harbour Master",
      phone: "",
    });
    expect(await auditOf("demo.contact.create", contact.id)).toHaveLength(1);

    const edited = await act(allied, {
      intent: "update-contact",
      rowId: contact.id,
      name: "Oisín Byrne",
      title: "Deputy Harbour Master",
      email: contact.email,
      phone: "+353 1 555 0199",
    });
    expect(edited.status).toBe(302);
    contacts = (
      await loadDemoProfile(db, (await findDemoClient(db, "allied-maritime"))!)
    ).contacts;
    expect(contacts.find((c) => c.id === contact.id)).toMatchObject({
      title: "Deputy Harbour Master",
      phone: "+353 1 555 0199",
    });
    const [update] = await auditOf("demo.contact.update", contact.id);
    expect(update!.before).toEqual({ title: "Harbour Master", phone: "" });

    expect(
      (await act(allied, { intent: "remove-contact", rowId: contact.id }))
        .status,
    ).toBe(302);
    contacts = (
      await loadDemoProfile(db, (await findDemoClient(db, "allied-maritime"))!)
    ).contacts;
    expect(contacts.map((c) => c.id)).not.toContain(contact.id);
    expect(await auditOf("demo.contact.remove", contact.id)).toHaveLength(1);
  });

  it("a project, its dialog texts parsed from the line formats", async () => {
    const page = await editor(staff.jar, northgate, "?section=projects");
    const project = (page.data as { projects: Record<string, string>[] })
      .projects[0]!;
    const { id, ...fields } = project;
    const answer = await act(northgate, {
      ...fields,
      intent: "update-project",
      rowId: id!,
      progress: "81",
      milestones: "Kick-off | Week 1\nGo-live | Week 20",
      phases: "Pilot | 16+ weeks | Two districts live",
      scope: "Returns\n\nPayments",
    });
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    expect(answer.location).toBe(
      `/lead_admin/demo/${northgate}?section=projects&project=${id}`,
    );
    const read = (await findDemoProject(db, northgate, id!))!;
    expect(read.progress).toBe(81);
    expect(read.overview.milestones).toEqual([
      { label: "Kick-off", when: "Week 1" },
      { label: "Go-live", when: "Week 20" },
    ]);
    expect(read.overview.scope).toEqual(["Returns", "Payments"]);
    expect(read.proposal.phases).toEqual([
      { name: "Pilot", duration: "16+ weeks", outcome: "Two districts live" },
    ]);
    const [row] = await auditOf("demo.project.update", id!);
    expect(row!.before).toMatchObject({ progress: Number(project.progress) });
    expect(row!.after).toMatchObject({ progress: 81 });
  });

  it("invoices: add (exact minor units), edit, a duplicate number refused, remove", async () => {
    const invoice = {
      intent: "add-invoice",
      number: "NRA-TEST-001",
      description: "Integration sprint",
      issuedOn: "2026-11-02",
      dueOn: "2026-12-02",
      paidOn: "",
      status: "pending",
      taxPercent: "20",
      lines: "Delivery sprint | 3 | 0.29\nHosting | 1 | 1,250.10",
    };
    expect((await act(northgate, invoice)).status).toBe(302);
    const [stored] = await db
      .select()
      .from(demoInvoices)
      .where(
        and(
          eq(demoInvoices.demoClientId, northgate),
          eq(demoInvoices.number, "NRA-TEST-001"),
        ),
      );
    const view = (await findDemoInvoice(db, await northgateRow(), stored!.id))!;
    expect(view.lines.map((l) => l.unitAmountMinor)).toEqual([29, 125_010]);
    expect(view.subtotalMinor).toBe(125_097);
    expect(view.totalMinor).toBe(125_097 + Math.round(125_097 * 0.2));
    expect(await auditOf("demo.invoice.create", stored!.id)).toHaveLength(1);

    const [seeded] = await db
      .select()
      .from(demoInvoices)
      .where(
        and(
          eq(demoInvoices.demoClientId, northgate),
          sql`${demoInvoices.number} <> 'NRA-TEST-001'`,
        ),
      )
      .limit(1);
    const before = await fingerprint();
    const duplicate = await act(northgate, {
      ...invoice,
      intent: "update-invoice",
      rowId: stored!.id,
      number: seeded!.number,
    });
    expect(duplicate.status).toBe(400);
    expect(
      (duplicate.data as { fieldErrors: Record<string, string> }).fieldErrors
        .number,
    ).toMatch(/already has this number/);
    const addedTwice = await act(northgate, invoice);
    expect(
      (addedTwice.data as { fieldErrors: Record<string, string> }).fieldErrors
        .number,
    ).toMatch(/already has this number/);
    expect(await fingerprint()).toBe(before);

    const paid = await act(northgate, {
      ...invoice,
      intent: "update-invoice",
      rowId: stored!.id,
      status: "paid",
      paidOn: "2026-11-20",
    });
    expect(paid.status).toBe(302);
    expect(
      (await findDemoInvoice(db, await northgateRow(), stored!.id))!,
    ).toMatchObject({ status: "paid", paidOn: "2026-11-20" });
    const [update] = await auditOf("demo.invoice.update", stored!.id);
    expect(update!.after).toEqual({ status: "paid", paidOn: "2026-11-20" });

    expect(
      (await act(northgate, { intent: "remove-invoice", rowId: stored!.id }))
        .status,
    ).toBe(302);
    expect(
      await findDemoInvoice(db, await northgateRow(), stored!.id),
    ).toBeNull();
    expect(await auditOf("demo.invoice.remove", stored!.id)).toHaveLength(1);
  });
});

describe("a save that changes nothing", () => {
  it("writes nothing and records nothing, for the company, a project and an invoice as the editor shows them", async () => {
    const page = async (section: string) =>
      (await editor(staff.jar, northgate, `?section=${section}`)).data as {
        company: Record<string, string>;
        projects: Record<string, string>[];
        invoices: Record<string, string>[];
      };
    const { company } = await page("company");
    const { projects } = await page("projects");
    const { invoices } = await page("invoices");
    const before = await fingerprint();
    const { id: projectId, ...project } = projects[1]!;
    const { id: invoiceId, totalMinor: _total, ...invoice } = invoices[0]!;
    const answers = [
      await act(northgate, { ...company, intent: "update-company" }),
      await act(northgate, {
        ...project,
        intent: "update-project",
        rowId: projectId!,
      }),
      await act(northgate, {
        ...invoice,
        intent: "update-invoice",
        rowId: invoiceId!,
      }),
    ];
    for (const answer of answers)
      expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    expect(await fingerprint()).toBe(before);
  });
});

describe("refusals change nothing", () => {
  it("bad input: field errors, the typed values back, nothing written", async () => {
    const before = await fingerprint();
    const answer = await act(allied, {
      intent: "add-contact",
      name: "",
      title: "Pilot",
      email: "not-an-address",
    });
    expect(answer.status).toBe(400);
    const result = answer.data as {
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
    expect(result.fieldErrors).toMatchObject({
      name: "Enter the name.",
      email: expect.stringMatching(/valid e-mail/),
    });
    expect(result.values.title).toBe("Pilot");
    const [contact] = await db
      .select()
      .from(demoContacts)
      .where(eq(demoContacts.demoClientId, northgate))
      .limit(1);
    const invalidProject = await act(allied, {
      intent: "update-company",
      currency: "euro",
    });
    expect(
      (invalidProject.data as { fieldErrors: Record<string, string> })
        .fieldErrors.currency,
    ).toMatch(/three-letter/);
    const badLines = await act(northgate, {
      intent: "update-contact",
      rowId: contact!.id,
      name: "X",
      title: "Y",
      email: "bad",
    });
    expect(badLines.status).toBe(400);
    expect(await fingerprint()).toBe(before);
  });

  it("an id of the other demo (or none, or a malformed one) is 404 for every row write", async () => {
    const [northgateContact] = await db
      .select()
      .from(demoContacts)
      .where(eq(demoContacts.demoClientId, northgate))
      .limit(1);
    const [northgateProject] = await db
      .select()
      .from(demoProjects)
      .where(eq(demoProjects.demoClientId, northgate))
      .limit(1);
    const [northgateInvoice] = await db
      .select()
      .from(demoInvoices)
      .where(eq(demoInvoices.demoClientId, northgate))
      .limit(1);
    const page = await editor(staff.jar, northgate, "?section=projects");
    const projectFields = (page.data as { projects: Record<string, string>[] })
      .projects[0]!;
    const before = await fingerprint();
    const attempts: Record<string, string>[] = [
      {
        intent: "update-contact",
        rowId: northgateContact!.id,
        name: "Taken Over",
        title: "CEO",
        email: "x@example.org",
      },
      { intent: "remove-contact", rowId: northgateContact!.id },
      {
        ...projectFields,
        intent: "update-project",
        rowId: northgateProject!.id,
      },
      { intent: "remove-invoice", rowId: northgateInvoice!.id },
      {
        intent: "update-invoice",
        rowId: northgateInvoice!.id,
        number: "X",
        description: "X",
        issuedOn: "2026-01-01",
        dueOn: "2026-01-02",
        status: "pending",
        taxPercent: "0",
        lines: "X | 1 | 1.00",
      },
      { intent: "remove-contact", rowId: "nope" },
      { intent: "remove-invoice" },
    ];
    for (const fields of attempts)
      expect((await act(allied, fields)).status, JSON.stringify(fields)).toBe(
        404,
      );
    expect(await fingerprint()).toBe(before);
  });

  it("a signed-out visitor goes to the staff sign-in and a client admin gets 404, nothing written", async () => {
    const before = await fingerprint();
    const fields = {
      intent: "add-contact",
      name: "Intruder",
      title: "None",
      email: "i@example.org",
    };
    const signedOut = await act(allied, fields, new CookieJar());
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/admin\/auth/);
    expect((await editor(new CookieJar(), allied)).status).toBe(302);
    const client = await signInDemo(MERIDIAN_ADMIN);
    expect((await act(allied, fields, client)).status).toBe(404);
    expect((await editor(client.jar, allied)).status).toBe(404);
    expect(
      (
        await callRoute(
          salesDemoTabLoader,
          get("/lead_admin/demo"),
          client.jar,
          client.ip,
        )
      ).status,
    ).toBe(404);
    expect(await fingerprint()).toBe(before);
    expect(await db.select().from(demoClients)).toHaveLength(2);
  });
});
