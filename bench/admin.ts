/**
 * bench:admin — how fast the console's lead inbox answers at 100,000 leads.
 * Seeds a fresh PGlite (and, when PostgreSQL answers at TEST_DATABASE_URL / DATABASE_URL or
 * 127.0.0.1:5432, a fresh PostgreSQL database) with 100,000 submissions across the four
 * source tables (the triggers fill `leads`), then times listLeads — both its queries, as the
 * Leads tab runs them — for each search, filter, sort and page below, and the full CSV
 * export. Prints p50/p95/p99/max per case and database against the target p99 ≤ 50 ms.
 * Stops by itself and drops what it created. See bench/README.md.
 *
 *   npm run bench:admin
 *   BENCH_LEADS=20000 BENCH_RUNS=20 npm run bench:admin
 *   BENCH_DATABASES=pglite npm run bench:admin
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
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
  describeMachine,
  formatLatency,
  positiveIntFromEnv,
  renderTable,
  runBench,
} from "./leads-support";
import { profileThisProcess } from "./cpu-profile";
import {
  formatLoadTable,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";
import { createPostgresBenchDatabase } from "./portal-database";
import { COMMON_TERM, RARE_TERM, SHORT_TERM, seedLeads } from "./admin-seed";

const TARGET_P99_MS = 50;
const WARMUP_RUNS = 3;
// Seeding 100,000 rows through the triggers is one long statement; the app's 15 s limit is for requests.
const SEED_TIMEOUTS = { connectMs: 10_000, statementMs: 600_000 };
/** The machine while each database was measured, printed at the end. */
const machineLoad: MachineLoad[] = [];

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

function percentile(sorted: number[], p: number): number {
  const index = Math.min(
    sorted.length - 1,
    Math.ceil((p / 100) * sorted.length) - 1,
  );
  return sorted[Math.max(0, index)] ?? 0;
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

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3000,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function benchDatabase(
  label: string,
  open: () => Promise<DatabaseConnection>,
  total: number,
  runs: number,
) {
  console.log(`\n== ${label}: seeding ${total.toLocaleString("en-US")} leads…`);
  const connection = await open();
  try {
    await connection.migrate();
    const seedStarted = performance.now();
    await seedLeads(connection.db, total, {
      vacuum: connection.kind === "postgres",
    });
    console.log(
      `   seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; measuring ${runs} runs per case…`,
    );
    // The queries run in this process (PGlite too): a profile of it is a profile of them.
    const watch = watchMachineLoad(`${label}: cases and CSV export`, {
      postgres: connection.kind === "postgres",
    });
    const profile = await profileThisProcess(`admin-${connection.kind}`);
    const { rows, allOk } = await measure(connection, runs, total);
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
      `   ${label}: ${allOk ? "every case p99 ≤ 50 ms ✓" : "some case misses p99 ≤ 50 ms ✗"}`,
    );
  } finally {
    await connection.close();
  }
}

await runBench("bench:admin", async () => {
  const total = positiveIntFromEnv("BENCH_LEADS", 100_000);
  const runs = positiveIntFromEnv("BENCH_RUNS", 50);
  const wanted = (process.env.BENCH_DATABASES ?? "pglite,postgres")
    .split(",")
    .map((s) => s.trim());
  console.log("bench:admin — the console's lead inbox at scale");
  for (const line of describeMachine()) console.log(line);
  if (wanted.includes("pglite")) {
    await benchDatabase(
      "PGlite (in memory)",
      () =>
        openDatabase({
          kind: "pglite",
          dataDir: null,
          timeouts: SEED_TIMEOUTS,
        }),
      total,
      runs,
    );
  }
  if (wanted.includes("postgres")) {
    const adminUrl =
      process.env.TEST_DATABASE_URL ??
      process.env.DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres";
    if (!(await postgresReachable(adminUrl))) {
      console.log(
        `\n== PostgreSQL: not reachable at ${new URL(adminUrl).host}, skipped (set TEST_DATABASE_URL or DATABASE_URL).`,
      );
    } else {
      const database = await createPostgresBenchDatabase(adminUrl, "admin");
      try {
        await benchDatabase(
          `PostgreSQL ${database.version}`,
          () =>
            openDatabase({
              kind: "postgres",
              url: database.url,
              poolSize: 4,
              timeouts: SEED_TIMEOUTS,
            }),
          total,
          runs,
        );
      } finally {
        await database.drop();
      }
    }
  }
  if (!wanted.includes("pglite") && !wanted.includes("postgres"))
    throw new SetupError("BENCH_DATABASES names neither pglite nor postgres");
  console.log(`\n${formatLoadTable(machineLoad)}`);
});
