import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadAnalyticsDashboard } from "~/server/analytics/analytics-dashboard.server";
import { analyticsCsv } from "~/server/analytics/analytics-csv.server";
import { runAnalyticsRollup } from "~/server/analytics/analytics-rollup.server";
import { parseCsv } from "~/server/console/lead-export-csv";
import type { Database } from "~/server/db/client.server";
import { analyticsDaily } from "~/server/db/schema.server";
import * as exportRoute from "~/routes/analytics/analytics-export";
import * as tabRoute from "~/routes/analytics/analytics-tab";
import { CookieJar, callRoute, get } from "../support/account-session";
import { clearAnalytics, insertVisit } from "../support/analytics-data";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_USER,
  STAFF,
  signInDemo,
} from "../support/console-people";

/**
 * The console's Analytics tab on real data: the period's totals against the previous period,
 * rolled-up days read from the rollups and the days after them counted live, a page's
 * English and French versions on one row, the funnel, the CSV export (formula-safe), and who
 * may open it.
 */
let stop: () => Promise<void>;
let db: Database;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
}, 120_000);
afterAll(async () => stop?.());

// A 7-day period ending Jan 20 (Jan 14–20) against Jan 7–13; the job ran on the 19th, so
// the 19th and the 20th are counted live.
const NOW = new Date("2026-01-20T12:00:00Z");
const at = (day: string, time = "10:00") => `2026-01-${day}T${time}:00Z`;

async function seedTraffic() {
  // The previous period: two visitors, one contact lead.
  await insertVisit(db, {
    visitor: "a",
    at: at("08"),
    source: "google.com",
    events: [{ at: at("08"), kind: "page_view", path: "/" }],
  });
  await insertVisit(db, {
    visitor: "b",
    at: at("09"),
    events: [
      { at: at("09"), kind: "page_view", path: "/contact" },
      {
        at: at("09", "10:02"),
        kind: "conversion",
        path: "/contact",
        label: "contact",
      },
    ],
  });
  // This period, rolled up: a Google visit through the get-started form to a sent lead, and
  // a newsletter campaign's visit reading an insight in French, then in English.
  await insertVisit(db, {
    visitor: "c",
    at: at("15"),
    source: "google.com",
    events: [
      { at: at("15"), kind: "page_view", path: "/" },
      { at: at("15", "10:01"), kind: "page_view", path: "/fr" },
      { at: at("15", "10:02"), kind: "page_view", path: "/get-started" },
      {
        at: at("15", "10:03"),
        kind: "funnel_step",
        path: "/get-started",
        label: "step-2",
      },
      {
        at: at("15", "10:04"),
        kind: "conversion",
        path: "/get-started",
        label: "get_started",
      },
    ],
  });
  await insertVisit(db, {
    visitor: "d",
    at: at("16"),
    source: "newsletter",
    campaign: "spring",
    events: [
      { at: at("16"), kind: "page_view", path: "/fr/insights/x" },
      { at: at("16", "10:01"), kind: "page_view", path: "/insights/x" },
    ],
  });
  await runAnalyticsRollup(db, { now: new Date("2026-01-19T01:00:00Z") });
  // After the job's last run: yesterday's blueprint lead and today's French visit.
  await insertVisit(db, {
    visitor: "e",
    at: at("19"),
    events: [
      { at: at("19"), kind: "page_view", path: "/" },
      {
        at: at("19", "10:05"),
        kind: "conversion",
        path: "/blueprint",
        label: "blueprint",
      },
    ],
  });
  await insertVisit(db, {
    visitor: "f",
    at: at("20"),
    events: [{ at: at("20"), kind: "page_view", path: "/fr" }],
  });
}

beforeEach(async () => {
  await clearAnalytics(db);
  await seedTraffic();
});

