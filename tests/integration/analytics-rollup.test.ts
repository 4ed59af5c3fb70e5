import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  analyticsDaily,
  analyticsEvents,
  analyticsSessions,
  outbox,
} from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { computeRollupRows } from "~/server/analytics/analytics-aggregate.server";
import {
  ANALYTICS_ROLLUP_KIND,
  createAnalyticsRollupHandler,
  rolledUpThrough,
  rollUpDay,
  runAnalyticsRollup,
} from "~/server/analytics/analytics-rollup.server";
import { deleteExpiredAnalytics } from "~/server/analytics/analytics-retention.server";
import type { AppServices } from "~/server/services.server";
import {
  clearAnalytics,
  dailyRows,
  insertVisit,
} from "../support/analytics-data";
import { startTestServices } from "../support/app-services";

/**
 * The analytics rollup and retention against a real database: a day's rows from raw visits
 * (every dimension), a rerun and two rollups at once leaving the same rows, the job's
 * catch-up through yesterday, and retention's 13 and 25 months.
 */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;
const D = "2026-01-10";
const NEXT = "2026-01-11";

/**
 * Three visits on D: one visitor's two (a Google visit through the get-started form to a sent
 * lead, and a direct French one), another's newsletter-campaign visit that sends the contact
 * form after midnight, which is the next day's conversion.
 */
async function seedDay() {
  await insertVisit(db(), {
    visitor: "v1",
    at: `${D}T09:00:00Z`,
    source: "google.com",
    landing: "/",
    device: "desktop",
    events: [
      { at: `${D}T09:00:00Z`, kind: "page_view", path: "/" },
      { at: `${D}T09:02:00Z`, kind: "page_view", path: "/get-started" },
      {
        at: `${D}T09:03:00Z`,
        kind: "funnel_step",
        path: "/get-started",
        label: "step-2",
      },
      {
        at: `${D}T09:05:00Z`,
        kind: "conversion",
        path: "/get-started",
        label: "get_started",
      },
    ],
  });
  const direct = await insertVisit(db(), {
    visitor: "v1",
    at: `${D}T15:00:00Z`,
    source: "direct",
    landing: "/fr",
    device: "mobile",
    events: [
      { at: `${D}T15:00:00Z`, kind: "page_view", path: "/fr" },
      { at: `${D}T15:01:00Z`, kind: "page_view", path: "/fr/insights/x" },
    ],
  });
  await insertVisit(db(), {
    visitor: "v2",
    at: `${D}T23:50:00Z`,
    source: "newsletter",
    campaign: "spring",
    landing: "/contact",
    device: "tablet",
    events: [
      { at: `${D}T23:50:00Z`, kind: "page_view", path: "/contact" },
      {
        at: `${NEXT}T00:05:00Z`,
        kind: "conversion",
        path: "/contact",
        label: "contact",
      },
    ],
  });
  return { direct };
}

const row = (
  day: string,
  dimension: string,
  key: string,
  [visitors, sessions, page_views, conversions]: number[],
) => ({ day, dimension, key, visitors, sessions, page_views, conversions });

const EXPECTED_D = [
  row(D, "device", "desktop", [1, 1, 2, 1]),
  row(D, "device", "mobile", [1, 1, 2, 0]),
  row(D, "device", "tablet", [1, 1, 1, 0]),
  row(D, "form", "get_started", [1, 1, 0, 1]),
  row(D, "funnel", "sent", [1, 1, 0, 0]),
  row(D, "funnel", "step-1", [1, 1, 0, 0]),
  row(D, "funnel", "step-2", [1, 1, 0, 0]),
  row(D, "landing", "/", [1, 1, 2, 1]),
  row(D, "landing", "/contact", [1, 1, 1, 0]),
  row(D, "landing", "/fr", [1, 1, 2, 0]),
  row(D, "page", "/", [1, 1, 1, 1]),
  row(D, "page", "/contact", [1, 1, 1, 0]),
  row(D, "page", "/fr", [1, 1, 1, 0]),
  row(D, "page", "/fr/insights/x", [1, 1, 1, 0]),
  row(D, "page", "/get-started", [1, 1, 1, 1]),
  row(D, "source", "direct", [1, 1, 2, 0]),
  row(D, "source", "google.com", [1, 1, 2, 1]),
  row(D, "source", "newsletter", [1, 1, 1, 0]),
  // The campaign dimension holds only visits that carried one.
  row(D, "campaign", "spring", [1, 1, 1, 0]),
  // Two visitors (v1 came twice), three visits, five page views, one lead that day.
  row(D, "total", "", [2, 3, 5, 1]),
].sort((a, b) =>
  a.dimension === b.dimension
    ? a.key < b.key
      ? -1
      : 1
    : a.dimension < b.dimension
      ? -1
      : 1,
);

