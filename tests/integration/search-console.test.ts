import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  searchPeriodStart,
  writeAnswerHref,
  type SearchInsights,
} from "~/domain/search/search-insights";
import type { ContentLocale } from "~/domain/enums";
import { contentScopeForScript } from "~/server/console/staff-scope-for-script.server";
import type { ContentScope } from "~/server/console/staff-scope.server";
import type { Database } from "~/server/db/client.server";
import { searchQueries } from "~/server/db/schema.server";
import { loadSearchInsights } from "~/server/search/search-insights.server";
import {
  recordResultOpened,
  recordSearch,
} from "~/server/search/search-log.server";
import * as answerRoute from "~/routes/console/curated-answer-new";
import * as consoleRoute from "~/routes/search/search-console";
import { CookieJar, callRoute, get } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_USER,
  STAFF,
  signInDemo,
} from "../support/console-people";

/**
 * The console's Site search section on the search log: the period's totals (searches, the
 * share with no results, click-through), the top queries and the searches with no results per
 * language, each period and the language filter, nothing older than the log keeps, the
 * "Write an answer" link's prefilled form, and who may open the page.
 */
let stop: () => Promise<void>;
let db: Database;
let scope: ContentScope;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  scope = contentScopeForScript(
    db,
    {
      userId: "search-console-test",
      profileId: "00000000-0000-4000-8000-000000000000",
      email: "search-console@example.test",
      ipAddress: null,
    },
    "Search console test",
  );
}, 120_000);
afterAll(async () => stop?.());

// The clock's now, so the page itself (which reads the clock) sees the same searches.
const NOW = new Date();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

type Search = {
  query: string;
  locale?: ContentLocale;
  hits: number;
  clicked?: number | null;
  at: Date;
};

async function insertSearches(searches: Search[]) {
  await db.insert(searchQueries).values(
    searches.map((search) => ({
      query: search.query,
      locale: search.locale ?? "en",
      hitCount: search.hits,
      clickedPosition: search.clicked ?? null,
      searchedAt: search.at,
    })),
  );
}

beforeEach(async () => {
  await db.execute(sql`delete from search_queries`);
  await insertSearches([
    // Within 7 days: a query found and opened twice, at positions 1 and 3.
    { query: "cloud migration", hits: 5, clicked: 1, at: ago(HOUR) },
    { query: "cloud migration", hits: 5, clicked: 3, at: ago(2 * DAY) },
    { query: "cloud migration", hits: 5, at: ago(6 * DAY) },
    // A French query, once this week and once ten days ago.
    { query: "securite", locale: "fr", hits: 4, clicked: 2, at: ago(2 * DAY) },
    { query: "securite", locale: "fr", hits: 4, at: ago(10 * DAY) },
    // Nothing found: twice in English, once in French, and another query once.
    { query: "blockchain", hits: 0, at: ago(DAY) },
    { query: "blockchain", hits: 0, at: ago(3 * DAY) },
    { query: "blockchain", locale: "fr", hits: 0, at: ago(5 * DAY) },
    { query: "quantum", hits: 0, at: ago(20 * DAY) },
    // Outside 30 days, within 12 months.
    { query: "archive", hits: 2, clicked: 1, at: ago(60 * DAY) },
    // Within 13 months, not 12.
    {
      query: "last year",
      hits: 0,
      at: new Date(searchPeriodStart("12m", NOW).getTime() - DAY),
    },
    // Older than the log keeps (the housekeeping deletes it at 02:00): never shown.
    {
      query: "too old",
      hits: 0,
      at: new Date(searchPeriodStart("13m", NOW).getTime() - DAY),
    },
  ]);
});

const insights = (
  period: SearchInsights["period"],
  language: ContentLocale | null = null,
) => loadSearchInsights(scope, { period, language, now: NOW });