describe("the dashboard's data", () => {
  it("totals this period, rolled-up days and live days together, against the previous period", async () => {
    const dashboard = await loadAnalyticsDashboard(db, { period: 7, now: NOW });
    expect(dashboard.current).toEqual({ from: "2026-01-14", to: "2026-01-20" });
    expect(dashboard.previous).toEqual({
      from: "2026-01-07",
      to: "2026-01-13",
    });
    expect(dashboard.rolledUpThrough).toBe("2026-01-18");
    expect(dashboard.totals.current).toEqual({
      visitors: 4,
      sessions: 4,
      pageViews: 7,
      conversions: 2,
      conversionRate: 0.5,
    });
    expect(dashboard.totals.previous).toEqual({
      visitors: 2,
      sessions: 2,
      pageViews: 2,
      conversions: 1,
      conversionRate: 0.5,
    });
    expect(dashboard.empty).toBe(false);
    // A day against the same day of the previous period.
    expect(dashboard.daily).toHaveLength(7);
    expect(dashboard.daily[1]).toEqual({
      day: "2026-01-15",
      visitors: 1,
      pageViews: 3,
      previousDay: "2026-01-08",
      previousVisitors: 1,
      previousPageViews: 1,
    });
    expect(dashboard.daily.at(-1)).toMatchObject({
      day: "2026-01-20",
      visitors: 1,
    });
  });

  it("reads rolled-up days from the rollups, not from raw data", async () => {
    await db
      .update(analyticsDaily)
      .set({ visitors: 50 })
      .where(
        and(
          eq(analyticsDaily.day, "2026-01-15"),
          eq(analyticsDaily.dimension, "total"),
        ),
      );
    const dashboard = await loadAnalyticsDashboard(db, { period: 7, now: NOW });
    expect(dashboard.totals.current.visitors).toBe(53);
  });

  it("a page's English and French versions are one row; sources, campaigns, forms and the funnel", async () => {
    const dashboard = await loadAnalyticsDashboard(db, { period: 7, now: NOW });
    const page = (path: string) =>
      dashboard.pages.find((pair) => pair.path === path);
    expect(page("/")).toMatchObject({
      en: { pageViews: 2 },
      fr: { pageViews: 2 },
      total: { pageViews: 4 },
    });
    expect(page("/insights/x")).toMatchObject({
      en: { pageViews: 1, visitors: 1 },
      fr: { pageViews: 1, visitors: 1 },
    });
    expect(dashboard.pages.map((pair) => pair.path)).not.toContain("/fr");
    expect(
      dashboard.sources.map(({ key, sessions, conversions }) => [
        key,
        sessions,
        conversions,
      ]),
    ).toEqual([
      ["direct", 2, 1],
      ["google.com", 1, 1],
      ["newsletter", 1, 0],
    ]);
    expect(dashboard.campaigns.map((row) => [row.key, row.sessions])).toEqual([
      ["spring", 1],
    ]);
    expect(dashboard.forms.map((row) => [row.key, row.conversions])).toEqual([
      ["blueprint", 1],
      ["contact", 0],
      ["get_started", 1],
      ["job_application", 0],
    ]);
    // Both leads came from visits that landed on the home page.
    expect(dashboard.landings[0]).toMatchObject({
      key: "/",
      sessions: 2,
      conversions: 2,
    });
    expect(dashboard.funnel.map((step) => [step.key, step.sessions])).toEqual([
      ["step-1", 1],
      ["step-2", 1],
      ...dashboard.funnel
        .slice(2, -1)
        .map((step) => [step.key, 0] as [string, number]),
      ["sent", 1],
    ]);
    expect(dashboard.funnel[1]!.dropOff).toBe(0);
  });

  it("a period without traffic in it or before it is empty", async () => {
    const dashboard = await loadAnalyticsDashboard(db, {
      period: 7,
      now: new Date("2027-06-01T12:00:00Z"),
    });
    expect(dashboard.empty).toBe(true);
    expect(dashboard.totals.current.visitors).toBe(0);
  });
});

describe("the CSV export", () => {
  it("a row per day, dimension and key of the period, live days included, formulas neutralized", async () => {
    await insertVisit(db, {
      visitor: "g",
      at: at("20", "11:00"),
      source: '=HYPERLINK("http://evil.example","x")',
      campaign: "+cmd|' /C calc'!A0",
      events: [{ at: at("20", "11:00"), kind: "page_view", path: "/@home" }],
    });
    const records = parseCsv(await analyticsCsv(db, { period: 7, now: NOW }));
    expect(records[0]).toEqual([
      "day",
      "dimension",
      "key",
      "visitors",
      "sessions",
      "page_views",
      "conversions",
    ]);
    const body = records.slice(1);
    expect(new Set(body.map((record) => record[0]))).toEqual(
      new Set([
        "2026-01-14",
        "2026-01-15",
        "2026-01-16",
        "2026-01-17",
        "2026-01-18",
        "2026-01-19",
        "2026-01-20",
      ]),
    );
    expect(body).toContainEqual([
      "2026-01-15",
      "form",
      "get_started",
      "1",
      "1",
      "0",
      "1",
    ]);
    expect(body).toContainEqual([
      "2026-01-20",
      "total",
      "",
      "2",
      "2",
      "2",
      "0",
    ]);
    expect(body).toContainEqual([
      "2026-01-20",
      "source",
      `'=HYPERLINK("http://evil.example","x")`,
      "1",
      "1",
      "1",
      "0",
    ]);
    expect(body).toContainEqual([
      "2026-01-20",
      "campaign",
      "'+cmd|' /C calc'!A0",
      "1",
      "1",
      "1",
      "0",
    ]);
    expect(body).toContainEqual([
      "2026-01-20",
      "page",
      "/@home",
      "1",
      "1",
      "1",
      "0",
    ]);
    expect(body.filter((record) => record[1] === "total")).toHaveLength(7);
  });
});

describe("who may open the tab and its export", () => {
  const TAB = "/lead_admin/analytics?period=7";
  const CSV = "/lead_admin/analytics/export.csv?period=7";

  it("signed out: the staff sign-in; a client: 404", async () => {
    for (const [route, url] of [
      [tabRoute.loader, TAB],
      [exportRoute.loader, CSV],
    ] as const) {
      const anonymous = await callRoute(route, get(url), new CookieJar());
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/admin\/auth(\?|$)/);
      const client = await signInDemo(MERIDIAN_USER);
      const refused = await callRoute(route, get(url), client.jar, client.ip);
      expect(refused.status).toBe(404);
      expect(refused.data).toBeNull();
    }
  });

  it("an editor and an admin: the page and the CSV", async () => {
    for (const email of [EDITOR, STAFF]) {
      const person = await signInDemo(email);
      const page = await callRoute(
        tabRoute.loader,
        get(TAB),
        person.jar,
        person.ip,
      );
      expect(page.status, email).toBe(200);
      expect(page.data).toMatchObject({ period: 7 });
      expect(page.data).toHaveProperty("totals.current.visitors");
      expect(page.headers.get("Cache-Control")).toContain("no-store");
      const csv = await callRoute(
        exportRoute.loader,
        get(CSV),
        person.jar,
        person.ip,
      );
      expect(csv.status, email).toBe(200);
      expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="analytics-7-days-to-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
    }
  });
});
