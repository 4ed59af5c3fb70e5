/**
 * bench:portal — how fast the client portal's pages answer a signed-in client_admin whose
 * organisation has 2,000 projects, 20,000 documents and 5,000 tickets (nine other clients
 * share the database). The data is written straight into a fresh database before the
 * production server starts; the bench signs in over HTTP, then loads each page with
 * autocannon and prints requests/s, p50 and p99 per URL. Everything runs on 127.0.0.1 and
 * everything started here is stopped (and temporary databases deleted) again, also on
 * errors and Ctrl+C. See bench/README.md.
 *
 *   npm run bench:portal                                   # PGlite, 10 s per URL, 10 connections
 *   BENCH_DURATION=5 npm run bench:portal
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:portal
 */
import fs from "node:fs";
import path from "node:path";
import {
  openDatabase,
  type DatabaseOptions,
} from "../app/server/db/client.server";
import {
  SetupError,
  autocannonVersion,
  describeMachine,
  ensureBuild,
  formatNumber,
  freePorts,
  makeTempDir,
  runBench,
  saveResults,
  startAppServer,
  stopManaged,
} from "./leads-support";
import { formatLoadTable } from "./machine-load";
import { createPostgresBenchDatabase } from "./portal-database";
import { signIn } from "./page-http";
import {
  describeLoad,
  measurePages,
  pageLoadSettingsFromEnv,
  pageRowsForResults,
  pagesTable,
  pagesTableNote,
  selectTargets,
} from "./page-load";
import {
  BIG_CLIENT,
  SMALL_CLIENT,
  seedPortalBench,
  BENCH_ADMIN,
  portalTargets,
  type SeededPortal,
} from "./portal-seed";

const OTHER_CLIENTS = 9;

// ---------------------------------------------------------------------------------------

async function seed(
  options: DatabaseOptions,
): Promise<{ seeded: SeededPortal; seconds: number }> {
  const started = Date.now();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const seeded = await seedPortalBench(database.db, OTHER_CLIENTS);
    return { seeded, seconds: (Date.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/**
 * `npm run bench:portal -- --seed-only <dir>`: seeds a PGlite DATA_DIR (which must not exist
 * yet) and stops, so a server can be started on it by hand — to browse the big client, or to
 * profile it by hand (a whole bench run: BENCH_CPU_PROF=1). The folder is kept.
 */
async function seedOnly(dir: string): Promise<void> {
  if (fs.existsSync(dir))
    throw new SetupError(
      `${dir} exists already; --seed-only wants a new folder`,
    );
  fs.mkdirSync(dir, { recursive: true });
  const { seeded, seconds } = await seed({ kind: "pglite", dataDir: dir });
  console.log(
    `seeded ${dir} in ${formatNumber(seconds, 1)} s: ${JSON.stringify(seeded.counts)}`,
  );
  console.log(`sign in as ${BENCH_ADMIN.email} / ${BENCH_ADMIN.password}`);
  console.log(
    `project page /dashboard/projects/${seeded.featuredProjectId}, thread /dashboard/support/${seeded.featuredTicketId}`,
  );
}

async function main(): Promise<void> {
  const seedOnlyAt = process.argv.indexOf("--seed-only");
  if (seedOnlyAt !== -1) {
    const dir = process.argv[seedOnlyAt + 1];
    if (!dir)
      throw new SetupError(
        "--seed-only needs a folder: npm run bench:portal -- --seed-only /tmp/portal-data",
      );
    return seedOnly(path.resolve(dir));
  }
  // The bench's own waits use unref'd timers: this keeps the process alive until main ends,
  // so a server that dies during start-up is reported instead of ending the run silently.
  const keepAlive = setInterval(() => {}, 60_000);
  try {
    await measure();
  } finally {
    clearInterval(keepAlive);
  }
}

async function measure(): Promise<void> {
  const settings = pageLoadSettingsFromEnv();
  ensureBuild();

  const adminUrl = process.env.DATABASE_URL?.trim();
  const dataDir = makeTempDir("bench-portal-data-");
  const postgres = adminUrl
    ? await createPostgresBenchDatabase(adminUrl, "portal")
    : undefined;
  const databaseLabel = postgres
    ? `PostgreSQL ${postgres.version} (database ${postgres.name})`
    : "PGlite (fresh DATA_DIR)";

  console.log(
    "bench:portal — the client portal's pages for a signed-in client_admin of a large client",
  );
  for (const line of describeMachine()) console.log(line);
  console.log(`  database    ${databaseLabel}`);
  console.log(
    `  data        1 client with ${BIG_CLIENT.projects} projects, ${BIG_CLIENT.documents} documents, ${BIG_CLIENT.tickets} tickets ` +
      `(every ${BIG_CLIENT.threadEvery}th with a thread), ${BIG_CLIENT.colleagues} colleagues; ${OTHER_CLIENTS} clients with ` +
      `${SMALL_CLIENT.projects}/${SMALL_CLIENT.documents}/${SMALL_CLIENT.tickets} each`,
  );
  console.log(`  load        ${describeLoad(settings, autocannonVersion())}`);

  const { seeded, seconds: seedSeconds } = await seed(
    postgres
      ? { kind: "postgres", url: postgres.url, poolSize: 2 }
      : { kind: "pglite", dataDir },
  );
  console.log(
    `  seeded      in ${formatNumber(seedSeconds, 1)} s: ${Object.entries(
      seeded.counts,
    )
      .map(([name, n]) => `${n} ${name}`)
      .join(", ")}`,
  );

  const [port] = await freePorts(1);
  const server = await startAppServer({
    port: port!,
    dataDir,
    name: "server (bench:portal)",
    env: {
      OUTBOX_POLL_MS: "3600000",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  });
  try {
    const cookie = await signIn(port!);
    const rows = await measurePages({
      port: port!,
      cookie,
      targets: selectTargets(portalTargets(seeded)),
      settings,
      postgres: !!postgres,
    });
    const machineLoad = rows.flatMap((row) => (row.load ? [row.load] : []));
    console.log("");
    console.log(pagesTable(rows));
    console.log("");
    console.log(formatLoadTable(machineLoad));
    console.log(`\n${pagesTableNote(settings)}`);
    const saved = saveResults("portal", {
      date: new Date().toISOString(),
      database: databaseLabel,
      settings,
      counts: seeded.counts,
      rows: pageRowsForResults(rows),
      machineLoad,
    });
    if (saved) console.log(`(full results: ${saved})`);
  } finally {
    await stopManaged(server);
    await postgres?.drop();
  }
}

await runBench("bench:portal", main);
