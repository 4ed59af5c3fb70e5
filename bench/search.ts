/**
 * bench:search — site search at 2,000 documents (migration 0035, app/server/search/). Per
 * database (PGlite, then PostgreSQL when reachable):
 *  - index: a fresh database, the site's pages (syncPageDocuments), then published insights and
 *    case studies in both languages, generated from word lists with a fixed seed (bodies of
 *    300–1,500 words), until search_documents holds 2,000 rows; the triggers index them as they
 *    are inserted, and the bench reports how long that took;
 *  - reads: searchSite, in this process through the real data layer, over a fixed mix of queries
 *    (one common word, several words, a phrase, an exclusion, an unaccented French word, typos
 *    that take the "Did you mean" path, nothing found, a language fallback, filters, page 3),
 *    BENCH_SEARCH_READS times each, interleaved; p50/p95/max per query and overall
 *    (target: p95 < 100 ms);
 *  - publish: what the trigger adds to publishing and unpublishing one insight.
 * Then the production server on the PGlite database just measured, SEARCH_RATE_LIMIT=0:
 * GET /search?q=government and /fr/search?q=securite at BENCH_SEARCH_RATE requests/s for
 * BENCH_SEARCH_SECONDS each; p50/p99.
 *
 *   npm run bench:search
 *   BENCH_DATABASES=pglite BENCH_SEARCH_READS=10 BENCH_SEARCH_HTTP=0 npm run bench:search
 */
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { searchPage as englishLabels } from "../app/content/search";
import { searchPage as frenchLabels } from "../app/content/fr/search";
import { parseSearchRequest } from "../app/domain/search/search-request";
import type { Locale } from "../app/i18n/locale";
import { type DatabaseConnection } from "../app/server/db/client.server";
import { rowsOf } from "../app/server/db/sql-rows.server";
import { syncPageDocuments } from "../app/server/search/page-documents.server";
import { searchSite } from "../app/server/search/site-search.server";
import { latencySummary } from "./format";
import {
  LOOPBACK,
  SetupError,
  describeMachine,
  ensureBuild,
  formatLatency,
  formatNumber,
  freePorts,
  positiveIntFromEnv,
  renderTable,
  runBench,
  startAppServer,
  stopManaged,
} from "./leads-support";
import {
  formatLoadTable,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";
import { onEachBenchDatabase, wantedDatabases } from "./bench-databases";
import {
  generateContent,
  SECTORS,
  type CaseStudyRow,
  type InsightRow,
} from "./search-corpus";

const DOCUMENTS = 2_000;
const READS = positiveIntFromEnv("BENCH_SEARCH_READS", 30);
const SECONDS = positiveIntFromEnv("BENCH_SEARCH_SECONDS", 5);
const RATE = positiveIntFromEnv("BENCH_SEARCH_RATE", 10);
const HTTP = process.env.BENCH_SEARCH_HTTP !== "0";
const TARGET_MS = 100;
const BATCH = 50;
const PUBLISHES = 10;

// ---------------------------------------------------------------------------------------
// The database: the index at 2,000 documents.

async function documentCount(connection: DatabaseConnection): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    connection.db,
    sql`select count(*)::int as count from search_documents`,
  );
  return row?.count ?? 0;
}

async function insertInsights(
  connection: DatabaseConnection,
  rows: InsightRow[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await connection.db.execute(sql`
      insert into insights (slug, locale, title, excerpt, content, author, is_published, published_at)
      select r.slug, r.locale, r.title, r.excerpt, r.content, r.author, r.is_published, r.published_at
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH))}::jsonb) as r(
        slug text, locale text, title text, excerpt text, content text, author text,
        is_published boolean, published_at timestamptz)`);
  }
}

async function insertCaseStudies(
  connection: DatabaseConnection,
  rows: CaseStudyRow[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await connection.db.execute(sql`
      insert into public_projects (slug, locale, title, subtitle, description, challenge, solution,
        outcomes, kpis, published, sector_id, created_at, display_order)
      select r.slug, r.locale, r.title, r.subtitle, r.description, r.challenge, r.solution,
        array(select jsonb_array_elements_text(r.outcomes)), array(select jsonb_array_elements_text(r.kpis)),
        true, s.id, r.created_at, r.display_order
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH))}::jsonb) as r(
        slug text, locale text, title text, subtitle text, description text, challenge text,
        solution text, outcomes jsonb, kpis jsonb, sector text, created_at timestamptz, display_order int)
      left join sectors s on s.slug = r.sector`);
  }
}

