import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  analyticsEvents,
  analyticsSalts,
  analyticsSessions,
} from "~/server/db/schema.server";
import {
  createAnalyticsRecorder,
  type AnalyticsRecorder,
} from "~/server/analytics/analytics-recorder.server";
import { rowsOf } from "~/server/db/sql-rows.server";
import { createLogger } from "~/server/logger.server";
import type { AppServices } from "~/server/services.server";
import { startTestServices } from "../support/app-services";

/**
 * The recorder against a real database (both kinds), fed through a real HTTP server: what a
 * page view leaves in the database, how visits are cut, what a day's key and salt become, and
 * what programs leave (nothing).
 */
let stop: () => Promise<void>;
let services: AppServices;
const db = () => services.database.db;
const logger = createLogger("silent");
const PUBLIC_URL = "https://www.example.gov";

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  // The services' own recorder runs on today's clock and would prune these tests' dated salts.
  await services.analytics.stop();
}, 120_000);
afterAll(async () => stop?.());

beforeEach(async () => {
  await db().delete(analyticsSessions);
  await db().delete(analyticsSalts);
});

const browser = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n}.0 Safari/537.36 Marker${n}q`;

/** A clock the test moves. */
function clock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (at: string) => (now = new Date(at)),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

type Hit = {
  path: string;
  ip: string;
  userAgent?: string;
  referer?: string;
  status?: number;
  headers?: Record<string, string>;
};

/** An HTTP server that answers every path with a small HTML page (or `status`) and records it. */
async function recordingServer(recorder: AnalyticsRecorder) {
  const server: Server = createServer((req, res) => {
    const ip = String(req.headers["x-test-ip"]);
    recorder.observe(req, res, () => ip);
    const status = Number(req.headers["x-test-status"] ?? 200);
    const html = "text/html; charset=utf-8";
    // The three ways the app's layers set a Content-Type: setHeader (Express), and writeHead
    // with an object (the front door's memory answers) or a flat list.
    if (req.url?.includes("write-head-object"))
      res.writeHead(status, { "Content-Type": html });
    else if (req.url?.includes("write-head-list"))
      res.writeHead(status, ["Content-Type", html]);
    else {
      res.statusCode = status;
      res.setHeader("Content-Type", html);
    }
    res.end("<!doctype html><title>page</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const visit = (hit: Hit) =>
    new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: hit.path,
          headers: {
            host: "www.example.gov",
            "x-test-ip": hit.ip,
            ...(hit.userAgent !== undefined
              ? { "user-agent": hit.userAgent }
              : {}),
            ...(hit.referer ? { referer: hit.referer } : {}),
            ...(hit.status ? { "x-test-status": String(hit.status) } : {}),
            ...hit.headers,
          },
        },
        (res) => {
          res.resume();
          res.on("end", resolve);
        },
      );
      req.on("error", reject);
      req.end();
    });
  return {
    visit,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function withRecorder<T>(
  now: () => Date,
  work: (
    recorder: AnalyticsRecorder,
    visit: (hit: Hit) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  const recorder = createAnalyticsRecorder({
    db: db(),
    logger,
    publicUrl: PUBLIC_URL,
    flushIntervalMs: 3_600_000,
    now,
  });
  const server = await recordingServer(recorder);
  try {
    return await work(recorder, server.visit);
  } finally {
    await server.close();
    await recorder.stop();
  }
}

async function count(table: typeof analyticsSessions | typeof analyticsEvents) {
  const [row] = await rowsOf<{ n: number }>(
    db(),
    sql`select count(*)::int as n from ${table}`,
  );
  return Number(row!.n);
}

describe("what a page view leaves in the database", () => {
  it("after 1,000 hits no table holds an address or a user agent", async () => {
    const time = clock("2026-11-20T10:00:00Z");
    await withRecorder(time.now, async (recorder, visit) => {
      for (let i = 0; i < 1000; i += 50) {
        await Promise.all(
          Array.from({ length: 50 }, (_, j) => {
            const n = i + j;
            return visit({
              path: n % 3 ? "/insights/sovereign-cloud" : "/fr/contact",
              ip:
                n % 2
                  ? `203.0.113.${n % 250}`
                  : `2001:db8:77::${n.toString(16)}`,
              userAgent: browser(n),
              referer: "https://www.linkedin.com/feed/",
            });
          }),
        );
      }
      await recorder.flush();
    });
    expect(await count(analyticsEvents)).toBe(1000);
    const tables = await rowsOf<{ table_name: string }>(
      db(),
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    for (const { table_name } of tables) {
      const rows = await rowsOf<{ row: string }>(
        db(),
        sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`,
      );
      for (const { row } of rows)
        if (
          /203\.0\.113\.|2001:db8:77|Marker\d+q|Chrome\/126\.0\.\d+/.test(row)
        )
          found.push(`${table_name}: ${row.slice(0, 200)}`);
    }
    expect(found).toEqual([]);
    // What is kept of the agent instead.
    const [session] = await db()
      .select({
        browser: analyticsSessions.browser,
        os: analyticsSessions.os,
        device: analyticsSessions.device,
      })
      .from(analyticsSessions)
      .limit(1);
    expect(session).toEqual({
      browser: "Chrome",
      os: "Windows",
      device: "desktop",
    });
  });

  it("50 programs make no row; 20 browsers make 20 visits", async () => {
    const bots = [
      "curl/8.5.0",
      "Wget/1.21.4",
      "python-requests/2.31.0",
      "Go-http-client/1.1",
      "okhttp/4.12.0",
      "Java/17.0.2",
      "axios/1.7.2",
      "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)",
      "undici",
      "PostmanRuntime/7.39.0",
      "insomnia/2023.5.8",
      "k6/0.51.0 (https://k6.io/)",
      "autocannon/7.15.0",
      "ApacheBench/2.3",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
      "Mozilla/5.0 (compatible; DuckDuckBot-Https/1.1; https://duckduckgo.com/duckduckbot)",
      "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
      "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
      "Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)",
      "Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)",
      "Mozilla/5.0 (compatible; DotBot/1.2; +https://opensiteexplorer.org/dotbot)",
      "Mozilla/5.0 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ClaudeBot/1.0; +claudebot@anthropic.com",
      "CCBot/2.0 (https://commoncrawl.org/faq/)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "Twitterbot/1.0",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "TelegramBot (like TwitterBot)",
      "WhatsApp/2.23.20.0",
      "Discordbot/2.0; +https://discordapp.com",
      "Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
      "Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)",
      "Mozilla/5.0 (compatible; StatusCake)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/537.36",
      "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
      "Mozilla/5.0 (compatible; Applebot/0.1; +http://www.apple.com/go/applebot)",
      "Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)",
      "Screaming Frog SEO Spider/19.0",
      "Mozilla/5.0 (compatible; Qwantify/2.4w; +https://www.qwant.com/)/2.4w",
      "Feedly/1.0 (+http://www.feedly.com/fetcher.html; 3 subscribers)",
      "W3C_Validator/1.3 http://validator.w3.org/services",
      "libwww-perl/6.72",
      "HTTPie/3.2.2",
      "",
    ];
    expect(bots).toHaveLength(50);
    const time = clock("2026-11-20T10:00:00Z");
    await withRecorder(time.now, async (recorder, visit) => {
      for (const [n, userAgent] of bots.entries())
        await visit({ path: "/", ip: `198.51.100.${n}`, userAgent });
      await recorder.flush();
      expect(await count(analyticsEvents)).toBe(0);
      expect(await count(analyticsSessions)).toBe(0);
      for (let n = 0; n < 20; n++)
        await visit({ path: "/", ip: "198.51.100.200", userAgent: browser(n) });
      await recorder.flush();
    });
    expect(await count(analyticsSessions)).toBe(20);
    expect(await count(analyticsEvents)).toBe(20);
  });

  it("pages answered with writeHead (the front door's) count like any other", async () => {
    const time = clock("2026-11-20T10:00:00Z");
    await withRecorder(time.now, async (recorder, visit) => {
      const who = { ip: "192.0.2.11", userAgent: browser(11) };
      await visit({ ...who, path: "/about?write-head-object" });
      await visit({ ...who, path: "/contact?write-head-list" });
      await visit({ ...who, path: "/missing?write-head-object", status: 404 });
      await recorder.flush();
    });
    const paths = await db()
      .select({ path: analyticsEvents.path })
      .from(analyticsEvents)
      .orderBy(analyticsEvents.occurredAt, analyticsEvents.id);
    expect(paths.map((row) => row.path)).toEqual(["/about", "/contact"]);
  });

  it("errors, prefetches, HEAD and signed-in browsers are not page views", async () => {
    const time = clock("2026-11-20T10:00:00Z");
    await withRecorder(time.now, async (recorder, visit) => {
      const ip = "192.0.2.10";
      const userAgent = browser(1);
      await visit({ path: "/missing", ip, userAgent, status: 404 });
      await visit({ path: "/", ip, userAgent, status: 503 });
      await visit({
        path: "/",
        ip,
        userAgent,
        headers: { "sec-purpose": "prefetch" },
      });
      await visit({
        path: "/",
        ip,
        userAgent,
        headers: { cookie: "kestrel.session_token=staff" },
      });
      await visit({ path: "/lead_admin", ip, userAgent });
      await recorder.flush();
    });
    expect(await count(analyticsEvents)).toBe(0);
  });
});

