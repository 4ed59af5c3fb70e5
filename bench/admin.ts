/**
 * bench:admin — how fast the staff console answers at 100,000 leads.
 * Seeds a fresh PGlite DATA_DIR (and, when PostgreSQL answers at TEST_DATABASE_URL /
 * DATABASE_URL or 127.0.0.1:5432, a fresh PostgreSQL database) with 100,000 submissions
 * across the four source tables (the triggers fill `leads`) and, for the pages, bench:portal's
 * clients and the console's own data (bench/admin-seed.ts). Then, per database:
 *  - queries: times listLeads — both its queries, as the Leads tab runs them — for each
 *    search, filter, sort and page below, and the full CSV export, in this process; p50/p95/
 *    p99/max per case against p99 ≤ 50 ms;
 *  - pages: starts the production server on that database, signs a staff member in over HTTP
 *    (password and TOTP code) and loads the console's tabs and detail pages as bench:portal
 *    loads the portal's: CPU ms/page, 1-connection and 10-connection latency against ≤ 5 ms
 *    of CPU and p99 ≤ 50 ms (bench/admin-pages.ts, bench/page-load.ts).
 * Stops by itself and drops what it created. See bench/README.md.
 *
 *   npm run bench:admin
 *   BENCH_SECTIONS=queries BENCH_LEADS=20000 BENCH_RUNS=20 npm run bench:admin
 *   BENCH_SECTIONS=pages BENCH_DURATION=2 BENCH_DATABASES=pglite npm run bench:admin
 */
