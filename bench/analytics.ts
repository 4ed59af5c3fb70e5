/**
 * bench:analytics — the cookieless analytics at this business's scale and beyond
 * (docs/analytics.md, decision 073). Per database (PGlite, then PostgreSQL when reachable):
 *  - ingest: 50,000 page views (a busy day: 15,000 visitors) handed to the recorder, then
 *    flushed in its batches; events/s, and how long a day's volume takes to write;
 *  - dashboard: 1,000,000 raw events over 365 days (333,334 visits, conversions in 1 of 50),
 *    the rollup job's catch-up over them, then the Analytics tab's data for 7, 90 and 365 days,
 *    BENCH_ANALYTICS_READS times each; p50/p95 (target: 90 days p95 < 500 ms).
 * Then, against the production server on PGlite: a page at 200 requests/s for
 * BENCH_ANALYTICS_SECONDS, once from a browser (recorded) and once from a program (not
 * recorded: the baseline); p50/p99 of each, so recording's cost on a page is visible.
 *
 *   npm run bench:analytics
 *   BENCH_DATABASES=pglite BENCH_ANALYTICS_READS=10 npm run bench:analytics
 */
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createAnalyticsRecorder } from "../app/server/analytics/analytics-recorder.server";
import { loadAnalyticsDashboard } from "../app/server/analytics/analytics-dashboard.server";
import { runAnalyticsRollup } from "../app/server/analytics/analytics-rollup.server";
import type { DatabaseConnection } from "../app/server/db/client.server";
import { createLogger } from "../app/server/logger.server";
import { latencySummary } from "./format";
import {
  LOOPBACK,
  describeMachine,
  ensureBuild,
  formatLatency,
  formatNumber,
  freePorts,
  makeTempDir,
  positiveIntFromEnv,
  renderTable,
  runBench,
  startAppServer,
  stopManaged,
} from "./leads-support";
import { onEachBenchDatabase, wantedDatabases } from "./bench-databases";

const DAY_EVENTS = 50_000;
const DAY_VISITORS = 15_000;
const RAW_VISITS = 333_334;
const READS = positiveIntFromEnv("BENCH_ANALYTICS_READS", 20);
const SECONDS = positiveIntFromEnv("BENCH_ANALYTICS_SECONDS", 15);
const RATE = 200;
const NOW = new Date("2027-03-01T12:00:00Z");
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const PAGES = [
  "/",
  "/insights/sovereign-ai",
  "/fr/insights/sovereign-ai",
  "/contact",
  "/get-started",
  "/projects/e-visa",
  "/about",
];

type DatabaseRow = {
  database: string;
  ingestPerSecond: number;
  dayWriteSeconds: number;
  rollupSeconds: number;
  reads: Record<7 | 90 | 365, { p50: number; p95: number }>;
};