// The contact form sent after midnight: the next day's conversion, credited to the visit's
// source, campaign, landing page and device, with no visitor or visit of its own that day.
const EXPECTED_NEXT = [
  row(NEXT, "campaign", "spring", [0, 0, 0, 1]),
  row(NEXT, "device", "tablet", [0, 0, 0, 1]),
  row(NEXT, "form", "contact", [1, 1, 0, 1]),
  row(NEXT, "landing", "/contact", [0, 0, 0, 1]),
  row(NEXT, "source", "newsletter", [0, 0, 0, 1]),
  row(NEXT, "total", "", [0, 0, 0, 1]),
];

beforeEach(async () => clearAnalytics(db()));

describe("rolling up a day", () => {
  it("counts visitors, visits, page views, conversions per form, source, campaign and landing page, and the funnel", async () => {
    await seedDay();
    await rollUpDay(db(), D);
    await rollUpDay(db(), NEXT);
    expect(await dailyRows(db(), D)).toEqual(EXPECTED_D);
    expect(await dailyRows(db(), NEXT)).toEqual(EXPECTED_NEXT);
  });

  it("a rerun, and two rollups of the same day at once, leave the same rows", async () => {
    await seedDay();
    await rollUpDay(db(), D);
    const first = await dailyRows(db(), D);
    await rollUpDay(db(), D);
    expect(await dailyRows(db(), D)).toEqual(first);
    await Promise.all([rollUpDay(db(), D), rollUpDay(db(), D)]);
    expect(await dailyRows(db(), D)).toEqual(first);
    expect(first).toHaveLength(EXPECTED_D.length);
  });

  it("a rerun deletes the day's keys the raw data no longer has, and updates the others", async () => {
    const { direct } = await seedDay();
    await rollUpDay(db(), D);
    await db()
      .delete(analyticsSessions)
      .where(eq(analyticsSessions.id, direct));
    await rollUpDay(db(), D);
    const rows = await dailyRows(db(), D);
    expect(
      rows.find((r) => r.dimension === "source" && r.key === "direct"),
    ).toBeUndefined();
    expect(rows.find((r) => r.key === "/fr/insights/x")).toBeUndefined();
    expect(rows.find((r) => r.dimension === "total")).toEqual(
      row(D, "total", "", [2, 2, 3, 1]),
    );
  });

  it("writes a day without traffic as a total row of zeros (the watermark)", async () => {
    await rollUpDay(db(), "2026-02-01");
    expect(await dailyRows(db(), "2026-02-01")).toEqual([
      row("2026-02-01", "total", "", [0, 0, 0, 0]),
    ]);
    expect(await rolledUpThrough(db())).toBe("2026-02-01");
  });

  it("the live computation is the rollup's own rows", async () => {
    await seedDay();
    const live = await computeRollupRows(db(), D, NEXT);
    await rollUpDay(db(), D);
    await rollUpDay(db(), NEXT);
    const stored = await dailyRows(db(), D, NEXT);
    expect(
      live.map((r) => [
        r.day,
        r.dimension,
        r.key,
        r.visitors,
        r.sessions,
        r.pageViews,
        r.conversions,
      ]),
    ).toEqual(
      stored.map((r) => [
        r.day,
        r.dimension,
        r.key,
        r.visitors,
        r.sessions,
        r.page_views,
        r.conversions,
      ]),
    );
  });
});