import { performance } from "node:perf_hooks";
import {
  openDatabase,
  type DatabaseConnection,
} from "../app/server/db/client.server";
import {
  parseLeadListParams,
  type LeadListInput,
} from "../app/domain/console/lead-list";
import { listLeads } from "../app/server/console/lead-inbox.server";
import { staffScopeForScript } from "../app/server/console/staff-scope-for-script.server";
import { writeLeadsCsv } from "../app/server/console/lead-export.server";
import {
  SetupError,
  autocannonVersion,
  describeMachine,
  ensureBuild,
  formatLatency,
  formatNumber,
  generateSecret,
  makeTempDir,
  positiveIntFromEnv,
  renderTable,
  runBench,
  saveResults,
} from "./leads-support";
import { percentile } from "./format";
import { profileThisProcess } from "./cpu-profile";
import {
  formatLoadTable,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";
import { createPostgresBenchDatabase } from "./portal-database";
import { reachablePostgresAdminUrl, wantedDatabases } from "./bench-databases";
import {
  COMMON_TERM,
  CONSOLE_SHAPE,
  OTHER_CLIENTS,
  RARE_TERM,
  SEED_TIMEOUTS,
  SHORT_TERM,
  seedLeads,
  seedPagesData,
} from "./admin-seed";
import { measureConsolePages } from "./admin-pages";
import {
  describeLoad,
  pageLoadSettingsFromEnv,
  pageRowsForResults,
  pagesTable,
  pagesTableNote,
  type PageLoadSettings,
  type PageRow,
} from "./page-load";

const TARGET_P99_MS = 50;
const WARMUP_RUNS = 3;
// Seeding 100,000 rows through the triggers is one long statement; the app's 15 s limit is for requests.
/** bench:portal's clients beside the big one, for the console's Clients and Support tabs. */
/** The machine while each database (queries) and each page was measured, printed at the end. */
const machineLoad: MachineLoad[] = [];
/** The pages section's rows per database, for the results file. */
const pageResults: { database: string; rows: PageRow[] }[] = [];

const SECTIONS = ["queries", "pages"] as const;
type Section = (typeof SECTIONS)[number];

/** BENCH_SECTIONS: comma-separated, default both. */
function sectionsFromEnv(): Set<Section> {
  const raw = process.env.BENCH_SECTIONS?.trim() || SECTIONS.join(",");
  const wanted = raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = wanted.filter((item) => !SECTIONS.includes(item as Section));
  if (unknown.length > 0 || wanted.length === 0)
    throw new SetupError(
      `BENCH_SECTIONS names ${unknown.join(", ") || "nothing"}: expected a comma-separated list of ${SECTIONS.join(", ")}`,
    );
  return new Set(wanted as Section[]);
}

type Case = { label: string; params: LeadListInput };

function casesFor(total: number): Case[] {
  const deepPage = Math.max(1, Math.floor((total * 0.95) / 25) - 1);
  const middlePage = Math.max(1, Math.floor((total * 0.97) / 50));
  const sorts = ["submitted", "name", "company", "status", "source"] as const;
  return [
    { label: "default (page 1, newest first)", params: {} },
    { label: `deep page (${deepPage})`, params: { page: deepPage } },
    {
      label: `middle page (${middlePage}, the slowest)`,
      params: { page: middlePage },
    },
    { label: `search common "${COMMON_TERM}"`, params: { q: COMMON_TERM } },
    { label: `search rare "${RARE_TERM}"`, params: { q: RARE_TERM } },
    { label: `search 2 letters "${SHORT_TERM}"`, params: { q: SHORT_TERM } },
    { label: 'search e-mail "lead4242@"', params: { q: "lead4242@" } },
    { label: "status = qualified", params: { status: "qualified" } },
    { label: "source = contact", params: { source: "contact" } },
    { label: "spam only", params: { spam: "only" } },
    { label: "spam included", params: { spam: "include" } },
    ...sorts.flatMap((sort) =>
      (["asc", "desc"] as const).map((dir) => ({
        label: `sort ${sort} ${dir}`,
        params: { sort, dir },
      })),
    ),
    {
      label: "source = blueprint, sort name asc, page 40",
      params: { source: "blueprint", sort: "name", dir: "asc", page: 40 },
    },
  ];
}

async function measure(
  connection: DatabaseConnection,
  runs: number,
  total: number,
) {
  const rows: string[][] = [];
  let allOk = true;
  for (const testCase of casesFor(total)) {
    const params = parseLeadListParams(
      new URLSearchParams(
        Object.entries(testCase.params).map(([k, v]) => [k, String(v)]),
      ),
    );
    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < WARMUP_RUNS + runs; run++) {
      const started = performance.now();
      const list = await listLeads(benchScope(connection), params);
      const elapsed = performance.now() - started;
      found = list.total;
      if (run >= WARMUP_RUNS) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    const ok = p99 <= TARGET_P99_MS;
    allOk &&= ok;
    rows.push([
      testCase.label,
      found.toLocaleString("en-US"),
      formatLatency(Number(percentile(times, 50).toFixed(1))),
      formatLatency(Number(percentile(times, 95).toFixed(1))),
      formatLatency(Number(p99.toFixed(1))),
      formatLatency(Number((times.at(-1) ?? 0).toFixed(1))),
      ok ? "✓" : "✗",
    ]);
  }
  return { rows, allOk };
}

/** The benchmark reads as staff would; a read records nothing, so no one is named. */
function benchScope(connection: DatabaseConnection) {
  return staffScopeForScript(connection.db, {
    userId: "",
    profileId: "",
    email: "",
    ipAddress: null,
  });
}

async function exportTime(
  connection: DatabaseConnection,
): Promise<{ ms: number; rows: number; bytes: number }> {
  const started = performance.now();
  let bytes = 0;
  const result = await writeLeadsCsv(
    benchScope(connection),
    parseLeadListParams(""),
    { profileId: null },
    (chunk) => {
      bytes += chunk.length;
    },
  );
  return { ms: performance.now() - started, rows: result.rows, bytes };
}

type Run = {
  total: number;
  runs: number;
  sections: Set<Section>;
  settings: PageLoadSettings;
};

/** Where one database lives: the server of the pages section is started on the same one. */
type BenchTarget = {
  /** "PGlite" or "PostgreSQL": the machine-load rows and the server's name. */
  short: string;
  label: string;
  open: () => Promise<DatabaseConnection>;
  /** The server's DATA_DIR (its PGlite database, or only its other files on PostgreSQL). */
  dataDir: string;
  postgresUrl?: string;
};

async function seedAll(
  connection: DatabaseConnection,
  run: Run,
  authSecret: string,
) {
  const seedStarted = performance.now();
  const vacuum = connection.kind === "postgres";
  await seedLeads(connection.db, run.total, { vacuum });
  if (!run.sections.has("pages")) {
    console.log(
      `   seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    return undefined;
  }
  const { portal, seeded } = await seedPagesData(connection.db, authSecret, {
    vacuum,
  });
  console.log(
    `   seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${Object.entries(
      { ...portal.counts, ...seeded.counts },
    )
      .map(([name, n]) => `${formatNumber(n, 0)} ${name}`)
      .join(", ")}`,
  );
  return { portal, seeded };
}

async function measureQueries(
  connection: DatabaseConnection,
  target: BenchTarget,
  run: Run,
) {
  console.log(`   queries: measuring ${run.runs} runs per case…`);
  // The queries run in this process (PGlite too): a profile of it is a profile of them.
  const watch = watchMachineLoad(`${target.short}: cases and CSV export`, {
    postgres: connection.kind === "postgres",
  });
  const profile = await profileThisProcess(`admin-${connection.kind}`);
  const { rows, allOk } = await measure(connection, run.runs, run.total);
  console.log(
    renderTable(
      [
        "case",
        "matches",
        "p50 ms",
        "p95 ms",
        "p99 ms",
        "max ms",
        `p99 ≤ ${TARGET_P99_MS}`,
      ],
      rows,
    ),
  );
  const csv = await exportTime(connection);
  await profile.stop();
  machineLoad.push(watch.stop());
  console.log(
    `   CSV export (default filter): ${csv.rows.toLocaleString("en-US")} rows, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB in ${(csv.ms / 1000).toFixed(2)} s`,
  );
  console.log(
    `   ${target.label}: ${allOk ? "every case p99 ≤ 50 ms ✓" : "some case misses p99 ≤ 50 ms ✗"}`,
  );
}

async function benchDatabase(target: BenchTarget, run: Run) {
  console.log(
    `\n== ${target.label}: seeding ${run.total.toLocaleString("en-US")} leads${run.sections.has("pages") ? ", the clients and the console's data" : ""}…`,
  );
  // The server of the pages section checks the TOTP code with the secret it was stored under.
  const authSecret = generateSecret();
  const connection = await target.open();
  let seededData: Awaited<ReturnType<typeof seedAll>>;
  try {
    await connection.migrate();
    seededData = await seedAll(connection, run, authSecret);
    if (run.sections.has("queries"))
      await measureQueries(connection, target, run);
  } finally {
    // PGlite serves one process: the server opens the DATA_DIR after this.
    await connection.close();
  }
  if (!seededData) return;
  console.log(`   pages: the production server on this database…`);
  const rows = await measureConsolePages({
    database: target.short,
    dataDir: target.dataDir,
    postgresUrl: target.postgresUrl,
    authSecret,
    ...seededData,
    settings: run.settings,
  });
  machineLoad.push(...rows.flatMap((row) => (row.load ? [row.load] : [])));
  pageResults.push({ database: target.label, rows });
  console.log("");
  console.log(pagesTable(rows));
}

await runBench("bench:admin", async () => {
  const sections = sectionsFromEnv();
  const run: Run = {
    total: positiveIntFromEnv("BENCH_LEADS", 100_000),
    runs: positiveIntFromEnv("BENCH_RUNS", 50),
    sections,
    settings: pageLoadSettingsFromEnv(),
  };
  const wanted = wantedDatabases();
  if (sections.has("pages")) ensureBuild();
  console.log(
    `bench:admin — the staff console at scale (${[...sections].join(" and ")})`,
  );
  for (const line of describeMachine()) console.log(line);
  if (sections.has("pages")) {
    console.log(
      `  pages data  bench:portal's clients (one with 2,000 projects, 20,000 documents, 5,000 tickets; ${OTHER_CLIENTS} small ones), ` +
        `${CONSOLE_SHAPE.otherStaff + 1} staff, ${formatNumber(CONSOLE_SHAPE.conversations, 0)} chat conversations, ` +
        `${formatNumber(CONSOLE_SHAPE.auditEntries, 0)} audit entries`,
    );
    console.log(
      `  load        ${describeLoad(run.settings, autocannonVersion())}`,
    );
  }
  if (wanted.pglite) {
    const dataDir = makeTempDir("bench-admin-data-");
    await benchDatabase(
      {
        short: "PGlite",
        label: "PGlite (fresh DATA_DIR)",
        dataDir,
        open: () =>
          openDatabase({ kind: "pglite", dataDir, timeouts: SEED_TIMEOUTS }),
      },
      run,
    );
  }
  const adminUrl = wanted.postgres ? await reachablePostgresAdminUrl() : null;
  if (adminUrl) {
    const database = await createPostgresBenchDatabase(adminUrl, "admin");
    try {
      await benchDatabase(
        {
          short: "PostgreSQL",
          label: `PostgreSQL ${database.version} (database ${database.name})`,
          // The server's DATA_DIR: on PostgreSQL it holds no database.
          dataDir: makeTempDir("bench-admin-pg-data-"),
          postgresUrl: database.url,
          open: () =>
            openDatabase({
              kind: "postgres",
              url: database.url,
              poolSize: 4,
              timeouts: SEED_TIMEOUTS,
            }),
        },
        run,
      );
    } finally {
      await database.drop();
    }
  }
  console.log(`\n${formatLoadTable(machineLoad)}`);
  if (sections.has("pages")) {
    console.log(`\n${pagesTableNote(run.settings)}`);
    const saved = saveResults("admin", {
      date: new Date().toISOString(),
      settings: run.settings,
      leads: run.total,
      pages: pageResults.map(({ database, rows }) => ({
        database,
        rows: pageRowsForResults(rows),
      })),
      machineLoad,
    });
    if (saved) console.log(`(full results: ${saved})`);
  }
});
