import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  SESSION_IDLE_MS,
  type AnalyticsEventKind,
} from "~/domain/analytics/analytics-enums";
import type { Database } from "../db/client.server";
import { analyticsEvents, analyticsSessions } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { isCountedNavigation } from "./counted-navigation.server";
import { createSaltKeeper, utcDay, visitorKey } from "./daily-salts.server";
import { isAutomatedAgent, summariseAgent } from "./user-agent.server";
import {
  DIRECT_ORIGIN,
  visitOrigin,
  type VisitOrigin,
} from "./visit-origin.server";

/**
 * The server-side recorder of the cookieless analytics (docs/analytics.md, decision 073).
 * Page views are taken from answers already sent; conversions and funnel steps from the form
 * handlers. Each is kept in memory with the client's address and user agent only until the
 * next flush (a second), which turns them into a visitor key and a browser summary and writes
 * them in one transaction per batch. A flush that fails (the database is down) keeps its
 * events for the next one, up to a bound; pages never wait for any of it.
 */

/** Who did something, as the HTTP layer knows them. Held in memory only. */
export type Visitor = {
  clientIp: string | undefined;
  userAgent: string | undefined;
};

type PendingEvent = Visitor & {
  kind: AnalyticsEventKind;
  at: Date;
  path: string;
  locale: "en" | "fr";
  label: string | null;
  /** Where a visit that starts with this event came from. */
  origin: VisitOrigin;
};

/** What a lead row is given of the visit that sent it: values, never an identifier. */
export type VisitAttribution = {
  landingPage: string;
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
};

export type AnalyticsRecorder = {
  /** Watches one request: a counted navigation becomes a page view once its answer is sent. */
  observe(
    req: IncomingMessage,
    res: ServerResponse,
    clientIp: () => string | undefined,
  ): void;
  /** A lead form sent (stored, not spam) by `visitor` from the page at `path`. */
  recordConversion(visitor: Visitor, form: string, path: string): void;
  /** A get-started step reached ("step-2"…). */
  recordFunnelStep(visitor: Visitor, step: string, path: string): void;
  /** The visit `visitor` is on now, for the lead it sends; null when there is none. */
  attributionOf(visitor: Visitor): Promise<VisitAttribution | null>;
  /** Writes what is pending now. */
  flush(): Promise<void>;
  /** Flushes once more and stops the timer. */
  stop(): Promise<void>;
  /** Events waiting, written and dropped (over the bound while the database was away). */
  stats(): { pending: number; written: number; dropped: number };
};

export type RecorderOptions = {
  db: Database;
  logger: Logger;
  /** PUBLIC_URL: its host is in every visitor key and is not an external referrer. */
  publicUrl: string;
  flushIntervalMs?: number;
  /** Events kept while the database does not answer; older ones are dropped beyond it. */
  maxPending?: number;
  now?: () => Date;
};

const BATCH = 2000;

const localeOf = (path: string): "en" | "fr" =>
  path === "/fr" || path.startsWith("/fr/") ? "fr" : "en";

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The answer's Content-Type, however it was set. The front door, the page cache and the page
 * templates pass their headers to `writeHead`, which Node writes without keeping them for
 * `getHeader`: those are read on their way through.
 */
function watchContentType(res: ServerResponse): () => string | undefined {
  let written: string | undefined;
  const writeHead = res.writeHead;
  const take = (name: unknown, value: unknown) => {
    if (String(name).toLowerCase() === "content-type") written = String(value);
  };
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const headers of args.slice(1)) {
      if (Array.isArray(headers)) {
        // A flat [name, value, name, value…] list, or [name, value] pairs.
        if (headers.every(Array.isArray))
          for (const [name, value] of headers as unknown[][]) take(name, value);
        else
          for (let i = 0; i + 1 < headers.length; i += 2)
            take(headers[i], headers[i + 1]);
      } else if (headers && typeof headers === "object")
        for (const [name, value] of Object.entries(headers)) take(name, value);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
  return () => {
    const set = res.getHeader("content-type");
    return set === undefined ? written : String(set);
  };
}

