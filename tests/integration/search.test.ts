import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchPage as englishCopy } from "~/content/search";
import { searchPage as frenchCopy } from "~/content/fr/search";
import { parseSearchRequest } from "~/domain/search/search-request";
import {
  highlightSegments,
  MARK_END,
  MARK_START,
} from "~/domain/search/search-views";
import type { Locale } from "~/i18n/locale";
import {
  setCaseStudyPublished,
  setInsightPublished,
} from "~/server/content/content-writes.server";
import type { Database } from "~/server/db/client.server";
import { rowsOf } from "~/server/db/sql-rows.server";
import {
  pageDocuments,
  syncPageDocuments,
} from "~/server/search/page-documents.server";
import { searchOpenLoader } from "~/server/search/search-open.handler.server";
import { searchPageLoader } from "~/server/search/search-page.handler.server";
import {
  recordSearch,
  runSearchHousekeeping,
} from "~/server/search/search-log.server";
import { searchSite } from "~/server/search/site-search.server";
import type { AppServices } from "~/server/services.server";
import {
  routeArgs,
  routeContext,
  startTestServices,
} from "../support/app-services";
import { testDbKind } from "../support/test-database";

/**
 * Site search (docs/search.md) on the demo database, through its data layer and the page's
 * handler: each language's stemming and accents, phrases and exclusions, the filters' counts,
 * the language fallback, "Did you mean", publishing in the same transaction, the query log.
 */
const RATE_LIMIT = 40;
let services: AppServices;
let stop: () => Promise<void>;
let restart: () => Promise<AppServices>;
let db: Database;

beforeAll(async () => {
  ({ services, stop, restart } = await startTestServices({
    SEARCH_RATE_LIMIT: String(RATE_LIMIT),
  }));
  db = services.database.db;
}, 180_000);
afterAll(async () => stop?.());

const labels = { en: englishCopy, fr: frenchCopy };
const search = (query: string, locale: Locale = "en") =>
  searchSite(
    db,
    parseSearchRequest(new URLSearchParams(query)),
    locale,
    labels[locale],
  );
const plain = (text: string) =>
  text.replaceAll(MARK_START, "").replaceAll(MARK_END, "");
const marked = (text: string) =>
  highlightSegments(text).flatMap((run) => (run.marked ? [run.text] : []));

let insightCount = 0;
/** A published insight of our own, with words no seeded page uses. */
async function insight(fields: {
  title: string;
  content: string;
  locale?: Locale;
  published?: boolean;
  excerpt?: string;
}): Promise<string> {
  insightCount++;
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into insights (slug, locale, title, excerpt, content, is_published, published_at)
      values (${`search-test-${insightCount}-${Date.now()}`}, ${fields.locale ?? "en"}, ${fields.title},
        ${fields.excerpt ?? null}, ${fields.content}, ${fields.published ?? true}, now())
      returning id`,
  );
  return row!.id;
}

async function loader(query: string, path = "/search", clientIp?: string) {
  const request = new Request(`http://localhost${path}?${query}`);
  const result = await searchPageLoader(
    routeArgs({ request, context: routeContext(clientIp) }),
  );
  // data() (the 429) is an object with `data` and `init`; a plain return is the data itself.
  if (result && typeof result === "object" && "init" in result)
    return {
      status: (result.init as ResponseInit | null)?.status ?? 200,
      headers: new Headers((result.init as ResponseInit | null)?.headers),
      data: result.data,
    };
  return { status: 200, headers: new Headers(), data: result };
}

