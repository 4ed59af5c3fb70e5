import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAction } from "~/server/auth/auth.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  auditLog,
  leadCounts,
  leads,
  profiles,
} from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import { leadsExportLoader } from "~/server/console/leads-export.handler.server";
import { parseCsv } from "~/server/console/lead-export-csv";
import { leadsTabLoader } from "~/server/console/leads-tab.handler.server";
import {
  parseLeadListParams,
  type LeadsTabData,
} from "~/domain/console/lead-list";
import { listLeads } from "~/server/console/lead-inbox.server";
import { CookieJar, callRoute, get, post } from "../support/account-session";
import {
  routeArgs,
  routeContext,
  startTestServices,
} from "../support/app-services";
import { readerScope } from "../support/console-people";

/**
 * The console's lead inbox in-process, on PGlite and PostgreSQL: search, filters,
 * sorts, pages and totals (the trigger-kept counts agree with the rows), empty states, the CSV
 * export (parsed back, BOM, formula cells neutralized, every page, spam only when asked,
 * audited), and the guard: clients get 404 and leave nothing behind.
 */
let stop: () => Promise<void>;
let services: AppServices;
const jars: Record<string, CookieJar> = {};

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  // This file counts, sorts and pages its own leads: start from an empty inbox, without the
  // demo seed's (app/server/sample-data/sample-leads.ts). Source rows first, then their inbox rows
  // (the kept counts follow the deletes).
  await services.database.db.execute(
    sql`delete from blueprint_leads; delete from contact_requests; delete from get_started_requests; delete from job_applications; delete from leads`,
  );
  for (const email of [
    "amira.haddad@example.org",
    "tomas.lindqvist@example.org",
    "staff.admin@example.org",
  ]) {
    const jar = new CookieJar();
    await callRoute(
      authAction,
      post("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
      jar,
    );
    jars[email.split(".")[0]!] = jar;
  }
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;
const staff = () => jars.staff!;

async function tab(query = ""): Promise<Extract<LeadsTabData, { ok: true }>> {
  const answer = await callRoute(
    leadsTabLoader,
    get(`/lead_admin/leads${query}`),
    staff(),
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Cache-Control")).toBe("no-store");
  const body = answer.data as LeadsTabData;
  if (!body.ok) throw new Error(body.loadError);
  return body;
}

async function exportCsv(query = "", jar = staff()): Promise<Response> {
  const request = get(`/lead_admin/leads/export.csv${query}`);
  request.headers.set("Cookie", jar.header());
  try {
    return await leadsExportLoader(
      routeArgs({ request, context: routeContext() }),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function blueprint(
  fullName: string,
  email: string,
  company: string | null,
  extra: Partial<{
    status: string;
    spam: string;
    at: Date;
    interest: string;
    phone: string;
  }> = {},
) {
  await db()
    .execute(sql`insert into blueprint_leads (full_name, email, company_name, primary_interest, phone, message, status, is_spam, spam_reason, created_at)
    values (${fullName}, ${email}, ${company}, ${extra.interest ?? "discovery"}, ${extra.phone ?? null}, 'Hello, "team"', ${extra.status ?? "new"}, ${!!extra.spam}, ${extra.spam ?? null}, ${extra.at ?? new Date()})`);
}

async function contact(
  first: string,
  last: string,
  email: string,
  company: string,
  extra: Partial<{ status: string; spam: string; at: Date }> = {},
) {
  await db()
    .execute(sql`insert into contact_requests (first_name, last_name, email, company, interest, message, status, is_spam, spam_reason, created_at)
    values (${first}, ${last}, ${email}, ${company}, 'governance', 'Please call me back soon.', ${extra.status ?? "new"}, ${!!extra.spam}, ${extra.spam ?? null}, ${extra.at ?? new Date()})`);
}

async function expectCountsMatchRows() {
  const counted = await db()
    .select({ n: sql<string>`coalesce(sum(${leadCounts.count}), 0)` })
    .from(leadCounts);
  const real = await db()
    .select({ n: sql<string>`count(*)` })
    .from(leads);
  expect(Number(counted[0]!.n)).toBe(Number(real[0]!.n));
  const grouped = await db().execute(sql`
    select l.is_spam, l.source, l.status, l.owner_profile_id is not null as has_owner, count(*)::int as n, max(c.count)::int as kept
    from leads l left join lead_counts c on c.is_spam = l.is_spam and c.source = l.source and c.status = l.status and c.has_owner = (l.owner_profile_id is not null)
    group by 1, 2, 3, 4`);
  const { rows } = grouped as unknown as {
    rows: { n: number; kept: number }[];
  };
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.kept).toBe(row.n);
}

describe("the guard", () => {
  it("answers a client_admin and a client_user 404 from the tab and the export, and records nothing", async () => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog);
    for (const who of ["amira", "tomas"]) {
      const answer = await callRoute(
        leadsTabLoader,
        get("/lead_admin/leads"),
        jars[who]!,
      );
      expect(answer.status).toBe(404);
      expect(answer.data).toBeNull();
      const download = await exportCsv("", jars[who]!);
      expect(download.status).toBe(404);
      expect(await download.text()).not.toContain("email");
    }
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("sends a signed-out visitor to the staff sign-in", async () => {
    const answer = await callRoute(
      leadsTabLoader,
      get("/lead_admin/leads"),
      new CookieJar(),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toContain("/admin/auth");
    expect((await exportCsv("", new CookieJar())).status).toBe(302);
  });
});

describe("empty states", () => {
  it("says there are no leads yet, no blueprint leads yet, or nothing matches", async () => {
    expect((await tab()).emptyMessage).toBe("No leads yet.");
    expect((await tab("?source=blueprint")).emptyMessage).toBe(
      "No blueprint leads yet.",
    );
    await contact("Early", "Bird", "early.bird@example.com", "Early Agency", {
      at: minutesAgo(500),
    });
    expect((await tab("?source=blueprint")).emptyMessage).toBe(
      "No blueprint leads yet.",
    );
    const all = await tab();
    expect(all.emptyMessage).toBeNull();
    expect(all.total).toBe(1);
    expect((await tab("?q=nobody-matches-this")).emptyMessage).toBe(
      "No leads found matching your search.",
    );
    expect((await tab("?source=blueprint&status=converted")).emptyMessage).toBe(
      "No leads found matching your search.",
    );
  });
});

describe("search, filters, sorts and pages", () => {
  beforeAll(async () => {
    // 60 blueprint leads a minute apart (Inbox Person 00 newest), plus a few distinctive ones.
    for (let i = 0; i < 60; i++) {
      const n = String(i).padStart(2, "0");
      await blueprint(
        `Inbox Person ${n}`,
        `person${n}@inbox.example`,
        i % 2 ? "Odd Works" : "Even Agency",
        {
          at: minutesAgo(10 + i),
          status: ["new", "contacted", "qualified", "converted"][i % 4],
        },
      );
    }
    await blueprint(
      "Zoë Marchetti",
      "zoe@harbour.example",
      "Harbour Ministry",
      { at: minutesAgo(1), phone: "+1 555 0199" },
    );
    await blueprint("Percent Man", "percent@example.com", "100% Real_Co", {
      at: minutesAgo(2),
    });
    await blueprint("Spammy McSpam", "spam@spam.example", "Spam Inc", {
      spam: "honeypot field filled",
      at: minutesAgo(3),
    });
    await contact(
      "Formula",
      "Attack",
      "formula@example.com",
      '=HYPERLINK("http://evil")',
      { at: minutesAgo(4), status: "qualified" },
    );
  });

  it("searches name, email and company substrings, case-insensitively, % and _ literally", async () => {
    expect((await tab("?q=MARCHETTI")).items.map((i) => i.name)).toEqual([
      "Zoë Marchetti",
    ]);
    expect((await tab("?q=zoe%40harbour")).items.map((i) => i.name)).toEqual([
      "Zoë Marchetti",
    ]);
    expect((await tab("?q=harbour+min")).items.map((i) => i.name)).toEqual([
      "Zoë Marchetti",
    ]);
    expect((await tab("?q=%25")).items.map((i) => i.name)).toEqual([
      "Percent Man",
    ]);
    expect((await tab("?q=n_a")).items).toEqual([]);
    expect((await tab("?q=n+a")).total).toBeGreaterThan(0);
    expect((await tab("?q=real_co")).items.map((i) => i.name)).toEqual([
      "Percent Man",
    ]);
    const odd = await tab("?q=odd+works");
    expect(odd.total).toBe(30);
  });

  it("filters by source, status and spam (spam hidden by default)", async () => {
    const all = await tab();
    expect(all.total).toBe(64);
    expect(all.items.some((i) => i.isSpam)).toBe(false);
    expect((await tab("?source=contact")).items.map((i) => i.name)).toEqual([
      "Formula Attack",
      "Early Bird",
    ]);
    const qualified = await tab("?status=qualified");
    expect(qualified.total).toBe(16);
    expect(qualified.items.every((i) => i.status === "qualified")).toBe(true);
    const spam = await tab("?spam=only");
    expect(spam.items.map((i) => [i.name, i.isSpam, i.spamReason])).toEqual([
      ["Spammy McSpam", true, "honeypot field filled"],
    ]);
    expect((await tab("?spam=include")).total).toBe(65);
  });

  it("shows the spec's columns: mailto-ready email, interest label, 'MMM d, yyyy' date, source and status labels", async () => {
    const [zoe] = (await tab("?q=marchetti")).items;
    expect(zoe).toMatchObject({
      email: "zoe@harbour.example",
      company: "Harbour Ministry",
      interest: "Discovery workshop",
      sourceLabel: "Blueprint",
      statusLabel: "New",
    });
    expect(zoe!.submittedOn).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it("sorts by each column both ways, and Z to A is A to Z reversed", async () => {
    for (const sort of ["submitted", "name", "company", "status", "source"]) {
      const up = await listLeads(
        readerScope(db()),
        parseLeadListParams(`sort=${sort}&dir=asc&spam=include`),
      );
      const down = await listLeads(
        readerScope(db()),
        parseLeadListParams(`sort=${sort}&dir=desc&spam=include&page=3`),
      );
      const lastUp = await listLeads(
        readerScope(db()),
        parseLeadListParams(`sort=${sort}&dir=asc&spam=include&page=3`),
      );
      expect(up.total).toBe(65);
      // Page 3 of 3 in descending order is page 1 ascending, reversed.
      expect(down.rows.map((r) => r.id)).toEqual(
        up.rows
          .slice(0, down.rows.length)
          .reverse()
          .map((r) => r.id),
      );
      expect(lastUp.rows.length).toBe(15);
    }
    const byName = await tab("?sort=name&dir=asc&q=inbox+person");
    expect(byName.items.slice(0, 3).map((i) => i.name)).toEqual([
      "Inbox Person 00",
      "Inbox Person 01",
      "Inbox Person 02",
    ]);
    const byNameDown = await tab("?sort=name&dir=desc&q=inbox+person");
    expect(byNameDown.items[0]!.name).toBe("Inbox Person 59");
    const newest = await tab();
    expect(newest.items[0]!.name).toBe("Zoë Marchetti");
    expect(newest.params.dir).toBe("desc");
  });

  it("pages 25 at a time: every lead exactly once across the pages, from either end", async () => {
    for (const sort of ["submitted", "name", "company", "status", "source"]) {
      const seen: string[] = [];
      const first = await tab(`?sort=${sort}`);
      expect(first.pageCount).toBe(3);
      for (let page = 1; page <= first.pageCount; page++) {
        const body = await tab(`?sort=${sort}&page=${page}`);
        expect(body.page).toBe(page);
        seen.push(...body.items.map((i) => i.id));
      }
      expect(seen.length).toBe(64);
      expect(new Set(seen).size).toBe(64);
    }
  });

  it("shows the last page for a page past the end, and defaults for nonsense parameters", async () => {
    const past = await tab("?page=99");
    expect(past.page).toBe(3);
    expect(past.items.length).toBe(14);
    const nonsense = await tab(
      "?page=-4&sort=drop+table&dir=sideways&source=fax&status=lost&spam=maybe&owner=x",
    );
    expect(nonsense.params).toMatchObject({
      page: 1,
      sort: "submitted",
      dir: "desc",
      source: "all",
      status: "all",
      spam: "exclude",
      owner: "anyone",
    });
    expect(nonsense.total).toBe(64);
  });

  it("filters by owner (me, unassigned) and keeps its counts exact through changes", async () => {
    const [admin] = await db()
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, "staff.admin@example.org"));
    const [zoe] = await db()
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.email, "zoe@harbour.example"));
    await db()
      .update(leads)
      .set({ ownerProfileId: admin!.id, status: "contacted" })
      .where(eq(leads.id, zoe!.id));
    expect((await tab("?owner=me")).items.map((i) => i.name)).toEqual([
      "Zoë Marchetti",
    ]);
    expect((await tab("?owner=unassigned")).total).toBe(63);
    expect((await tab("?status=contacted")).total).toBe(16);
    await db()
      .update(leads)
      .set({ isSpam: true })
      .where(and(eq(leads.email, "percent@example.com")));
    expect((await tab()).total).toBe(63);
    expect((await tab("?spam=only")).total).toBe(2);
    await expectCountsMatchRows();
    await db()
      .update(leads)
      .set({ isSpam: false })
      .where(eq(leads.email, "percent@example.com"));
    await expectCountsMatchRows();
    // A deleted lead leaves the counts too.
    await db().execute(
      sql`delete from leads where email = 'percent@example.com'`,
    );
    expect((await tab()).total).toBe(63);
    await expectCountsMatchRows();
  });
});

describe("CSV export", () => {
  it("exports every lead of the filter as RFC 4180 with a BOM, neutralized formula cells, and records it", async () => {
    const response = await exportCsv("?page=2");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "text/csv; charset=utf-8",
    );
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.includes("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "").includes("\n")).toBe(false); // no bare LF outside quoted fields here
    const [header, ...rows] = parseCsv(text);
    expect(header!.slice(0, 11)).toEqual([
      "id",
      "source",
      "submitted at",
      "name",
      "email",
      "company",
      "interest",
      "status",
      "owner",
      "spam",
      "spam reason",
    ]);
    expect(rows.length).toBe(63); // every page, not just page 2; spam excluded
    const byName = new Map(rows.map((r) => [r[3], r]));
    expect(byName.has("Spammy McSpam")).toBe(false);
    expect(byName.get("Formula Attack")![5]).toBe(`'=HYPERLINK("http://evil")`);
    const zoe = byName.get("Zoë Marchetti")!;
    expect(zoe[4]).toBe("zoe@harbour.example");
    expect(zoe[8]).toBeTruthy(); // owner
    expect(zoe[11]).toBe("'+1 555 0199"); // phone: formula-looking, neutralized
    expect(zoe[13]).toBe('Hello, "team"');
    expect(header![17]).toBe("language");
    expect(zoe[17]).toBe("English"); // stored from an English page
    expect(new Date(zoe[2]!).toISOString()).toBe(zoe[2]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "lead.export"))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      entityType: "lead",
      actorEmail: "staff.admin@example.org",
    });
    expect(entry!.summary).toContain("Exported 63 leads");
  });

  it("exports spam only when asked, and the filter it is given", async () => {
    const spam = parseCsv(await (await exportCsv("?spam=only")).text()).slice(
      1,
    );
    expect(spam.map((r) => [r[3], r[9], r[10]])).toEqual([
      ["Spammy McSpam", "yes", "honeypot field filled"],
    ]);
    const contacts = parseCsv(
      await (await exportCsv("?source=contact&q=formula")).text(),
    ).slice(1);
    expect(contacts.map((r) => r[3])).toEqual(["Formula Attack"]);
    const entry = await db()
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "lead.export"));
    expect(
      entry.some((e) => e.summary.includes("q=formula&source=contact")),
    ).toBe(true);
  });

  it("streams beyond one batch of 1,000 without losing or repeating a row", async () => {
    // Same created_at for many rows: the keyset's id tie-breaker must carry the batch boundary.
    await db()
      .execute(sql`insert into contact_requests (first_name, last_name, email, company, interest, message, created_at)
      select 'Bulk', 'Row ' || i, 'bulk' || i || '@bulk.example', 'Bulk Co', 'other', 'Bulk message here.', now() - interval '1 day'
      from generate_series(1, 1200) as i`);
    const rows = parseCsv(
      await (await exportCsv("?q=bulk.example")).text(),
    ).slice(1);
    expect(rows.length).toBe(1200);
    expect(new Set(rows.map((r) => r[0])).size).toBe(1200);
    expect((await tab("?q=bulk.example")).total).toBe(1200);
    await expectCountsMatchRows();
  });
});
