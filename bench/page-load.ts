/**
 * Signed-in pages under load, as bench:portal and bench:admin measure them: for each page a
 * GET that must answer 200 (its HTML and gzip size), a warm-up, 50 requests one at a time
 * (the server time of one page), then autocannon with keep-alive connections and the session
 * cookie while the machine's load is watched (the server's CPU per page). The table judges
 * the signed-in pages' targets: ≤ 5 ms of server CPU per page, p99 ≤ 50 ms, ≤ 50 KB gzip.
 * See bench/README.md.
 */
import autocannon from "autocannon";
import {
  LOOPBACK,
  SetupError,
  formatLatency,
  formatNumber,
  positiveIntFromEnv,
  renderTable,
} from "./leads-support";
import { watchMachineLoad, type MachineLoad } from "./machine-load";
import { BROWSER_HEADERS, request, serialTimings } from "./page-http";

export const TARGET_P99_MS = 50;
/** The server's CPU per signed-in page (main thread and PGlite's) that p99 ≤ 50 ms at 10 connections needs. */
export const TARGET_CPU_MS = 5;
/** docs/decisions/043-html-weight.md: every page's HTML at most this many KB gzip at the benches' scale. */
export const HTML_GZIP_BUDGET_KB = 50;
/** Requests one at a time per page, for its server time without queueing. */
export const SERIAL_REQUESTS = 50;

export type PageTarget = {
  label: string;
  path: string;
  /** Text the page shows when the seeded data is on it (a note is printed when it is not). */
  marker: string;
  /** Measured for comparison, not judged against the targets. */
  reference?: boolean;
};

export type PageLoadSettings = {
  /** Measured seconds per page. */
  seconds: number;
  /** Warm-up seconds per page (0: none). */
  warmup: number;
  /**
   * Seconds of every page in turn before the first is measured (0: none): a server that has
   * just started compiles its hot code as the first thousands of requests arrive, and that
   * one-time work would count in the first pages' CPU.
   */
  serverWarmup: number;
  connections: number;
};

export type PageRow = {
  target: PageTarget;
  status: number;
  bytes: number;
  /** As sent with `accept-encoding: gzip` (docs/decisions/043-html-weight.md: ≤ 50 KB gzip a page). */
  gzipBytes: number;
  markerFound: boolean;
  serial?: { p50: number; p99: number; max: number };
  result?: autocannon.Result;
  load?: MachineLoad;
  serverMsPerPage?: number;
  /** The server's main thread alone, per page: the part that limits pages per second. */
  mainThreadMsPerPage?: number;
  /** Every postgres process's CPU per page (PostgreSQL runs only). */
  postgresMsPerPage?: number;
};

/** BENCH_DURATION, BENCH_WARMUP, BENCH_SERVER_WARMUP and BENCH_CONNECTIONS, checked. */
export function pageLoadSettingsFromEnv(): PageLoadSettings {
  const seconds = positiveIntFromEnv("BENCH_DURATION", 10);
  const warmup = positiveIntFromEnv("BENCH_WARMUP", 2, { allowZero: true });
  const serverWarmup = positiveIntFromEnv("BENCH_SERVER_WARMUP", 15, {
    allowZero: true,
  });
  const connections = positiveIntFromEnv("BENCH_CONNECTIONS", 10);
  if (seconds > 300 || warmup > 300 || serverWarmup > 300 || connections > 1000)
    throw new SetupError(
      "BENCH_DURATION/BENCH_WARMUP/BENCH_SERVER_WARMUP ≤ 300, BENCH_CONNECTIONS ≤ 1000",
    );
  return { seconds, warmup, serverWarmup, connections };
}

export function describeLoad(
  settings: PageLoadSettings,
  autocannonVersion: string,
): string {
  return (
    `autocannon ${autocannonVersion}, ${settings.connections} connections, ${settings.seconds} s per URL after a ` +
    `${settings.warmup} s warm-up (and ${settings.serverWarmup} s of every page in turn when the server starts), ` +
    `GET with the session cookie, accept-encoding gzip`
  );
}

