import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  NewsletterTabData,
  SubscriberDetail,
} from "~/domain/console/newsletter-list";
import { blockedDomainSchema } from "~/domain/console/newsletter-blocked-domain";
import { weekKey, weekStartUtc } from "~/domain/console/overview";
import type { BlockedDomainView } from "~/domain/console/newsletter-blocked-domain";
import { parseCsv } from "~/server/console/lead-export-csv";
import {
  newsletterDomainsAction,
  newsletterDomainsLoader,
} from "~/server/console/newsletter-domains.handler.server";
import { newsletterExportLoader } from "~/server/console/newsletter-export.handler.server";
import {
  newsletterSubscriberAction,
  newsletterSubscriberLoader,
} from "~/server/console/newsletter-subscriber.handler.server";
import { newsletterTabLoader } from "~/server/console/newsletter-tab.handler.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  insights,
  newsletterBlockedDomains,
  newsletterConsentEvents,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
} from "~/server/db/schema.server";
import { callRoute, get, post } from "../support/account-session";
import { routeContext, startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_USER,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * The console's Newsletter tab on PGlite and PostgreSQL (docs/newsletter.md, "Staff:
 * subscribers and blocked domains"): counts and growth, the address search with LIKE's
 * metacharacters taken literally, the confirmed-only, formula-safe CSV, a manual unsubscribe
 * (consent event, audit entry, queued messages skipped), and the blocked domains' add,
 * validation and removal; an editor is let in (not to the export), a client user is not.
 */
let db: Database;
let stop: () => Promise<void>;
let admin: DemoPerson;
let editor: DemoPerson;
let client: DemoPerson;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  admin = await signInDemo(STAFF);
  editor = await signInDemo(EDITOR);
  client = await signInDemo(MERIDIAN_USER);
}, 180_000);
afterAll(async () => stop?.());

const TAB = "/lead_admin/newsletter";
const DOMAINS = "/lead_admin/newsletter/blocked-domains";

async function tab(query = "", who = admin): Promise<NewsletterTabData> {
  const answer = await callRoute(
    newsletterTabLoader,
    get(`${TAB}${query}`),
    who.jar,
    who.ip,
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Cache-Control")).toBe("no-store");
  return answer.data as unknown as NewsletterTabData;
}

async function subscribe(
  email: string,
  fields: Partial<typeof newsletterSubscribers.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email,
      consentText: "Yes, send me the newsletter.",
      consentPage: "/newsletter",
      ...fields,
    })
    .returning({ id: newsletterSubscribers.id });
  await db.insert(newsletterConsentEvents).values({
    subscriberId: row!.id,
    // A second before the confirmation below: PGlite's clock can give two inserts in a row
    // the same instant, and the record is read in time order.
    createdAt: new Date(Date.now() - 1000),
    kind: "subscribe_requested",
    locale: (fields.locale as "en" | "fr" | undefined) ?? "en",
    page: fields.consentPage ?? "/newsletter",
    consentText: "Yes, send me the newsletter.",
  });
  if (fields.status === "confirmed")
    await db
      .insert(newsletterConsentEvents)
      .values({ subscriberId: row!.id, kind: "confirmed" });
  return row!.id;
}

