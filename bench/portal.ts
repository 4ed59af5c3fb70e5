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
import autocannon from "autocannon";
import {
  openDatabase,
  type DatabaseOptions,
} from "../app/server/db/client.server";
import {
  LOOPBACK,
  SetupError,
  autocannonVersion,
  describeMachine,
  ensureBuild,
  formatLatency,
  formatNumber,
  freePorts,
  makeTempDir,
  positiveIntFromEnv,
  renderTable,
  runBench,
  saveResults,
  startAppServer,
  stopManaged,
} from "./leads-support";
import {
  formatLoadTable,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";
import { createPostgresBenchDatabase } from "./portal-database";
import { BROWSER_HEADERS, request, serialTimings, signIn } from "./portal-http";
import {
  BIG_CLIENT,
  SMALL_CLIENT,
  seedPortalBench,
  BENCH_ADMIN,
  type SeededPortal,
} from "./portal-seed";

const TARGET_P99_MS = 50;
/** docs/decisions/043-html-weight.md: every page's HTML at most this many KB gzip at this scale — long lists come a page at a time. */
const HTML_GZIP_BUDGET_KB = 50;
const OTHER_CLIENTS = 9;
/** Requests one at a time per page, for its server time without queueing. */
const SERIAL_REQUESTS = 50;
type Target = {
  label: string;
  path: string;
  marker: string;
  /** Measured for comparison, not judged against the target. */
  reference?: boolean;
};

function targetsOf(seeded: SeededPortal): Target[] {
  return [
    {
      label: "Projects tab",
      path: "/dashboard",
      marker: seeded.featuredProjectName,
    },
    {
      label: "Documents tab",
      path: "/dashboard/documents",
      marker: "runbook-",
    },
    {
      label: "Support tab",
      path: "/dashboard/support",
      marker: seeded.featuredTicketTitle,
    },
    { label: "Team tab", path: "/dashboard/team", marker: "Colleague 1" },
    {
      label: "Project page",
      path: `/dashboard/projects/${seeded.featuredProjectId}`,
      marker: "Sprint 1 review",
    },
    {
      label: "Ticket thread",
      path: `/dashboard/support/${seeded.featuredTicketId}`,
      marker: "Thread message 40",
    },
    // Not a portal page: the same signed-in shell with little data, to tell the fixed cost of
    // a signed-in page (session, shell, React rendering) from what each portal page adds.
    {
      label: "Account page (reference)",
      path: "/account",
      marker: BENCH_ADMIN.email,
      reference: true,
    },
  ];
}

// ---------------------------------------------------------------------------------------
// Load.

async function load(
  port: number,
  path: string,
  cookie: string,
  seconds: number,
  connections: number,
): Promise<autocannon.Result> {
  return await autocannon({
    url: `http://${LOOPBACK}:${port}${path}`,
    method: "GET",
    duration: seconds,
    connections,
    pipelining: 1,
    timeout: 10,
    headers: { ...BROWSER_HEADERS, cookie },
  });
}

/**
 * The server's CPU per page while a page is loaded (main thread and the PGlite thread): what a
 * page costs, whatever the machine does meanwhile. How busy the machine was is in `load`.
 */
function serverMsPerPage(
  load: MachineLoad,
  requests: number,
): number | undefined {
  if (!load.cpu || requests === 0) return undefined;
  const server = Object.values(load.cpu.servers).reduce((a, b) => a + b, 0);
  return (server * 1000) / requests;
}

type Row = {
  load?: MachineLoad;
  serverMsPerPage?: number;
  target: Target;
  status: number;
  bytes: number;
  /** As sent with `accept-encoding: gzip` (docs/decisions/043-html-weight.md: ≤ 50 KB gzip a page). */
  gzipBytes: number;
  markerFound: boolean;
  serial?: { p50: number; p99: number; max: number };
  result?: autocannon.Result;
};

function verdict(
  ok: boolean | undefined,
  reference: boolean | undefined,
): string {
  if (ok === undefined) return "not measured";
  return reference ? "(reference)" : ok ? "✓" : "✗";
}

/**
 * Two readings of the target, both printed: the server time of one page (one connection,
 * no queueing) and the latency under 10 connections (closed loop: one Node process answers
 * them in turn, so p99 there ≈ connections ÷ requests/s).
 */
function table(rows: Row[]): string {
  return renderTable(
    [
      "page",
      "URL",
      "status",
      "HTML KB",
      `gzip KB (≤ ${HTML_GZIP_BUDGET_KB})`,
      "1 conn p50 ms",
      "1 conn p99 ms",
      "CPU ms/page",
      "requests/s",
      "p50 ms",
      "p99 ms",
      "non-2xx",
      "errors",
      `1 conn p99 ≤ ${TARGET_P99_MS}`,
      `p99 ≤ ${TARGET_P99_MS}`,
    ],
    rows.map(
      ({
        target,
        status,
        bytes,
        gzipBytes,
        serial,
        result,
        serverMsPerPage,
      }) => [
        target.label,
        target.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, ":id"),
        String(status),
        formatNumber(bytes / 1024, 0),
        `${formatNumber(gzipBytes / 1024, 1)} ${gzipBytes <= HTML_GZIP_BUDGET_KB * 1024 ? "✓" : "✗"}`,
        serial ? formatNumber(serial.p50, 1) : "–",
        serial ? formatNumber(serial.p99, 1) : "–",
        serverMsPerPage === undefined ? "–" : formatNumber(serverMsPerPage, 1),
        result ? formatNumber(result.requests.average, 1) : "–",
        result ? formatLatency(result.latency.p50) : "–",
        result ? formatLatency(result.latency.p99) : "–",
        result ? String(result.non2xx) : "–",
        result ? String(result.errors + result.timeouts) : "–",
        verdict(serial && serial.p99 <= TARGET_P99_MS, target.reference),
        verdict(
          result && result.latency.p99 <= TARGET_P99_MS && result.non2xx === 0,
          target.reference,
        ),
      ],
    ),
    2,
  );
}

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
  const seconds = positiveIntFromEnv("BENCH_DURATION", 10);
  const warmup = positiveIntFromEnv("BENCH_WARMUP", 2, { allowZero: true });
  const connections = positiveIntFromEnv("BENCH_CONNECTIONS", 10);
  if (seconds > 300 || warmup > 300 || connections > 1000)
    throw new SetupError(
      "BENCH_DURATION/BENCH_WARMUP ≤ 300, BENCH_CONNECTIONS ≤ 1000",
    );
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
  console.log(
    `  load        autocannon ${autocannonVersion()}, ${connections} connections, ${seconds} s per URL after a ${warmup} s warm-up, GET with the session cookie, accept-encoding gzip`,
  );

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
    const rows: Row[] = [];
    const only = process.env.BENCH_ONLY?.split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const targets = targetsOf(seeded).filter(
      (target) =>
        !only?.length ||
        only.some((item) =>
          target.label.toLowerCase().includes(item.toLowerCase()),
        ),
    );
    for (const target of targets) {
      const probe = await request(port!, "GET", target.path, {
        ...BROWSER_HEADERS,
        cookie,
      });
      const row: Row = {
        target,
        status: probe.status,
        bytes: Buffer.byteLength(probe.body),
        gzipBytes: probe.wireBytes,
        markerFound: probe.body.includes(target.marker),
      };
      rows.push(row);
      if (probe.status !== 200) {
        console.log(
          `  ${target.label}: GET ${target.path} answered ${probe.status} — not measured`,
        );
        continue;
      }
      if (!row.markerFound)
        console.log(
          `  note: ${target.label} does not show "${target.marker}" (is the seeded row on the page?)`,
        );
      process.stdout.write(`  measuring ${target.label}…`);
      if (warmup > 0)
        await load(port!, target.path, cookie, warmup, connections);
      row.serial = await serialTimings(
        port!,
        target.path,
        cookie,
        SERIAL_REQUESTS,
      );
      const watch = watchMachineLoad(target.label, { postgres: !!postgres });
      row.result = await load(port!, target.path, cookie, seconds, connections);
      row.load = watch.stop();
      row.serverMsPerPage = serverMsPerPage(
        row.load,
        row.result.requests.total,
      );
      console.log(
        ` ${formatNumber(row.result.requests.average, 1)} requests/s, p99 ${formatLatency(row.result.latency.p99)} ms`,
      );
    }
    console.log("");
    console.log(table(rows));
    console.log("");
    console.log(
      formatLoadTable(rows.flatMap((row) => (row.load ? [row.load] : []))),
    );
    console.log(
      `\n(target: p99 ≤ ${TARGET_P99_MS} ms per page on PGlite, every answer 200. "1 conn" = ${SERIAL_REQUESTS} requests one after` +
        `\n the other: the server time of one page. With ${connections} connections one Node process answers them in turn, so` +
        `\n p99 there ≈ ${connections} ÷ requests/s: ≤ ${TARGET_P99_MS} ms needs ≥ ${Math.ceil((connections * 1000) / TARGET_P99_MS)} pages/s. See bench/README.md.)`,
    );
    const saved = saveResults("portal", {
      date: new Date().toISOString(),
      database: databaseLabel,
      settings: { seconds, warmup, connections },
      counts: seeded.counts,
      rows: rows.map(({ target, load: _load, ...measured }) => ({
        ...target,
        ...measured,
      })),
      machineLoad: rows.flatMap((row) => (row.load ? [row.load] : [])),
    });
    if (saved) console.log(`(full results: ${saved})`);
  } finally {
    await stopManaged(server);
    await postgres?.drop();
  }
}

await runBench("bench:portal", main);