/** BENCH_ONLY: comma-separated words; only the pages whose label holds one (all when unset). */
export function selectTargets(
  targets: PageTarget[],
  only = process.env.BENCH_ONLY,
): PageTarget[] {
  const words = only
    ?.split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (!words?.length) return targets;
  return targets.filter((target) =>
    words.some((word) => target.label.toLowerCase().includes(word)),
  );
}

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
 * CPU per page while a page is loaded: the servers' (main thread and the PGlite thread), and
 * PostgreSQL's when it was watched — what a page costs, whatever the machine does meanwhile.
 * How busy the machine was is in `load`.
 */
function msPerPage(
  load: MachineLoad,
  requests: number,
): { server?: number; mainThread?: number; postgres?: number } {
  if (!load.cpu || requests === 0) return {};
  const sum = (record: Record<string, number>) =>
    Object.values(record).reduce((a, b) => a + b, 0);
  const server = sum(load.cpu.servers);
  const mainThreads = Object.keys(load.cpu.serverMainThreads).length;
  return {
    server: (server * 1000) / requests,
    mainThread:
      mainThreads > 0
        ? (sum(load.cpu.serverMainThreads) * 1000) / requests
        : undefined,
    postgres:
      load.cpu.postgres === null
        ? undefined
        : (load.cpu.postgres * 1000) / requests,
  };
}

/**
 * Measures each page in turn on the server at `port` with the session `cookie`. `phase`
 * names a page's row in the machine-load table (e.g. prefixed with the database).
 */
export async function measurePages(options: {
  port: number;
  cookie: string;
  targets: PageTarget[];
  settings: PageLoadSettings;
  /** Watch every postgres process of the machine too (the server runs on PostgreSQL). */
  postgres: boolean;
  phase?: (target: PageTarget) => string;
}): Promise<PageRow[]> {
  const { port, cookie, settings } = options;
  const headers = { ...BROWSER_HEADERS, cookie };
  const rows: PageRow[] = [];
  if (settings.serverWarmup > 0 && options.targets.length > 0) {
    process.stdout.write(
      `  warming the server: every page in turn for ${settings.serverWarmup} s…`,
    );
    const warm = await autocannon({
      url: `http://${LOOPBACK}:${port}`,
      duration: settings.serverWarmup,
      connections: settings.connections,
      timeout: 10,
      headers,
      requests: options.targets.map((target) => ({
        method: "GET",
        path: target.path,
      })),
    });
    console.log(` ${formatNumber(warm.requests.total, 0)} requests`);
  }
  for (const target of options.targets) {
    const probe = await request(port, "GET", target.path, headers);
    const row: PageRow = {
      target,
      status: probe.status,
      bytes: Buffer.byteLength(probe.body),
      gzipBytes: probe.wireBytes,
      markerFound: probe.body.includes(target.marker),
    };
    rows.push(row);
    if (probe.status !== 200) {
      console.log(
        `  ${target.label}: GET ${target.path} answered ${probe.status}${probe.headers.location ? ` (to ${probe.headers.location})` : ""} — not measured`,
      );
      continue;
    }
    if (!row.markerFound)
      console.log(
        `  note: ${target.label} does not show "${target.marker}" (is the seeded row on the page?)`,
      );
    process.stdout.write(`  measuring ${target.label}…`);
    if (settings.warmup > 0)
      await load(
        port,
        target.path,
        cookie,
        settings.warmup,
        settings.connections,
      );
    row.serial = await serialTimings(
      port,
      target.path,
      cookie,
      SERIAL_REQUESTS,
    );
    const watch = watchMachineLoad(options.phase?.(target) ?? target.label, {
      postgres: options.postgres,
    });
    row.result = await load(
      port,
      target.path,
      cookie,
      settings.seconds,
      settings.connections,
    );
    row.load = watch.stop();
    const perPage = msPerPage(row.load, row.result.requests.total);
    row.serverMsPerPage = perPage.server;
    row.mainThreadMsPerPage = perPage.mainThread;
    row.postgresMsPerPage = perPage.postgres;
    console.log(
      ` ${formatNumber(row.result.requests.average, 1)} requests/s, p99 ${formatLatency(row.result.latency.p99)} ms` +
        (row.serverMsPerPage === undefined
          ? ""
          : `, ${formatNumber(row.serverMsPerPage, 1)} ms CPU/page`),
    );
  }
  return rows;
}