describe("visits", () => {
  it("a visit ends after 30 minutes idle, and keeps the source and campaign it started with", async () => {
    const time = clock("2026-11-20T10:00:00Z");
    await withRecorder(time.now, async (recorder, visit) => {
      const who = { ip: "192.0.2.20", userAgent: browser(2) };
      await visit({
        ...who,
        path: "/insights/sovereign-cloud?utm_source=newsletter&utm_medium=email&utm_campaign=winter-briefing",
        referer: "https://mail.example.net/",
      });
      time.advance(10 * 60_000);
      await visit({
        ...who,
        path: "/contact",
        referer: "https://www.example.gov/insights/sovereign-cloud",
      });
      time.advance(29 * 60_000);
      await visit({
        ...who,
        path: "/about",
        referer: "https://www.google.com/",
      });
      await recorder.flush();
      expect(
        await recorder.attributionOf({
          clientIp: who.ip,
          userAgent: who.userAgent,
        }),
      ).toEqual({
        landingPage: "/insights/sovereign-cloud",
        source: "newsletter",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "winter-briefing",
        utmTerm: null,
        utmContent: null,
      });
      time.advance(31 * 60_000);
      await visit({ ...who, path: "/fr", referer: "https://www.google.com/" });
      await recorder.flush();
    });
    const sessions = await db()
      .select({
        landing: analyticsSessions.landingPage,
        source: analyticsSessions.source,
        campaign: analyticsSessions.utmCampaign,
        locale: analyticsSessions.locale,
      })
      .from(analyticsSessions)
      .orderBy(analyticsSessions.startedAt);
    expect(sessions).toEqual([
      {
        landing: "/insights/sovereign-cloud",
        source: "newsletter",
        campaign: "winter-briefing",
        locale: "en",
      },
      { landing: "/fr", source: "google.com", campaign: null, locale: "fr" },
    ]);
    // The query string is never stored: paths only.
    const paths = await db()
      .select({ path: analyticsEvents.path })
      .from(analyticsEvents);
    expect(paths.every(({ path }) => !path.includes("?"))).toBe(true);
  });

  it("the same browser gets another key the next day, and its salt is gone two days later", async () => {
    const time = clock("2026-11-20T23:50:00Z");
    await withRecorder(time.now, async (recorder, visit) => {
      const who = { ip: "192.0.2.30", userAgent: browser(3) };
      await visit({ ...who, path: "/" });
      await recorder.flush();
      time.set("2026-11-21T00:05:00Z");
      await visit({ ...who, path: "/" });
      await recorder.flush();
      const keys = await db()
        .select({ key: analyticsSessions.visitorKey })
        .from(analyticsSessions);
      expect(keys).toHaveLength(2);
      expect(keys[0]!.key).not.toBe(keys[1]!.key);
      expect(
        (await db().select({ day: analyticsSalts.day }).from(analyticsSalts))
          .map((row) => row.day)
          .sort(),
      ).toEqual(["2026-11-20", "2026-11-21"]);
      // 48 hours after the 20th began, its salt is deleted, with or without traffic.
      time.set("2026-11-22T00:00:01Z");
      await recorder.flush();
      expect(
        (await db().select({ day: analyticsSalts.day }).from(analyticsSalts))
          .map((row) => row.day)
          .sort(),
      ).toEqual(["2026-11-21"]);
    });
  });

  it("no salt older than 48 hours survives a flush; every instance uses the day's one salt", async () => {
    await db()
      .insert(analyticsSalts)
      .values(
        ["2026-11-15", "2026-11-18", "2026-11-19", "2026-11-20"].map((day) => ({
          day,
          salt: Buffer.alloc(32, 1).toString("base64"),
        })),
      );
    const time = clock("2026-11-20T08:00:00Z");
    const keys = await Promise.all(
      [0, 1].map((instance) =>
        withRecorder(time.now, async (recorder, visit) => {
          await visit({
            path: `/?i=${instance}`,
            ip: "192.0.2.40",
            userAgent: browser(4),
          });
          await recorder.flush();
          return db()
            .select({ key: analyticsSessions.visitorKey })
            .from(analyticsSessions);
        }),
      ),
    );
    expect(new Set(keys.flat().map((row) => row.key)).size).toBe(1);
    expect(
      (await db().select({ day: analyticsSalts.day }).from(analyticsSalts))
        .map((row) => row.day)
        .sort(),
    ).toEqual(["2026-11-19", "2026-11-20"]);
  });
});

describe("when the database does not answer", () => {
  it("events wait in memory, bounded, and are written once it answers", async () => {
    let failing = true;
    const real = db();
    const flaky = new Proxy(real, {
      get(target, property, receiver) {
        if (failing && (property === "transaction" || property === "insert"))
          return () => {
            throw new Error("connection refused");
          };
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const time = clock("2026-11-20T10:00:00Z");
    const recorder = createAnalyticsRecorder({
      db: flaky,
      logger,
      publicUrl: PUBLIC_URL,
      flushIntervalMs: 3_600_000,
      maxPending: 5,
      now: time.now,
    });
    for (let n = 0; n < 8; n++)
      recorder.recordConversion(
        { clientIp: `192.0.2.${n}`, userAgent: browser(n) },
        "contact",
        "/contact",
      );
    await expect(recorder.flush()).rejects.toThrow("connection refused");
    expect(recorder.stats()).toEqual({ pending: 5, written: 0, dropped: 3 });
    failing = false;
    await recorder.stop();
    expect(recorder.stats()).toEqual({ pending: 0, written: 5, dropped: 3 });
    expect(await count(analyticsEvents)).toBe(5);
  });
});