describe("counts and growth", () => {
  it("counts each status and the current week's confirmations and unsubscribes", async () => {
    const before = await tab();
    expect(before.growth).toHaveLength(12);
    // The demo seed's subscribers are there (npm start has something to show).
    expect(before.counts.confirmed).toBeGreaterThan(0);
    expect(before.counts.pending).toBeGreaterThan(0);
    expect(before.counts.unsubscribed).toBeGreaterThan(0);
    const thisWeek = weekKey(weekStartUtc(new Date()));
    const current = (data: NewsletterTabData) =>
      data.growth.find((week) => week.week === thisWeek)!;
    expect(before.growth.at(-1)!.week).toBe(thisWeek);

    await subscribe("growth.one@count.example", {
      status: "confirmed",
      confirmedAt: new Date(),
    });
    await subscribe("growth.two@count.example", {
      status: "confirmed",
      confirmedAt: new Date(),
    });
    await subscribe("growth.three@count.example");
    const leaving = await subscribe("growth.four@count.example", {
      status: "confirmed",
      confirmedAt: new Date(),
    });
    const left = await callRoute(
      newsletterSubscriberAction,
      post(`${TAB}/${leaving}`, { intent: "unsubscribe", confirmed: "yes" }),
      admin.jar,
      admin.ip,
      { subscriberId: leaving },
    );
    expect(left.status).toBe(302);

    const after = await tab();
    expect(after.counts.confirmed).toBe(before.counts.confirmed + 2);
    expect(after.counts.pending).toBe(before.counts.pending + 1);
    expect(after.counts.unsubscribed).toBe(before.counts.unsubscribed + 1);
    expect(after.counts.total).toBe(before.counts.total + 4);
    expect(current(after).confirmed).toBe(current(before).confirmed + 3);
    expect(current(after).unsubscribed).toBe(current(before).unsubscribed + 1);
    // An event of 13 weeks ago is outside the window.
    const old = await subscribe("growth.old@count.example");
    await db.insert(newsletterConsentEvents).values({
      subscriberId: old,
      kind: "confirmed",
      createdAt: new Date(Date.now() - 13 * 7 * 24 * 60 * 60 * 1000),
    });
    const sum = (data: NewsletterTabData) =>
      data.growth.reduce((n, week) => n + week.confirmed, 0);
    expect(sum(await tab())).toBe(sum(after));
  });
});

describe("the list: search, filters, sort", () => {
  it("searches addresses case-blind, with % _ and \\ matched literally", async () => {
    await subscribe("under_score@search.example");
    await subscribe("underxscore@search.example");
    await subscribe("fifty%off@search.example");
    await subscribe("back\\slash@search.example");
    const found = async (q: string) =>
      (await tab(`?q=${encodeURIComponent(q)}`)).items
        .map((item) => item.email)
        .sort();
    expect(await found("under_")).toEqual(["under_score@search.example"]);
    expect(await found("UNDER")).toEqual([
      "under_score@search.example",
      "underxscore@search.example",
    ]);
    expect(await found("%")).toEqual(["fifty%off@search.example"]);
    expect(await found("k\\s")).toEqual(["back\\slash@search.example"]);
    expect(await found("nobody-has-this")).toEqual([]);
  });

  it("filters by status and language, and sorts by address with a stable order", async () => {
    await subscribe("b.fr@filters.example", {
      locale: "fr",
      status: "confirmed",
    });
    await subscribe("a.fr@filters.example", { locale: "fr" });
    await subscribe("c.en@filters.example", {
      locale: "en",
      status: "confirmed",
    });
    const data = await tab(
      "?q=filters.example&language=fr&sort=address&dir=asc",
    );
    expect(data.items.map((item) => item.email)).toEqual([
      "a.fr@filters.example",
      "b.fr@filters.example",
    ]);
    expect(data.items.map((item) => item.language)).toEqual(["fr", "fr"]);
    const confirmed = await tab("?q=filters.example&status=confirmed");
    expect(confirmed.items.map((item) => item.email).sort()).toEqual([
      "b.fr@filters.example",
      "c.en@filters.example",
    ]);
    expect(confirmed.items.every((item) => item.topics.length === 0)).toBe(
      true,
    );
    // A hand-edited URL shows the default list, never an error.
    const odd = await tab("?status=maybe&language=de&sort=x&page=-3");
    expect(odd.params).toMatchObject({
      status: "all",
      language: "all",
      sort: "signed_up",
      page: 1,
    });
  });
});