export function createAnalyticsRecorder(
  options: RecorderOptions,
): AnalyticsRecorder {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const maxPending = options.maxPending ?? 20_000;
  const site = new URL(options.publicUrl).host;
  const ownHosts = new Set([site]);
  const salts = createSaltKeeper(db);
  let pending: PendingEvent[] = [];
  let written = 0;
  let dropped = 0;
  let flushing: Promise<void> | null = null;
  let lastPruneDay = "";
  let lastFailureLog = 0;

  /** Over the bound (the database has been away a while), the oldest events go first. */
  const trimToBound = () => {
    if (pending.length <= maxPending) return;
    dropped += pending.length - maxPending;
    pending = pending.slice(pending.length - maxPending);
  };

  const enqueue = (event: PendingEvent) => {
    if (isAutomatedAgent(event.userAgent) || !event.clientIp) return;
    pending.push(event);
    trimToBound();
  };

  const observe: AnalyticsRecorder["observe"] = (req, res, clientIp) => {
    const contentTypeOf = watchContentType(res);
    res.once("finish", () => {
      const url = URL.parse(req.url ?? "/", "http://x");
      if (!url) return;
      const counted = isCountedNavigation(
        { method: req.method, path: url.pathname, headers: req.headers },
        {
          statusCode: res.statusCode,
          contentType: contentTypeOf(),
        },
      );
      if (!counted) return;
      const host = headerOf(req, "host");
      enqueue({
        kind: "page_view",
        at: now(),
        clientIp: clientIp(),
        userAgent: headerOf(req, "user-agent"),
        path: url.pathname,
        locale: localeOf(url.pathname),
        label: null,
        origin: visitOrigin(
          url.search,
          headerOf(req, "referer"),
          host ? new Set([...ownHosts, host]) : ownHosts,
        ),
      });
    });
  };

  const formEvent =
    (kind: AnalyticsEventKind) =>
    (visitor: Visitor, label: string, path: string) =>
      enqueue({
        kind,
        at: now(),
        ...visitor,
        path: path.slice(0, 300),
        locale: localeOf(path),
        label: label.slice(0, 40),
        origin: DIRECT_ORIGIN,
      });

  async function keyOf(visitor: Visitor, at: Date): Promise<string> {
    const salt = await salts.saltFor(utcDay(at));
    return visitorKey(
      salt,
      site,
      visitor.clientIp ?? "",
      visitor.userAgent ?? "",
    );
  }

  async function write(batch: PendingEvent[]) {
    const keyed = await Promise.all(
      batch.map(async (event) => ({
        event,
        key: await keyOf(event, event.at),
      })),
    );
    const keys = [...new Set(keyed.map((k) => k.key))];
    const earliest = Math.min(...batch.map((e) => e.at.getTime()));
    await db.transaction(async (tx) => {
      const open = await tx
        .select({
          id: analyticsSessions.id,
          key: analyticsSessions.visitorKey,
          lastSeenAt: analyticsSessions.lastSeenAt,
        })
        .from(analyticsSessions)
        .where(
          and(
            inArray(analyticsSessions.visitorKey, keys),
            gt(
              analyticsSessions.lastSeenAt,
              new Date(earliest - SESSION_IDLE_MS),
            ),
          ),
        )
        .orderBy(analyticsSessions.lastSeenAt);
      const current = new Map<string, { id: string; lastSeen: number }>();
      for (const row of open)
        current.set(row.key, {
          id: row.id,
          lastSeen: row.lastSeenAt.getTime(),
        });
      const touched = new Map<string, number>();
      const started: (typeof analyticsSessions.$inferInsert)[] = [];
      const events: (typeof analyticsEvents.$inferInsert)[] = [];
      for (const { event, key } of keyed.sort(
        (a, b) => a.event.at.getTime() - b.event.at.getTime(),
      )) {
        const at = event.at.getTime();
        let session = current.get(key);
        if (!session || at - session.lastSeen > SESSION_IDLE_MS) {
          session = { id: randomUUID(), lastSeen: at };
          current.set(key, session);
          started.push({
            id: session.id,
            visitorKey: key,
            startedAt: event.at,
            lastSeenAt: event.at,
            landingPage: event.path,
            locale: event.locale,
            ...event.origin,
            ...summariseAgent(event.userAgent ?? ""),
          });
        } else {
          session.lastSeen = Math.max(session.lastSeen, at);
          touched.set(session.id, session.lastSeen);
        }
        events.push({
          sessionId: session.id,
          kind: event.kind,
          occurredAt: event.at,
          path: event.path,
          locale: event.locale,
          label: event.label,
        });
      }
      // A session started in this batch is inserted with its final last-seen time.
      for (const row of started) {
        const seen = touched.get(row.id);
        if (seen !== undefined) {
          row.lastSeenAt = new Date(seen);
          touched.delete(row.id);
        }
      }
      if (started.length) await tx.insert(analyticsSessions).values(started);
      if (touched.size) {
        const values = sql.join(
          [...touched].map(
            ([id, seen]) =>
              sql`(${id}::uuid, ${new Date(seen).toISOString()}::timestamptz)`,
          ),
          sql`, `,
        );
        await tx.execute(
          sql`update ${analyticsSessions} s set last_seen_at = greatest(s.last_seen_at, v.seen) from (values ${values}) as v(id, seen) where s.id = v.id`,
        );
      }
      await tx.insert(analyticsEvents).values(events);
    });
    written += batch.length;
  }

  async function flushOnce() {
    const today = utcDay(now());
    if (today !== lastPruneDay) {
      await salts.prune(today);
      lastPruneDay = today;
    }
    while (pending.length) {
      const batch = pending.splice(0, BATCH);
      try {
        await write(batch);
      } catch (error) {
        // Back at the front, in order; the bound applies to the whole queue.
        pending = batch.concat(pending);
        trimToBound();
        throw error;
      }
    }
  }

  const flush = async () => {
    // One flush at a time: a second caller waits for the running one, then writes what is left.
    while (flushing) await flushing;
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const timer = setInterval(() => {
    flush().catch((error: unknown) => {
      if (Date.now() - lastFailureLog < 60_000) return;
      lastFailureLog = Date.now();
      logger.warn(
        { err: error, pending: pending.length, dropped },
        "analytics events not written yet; kept for the next try",
      );
    });
  }, options.flushIntervalMs ?? 1000);
  timer.unref();

  return {
    observe,
    recordConversion: formEvent("conversion"),
    recordFunnelStep: formEvent("funnel_step"),
    async attributionOf(visitor) {
      if (isAutomatedAgent(visitor.userAgent) || !visitor.clientIp) return null;
      await flush();
      const at = now();
      const key = await keyOf(visitor, at);
      const [session] = await db
        .select({
          landingPage: analyticsSessions.landingPage,
          source: analyticsSessions.source,
          utmSource: analyticsSessions.utmSource,
          utmMedium: analyticsSessions.utmMedium,
          utmCampaign: analyticsSessions.utmCampaign,
          utmTerm: analyticsSessions.utmTerm,
          utmContent: analyticsSessions.utmContent,
        })
        .from(analyticsSessions)
        .where(
          and(
            eq(analyticsSessions.visitorKey, key),
            gt(
              analyticsSessions.lastSeenAt,
              new Date(at.getTime() - SESSION_IDLE_MS),
            ),
          ),
        )
        .orderBy(desc(analyticsSessions.lastSeenAt))
        .limit(1);
      return session ?? null;
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
    stats: () => ({ pending: pending.length, written, dropped }),
  };
}