type Indexed = {
  pages: number;
  insights: number;
  caseStudies: number;
  seconds: number;
  bodyWords: number;
  terms: number;
  draftIds: string[];
};

async function buildIndex(connection: DatabaseConnection): Promise<Indexed> {
  await connection.migrate();
  await syncPageDocuments(connection.db);
  for (const sector of SECTORS)
    await connection.db.execute(sql`insert into sectors (slug, name, name_fr)
      values (${sector.slug}, ${sector.name}, ${sector.nameFr}) on conflict (slug) do nothing`);
  const before = await documentCount(connection);
  const wanted = DOCUMENTS - before;
  if (wanted <= 0)
    throw new SetupError(
      `a fresh database already holds ${before} search documents`,
    );
  const insightCount = Math.ceil(wanted / 2);
  const content = generateContent(
    insightCount,
    wanted - insightCount,
    PUBLISHES,
  );
  const started = performance.now();
  await insertInsights(connection, content.insights);
  await insertCaseStudies(connection, content.caseStudies);
  const seconds = (performance.now() - started) / 1000;
  // Drafts for the publish timing: not in the index until published.
  await insertInsights(connection, content.drafts);
  const total = await documentCount(connection);
  if (total !== DOCUMENTS)
    throw new SetupError(
      `the index holds ${total} documents, not ${DOCUMENTS}`,
    );
  await connection.db.execute(sql`analyze`);
  const [stats] = await rowsOf<{ words: number; terms: number }>(
    connection.db,
    sql`select (select round(avg(array_length(regexp_split_to_array(body, '[[:space:]]+'), 1)))::int
          from search_documents where kind <> 'page') as words,
        (select count(*)::int from search_terms) as terms`,
  );
  const drafts = await rowsOf<{ id: string }>(
    connection.db,
    sql`select id from insights where not is_published order by slug`,
  );
  return {
    pages: before,
    insights: content.insights.length,
    caseStudies: content.caseStudies.length,
    seconds,
    bodyWords: stats?.words ?? 0,
    terms: stats?.terms ?? 0,
    draftIds: drafts.map((row) => row.id),
  };
}

// ---------------------------------------------------------------------------------------
// The reads.

type Query = { what: string; page: Locale; params: string };

const QUERIES: Query[] = [
  { what: "one common word", page: "en", params: "q=government" },
  { what: "one common word", page: "fr", params: "q=sécurité" },
  { what: "three words", page: "en", params: "q=digital identity platform" },
  { what: "two words", page: "fr", params: "q=identité numérique" },
  { what: "a phrase", page: "en", params: 'q="sovereign cloud"' },
  { what: "an exclusion", page: "en", params: "q=cloud -sovereign" },
  { what: "unaccented", page: "fr", params: "q=securite" },
  { what: "a typo", page: "en", params: "q=goverment" },
  { what: "a typo", page: "fr", params: "q=gouvernment" },
  { what: "nothing found", page: "en", params: "q=quantum blockchain" },
  { what: "other language", page: "en", params: "q=données" },
  { what: "type filter", page: "en", params: "q=government&type=case_study" },
  {
    what: "sector filter",
    page: "en",
    params: "q=health&sector=public-health",
  },
  { what: "page 3", page: "en", params: "q=data&page=3" },
];

const LABELS = { en: englishLabels, fr: frenchLabels };

function runQuery(connection: DatabaseConnection, query: Query) {
  return searchSite(
    connection.db,
    parseSearchRequest(new URLSearchParams(query.params)),
    query.page,
    LABELS[query.page],
  );
}

type QueryRow = {
  query: Query;
  hits: number;
  note: string;
  p50: number;
  p95: number;
  max: number;
};