async function exportCsv(who: DemoPerson): Promise<Response> {
  const request = get(`${TAB}/export.csv`);
  request.headers.set("Cookie", who.jar.header());
  try {
    return await newsletterExportLoader({
      request,
      context: routeContext(who.ip),
      params: {},
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the CSV export", () => {
  it("holds the confirmed subscribers only, formula-safe, and is audited", async () => {
    await subscribe("=cmd@formula.example", {
      status: "confirmed",
      confirmedAt: new Date(),
      consentPage: '=HYPERLINK("http://evil.example")',
      consentText: '+SUM(1,2), and a "quoted" line',
    });
    await subscribe("plain@formula.example", {
      status: "confirmed",
      confirmedAt: new Date(),
      locale: "fr",
    });
    await subscribe("pending@formula.example");
    await subscribe("gone@formula.example", {
      status: "unsubscribed",
      unsubscribedAt: new Date(),
    });
    const response = await exportCsv(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "text/csv; charset=utf-8",
    );
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parseCsv(await response.text());
    expect(records[0]).toEqual([
      "address",
      "language",
      "topics",
      "confirmed at",
      "consented at",
      "consent page",
      "consent text",
    ]);
    const addresses = records.slice(1).map((record) => record[0]);
    expect(addresses).toContain("plain@formula.example");
    expect(
      records.find((record) => record[0] === "plain@formula.example")![1],
    ).toBe("French");
    expect(addresses).not.toContain("pending@formula.example");
    expect(addresses).not.toContain("gone@formula.example");
    const rows = await db
      .select({ n: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "confirmed"));
    expect(addresses).toHaveLength(rows.length);
    const formula = records.find(
      (record) => record[0] === "'=cmd@formula.example",
    )!;
    expect(formula).toBeDefined();
    expect(formula[1]).toBe("English");
    expect(formula[2]).toBe("All topics");
    expect(formula[5]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(formula[6]).toBe('\'+SUM(1,2), and a "quoted" line');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "newsletter.export"))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      actorEmail: STAFF,
      entityType: "newsletter_subscriber",
      details: { rows: rows.length },
    });
  });
});

describe("a subscriber's page and the manual unsubscribe", () => {
  const page = (id: string, who = admin, query = "") =>
    callRoute(
      newsletterSubscriberLoader,
      get(`${TAB}/${id}${query}`),
      who.jar,
      who.ip,
      { subscriberId: id },
    );
  const unsubscribe = (
    id: string,
    fields: Record<string, string> = {
      intent: "unsubscribe",
      confirmed: "yes",
    },
    who = admin,
  ) =>
    callRoute(
      newsletterSubscriberAction,
      post(`${TAB}/${id}`, fields),
      who.jar,
      who.ip,
      { subscriberId: id },
    );

  it("shows the consent record in order; an unknown or malformed id is a 404", async () => {
    const id = await subscribe("record@page.example", {
      status: "confirmed",
      locale: "fr",
      confirmedAt: new Date(),
    });
    const answer = await page(id);
    expect(answer.status).toBe(200);
    const { subscriber, confirming } = answer.data as {
      subscriber: SubscriberDetail;
      confirming: boolean;
    };
    expect(confirming).toBe(false);
    expect(subscriber).toMatchObject({
      email: "record@page.example",
      status: "confirmed",
      language: "fr",
      consentPage: "/newsletter",
      topics: [],
    });
    expect(subscriber.events.map((event) => event.kind)).toEqual([
      "subscribe_requested",
      "confirmed",
    ]);
    expect(subscriber.events[0]!.consentText).toBe(
      "Yes, send me the newsletter.",
    );
    expect((await page(id, admin, "?unsubscribe=confirm")).data).toMatchObject({
      confirming: true,
    });
    expect((await page("00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    expect((await page("not-a-uuid")).status).toBe(404);
    expect(
      (await unsubscribe("00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });

  it("unsubscribes with the staff member named, skips queued messages, and audits it; unconfirmed posts change nothing", async () => {
    const id = await subscribe("leaving@page.example", {
      status: "confirmed",
      confirmedAt: new Date(),
    });
    const [insight] = await db
      .select({ id: insights.id })
      .from(insights)
      .where(eq(insights.isPublished, true))
      .limit(1);
    const [send] = await db
      .insert(newsletterSends)
      .values({
        insightId: insight!.id,
        locale: "en",
        subject: "A test issue",
        ratePerSecond: 10,
      })
      .returning({ id: newsletterSends.id });
    await db
      .insert(newsletterDeliveries)
      .values({ sendId: send!.id, subscriberId: id, status: "queued" });

    const refused = await unsubscribe(id, { intent: "unsubscribe" });
    expect(refused.status).toBe(400);
    const [still] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    expect(still!.status).toBe("confirmed");

    const done = await unsubscribe(id);
    expect(done.status).toBe(302);
    expect(done.location).toBe(`${TAB}/${id}`);
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    expect(row).toMatchObject({
      status: "unsubscribed",
      unsubscribeSource: "staff",
    });
    const [delivery] = await db
      .select({ status: newsletterDeliveries.status })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, id));
    expect(delivery!.status).toBe("skipped");
    const { subscriber } = (await page(id)).data as {
      subscriber: SubscriberDetail;
    };
    expect(subscriber.events.at(-1)).toMatchObject({
      kind: "unsubscribed",
      actorEmail: STAFF,
      source: "staff",
      page: `${TAB}/${id}`,
    });
    expect(subscriber.deliveries).toEqual([
      {
        sendId: send!.id,
        insightTitle: expect.any(String),
        status: "skipped",
        sentAt: null,
      },
    ]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "newsletter.unsubscribe"),
          eq(auditLog.entityId, id),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorEmail: STAFF,
      entityType: "newsletter_subscriber",
      summary: "Unsubscribed leaving@page.example from the newsletter",
    });

    // Again: nothing changes, no second event or audit entry.
    expect((await unsubscribe(id)).status).toBe(302);
    const again = (await page(id)).data as { subscriber: SubscriberDetail };
    expect(again.subscriber.events).toHaveLength(subscriber.events.length);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, "newsletter.unsubscribe"),
            eq(auditLog.entityId, id),
          ),
        ),
    ).toHaveLength(1);
  });
});