describe("the index", () => {
  it("holds each of the site's pages once per language, and start-up leaves it unchanged", async () => {
    const pages = pageDocuments();
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/solutions/evisa");
    expect(paths).toContain("/fr/solutions/evisa");
    const [count] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from search_documents where kind = 'page'`,
    );
    expect(count!.count).toBe(pages.length);
    expect(await syncPageDocuments(db)).toEqual({ written: 0, removed: 0 });
  });

  it("is written by start-up when the database lacks the pages", async () => {
    // The test databases are copies of templates that already hold them (database-templates.ts).
    await db.execute(sql`delete from search_documents where kind = 'page'`);
    services = await restart();
    db = services.database.db;
    const [count] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from search_documents where kind = 'page'`,
    );
    expect(count!.count).toBe(pageDocuments().length);
  });

  it("rewrites a changed page and removes one that is gone", async () => {
    const pages = pageDocuments();
    const changed = pages.map((p, i) =>
      i === 0 ? { ...p, title: `${p.title} (changed)` } : p,
    );
    expect(await syncPageDocuments(db, changed.slice(0, -1))).toEqual({
      written: 1,
      removed: 1,
    });
    expect(await syncPageDocuments(db)).toEqual({ written: 2, removed: 0 });
  });

  it("holds only published insights and case studies, in the transaction that publishes", async () => {
    const id = await insight({
      title: "Quillforth ledgers",
      content: "<p>Quillforth ledgers for treasury teams.</p>",
      published: false,
    });
    expect((await search("q=quillforth")).total).toBe(0);
    await setInsightPublished(db, id, true);
    expect((await search("q=quillforth")).total).toBe(1);
    // A publish that rolls back leaves the index as it was.
    await db
      .transaction(async (tx) => {
        await setInsightPublished(tx as unknown as Database, id, false);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect((await search("q=quillforth")).total).toBe(1);
    await setInsightPublished(db, id, false);
    expect((await search("q=quillforth")).total).toBe(0);
    await db.execute(sql`delete from insights where id = ${id}`);
  });

  it.runIf(testDbKind() === "postgres")(
    "another connection sees a publish the moment it commits, never before",
    async () => {
      const id = await insight({
        title: "Vellichor archives",
        content: "<p>Vellichor archives.</p>",
        published: false,
      });
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update insights set is_published = true where id = ${id}`,
        );
        expect((await search("q=vellichor")).total).toBe(0);
      });
      expect((await search("q=vellichor")).total).toBe(1);
      await db.execute(sql`delete from insights where id = ${id}`);
    },
  );

  it("never indexes a case study until it is published, and follows its sector", async () => {
    const [sector] = await rowsOf<{ id: string; slug: string }>(
      db,
      sql`select id, slug from sectors order by slug limit 1`,
    );
    const [study] = await rowsOf<{ id: string }>(
      db,
      sql`insert into public_projects (slug, locale, title, description, challenge, outcomes, published, sector_id)
        values (${`search-study-${Date.now()}`}, 'en', 'Brightwater permits', 'Permits issued in days.',
          'Paper permits took months.', array['Permits in 4 days'], false, ${sector!.id})
        returning id`,
    );
    expect((await search("q=brightwater")).total).toBe(0);
    await setCaseStudyPublished(db, study!.id, true);
    const found = await search("q=brightwater");
    expect(found.total).toBe(1);
    expect(found.hits[0]).toMatchObject({ kind: "case_study" });
    expect(found.facets.sectors).toEqual([
      expect.objectContaining({ key: sector!.slug, count: 1 }),
    ]);
    await db.execute(sql`delete from public_projects where id = ${study!.id}`);
    expect((await search("q=brightwater")).total).toBe(0);
  });
});

describe("language", () => {
  it("/fr/search?q=securite finds the French pages about sécurité", async () => {
    const found = await search("q=securite", "fr");
    expect(found.language).toBe("fr");
    expect(found.fellBack).toBe(false);
    expect(found.total).toBeGreaterThan(3);
    for (const hit of found.hits) expect(hit.path).toMatch(/^\/fr(\/|$)/);
    const words = found.hits.flatMap((hit) => [
      ...marked(hit.title),
      ...marked(hit.snippet),
    ]);
    expect(words.map((w) => w.toLowerCase())).toContain("sécurité");
  });

  it("finds plurals and accents each way, in each language's stemming", async () => {
    const id = await insight({
      locale: "fr",
      title: "Étude des registres zéphyrins",
      content:
        "<p>Les gouvernements zéphyrins modernisent leurs registres.</p>",
    });
    expect((await search("q=etude+zephyrin", "fr")).total).toBe(1);
    expect((await search("q=gouvernement+zephyrins", "fr")).total).toBe(1);
    expect((await search("q=Zéphyrine", "fr")).total).toBe(1);
    await db.execute(sql`delete from insights where id = ${id}`);
  });

  it("quoted phrases keep their words together and in order; -word leaves a word out", async () => {
    const a = await insight({
      title: "Orrery platforms",
      content: "<p>An orrery ledger keeps the state's accounts.</p>",
    });
    const b = await insight({
      title: "Orrery audits",
      content: "<p>The ledger of the orrery audit.</p>",
    });
    expect((await search("q=orrery+ledger")).total).toBe(2);
    const phrase = await search(`q=${encodeURIComponent('"orrery ledger"')}`);
    expect(phrase.total).toBe(1);
    expect(plain(phrase.hits[0]!.title)).toBe("Orrery platforms");
    const excluded = await search("q=orrery+-audit");
    expect(excluded.hits.map((h) => plain(h.title))).toEqual([
      "Orrery platforms",
    ]);
    await db.execute(sql`delete from insights where id in (${a}, ${b})`);
  });

  it("weighs the title above the summary above the body", async () => {
    const body = await insight({
      title: "Notes",
      content: "<p>Kestrix appears in the body only.</p>",
    });
    const summary = await insight({
      title: "Findings",
      excerpt: "Kestrix in the summary.",
      content: "<p>Nothing else.</p>",
    });
    const title = await insight({
      title: "Kestrix",
      content: "<p>Nothing else.</p>",
    });
    const found = await search("q=kestrix");
    expect(found.hits.map((h) => plain(h.title))).toEqual([
      "Kestrix",
      "Findings",
      "Notes",
    ]);
    await db.execute(
      sql`delete from insights where id in (${body}, ${summary}, ${title})`,
    );
  });

  it("falls back to the other language when the page's finds nothing, and says so", async () => {
    const id = await insight({
      title: "Glimmerdeep reporting",
      content: "<p>Glimmerdeep reporting for auditors.</p>",
    });
    const found = await search("q=glimmerdeep", "fr");
    expect(found).toMatchObject({ language: "en", fellBack: true, total: 1 });
    expect(found.facets.languages).toEqual([
      expect.objectContaining({ key: "en", count: 1 }),
      expect.objectContaining({ key: "fr", count: 0 }),
    ]);
    // A language the reader chose is kept, even when empty.
    expect(await search("q=glimmerdeep&language=fr", "fr")).toMatchObject({
      language: "fr",
      fellBack: false,
      total: 0,
    });
    await db.execute(sql`delete from insights where id = ${id}`);
  });
});

describe("filters and pages", () => {
  it("counts each type and filters by it; pages hold ten results each", async () => {
    const all = await search("q=government");
    const kinds = Object.fromEntries(
      all.facets.kinds.map((f) => [f.key, f.count]),
    ) as Record<"page" | "insight" | "case_study", number>;
    expect(kinds.page).toBeGreaterThan(0);
    expect(kinds.page + kinds.insight + kinds.case_study).toBe(all.total);
    const pages = await search("q=government&type=page");
    expect(pages.total).toBe(kinds.page);
    expect(pages.hits.every((h) => h.kind === "page")).toBe(true);
    expect(all.hits.length).toBe(Math.min(10, all.total));
    if (all.total > 10) {
      const second = await search("q=government&page=2");
      expect(second.hits[0]!.position).toBe(11);
      expect(second.hits.map((h) => h.path)).not.toContain(all.hits[0]!.path);
    }
    // Nonsense filter values are ignored, never an error.
    const odd = await search("q=government&type=admin&page=-4&language=de");
    expect(odd.total).toBe(all.total);
  });
});

describe("typos", () => {
  it("suggests gouvernement for gouvernment, government for goverment", async () => {
    const fr = await search("q=gouvernment", "fr");
    expect(fr.total).toBeLessThan(3);
    expect(fr.suggestion).toBe("gouvernement");
    const en = await search("q=goverment");
    expect(en.suggestion).toBe("government");
  });

  it("keeps the rest of the query and offers nothing when the words are right", async () => {
    const found = await search(
      `q=${encodeURIComponent('goverment "digital identity" -zzz')}`,
    );
    expect(found.suggestion).toBe('government "digital identity" -zzz');
    expect((await search("q=government")).suggestion).toBeNull();
  });
});

describe("the page's handler and the query log", () => {
  it("stores the folded query, the language and the hit count — never an e-mail, phone or postal code", async () => {
    await db.execute(sql`delete from search_queries`);
    const fr = await loader(
      "q=S%C3%89CURIT%C3%89",
      "/fr/search",
      "198.51.100.1",
    );
    expect(fr.data.results!.searchId).toMatch(/^[0-9a-f-]{36}$/);
    for (const personal of [
      "jane.doe@example.org",
      "+44 20 7946 0958",
      "SW1A 1AA",
      "K1A 0B1",
      "20500",
    ])
      await loader(
        `q=${encodeURIComponent(personal)}`,
        "/search",
        "198.51.100.1",
      );
    const rows = await rowsOf<{
      query: string;
      locale: string;
      hit_count: number;
    }>(db, sql`select query, locale, hit_count from search_queries`);
    expect(rows).toEqual([
      {
        query: "securite",
        locale: "fr",
        hit_count: fr.data.results!.total,
      },
    ]);
    expect(
      await recordSearch(db, { q: "x".repeat(300), locale: "en", hitCount: 0 }),
    ).not.toBeNull();
    const [long] = await rowsOf<{ length: number }>(
      db,
      sql`select max(char_length(query))::int as length from search_queries`,
    );
    expect(long!.length).toBe(100);
  });

  it("records the position of the result opened, once, and redirects only within the site", async () => {
    const { data } = await loader("q=visa", "/search", "198.51.100.2");
    const searchId = data.results!.searchId!;
    const open = (query: string) =>
      searchOpenLoader(
        routeArgs({
          request: new Request(`http://localhost/search/open?${query}`),
        }),
      );
    const to = data.results!.hits[1]!.path;
    const answer = (await open(
      `s=${searchId}&n=2&to=${encodeURIComponent(to)}`,
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(to);
    await open(`s=${searchId}&n=5&to=%2F`);
    const [row] = await rowsOf<{ clicked_position: number }>(
      db,
      sql`select clicked_position from search_queries where id = ${searchId}`,
    );
    expect(row!.clicked_position).toBe(2);
    for (const target of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const refused = await open(
        `s=${searchId}&n=1&to=${encodeURIComponent(target)}`,
      ).catch((error: unknown) => error);
      expect((refused as Response).status).toBe(400);
    }
    // Pages and filters of a search carry its id instead of storing a new search.
    const before = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from search_queries`,
    );
    await loader(`q=visa&page=2&s=${searchId}`, "/search", "198.51.100.2");
    await loader(`q=visa&type=page&s=${searchId}`, "/search", "198.51.100.2");
    const after = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from search_queries`,
    );
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it("answers odd input with a page, never an error", async () => {
    for (const query of [
      "q=%00%01%02",
      `q=${"%C3%A9".repeat(5000)}`,
      "q=a&q=b",
      "q=%26%7C%21%3A*()%3C-%3E",
      "q=%22%22%22-",
      "q=the",
      "q=cloud&page=99999999999999999999",
    ]) {
      const answer = await loader(query, "/search", "198.51.100.3");
      expect(answer.status, query).toBe(200);
    }
  });

  it("answers 429 with Retry-After beyond SEARCH_RATE_LIMIT, per client address", async () => {
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await loader("q=cloud", "/search", "198.51.100.77")).status).toBe(
        200,
      );
    const limited = await loader("q=cloud", "/search", "198.51.100.77");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.data.results).toBeNull();
    // An empty box is the search page itself, never counted; another address is unaffected.
    expect((await loader("q=", "/search", "198.51.100.77")).status).toBe(200);
    expect((await loader("q=cloud", "/search", "198.51.100.78")).status).toBe(
      200,
    );
  });

  it("keeps searches 13 months, and rebuilds the suggestion words from what is published", async () => {
    await db.execute(sql`delete from search_queries`);
    await db.execute(sql`insert into search_queries (query, locale, hit_count, searched_at) values
      ('old', 'en', 1, now() - interval '13 months 1 day'),
      ('recent', 'en', 1, now() - interval '12 months')`);
    const id = await insight({
      title: "Snarkleworth briefing",
      content: "<p>Snarkleworth.</p>",
    });
    await setInsightPublished(db, id, false);
    const report = await runSearchHousekeeping(db);
    expect(report.deletedSearches).toBe(1);
    const left = await rowsOf<{ query: string }>(
      db,
      sql`select query from search_queries`,
    );
    expect(left).toEqual([{ query: "recent" }]);
    const [gone] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from search_terms where key = 'snarkleworth'`,
    );
    expect(gone!.count).toBe(0);
    await db.execute(sql`delete from insights where id = ${id}`);
  });
});