describe("the daily job", () => {
  it("rolls up from the oldest raw day through yesterday, then only the days after the last rolled one", async () => {
    await seedDay();
    const report = await runAnalyticsRollup(db(), {
      now: new Date("2026-01-14T01:00:00Z"),
    });
    expect(report.rolled).toEqual({ from: D, to: "2026-01-13", days: 4 });
    expect(await rolledUpThrough(db())).toBe("2026-01-13");
    expect(await dailyRows(db(), D)).toHaveLength(EXPECTED_D.length);
    expect(
      (await dailyRows(db(), "2026-01-12", "2026-01-13")).map(
        (r) => r.dimension,
      ),
    ).toEqual(["total", "total"]);
    // The same day again: nothing to roll up. The next day: that day only.
    expect(
      (
        await runAnalyticsRollup(db(), {
          now: new Date("2026-01-14T05:00:00Z"),
        })
      ).rolled,
    ).toBeNull();
    expect(
      (
        await runAnalyticsRollup(db(), {
          now: new Date("2026-01-15T01:00:00Z"),
        })
      ).rolled,
    ).toEqual({ from: "2026-01-14", to: "2026-01-14", days: 1 });
  });

  it("with no data at all rolls up yesterday, so the watermark moves; a first run goes back at most 400 days", async () => {
    expect(
      (
        await runAnalyticsRollup(db(), {
          now: new Date("2026-03-01T01:00:00Z"),
        })
      ).rolled,
    ).toEqual({ from: "2026-02-28", to: "2026-02-28", days: 1 });
    await clearAnalytics(db());
    await insertVisit(db(), {
      visitor: "old",
      at: "2025-01-01T10:00:00Z",
      events: [{ at: "2025-01-01T10:00:00Z", kind: "page_view", path: "/" }],
    });
    const report = await runAnalyticsRollup(db(), {
      now: new Date("2026-03-01T01:00:00Z"),
    });
    expect(report.rolled).toEqual({
      from: "2025-01-25",
      to: "2026-02-28",
      days: 400,
    });
  }, 120_000);

  it("is a daily job that queues its next run and logs its report", async () => {
    const handler = createAnalyticsRollupHandler({
      db: db(),
      logger: createLogger("silent"),
      now: () => new Date("2026-01-12T01:00:05Z"),
    });
    await seedDay();
    await handler({
      id: "1",
      kind: ANALYTICS_ROLLUP_KIND,
      payload: { slot: "2026-01-12" },
      attempts: 0,
    });
    expect(await rolledUpThrough(db())).toBe(NEXT);
    const queued = await db()
      .select({ at: outbox.nextAttemptAt })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, ANALYTICS_ROLLUP_KIND),
          sql`${outbox.payload}->>'slot' = '2026-01-13'`,
        ),
      );
    expect(queued.map((q) => q.at.toISOString())).toEqual([
      "2026-01-13T01:00:00.000Z",
    ]);
  });
});

describe("retention", () => {
  it("deletes raw visits (and their events) older than 13 months and rollups older than 25 months, and keeps the rest", async () => {
    const now = new Date("2026-11-27T01:00:00Z");
    await insertVisit(db(), {
      visitor: "gone",
      at: "2025-10-26T23:59:00Z",
      events: [{ at: "2025-10-26T23:59:00Z", kind: "page_view", path: "/" }],
    });
    await insertVisit(db(), {
      visitor: "kept",
      at: "2025-10-27T00:00:00Z",
      events: [{ at: "2025-10-27T00:00:00Z", kind: "page_view", path: "/" }],
    });
    await db()
      .insert(analyticsDaily)
      .values([
        { day: "2024-10-26", dimension: "total", key: "" },
        { day: "2024-10-26", dimension: "page", key: "/" },
        { day: "2024-10-27", dimension: "total", key: "" },
      ]);
    expect(await deleteExpiredAnalytics(db(), now)).toEqual({
      sessions: 1,
      rollupRows: 2,
    });
    const sessions = await db()
      .select({ visitor: analyticsSessions.visitorKey })
      .from(analyticsSessions);
    expect(sessions).toEqual([{ visitor: "kept" }]);
    const [events] = await db().select({ n: count() }).from(analyticsEvents);
    expect(events!.n).toBe(1);
    expect(
      (await dailyRows(db(), "2024-01-01", "2026-12-31")).map((r) => r.day),
    ).toEqual(["2024-10-27"]);
    // Nothing left past the cutoffs: a second run deletes nothing.
    expect(await deleteExpiredAnalytics(db(), now)).toEqual({
      sessions: 0,
      rollupRows: 0,
    });
  });
});
