import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import {
  analyticsDaily,
  analyticsEvents,
  analyticsSessions,
} from "~/server/db/schema.server";

/**
 * Raw analytics rows for the analytics tests, written straight to the tables the recorder
 * fills: a visit with its events, at given instants.
 */
export type VisitSpec = {
  visitor: string;
  at: string;
  source?: string;
  campaign?: string | null;
  landing?: string;
  device?: "desktop" | "mobile" | "tablet" | "other";
  events: {
    at: string;
    kind: "page_view" | "conversion" | "funnel_step";
    path: string;
    label?: string;
  }[];
};

export async function insertVisit(db: Database, visit: VisitSpec) {
  const id = randomUUID();
  const landing = visit.landing ?? visit.events[0]?.path ?? "/";
  await db.insert(analyticsSessions).values({
    id,
    visitorKey: visit.visitor,
    startedAt: new Date(visit.at),
    lastSeenAt: new Date(visit.events.at(-1)?.at ?? visit.at),
    landingPage: landing,
    locale: landing.startsWith("/fr") ? "fr" : "en",
    source: visit.source ?? "direct",
    utmCampaign: visit.campaign ?? null,
    browser: "Firefox",
    os: "Linux",
    device: visit.device ?? "desktop",
  });
  if (visit.events.length > 0)
    await db.insert(analyticsEvents).values(
      visit.events.map((event) => ({
        sessionId: id,
        kind: event.kind,
        occurredAt: new Date(event.at),
        path: event.path,
        locale: event.path.startsWith("/fr") ? "fr" : "en",
        label: event.label ?? null,
      })),
    );
  return id;
}

/** Starts from empty analytics tables (the demo seed has its own synthetic traffic). */
export async function clearAnalytics(db: Database) {
  await db.delete(analyticsEvents);
  await db.delete(analyticsSessions);
  await db.delete(analyticsDaily);
}

export type DailyRow = {
  day: string;
  dimension: string;
  key: string;
  visitors: number;
  sessions: number;
  page_views: number;
  conversions: number;
};

/** analytics_daily's rows of a day range as plain text and numbers, in key order. */
export async function dailyRows(
  db: Database,
  from: string,
  to = from,
): Promise<DailyRow[]> {
  const result = (await db.execute(
    sql`select day::text as day, dimension, key, visitors, sessions, page_views, conversions
        from ${analyticsDaily} where day between ${from}::date and ${to}::date
        order by day, dimension collate "C", key collate "C"`,
  )) as unknown as { rows: DailyRow[] };
  return result.rows.map((row) => ({
    ...row,
    visitors: Number(row.visitors),
    sessions: Number(row.sessions),
    page_views: Number(row.page_views),
    conversions: Number(row.conversions),
  }));
}