describe("blocked domains", () => {
  const send = (fields: Record<string, string>, who = admin) =>
    callRoute(newsletterDomainsAction, post(DOMAINS, fields), who.jar, who.ip);
  const list = async (who = admin) => {
    const answer = await callRoute(
      newsletterDomainsLoader,
      get(DOMAINS),
      who.jar,
      who.ip,
    );
    expect(answer.status).toBe(200);
    return (answer.data as { domains: BlockedDomainView[] }).domains;
  };

  it("the schema: lower-cased, no scheme, no @, a dotted hostname, at most 253 characters, punycode", () => {
    const ok = (value: string) => blockedDomainSchema.safeParse(value);
    expect(ok("  Spam.Example ").data).toBe("spam.example");
    expect(ok("xn--bcher-kva.example").data).toBe("xn--bcher-kva.example");
    expect(ok("mail.xn--p1ai").data).toBe("mail.xn--p1ai");
    const error = (value: string) =>
      ok(value).error?.issues[0]?.message ?? "accepted";
    expect(error("https://spam.example")).toMatch(/without http/);
    expect(error("spam.example/path")).toMatch(/without http/);
    expect(error("jane@spam.example")).toMatch(/after the @/);
    expect(error("localhost")).toMatch(/with a dot/);
    expect(error("")).toMatch(/Enter a domain/);
    expect(error("bücher.example")).toMatch(/punycode/);
    expect(error("-bad.example")).toMatch(/Not a domain/);
    expect(error("spam..example")).toMatch(/Not a domain/);
    expect(error("spam.example.123")).toMatch(/Not a domain/);
    expect(error("spam_x.example")).toMatch(/Not a domain/);
    expect(error(`${"a".repeat(60)}.`.repeat(5) + "example")).toMatch(
      /at most 253/,
    );
  });

  it("adds (with its subscribers counted, subdomains included), refuses a duplicate and bad input, and removes; each change audited", async () => {
    await subscribe("one@blocked-test.example");
    await subscribe("two@mail.blocked-test.example");
    await subscribe("three@notblocked-test.example");
    const added = await send({
      intent: "block",
      domain: "Blocked-Test.Example",
      note: "Fake sign-ups",
    });
    expect(added.status).toBe(302);
    expect(added.location).toBe(DOMAINS);
    const row = (await list()).find((d) => d.domain === "blocked-test.example");
    expect(row).toMatchObject({
      note: "Fake sign-ups",
      addedBy: STAFF,
      subscribers: 2,
    });

    const duplicate = await send({
      intent: "block",
      domain: "blocked-test.example",
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.data).toMatchObject({
      fieldErrors: { domain: "blocked-test.example is already blocked." },
    });
    const bad = await send({ intent: "block", domain: "http://x.example" });
    expect(bad.status).toBe(400);
    expect(
      (bad.data as { fieldErrors: Record<string, string> }).fieldErrors.domain,
    ).toMatch(/without http/);
    const tooLong = await send({
      intent: "block",
      domain: "ok.example",
      note: "x".repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect(
      await db
        .select()
        .from(newsletterBlockedDomains)
        .where(eq(newsletterBlockedDomains.domain, "ok.example")),
    ).toHaveLength(0);

    const removed = await send({
      intent: "unblock",
      domain: "blocked-test.example",
    });
    expect(removed.status).toBe(302);
    expect((await list()).map((d) => d.domain)).not.toContain(
      "blocked-test.example",
    );
    const actions = (
      await db
        .select({ action: auditLog.action, entityId: auditLog.entityId })
        .from(auditLog)
        .where(eq(auditLog.entityType, "newsletter_domain"))
    ).filter((entry) => entry.entityId === "blocked-test.example");
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      "newsletter.block_domain",
      "newsletter.unblock_domain",
    ]);
    // Removing one that is not there: a redirect saying so, no audit entry.
    expect(
      (await send({ intent: "unblock", domain: "blocked-test.example" }))
        .status,
    ).toBe(302);
  });
});

describe("who may", () => {
  it("an editor reads the tab and a subscriber and blocks a domain, but gets 404 from the export (docs/decisions/060)", async () => {
    const editorTab = await tab("", editor);
    expect(editorTab.counts.total).toBeGreaterThan(0);
    expect(editorTab.canExport).toBe(false);
    expect((await tab("", admin)).canExport).toBe(true);
    const response = await exportCsv(editor);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("@");
    const answer = await callRoute(
      newsletterDomainsAction,
      post(DOMAINS, { intent: "block", domain: "editor-blocked.example" }),
      editor.jar,
      editor.ip,
    );
    expect(answer.status).toBe(302);
    const [row] = await db
      .select()
      .from(newsletterBlockedDomains)
      .where(eq(newsletterBlockedDomains.domain, "editor-blocked.example"));
    expect(row!.createdByEmail).toBe(EDITOR);
  });

  it("a client user gets 404 and changes nothing", async () => {
    const [subscriber] = await db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "confirmed"))
      .limit(1);
    const id = subscriber!.id;
    const answers = [
      await callRoute(newsletterTabLoader, get(TAB), client.jar, client.ip),
      await callRoute(
        newsletterSubscriberAction,
        post(`${TAB}/${id}`, { intent: "unsubscribe", confirmed: "yes" }),
        client.jar,
        client.ip,
        { subscriberId: id },
      ),
      await callRoute(
        newsletterDomainsAction,
        post(DOMAINS, { intent: "block", domain: "client-tried.example" }),
        client.jar,
        client.ip,
      ),
      { status: (await exportCsv(client)).status, data: null },
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.data).toBeNull();
    }
    const [still] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    expect(still!.status).toBe("confirmed");
    expect(
      await db
        .select()
        .from(newsletterBlockedDomains)
        .where(eq(newsletterBlockedDomains.domain, "client-tried.example")),
    ).toHaveLength(0);
  });
});