async function measureReads(connection: DatabaseConnection) {
  const notes = new Map<Query, { hits: number; note: string }>();
  // Warm-up: plans, caches, the trigram index's pages.
  for (const query of QUERIES) {
    const found = await runQuery(connection, query);
    const note = [
      found.fellBack ? `shown in ${found.language}` : "",
      found.suggestion
        ? `did you mean “${found.suggestion}”`
        : found.total === 0
          ? "no suggestion"
          : "",
      found.request.page > 1
        ? `page ${found.request.page} of ${found.pageCount}`
        : "",
    ].filter(Boolean);
    notes.set(query, { hits: found.total, note: note.join("; ") });
  }
  const samples = new Map<Query, number[]>(QUERIES.map((q) => [q, []]));
  // Interleaved: a moment of load elsewhere on the machine touches every query alike.
  for (let round = 0; round < READS; round += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      await runQuery(connection, query);
      samples.get(query)!.push(performance.now() - started);
    }
  }
  const rows: QueryRow[] = QUERIES.map((query) => ({
    query,
    ...notes.get(query)!,
    ...latencySummary(samples.get(query)!),
  }));
  return { rows, overall: latencySummary([...samples.values()].flat()) };
}

/** One statement per row, as the studio's Publish runs it: what the trigger adds. */
async function measurePublish(connection: DatabaseConnection, ids: string[]) {
  const time = async (statement: (id: string) => ReturnType<typeof sql>) => {
    const samples: number[] = [];
    for (const id of ids) {
      const started = performance.now();
      await connection.db.execute(statement(id));
      samples.push(performance.now() - started);
    }
    return latencySummary(samples);
  };
  // The same update on an unpublished row: the trigger only deletes (nothing); the baseline.
  const baseline = await time(
    (id) => sql`update insights set title = title || '' where id = ${id}`,
  );
  const publish = await time(
    (id) => sql`update insights set is_published = true where id = ${id}`,
  );
  const unpublish = await time(
    (id) => sql`update insights set is_published = false where id = ${id}`,
  );
  if ((await documentCount(connection)) !== DOCUMENTS)
    throw new SetupError(
      "publishing and unpublishing changed the index's size",
    );
  return { baseline, publish, unpublish };
}

type DatabaseResult = {
  database: string;
  indexed: Indexed;
  rows: QueryRow[];
  overall: ReturnType<typeof latencySummary>;
  publish: Awaited<ReturnType<typeof measurePublish>>;
  load: MachineLoad;
};

async function measureDatabase(
  label: string,
  connection: DatabaseConnection,
): Promise<DatabaseResult> {
  const indexed = await buildIndex(connection);
  const watch = watchMachineLoad(
    `${label}: ${QUERIES.length} queries × ${READS}`,
    {
      postgres: connection.kind === "postgres",
    },
  );
  const reads = await measureReads(connection);
  const load = watch.stop();
  const publish = await measurePublish(connection, indexed.draftIds);
  return { database: label, indexed, ...reads, publish, load };
}

const ms = (value: number) => formatNumber(value, 1);

function printDatabase(result: DatabaseResult) {
  const { indexed } = result;
  console.log(
    `\n== ${result.database}: ${formatNumber(DOCUMENTS, 0)} documents (${indexed.pages} pages, ` +
      `${formatNumber(indexed.insights, 0)} insights, ${formatNumber(indexed.caseStudies, 0)} case studies; ` +
      `${formatNumber(indexed.bodyWords, 0)} body words on average; ${formatNumber(indexed.terms, 0)} suggestion words)`,
  );
  const generated = indexed.insights + indexed.caseStudies;
  console.log(
    `   indexing ${formatNumber(generated, 0)} documents as they were inserted: ${formatNumber(indexed.seconds, 1)} s ` +
      `(${formatNumber((indexed.seconds * 1000) / generated, 1)} ms each, batches of ${BATCH})`,
  );
  const met = result.overall.p95 < TARGET_MS;
  console.log(
    `\n${renderTable(
      ["query", "page", "case", "hits", "p50 ms", "p95 ms", "max ms", "note"],
      [
        ...result.rows.map((row) => [
          row.query.params,
          row.query.page,
          row.query.what,
          String(row.hits),
          ms(row.p50),
          ms(row.p95),
          ms(row.max),
          row.note,
        ]),
        [
          `all ${QUERIES.length} queries × ${READS}`,
          "",
          "",
          "",
          ms(result.overall.p50),
          ms(result.overall.p95),
          ms(result.overall.max),
          `target p95 < ${TARGET_MS} ms: ${met ? "met" : "MISSED"}`,
        ],
      ],
      [0, 1, 2, 7],
    )}`,
  );
  const { baseline, publish, unpublish } = result.publish;
  console.log(
    `\n${renderTable(
      ["one insight (~300–1,500 words), one statement", "p50 ms", "max ms"],
      [
        [
          "update of a draft (trigger has nothing to index)",
          ms(baseline.p50),
          ms(baseline.max),
        ],
        ["publish (the trigger indexes it)", ms(publish.p50), ms(publish.max)],
        [
          "unpublish (the trigger removes it)",
          ms(unpublish.p50),
          ms(unpublish.max),
        ],
      ],
    )}`,
  );
}