function verdict(
  ok: boolean | undefined,
  reference: boolean | undefined,
): string {
  if (ok === undefined) return "not measured";
  return reference ? "(reference)" : ok ? "✓" : "✗";
}

const optional = (value: number | undefined, decimals: number) =>
  value === undefined ? "–" : formatNumber(value, decimals);

/**
 * The table: the server time of one page (one connection, no queueing), its CPU, and the
 * latency under the connections (closed loop: one Node process answers them in turn, so p99
 * there ≈ connections ÷ requests/s). A "postgres ms/page" column when PostgreSQL was watched.
 */
export function pagesTable(rows: PageRow[]): string {
  const withPostgres = rows.some((row) => row.postgresMsPerPage !== undefined);
  const withMainThread = rows.some(
    (row) => row.mainThreadMsPerPage !== undefined,
  );
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
      ...(withMainThread ? ["main thread ms/page"] : []),
      ...(withPostgres ? ["postgres ms/page"] : []),
      "requests/s",
      "p50 ms",
      "p99 ms",
      "non-2xx",
      "errors",
      `CPU ≤ ${TARGET_CPU_MS}`,
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
        mainThreadMsPerPage,
        postgresMsPerPage,
      }) => [
        target.label,
        target.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, ":id"),
        String(status),
        formatNumber(bytes / 1024, 0),
        `${formatNumber(gzipBytes / 1024, 1)} ${gzipBytes <= HTML_GZIP_BUDGET_KB * 1024 ? "✓" : "✗"}`,
        optional(serial?.p50, 1),
        optional(serial?.p99, 1),
        optional(serverMsPerPage, 1),
        ...(withMainThread ? [optional(mainThreadMsPerPage, 1)] : []),
        ...(withPostgres ? [optional(postgresMsPerPage, 1)] : []),
        result ? formatNumber(result.requests.average, 1) : "–",
        result ? formatLatency(result.latency.p50) : "–",
        result ? formatLatency(result.latency.p99) : "–",
        result ? String(result.non2xx) : "–",
        result ? String(result.errors + result.timeouts) : "–",
        verdict(
          serverMsPerPage === undefined
            ? undefined
            : serverMsPerPage <= TARGET_CPU_MS,
          target.reference,
        ),
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

/** How to read the table, printed under it. */
export function pagesTableNote(settings: PageLoadSettings): string {
  const { connections } = settings;
  return (
    `(targets: ≤ ${TARGET_CPU_MS} ms of server CPU and p99 ≤ ${TARGET_P99_MS} ms per page, every answer 200. "1 conn" = ${SERIAL_REQUESTS} requests one after` +
    `\n the other: the server time of one page. "CPU ms/page" = the server process's CPU (main thread and PGlite's) during the` +
    `\n ${connections}-connection run ÷ pages answered; "main thread" its event loop alone, the thread that limits pages/s.` +
    `\n With ${connections} connections one Node process answers them in turn, so` +
    `\n p99 there ≈ ${connections} ÷ requests/s: ≤ ${TARGET_P99_MS} ms needs ≥ ${Math.ceil((connections * 1000) / TARGET_P99_MS)} pages/s. See bench/README.md.)`
  );
}

/** The rows as the results file keeps them: the autocannon results, without the load readings (kept apart). */
export function pageRowsForResults(rows: PageRow[]) {
  return rows.map(({ target, load: _load, ...measured }) => ({
    ...target,
    ...measured,
  }));
}