describe("the section's figures", () => {
  it("the last 30 days: totals, the top queries and the searches with no results", async () => {
    const data = await insights("30d");
    expect(data.period).toBe("30d");
    expect(data.to).toBe(NOW.toISOString());
    expect(data.totals).toEqual({ searches: 9, zeroResults: 4, clicked: 3 });
    // Ties on searches go to the query whose results were opened more.
    expect(data.topQueries).toEqual([
      {
        query: "cloud migration",
        searches: 3,
        averageHits: 5,
        clicked: 2,
        averagePosition: 2,
      },
      {
        query: "blockchain",
        searches: 3,
        averageHits: 0,
        clicked: 0,
        averagePosition: null,
      },
      {
        query: "securite",
        searches: 2,
        averageHits: 4,
        clicked: 1,
        averagePosition: 2,
      },
      {
        query: "quantum",
        searches: 1,
        averageHits: 0,
        clicked: 0,
        averagePosition: null,
      },
    ]);
    expect(data.distinctQueries).toBe(4);
    // Per language, most frequent first, then the latest.
    expect(data.zeroResults).toEqual([
      {
        query: "blockchain",
        locale: "en",
        times: 2,
        lastSearched: ago(DAY).toISOString(),
      },
      {
        query: "blockchain",
        locale: "fr",
        times: 1,
        lastSearched: ago(5 * DAY).toISOString(),
      },
      {
        query: "quantum",
        locale: "en",
        times: 1,
        lastSearched: ago(20 * DAY).toISOString(),
      },
    ]);
    expect(data.distinctZeroResults).toBe(3);
  });

  it("each period counts its own searches, and the longest stops where the log does", async () => {
    const seven = await insights("7d");
    expect(seven.totals).toEqual({ searches: 7, zeroResults: 3, clicked: 3 });
    expect(seven.topQueries.map((row) => [row.query, row.searches])).toEqual([
      ["cloud migration", 3],
      ["blockchain", 3],
      ["securite", 1],
    ]);
    const year = await insights("12m");
    expect(year.totals).toEqual({ searches: 10, zeroResults: 4, clicked: 4 });
    expect(year.topQueries.map((row) => row.query)).toContain("archive");
    const all = await insights("13m");
    expect(all.totals).toEqual({ searches: 11, zeroResults: 5, clicked: 4 });
    expect(all.zeroResults.map((row) => row.query)).toContain("last year");
    for (const data of [seven, year, all]) {
      expect(data.topQueries.map((row) => row.query)).not.toContain("too old");
      expect(data.zeroResults.map((row) => row.query)).not.toContain("too old");
    }
    expect(new Date(all.from).getTime()).toBe(
      searchPeriodStart("13m", NOW).getTime(),
    );
  });

  it("the language filter keeps one language's searches", async () => {
    const french = await insights("30d", "fr");
    expect(french.language).toBe("fr");
    expect(french.totals).toEqual({ searches: 3, zeroResults: 1, clicked: 1 });
    expect(french.topQueries.map((row) => [row.query, row.searches])).toEqual([
      ["securite", 2],
      ["blockchain", 1],
    ]);
    expect(french.zeroResults.map((row) => [row.query, row.locale])).toEqual([
      ["blockchain", "fr"],
    ]);
    const english = await insights("30d", "en");
    expect(english.totals.searches).toBe(6);
    expect(english.zeroResults.every((row) => row.locale === "en")).toBe(true);
  });

  it("a period without searches is empty", async () => {
    const data = await loadSearchInsights(scope, {
      period: "7d",
      language: null,
      now: new Date(NOW.getTime() + 400 * DAY),
    });
    expect(data.totals).toEqual({ searches: 0, zeroResults: 0, clicked: 0 });
    expect(data.topQueries).toEqual([]);
    expect(data.zeroResults).toEqual([]);
    expect(data.distinctQueries).toBe(0);
    expect(data.distinctZeroResults).toBe(0);
  });

  it("counts a search logged in the very millisecond the page reads (the log keeps microseconds)", async () => {
    const now = new Date();
    await db.execute(
      sql`insert into search_queries (query, locale, hit_count, searched_at)
        values ('same millisecond', 'en', 3, ${now.toISOString()}::timestamptz + interval '600 microseconds')`,
    );
    const data = await loadSearchInsights(scope, {
      period: "7d",
      language: "en",
      now,
    });
    expect(data.topQueries.map((row) => row.query)).toContain(
      "same millisecond",
    );
  });

  it("reads what the public page records: the folded query and the result opened", async () => {
    const id = await recordSearch(db, {
      q: "  Sécurité   INFONUAGIQUE ",
      locale: "fr",
      hitCount: 7,
    });
    expect(id).not.toBeNull();
    await recordResultOpened(db, id!, 4);
    const data = await loadSearchInsights(scope, {
      period: "7d",
      language: "fr",
    });
    expect(data.topQueries).toContainEqual({
      query: "securite infonuagique",
      searches: 1,
      averageHits: 7,
      clicked: 1,
      averagePosition: 4,
    });
  });
});

describe("the page and who may open it", () => {
  const PAGE = "/lead_admin/search?period=13m&language=en";

  it("signed out: the staff sign-in; a client: 404", async () => {
    const anonymous = await callRoute(
      consoleRoute.loader,
      get(PAGE),
      new CookieJar(),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/admin\/auth(\?|$)/);
    const client = await signInDemo(MERIDIAN_USER);
    const refused = await callRoute(
      consoleRoute.loader,
      get(PAGE),
      client.jar,
      client.ip,
    );
    expect(refused.status).toBe(404);
    expect(refused.data).toBeNull();
  });

  it("an editor and an admin: the page, from the URL's period and language, never stored", async () => {
    for (const email of [EDITOR, STAFF]) {
      const person = await signInDemo(email);
      const page = await callRoute(
        consoleRoute.loader,
        get(PAGE),
        person.jar,
        person.ip,
      );
      expect(page.status, email).toBe(200);
      expect(page.headers.get("Cache-Control")).toContain("no-store");
      expect(page.data).toMatchObject({
        period: "13m",
        language: "en",
        totals: { searches: 8, zeroResults: 4, clicked: 3 },
      });
      // An unknown period or language is the default: the last 30 days, both languages.
      const fallback = await callRoute(
        consoleRoute.loader,
        get("/lead_admin/search?period=forever&language=de"),
        person.jar,
        person.ip,
      );
      expect(fallback.data).toMatchObject({
        period: "30d",
        language: null,
        totals: { searches: 9 },
      });
    }
  });

  it("'Write an answer' opens the assistant's answer form with the query as the question, in its language", async () => {
    const editor = await signInDemo(EDITOR);
    const form = await callRoute(
      answerRoute.loader,
      get(writeAnswerHref("blockchain", "fr")),
      editor.jar,
      editor.ip,
    );
    expect(form.status).toBe(200);
    expect(form.data).toEqual({
      group: null,
      prefill: { locale: "fr", question: "blockchain" },
    });
    // Without a question, the form is blank but for a language, as before.
    const blank = await callRoute(
      answerRoute.loader,
      get("/lead_admin/assistant/new?locale=en&question=%20%20"),
      editor.jar,
      editor.ip,
    );
    expect(blank.data).toEqual({ group: null, prefill: { locale: "en" } });
  });
});