// ---------------------------------------------------------------------------------------
// The production server.

async function pageUnderLoad(port: number, urlPath: string, seconds: number) {
  const result = await autocannon({
    url: `http://${LOOPBACK}:${port}${encodeURI(urlPath)}`,
    // autocannon spends each connection's quota at the start of every second: with several
    // connections the requests would land together and queue behind each other, a queue of the
    // bench's own making. One connection: each request's own time, RATE of them a second.
    connections: 1,
    overallRate: RATE,
    duration: seconds,
    headers: { "user-agent": "bench-search/1.0" },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
  };
}

async function measureServer(dataDir: string) {
  ensureBuild();
  const [port] = await freePorts(1);
  const server = await startAppServer({
    port: port!,
    dataDir,
    env: { SEARCH_RATE_LIMIT: "0" },
  });
  try {
    const paths = ["/search?q=government", "/fr/search?q=securite"];
    const rows: string[][] = [];
    const loads: MachineLoad[] = [];
    for (const urlPath of paths) {
      await pageUnderLoad(port!, urlPath, 2); // warm-up
      const watch = watchMachineLoad(`GET ${urlPath} at ${RATE}/s`);
      const run = await pageUnderLoad(port!, urlPath, SECONDS);
      loads.push(watch.stop());
      rows.push([
        urlPath,
        String(run.requests),
        String(run.non2xx),
        formatLatency(run.p50),
        formatLatency(run.p99),
      ]);
    }
    console.log(
      `\n== The production server (PGlite, the index above), ${RATE} requests/s for ${SECONDS} s per page, one connection`,
    );
    console.log(
      "   SEARCH_RATE_LIMIT=0: the limit is off for this load test, whose requests all come from one address;\n" +
        "   otherwise each client address gets SEARCH_RATE_LIMIT searches (300 by default) per 10 minutes.",
    );
    console.log(
      `\n${renderTable(["GET", "requests", "non-2xx", "p50 ms", "p99 ms"], rows)}`,
    );
    return loads;
  } finally {
    await stopManaged(server);
  }
}

await runBench("bench:search", async () => {
  wantedDatabases();
  console.log(
    `bench:search — searchSite at ${formatNumber(DOCUMENTS, 0)} documents, ${QUERIES.length} queries × ${READS} reads per database` +
      (HTTP ? `; then GET /search at ${RATE}/s on the production server` : ""),
  );
  for (const line of describeMachine()) console.log(line);
  let pgliteDir: string | undefined;
  const results = await onEachBenchDatabase(
    "search",
    async ({ name, connection, dataDir }) => {
      pgliteDir ??= dataDir;
      const result = await measureDatabase(name, connection);
      printDatabase(result);
      return result;
    },
  );

  console.log(
    `\n${renderTable(
      [
        "database",
        "index s",
        "p50 ms",
        "p95 ms",
        "max ms",
        "publish ms",
        `p95 < ${TARGET_MS} ms`,
      ],
      results.map((result) => [
        result.database,
        formatNumber(result.indexed.seconds, 1),
        ms(result.overall.p50),
        ms(result.overall.p95),
        ms(result.overall.max),
        ms(result.publish.publish.p50),
        result.overall.p95 < TARGET_MS ? "met" : "MISSED",
      ]),
    )}`,
  );
  const loads = results.map((result) => result.load);
  if (!HTTP)
    console.log(
      "\nBENCH_SEARCH_HTTP=0: the production server was not measured.",
    );
  else if (!pgliteDir)
    console.log(
      "\nThe production server runs on the PGlite index: not measured without it.",
    );
  else loads.push(...(await measureServer(pgliteDir)));
  console.log(`\n${formatLoadTable(loads)}`);
});
