import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { addDays, utcDay } from "~/domain/analytics/analytics-period";
import { GET_STARTED_STEP_COUNT } from "~/domain/forms/lead-forms";
import { rollUpDaysIn } from "../analytics/analytics-rollup.server";
import type { Transaction } from "../db/client.server";
import { analyticsEvents, analyticsSessions } from "../db/schema.server";

/**
 * Ninety days of invented traffic for the console's Analytics tab in a demo (never in a real
 * deployment: the demo part of the seed only). Deterministic: the same seed gives the same
 * visits relative to the day it runs. About three thousand visits, written with two
 * statements, then rolled up through yesterday like the nightly job would.
 */
export const DEMO_ANALYTICS_DAYS = 90;

/** A small seeded generator (mulberry32): the same numbers on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Weighted<T> = readonly (readonly [T, number])[];

function pick<T>(random: () => number, options: Weighted<T>): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[0]![0];
}

type Source = {
  source: string;
  campaign: string | null;
  medium: string | null;
};
const SOURCES: Weighted<Source> = [
  [{ source: "direct", campaign: null, medium: null }, 34],
  [{ source: "google.com", campaign: null, medium: null }, 30],
  [{ source: "linkedin.com", campaign: null, medium: null }, 9],
  [
    { source: "linkedin", campaign: "procurement-webinar", medium: "social" },
    4,
  ],
  [{ source: "newsletter", campaign: "autumn-insights", medium: "email" }, 8],
  [{ source: "bing.com", campaign: null, medium: null }, 6],
  [{ source: "canada.ca", campaign: null, medium: null }, 5],
  [{ source: "duckduckgo.com", campaign: null, medium: null }, 4],
];

const PAGES: Weighted<string> = [
  ["/", 22],
  ["/capabilities", 8],
  ["/solutions", 7],
  ["/projects", 8],
  ["/projects/national-e-visa-platform", 4],
  ["/blog", 9],
  ["/blog/e-invoicing-and-the-tax-gap", 6],
  ["/blog/ai-visa-triage-humans-in-the-loop", 4],
  ["/about", 5],
  ["/careers", 4],
  ["/contact", 6],
  ["/blueprint", 4],
  ["/get-started", 5],
];

const DEVICES: Weighted<string> = [
  ["desktop", 58],
  ["mobile", 34],
  ["tablet", 6],
  ["other", 2],
];
const BROWSERS: Weighted<readonly [string, string]> = [
  [["Chrome", "Windows"], 40],
  [["Safari", "iOS"], 22],
  [["Edge", "Windows"], 14],
  [["Firefox", "Linux"], 6],
  [["Chrome", "ChromeOS"], 12],
  [["Safari", "macOS"], 6],
];

const french = (path: string) => (path === "/" ? "/fr" : `/fr${path}`);

type SessionRow = {
  id: string;
  visitor_key: string;
  started_at: string;
  last_seen_at: string;
  landing_page: string;
  locale: "en" | "fr";
  source: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  browser: string;
  os: string;
  device: string;
};
type EventRow = {
  session_id: string;
  kind: "page_view" | "conversion" | "funnel_step";
  occurred_at: string;
  path: string;
  locale: "en" | "fr";
  label: string | null;
};

/** The visits and their events, for the days before `now` (and today up to `now`). */
export function demoAnalyticsRows(now: Date): {
  sessions: SessionRow[];
  events: EventRow[];
} {
  const random = generator(73);
  const today = utcDay(now);
  const sessions: SessionRow[] = [];
  const events: EventRow[] = [];
  for (let back = DEMO_ANALYTICS_DAYS - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    // A slow rise over the quarter, and quieter weekends.
    const base = (weekend ? 14 : 36) + (DEMO_ANALYTICS_DAYS - back) / 8;
    const visits = Math.round(base * (0.8 + random() * 0.4));
    for (let n = 0; n < visits; n++) {
      // One visitor in six comes back later the same day: the same daily key.
      const visitor = `demo-${day}-${random() < 0.17 && n > 0 ? n - 1 : n}`;
      const start = new Date(
        Date.parse(`${day}T06:00:00Z`) + random() * 15 * 3_600_000,
      );
      if (start > now) continue;
      const locale = random() < 0.28 ? "fr" : "en";
      const localized = (path: string) =>
        locale === "fr" ? french(path) : path;
      const { source, campaign, medium } = pick(random, SOURCES);
      const [browser, os] = pick(random, BROWSERS);
      const id = randomUUID();
      let at = start.getTime();
      const add = (
        kind: EventRow["kind"],
        path: string,
        label: string | null = null,
      ) => {
        events.push({
          session_id: id,
          kind,
          occurred_at: new Date(at).toISOString(),
          path,
          locale,
          label,
        });
        at += (30 + random() * 150) * 1000;
      };
      const landing = localized(pick(random, PAGES));
      add("page_view", landing);
      const views = 1 + Math.floor(random() * random() * 5);
      let path = landing;
      for (let v = 1; v < views; v++) {
        path = localized(pick(random, PAGES));
        add("page_view", path);
      }
      const english = path.startsWith("/fr") ? path.slice(3) || "/" : path;
      if (english === "/get-started") {
        // The get-started form: most visitors leave before its last step.
        let step = 1;
        while (step < GET_STARTED_STEP_COUNT && random() < 0.62) {
          step += 1;
          add("funnel_step", path, `step-${step}`);
        }
        if (step === GET_STARTED_STEP_COUNT && random() < 0.55)
          add("conversion", path, "get_started");
      } else if (english === "/contact" && random() < 0.3)
        add("conversion", path, "contact");
      else if (english === "/blueprint" && random() < 0.25)
        add("conversion", path, "blueprint");
      else if (english === "/careers" && random() < 0.12)
        add("conversion", path, "job_application");
      sessions.push({
        id,
        visitor_key: visitor,
        started_at: start.toISOString(),
        last_seen_at: new Date(Math.min(at, now.getTime())).toISOString(),
        landing_page: landing,
        locale,
        source,
        referrer_host:
          source === "direct" || campaign ? null : source.replace(/^www\./, ""),
        utm_source: campaign ? source : null,
        utm_medium: medium,
        utm_campaign: campaign,
        browser,
        os,
        device: pick(random, DEVICES),
      });
    }
  }
  // Events after `now` (a visit that began minutes ago) are not recorded yet.
  return {
    sessions,
    events: events.filter(
      (event) => Date.parse(event.occurred_at) <= now.getTime(),
    ),
  };
}

export async function seedDemoAnalytics(
  tx: Transaction,
  now = new Date(),
): Promise<void> {
  const { sessions, events } = demoAnalyticsRows(now);
  await tx.execute(sql`
    insert into ${analyticsSessions} (id, visitor_key, started_at, last_seen_at, landing_page,
      locale, source, referrer_host, utm_source, utm_medium, utm_campaign, browser, os, device)
    select id, visitor_key, started_at, last_seen_at, landing_page, locale, source,
      referrer_host, utm_source, utm_medium, utm_campaign, browser, os, device
    from json_populate_recordset(null::analytics_sessions, ${JSON.stringify(sessions)}::json)`);
  await tx.execute(sql`
    insert into ${analyticsEvents} (session_id, kind, occurred_at, path, locale, label)
    select session_id, kind, occurred_at, path, locale, label
    from json_populate_recordset(null::analytics_events, ${JSON.stringify(events)}::json)`);
  const today = utcDay(now);
  await rollUpDaysIn(
    tx,
    addDays(today, -(DEMO_ANALYTICS_DAYS - 1)),
    addDays(today, -1),
  );
}