/** A page view as the HTTP layer hands it over: the request, then its sent 200 HTML answer. */
function pageView(
  recorder: ReturnType<typeof createAnalyticsRecorder>,
  visitor: number,
  path: string,
) {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    getHeader: () => "text/html; charset=utf-8",
  });
  const req = {
    method: "GET",
    url:
      visitor % 9 === 0
        ? `${path}?utm_source=newsletter&utm_campaign=march`
        : path,
    headers: {
      host: "bench.example",
      "user-agent": `${BROWSER} v${visitor % 40}`,
      referer: visitor % 3 === 0 ? "https://www.google.com/" : undefined,
    },
  };
  recorder.observe(
    req as unknown as IncomingMessage,
    res as unknown as ServerResponse,
    () =>
      `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
  );
  res.emit("finish");
}

async function measureIngest(connection: DatabaseConnection) {
  const recorder = createAnalyticsRecorder({
    db: connection.db,
    logger: createLogger("silent"),
    publicUrl: "https://bench.example",
    flushIntervalMs: 3_600_000,
    maxPending: DAY_EVENTS,
    now: () => NOW,
  });
  // Warm-up: the day's salt and the statements' first plans.
  pageView(recorder, 0, "/");
  await recorder.flush();
  for (let n = 0; n < DAY_EVENTS; n += 1)
    pageView(recorder, 1 + (n % DAY_VISITORS), PAGES[n % PAGES.length]!);
  const started = performance.now();
  await recorder.flush();
  const seconds = (performance.now() - started) / 1000;
  await recorder.stop();
  return { perSecond: DAY_EVENTS / seconds, seconds };
}

/** A year of raw data in a few statements: visits spread over 365 days, 3 events each. */
async function seedYear(connection: DatabaseConnection) {
  const start = new Date(NOW.getTime() - 365 * 86_400_000).toISOString();
  await connection.db.execute(sql`
    insert into analytics_sessions (id, visitor_key, started_at, last_seen_at, landing_page, locale,
      source, referrer_host, utm_source, utm_medium, utm_campaign, browser, os, device)
    select gen_random_uuid(), md5(g::text), ts, ts + interval '6 minutes',
      (array['/', '/insights/sovereign-ai', '/fr/insights/sovereign-ai', '/contact', '/get-started'])[1 + g % 5],
      case when g % 5 = 2 then 'fr' else 'en' end,
      (array['direct', 'google.com', 'linkedin.com', 'newsletter'])[1 + g % 4],
      case when g % 4 in (1, 2) then (array['direct', 'google.com', 'linkedin.com'])[1 + g % 4] end,
      case when g % 4 = 3 then 'newsletter' end, case when g % 4 = 3 then 'email' end,
      case when g % 4 = 3 then 'issue-' || (g % 12) end,
      'Chrome', 'Windows', (array['desktop', 'mobile', 'tablet'])[1 + g % 3]
    from (select g, ${start}::timestamptz + (g::double precision / ${RAW_VISITS}) * interval '365 days' as ts
          from generate_series(1, ${RAW_VISITS}) as g) as visits`);
  await connection.db.execute(sql`
    insert into analytics_events (session_id, kind, occurred_at, path, locale, label)
    select s.id, 'page_view', s.started_at + (k * interval '2 minutes'),
      case when k = 0 then s.landing_page else (array['/about', '/contact', '/projects/e-visa'])[k] end,
      s.locale, null
    from analytics_sessions s cross join generate_series(0, 2) as k`);
  await connection.db.execute(sql`
    insert into analytics_events (session_id, kind, occurred_at, path, locale, label)
    select s.id, 'conversion', s.last_seen_at, '/contact', s.locale, 'contact'
    from analytics_sessions s where ('x' || substr(s.visitor_key, 1, 8))::bit(32)::int % 50 = 0`);
}

async function measureDashboard(connection: DatabaseConnection) {
  await seedYear(connection);
  const rollupStarted = performance.now();
  await runAnalyticsRollup(connection.db, { now: NOW });
  const rollupSeconds = (performance.now() - rollupStarted) / 1000;
  const reads = {} as DatabaseRow["reads"];
  for (const period of [7, 90, 365] as const) {
    await loadAnalyticsDashboard(connection.db, { period, now: NOW });
    const samples: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      const started = performance.now();
      await loadAnalyticsDashboard(connection.db, { period, now: NOW });
      samples.push(performance.now() - started);
    }
    const { p50, p95 } = latencySummary(samples);
    reads[period] = { p50, p95 };
  }
  return { rollupSeconds, reads };
}

async function measureDatabase(
  label: string,
  connection: DatabaseConnection,
): Promise<DatabaseRow> {
  await connection.migrate();
  const ingest = await measureIngest(connection);
  // The ingest's rows would fall outside the seeded year's calendar: a clean start.
  await connection.db.execute(sql`delete from analytics_sessions`);
  const dashboard = await measureDashboard(connection);
  return {
    database: label,
    ingestPerSecond: ingest.perSecond,
    dayWriteSeconds: ingest.seconds,
    ...dashboard,
  };
}

/** One page at RATE requests/s for SECONDS, as `userAgent`: p50/p99 and how many answered. */
async function pageUnderLoad(port: number, userAgent: string) {
  const result = await autocannon({
    url: `http://${LOOPBACK}:${port}/about`,
    connections: 20,
    overallRate: RATE,
    duration: SECONDS,
    headers: { "user-agent": userAgent, "sec-fetch-dest": "document" },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
  };
}

await runBench("bench:analytics", async () => {
  wantedDatabases();
  console.log(
    `bench:analytics — ingest of ${formatNumber(DAY_EVENTS, 0)} page views, a dashboard over ${formatNumber(RAW_VISITS * 3, 0)} raw events, ${RATE} page views/s for ${SECONDS} s`,
  );
  for (const line of describeMachine()) console.log(line);
  const rows: DatabaseRow[] = await onEachBenchDatabase(
    "analytics",
    ({ name, connection }) => measureDatabase(name, connection),
  );
  const ms = (value: number) => formatLatency(Number(value.toFixed(1)));
  console.log(
    `\n${renderTable(
      [
        "database",
        "ingest events/s",
        "50k-day write s",
        "rollup 365 d s",
        "7 d p50",
        "7 d p95",
        "90 d p50",
        "90 d p95",
        "365 d p50",
        "365 d p95",
      ],
      rows.map((row) => [
        row.database,
        formatNumber(row.ingestPerSecond, 0),
        formatNumber(row.dayWriteSeconds, 1),
        formatNumber(row.rollupSeconds, 1),
        ms(row.reads[7].p50),
        ms(row.reads[7].p95),
        ms(row.reads[90].p50),
        ms(row.reads[90].p95),
        ms(row.reads[365].p50),
        ms(row.reads[365].p95),
      ]),
    )}`,
  );
  const slow = rows.filter((row) => row.reads[90].p95 >= 500);
  console.log(
    slow.length
      ? `\n90-day dashboard p95 ≥ 500 ms on ${slow.map((row) => row.database).join(", ")}`
      : "\n90-day dashboard p95 < 500 ms on every database measured (times in ms).",
  );

  ensureBuild();
  const [port] = await freePorts(1);
  const server = await startAppServer({
    port: port!,
    dataDir: makeTempDir("bench-analytics-server-"),
  });
  try {
    // Warm-up: the page cache and the recorder's salt.
    await pageUnderLoad(port!, BROWSER);
    const program = await pageUnderLoad(port!, "bench-load-tool/1.0");
    const browser = await pageUnderLoad(port!, BROWSER);
    console.log(
      `\n${renderTable(
        ["client", "recorded", "requests", "non-2xx", "p50 ms", "p99 ms"],
        [
          ["a program (baseline)", "no", program],
          ["a browser", "yes", browser],
        ].map(([client, recorded, run]) => {
          const r = run as Awaited<ReturnType<typeof pageUnderLoad>>;
          return [
            client as string,
            recorded as string,
            String(r.requests),
            String(r.non2xx),
            formatLatency(r.p50),
            formatLatency(r.p99),
          ];
        }),
      )}`,
    );
  } finally {
    await stopManaged(server);
  }
});
