/**
 * bench:leads — how many blueprint form submissions per second the production server
 * accepts, how fast it answers, and whether every submission it acknowledged is really in
 * the database: under normal load, and when the server is SIGKILLed in the middle of the
 * load and started again on the same data. Everything runs on 127.0.0.1 and everything
 * started here is stopped again (and temporary databases dropped), on success, on error and
 * on Ctrl+C. See bench/README.md.
 *
 *   npm run bench:leads                                  # normal then kill, PGlite, 10 s, 10 connections
 *   BENCH_MODE=kill npm run bench:leads                  # or: npm run bench:leads -- --kill
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:leads
 *   BENCH_ENDPOINT=document npm run bench:leads          # the no-JavaScript post to /blueprint
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { count, inArray } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/server/db/client.server";
import { blueprintLeads, outbox } from "../app/server/db/schema.server";
import { issueFormToken } from "../app/server/security/form-token.server";
import {
  LOOPBACK,
  SetupError,
  autocannonVersion,
  delay,
  describeMachine,
  ensureBuild,
  formatNumber,
  freePorts,
  generateSecret,
  killManaged,
  makeTempDir,
  onCleanup,
  positiveIntFromEnv,
  renderTable,
  runBench,
  saveResults,
  startAppServer,
  stopManaged,
  type Managed,
} from "./leads-support";
import {
  BUSY_SHARE_OF_A_CORE,
  formatLoadTable,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";

// ---------------------------------------------------------------------------------------
// Settings.

const TARGET_ACCEPTED_PER_SECOND = 500;
const TARGET_P99_MS = 50;
/** Every fifth submission is invalid (fullName "A"): 80 % valid, 20 % invalid. */
const INVALID_EVERY = 5;
const REQUEST_TIMEOUT_S = 10;
/** Back-off of a load worker whose connection was refused (server down), so it does not spin. */
const REFUSED_BACKOFF_MS = 50;
const MAX_DURATION_S = 300;
const MAX_CONNECTIONS = 1000;
/** Mail delivery never runs during the bench: its first poll would be an hour away. */
const OUTBOX_POLL_MS = 3_600_000;
const MAIL_KINDS = ["lead_notification", "lead_acknowledgement"];

/** What the server gets besides the usual production settings (support.ts startAppServer). */
const SERVER_ENV = {
  // The per-IP limit (10 posts per IP per form per 10 minutes) would stop a one-IP load test after 10 posts.
  FORM_RATE_LIMIT: "0",
  // Tokens are issued a moment before they are posted; the 3 s minimum fill time would flag them all as spam.
  FORM_MIN_FILL_MS: "0",
  OUTBOX_POLL_MS: String(OUTBOX_POLL_MS),
};

type Mode = "normal" | "kill";
type EndpointName = "api" | "document";

type Endpoint = {
  name: EndpointName;
  path: string;
  description: string;
  accept: string;
  /** In the (decoded) body of an accepted submission. */
  acceptedMarker: string;
  /** In the (decoded) body of the invalid submission (fullName "A"). */
  rejectedMarker: string;
};

const ENDPOINTS: Record<EndpointName, Endpoint> = {
  api: {
    name: "api",
    path: "/api/forms/blueprint",
    description:
      "POST /api/forms/blueprint — what the enhanced form sends with JavaScript (JSON answer)",
    accept: "application/json",
    acceptedMarker: '"ok":true',
    rejectedMarker: "Name must be at least 2 characters",
  },
  document: {
    name: "document",
    path: "/blueprint",
    description:
      "POST /blueprint — the form without JavaScript (the answer is the whole HTML page)",
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    acceptedMarker: "Thank you for your interest.",
    rejectedMarker: "Name must be at least 2 characters",
  },
};

type DatabaseTarget =
  { kind: "pglite" } | { kind: "postgres"; adminUrl: string };

type Settings = {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  modes: Mode[];
  endpoint: Endpoint;
  database: DatabaseTarget;
};

function readSettings(): Settings {
  const seconds = positiveIntFromEnv("BENCH_DURATION", 10);
  const warmupSeconds = positiveIntFromEnv("BENCH_WARMUP", 2, {
    allowZero: true,
  });
  // Ten submitters at once, without pause, is far beyond what the site's forms will see. With a
  // closed-loop generator, latency is connections ÷ throughput, so the p99 target only means
  // something at a stated number: at 20 the mean alone is 40 ms at 500/s (see bench/README.md).
  const connections = positiveIntFromEnv("BENCH_CONNECTIONS", 10);
  if (seconds > MAX_DURATION_S || warmupSeconds > MAX_DURATION_S) {
    throw new SetupError(
      `BENCH_DURATION and BENCH_WARMUP are limited to ${MAX_DURATION_S} s`,
    );
  }
  if (connections > MAX_CONNECTIONS)
    throw new SetupError(`BENCH_CONNECTIONS is limited to ${MAX_CONNECTIONS}`);

  const modeRaw = (
    process.argv.includes("--kill")
      ? "kill"
      : process.argv.includes("--normal")
        ? "normal"
        : (process.env.BENCH_MODE ?? "both")
  )
    .trim()
    .toLowerCase();
  const modes: Record<string, Mode[]> = {
    both: ["normal", "kill"],
    "": ["normal", "kill"],
    normal: ["normal"],
    kill: ["kill"],
  };
  const selected = modes[modeRaw];
  if (!selected)
    throw new SetupError(
      `BENCH_MODE must be normal, kill or both (got "${modeRaw}")`,
    );

  const endpointRaw =
    (process.env.BENCH_ENDPOINT ?? "api").trim().toLowerCase() || "api";
  if (endpointRaw !== "api" && endpointRaw !== "document") {
    throw new SetupError(
      `BENCH_ENDPOINT must be api or document (got "${endpointRaw}")`,
    );
  }

  const adminUrl = process.env.DATABASE_URL?.trim();
  if (adminUrl) assertLoopbackDatabase(adminUrl);
  return {
    seconds,
    warmupSeconds,
    connections,
    modes: selected,
    endpoint: ENDPOINTS[endpointRaw],
    database: adminUrl ? { kind: "postgres", adminUrl } : { kind: "pglite" },
  };
}

// ---------------------------------------------------------------------------------------
// A fresh PostgreSQL database per run, on the server DATABASE_URL names (loopback only).

function assertLoopbackDatabase(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SetupError(
      "DATABASE_URL is not a URL (expected postgres://user@127.0.0.1:5432/dbname)",
    );
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol))
    throw new SetupError("DATABASE_URL must be a postgres:// URL");
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const socketHost = parsed.searchParams.get("host") ?? "";
  const loopback =
    host === "localhost" ||
    host === "::1" ||
    /^127\./.test(host) ||
    (host === "" && socketHost.startsWith("/"));
  if (!loopback) {
    throw new SetupError(
      `DATABASE_URL points at ${host || "(no host)"}: this bench creates and drops databases and only talks to a ` +
        "PostgreSQL server on this machine (127.0.0.1, localhost, ::1 or a Unix socket).",
    );
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: adminUrl,
    connectionTimeoutMillis: 10_000,
  });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

type BenchDatabase = {
  url: string;
  name: string;
  version: string;
  drop: () => Promise<void>;
};

async function createBenchDatabase(
  adminUrl: string,
  mode: Mode,
): Promise<BenchDatabase> {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const name = `bench_leads_${stamp}_${mode}_${process.pid}`;
  let version = "?";
  try {
    await withAdminClient(adminUrl, async (client) => {
      const result = await client.query<{ server_version: string }>(
        "show server_version",
      );
      // "15.20 (Debian 15.20-0+deb12u1)" → "15.20"
      version = result.rows[0]?.server_version.split(" ")[0] ?? "?";
      await client.query(`create database ${quoteIdentifier(name)}`);
    });
  } catch (error) {
    throw new SetupError(
      `could not create a database on the server of DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup(`drop database ${name}`, async () => {
    await withAdminClient(adminUrl, async (client) => {
      try {
        await client.query(
          `drop database if exists ${quoteIdentifier(name)} with (force)`,
        );
      } catch {
        // PostgreSQL before 13 has no WITH (FORCE); nothing should be connected by now anyway.
        await client.query(`drop database if exists ${quoteIdentifier(name)}`);
      }
    });
  });
  return { url: url.toString(), name, version, drop };
}

// ---------------------------------------------------------------------------------------
// Every submission the bench makes, and what became of it.

type Phase = "preflight" | "warm-up" | "measured";

type Submission = {
  n: number;
  email: string;
  valid: boolean;
  phase: Phase;
  body: string;
  /** The HTTP status of the answer, when one was read. */
  status?: number;
  /** performance.now() when the answer was read (node:http loop only). */
  answeredAt?: number;
  /** No answer: "refused" means the request never reached a server (connection refused). */
  failure?: "refused" | "timeout" | "error";
};

class Ledger {
  private next = 0;
  readonly all: Submission[] = [];
  readonly latencies = new Map<Phase, number[]>();

  constructor(
    private readonly secret: string,
    private readonly origin: string,
  ) {}

  /** A new submission; valid or not by its number (every INVALID_EVERY-th is invalid) unless `valid` says. */
  create(phase: Phase, forceValid?: boolean): Submission {
    const n = ++this.next;
    const valid = forceValid ?? n % INVALID_EVERY !== 0;
    const email = valid
      ? `bench+${n}@example.org`
      : `bench-invalid+${n}@example.org`;
    const body = new URLSearchParams({
      _formId: "blueprint-form",
      // A fresh signed token per submission: the same token posted twice is stored once.
      _formToken: issueFormToken(this.secret, "blueprint"),
      _page: "/blueprint",
      _referrer: "",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
      utm_term: "",
      utm_content: "",
      website: "",
      fullName: valid ? `Bench Visitor ${n}` : "A",
      email,
      companyName: "Bench Directorate of Digital Services",
      phone: "+1 555 0100",
      companySize: "201-1000",
      primaryInterest: "blueprint",
      message: `Load-test submission number ${n}: a national e-services platform, about 2 million users, live within 18 months.`,
    }).toString();
    const submission: Submission = { n, email, valid, phase, body };
    this.all.push(submission);
    return submission;
  }

  headers(endpoint: Endpoint): Record<string, string> {
    return {
      accept: endpoint.accept,
      "accept-encoding": "gzip, deflate, br",
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      origin: this.origin,
      referer: `${this.origin}/blueprint`,
      "user-agent": "bench-leads (autocannon / node:http)",
    };
  }

  latency(phase: Phase, ms: number): void {
    let list = this.latencies.get(phase);
    if (!list) this.latencies.set(phase, (list = []));
    list.push(ms);
  }

  of(phase: Phase): Submission[] {
    return this.all.filter((submission) => submission.phase === phase);
  }
}

function isAccepted(submission: Submission): boolean {
  return (
    submission.status !== undefined &&
    submission.status >= 200 &&
    submission.status < 300
  );
}

/** Sent, but no answer was read: the server may or may not have stored it. */
function isUnanswered(submission: Submission): boolean {
  return submission.status === undefined && submission.failure !== "refused";
}

// ---------------------------------------------------------------------------------------
// One POST with node:http (preflight, warm-up, and the load in kill mode).

class RequestTimeoutError extends Error {}

type Answer = { status: number; body: string };

function decode(body: Buffer, encoding: string | undefined): string {
  switch ((encoding ?? "").trim().toLowerCase()) {
    case "br":
      return zlib.brotliDecompressSync(body).toString("utf8");
    case "gzip":
      return zlib.gunzipSync(body).toString("utf8");
    case "deflate":
      return zlib.inflateSync(body).toString("utf8");
    default:
      return body.toString("utf8");
  }
}

function post(
  agent: http.Agent,
  port: number,
  endpoint: Endpoint,
  headers: Record<string, string>,
  body: string,
  options: { readBody: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(body);
    const request = http.request(
      {
        host: LOOPBACK,
        port,
        method: "POST",
        path: endpoint.path,
        agent,
        headers: { ...headers, "content-length": String(payload.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => {
          if (options.readBody) chunks.push(chunk);
        });
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          try {
            resolve({
              status,
              body: options.readBody
                ? decode(
                    Buffer.concat(chunks),
                    response.headers["content-encoding"],
                  )
                : "",
            });
          } catch (error) {
            reject(error);
          }
        });
        response.on("error", reject);
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_S * 1000, () =>
      request.destroy(new RequestTimeoutError("request timed out")),
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** Checks the answer's body says what its status says (accepted / the field error). */
function answerMatches(
  endpoint: Endpoint,
  submission: Submission,
  answer: Answer,
): boolean {
  if (submission.valid)
    return (
      answer.status === 200 && answer.body.includes(endpoint.acceptedMarker)
    );
  return (
    answer.status === 400 &&
    answer.body.includes(endpoint.rejectedMarker) &&
    !answer.body.includes(endpoint.acceptedMarker)
  );
}

// ---------------------------------------------------------------------------------------
// Load generators.

type LoadStats = {
  generator: string;
  /** From the first request to the last answer. */
  elapsedSeconds: number;
  errors: number;
  timeouts: number;
  /** Attempts whose connection was refused (the server was down): they never reached a server. */
  refused: number;
  /** Answers whose body did not say what their status said (checked by the node:http loop only). */
  mismatches: number;
  p50: number;
  p99: number;
};

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[
      Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
    ] ?? Number.NaN
  );
}

/**
 * A fixed number of workers, each posting one submission after the other over keep-alive
 * connections until the deadline; then it waits for the answers still on their way, so no
 * request is cut off by the end of the run. Survives the server going away and coming back.
 */
async function loopLoad(options: {
  ledger: Ledger;
  endpoint: Endpoint;
  port: number;
  phase: Phase;
  seconds: number;
  connections: number;
  /** Lets the caller move the end of the run (performance.now() time) while it runs. */
  window?: { deadline: number };
}): Promise<LoadStats> {
  const { ledger, endpoint, port, phase } = options;
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
  });
  const headers = ledger.headers(endpoint);
  const started = performance.now();
  const window = options.window ?? { deadline: 0 };
  window.deadline = started + options.seconds * 1000;
  let lastAnswer = started;
  const stats = { errors: 0, timeouts: 0, refused: 0, mismatches: 0 };

  const worker = async () => {
    // A submission whose connection was refused never reached a server: it is tried again.
    let pending: Submission | undefined;
    while (performance.now() < window.deadline) {
      const submission = pending ?? ledger.create(phase);
      pending = undefined;
      const sentAt = performance.now();
      try {
        const answer = await post(
          agent,
          port,
          endpoint,
          headers,
          submission.body,
          { readBody: true },
        );
        const now = performance.now();
        submission.status = answer.status;
        submission.answeredAt = now;
        ledger.latency(phase, now - sentAt);
        lastAnswer = Math.max(lastAnswer, now);
        if (!answerMatches(endpoint, submission, answer)) stats.mismatches++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ECONNREFUSED") {
          pending = submission;
          stats.refused++;
          await delay(REFUSED_BACKOFF_MS);
        } else if (error instanceof RequestTimeoutError) {
          submission.failure = "timeout";
          stats.timeouts++;
          stats.errors++;
        } else {
          submission.failure = "error";
          stats.errors++;
        }
      }
    }
    if (pending) pending.failure = "refused";
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    agent.destroy();
  }
  const sorted = (ledger.latencies.get(phase) ?? [])
    .slice()
    .sort((a, b) => a - b);
  return {
    generator: `node:http loop (${options.connections} workers, keep-alive)`,
    // The whole window (an outage at the end is part of it), or longer while the last answers drain.
    elapsedSeconds: (Math.max(lastAnswer, window.deadline) - started) / 1000,
    ...stats,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

/**
 * autocannon, one request per connection at a time, every request built by setupRequest
 * (fresh token, unique e-mail) and its answer recorded by onResponse through the
 * connection's context. At the deadline every connection stops after its current answer
 * (instead of autocannon cutting the requests in flight), so each submission made is
 * either answered or counted as an error.
 */
async function autocannonLoad(options: {
  ledger: Ledger;
  endpoint: Endpoint;
  port: number;
  seconds: number;
  connections: number;
}): Promise<LoadStats> {
  const { ledger, endpoint } = options;
  const phase: Phase = "measured";
  const clients: autocannon.Client[] = [];
  let running = options.connections;
  let allDone: () => void = () => {};
  const drained = new Promise<void>((resolve) => (allDone = resolve));
  const started = performance.now();
  let lastAnswer = started;

  let cutOff = false;
  const deadline = setTimeout(() => {
    if (
      clients.length !== options.connections ||
      clients.some((client) => typeof client.reqsMade !== "number")
    ) {
      // Not the autocannon this was written for: end the usual way (requests in flight are cut off).
      cutOff = true;
      tracker.stop();
      return;
    }
    for (const client of clients)
      client.responseMax = Math.max(1, client.reqsMade);
  }, options.seconds * 1000);

  const tracker = autocannon({
    url: `http://${LOOPBACK}:${options.port}`,
    connections: options.connections,
    pipelining: 1,
    // autocannon's own end only after the drain (the requests in flight at the deadline).
    duration: options.seconds + REQUEST_TIMEOUT_S + 5,
    timeout: REQUEST_TIMEOUT_S,
    setupClient(client) {
      clients.push(client);
      client.on("done", () => {
        if (--running === 0) allDone();
      });
    },
    requests: [
      {
        method: "POST",
        path: endpoint.path,
        setupRequest(request, context) {
          const submission = ledger.create(phase);
          context.submission = submission;
          return {
            ...request,
            method: "POST",
            path: endpoint.path,
            headers: ledger.headers(endpoint),
            body: submission.body,
          };
        },
        onResponse(status, _body, context) {
          const submission = context.submission as Submission | undefined;
          if (submission) submission.status = status;
          lastAnswer = performance.now();
        },
      },
    ],
  });
  const result = await tracker;
  clearTimeout(deadline);
  if (cutOff)
    console.log(
      "  note: could not let autocannon's connections drain; requests in flight at the end were cut off",
    );
  await Promise.race([drained, delay(1_000)]);
  return {
    generator: `autocannon ${autocannonVersion()} (${options.connections} connections, pipelining 1)`,
    elapsedSeconds: (lastAnswer - started) / 1000,
    errors: result.errors,
    timeouts: result.timeouts,
    refused: 0,
    mismatches: 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

// ---------------------------------------------------------------------------------------
// Counting rows afterwards, straight from the database.

type Reconciliation = {
  rows: number;
  spamRows: number;
  duplicateEmails: number;
  mailRows: number;
  acknowledged: number;
  /** Acknowledged (2xx) but not in the database: lost. */
  missing: string[];
  /** In the database without an acknowledgement. */
  withoutAck: string[];
  /** …of which the request was sent but its answer never read (in flight at the kill). */
  withoutAckExplained: number;
  /** …of which the submission was invalid, refused, or unknown to the bench: should never happen. */
  withoutAckUnexplained: string[];
  unanswered: number;
};

async function reconcile(
  target:
    { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string },
  ledger: Ledger,
): Promise<Reconciliation> {
  const connection = await openDatabase(
    target.kind === "pglite"
      ? { kind: "pglite", dataDir: target.dataDir }
      : { kind: "postgres", url: target.url, poolSize: 1 },
  );
  let rows: { email: string; isSpam: boolean }[];
  let mailRows: number;
  try {
    rows = await connection.db
      .select({ email: blueprintLeads.email, isSpam: blueprintLeads.isSpam })
      .from(blueprintLeads);
    const [mail] = await connection.db
      .select({ n: count() })
      .from(outbox)
      .where(inArray(outbox.kind, MAIL_KINDS));
    mailRows = mail?.n ?? 0;
  } finally {
    await connection.close();
  }

  const byEmail = new Map(
    ledger.all.map((submission) => [submission.email, submission]),
  );
  const stored = new Map<string, number>();
  for (const row of rows)
    stored.set(row.email, (stored.get(row.email) ?? 0) + 1);
  const acknowledged = ledger.all.filter(isAccepted);
  const withoutAck = [...stored.keys()].filter((email) => {
    const submission = byEmail.get(email);
    return !submission || !isAccepted(submission);
  });
  const explained = withoutAck.filter((email) => {
    const submission = byEmail.get(email);
    return (
      submission !== undefined && submission.valid && isUnanswered(submission)
    );
  });
  return {
    rows: rows.length,
    spamRows: rows.filter((row) => row.isSpam).length,
    duplicateEmails: [...stored.values()].filter((n) => n > 1).length,
    mailRows,
    acknowledged: acknowledged.length,
    missing: acknowledged
      .filter((submission) => !stored.has(submission.email))
      .map((submission) => submission.email),
    withoutAck,
    withoutAckExplained: explained.length,
    withoutAckUnexplained: withoutAck.filter(
      (email) => !explained.includes(email),
    ),
    unanswered: ledger.all.filter(isUnanswered).length,
  };
}

// ---------------------------------------------------------------------------------------
// One run: a fresh database, a server, preflight, warm-up, load, stop, reconcile.

type KillReport = {
  killedAtSeconds: number;
  downSeconds: number;
  restartedPid: number | undefined;
  extendedSeconds: number;
  /** Accepted submissions made after the restarted server answered /healthz. */
  acceptedAfterRestart: number;
};

type RunReport = {
  mode: Mode;
  database: string;
  endpoint: EndpointName;
  seconds: number;
  load: LoadStats;
  measured: {
    sent: number;
    accepted: number;
    rejected4xx: number;
    server5xx: number;
    otherStatus: number;
    unanswered: number;
    invalidAccepted: number;
  };
  kill?: KillReport;
  /**
   * The machine during the measured load (machine-load.ts): load average, and CPU seconds of
   * the server (both processes in kill mode, restart included), this process, PostgreSQL's
   * processes (when used), the rest of the machine and steal.
   */
  machineLoad: MachineLoad;
  reconciliation: Reconciliation;
  serverExit: string;
  notes: string[];
};

async function preflight(
  ledger: Ledger,
  endpoint: Endpoint,
  port: number,
): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    for (const valid of [true, false]) {
      const submission = ledger.create("preflight", valid);
      const answer = await post(
        agent,
        port,
        endpoint,
        ledger.headers(endpoint),
        submission.body,
        { readBody: true },
      );
      submission.status = answer.status;
      if (!answerMatches(endpoint, submission, answer)) {
        throw new SetupError(
          `preflight: a ${valid ? "valid" : "invalid"} submission to ${endpoint.path} answered ${answer.status} ` +
            `(expected ${valid ? `200 with ${endpoint.acceptedMarker}` : `400 with "${endpoint.rejectedMarker}"`}):\n` +
            answer.body.slice(0, 500),
        );
      }
    }
  } finally {
    agent.destroy();
  }
}

async function runOnce(settings: Settings, mode: Mode): Promise<RunReport> {
  const { endpoint } = settings;
  const notes: string[] = [];
  const dataDir = makeTempDir(`bench-leads-${mode}-`);
  const benchDb =
    settings.database.kind === "postgres"
      ? await createBenchDatabase(settings.database.adminUrl, mode)
      : undefined;
  const databaseLabel = benchDb
    ? `PostgreSQL ${benchDb.version} (fresh database ${benchDb.name})`
    : "PGlite (fresh DATA_DIR)";
  const [port] = await freePorts(1);
  if (!port) throw new SetupError("could not find a free loopback port");
  const origin = `http://${LOOPBACK}:${port}`;
  const secret = generateSecret();
  const env: Record<string, string> = {
    ...SERVER_ENV,
    ...(benchDb ? { DATABASE_URL: benchDb.url } : {}),
  };
  const startServer = (name: string) =>
    startAppServer({ port, dataDir, secret, env, name });

  console.log(
    `\n=== ${mode} mode · ${databaseLabel} · ${origin}${endpoint.path}`,
  );
  console.log("starting the server…");
  let server: Managed = await startServer("node server");
  const ledger = new Ledger(secret, origin);

  await preflight(ledger, endpoint, port);
  console.log(
    "preflight: a valid submission answered 200 (accepted), an invalid one 400 with its field error",
  );
  if (settings.warmupSeconds > 0) {
    console.log(
      `warm-up: ${settings.warmupSeconds} s (node:http loop; its submissions count in the reconciliation, not in the numbers)…`,
    );
    await loopLoad({
      ledger,
      endpoint,
      port,
      phase: "warm-up",
      seconds: settings.warmupSeconds,
      connections: settings.connections,
    });
  }

  let load: LoadStats;
  let kill: KillReport | undefined;
  // Sampled every second, and just before the kill: the killed server and PostgreSQL's backends
  // that die with it count up to then.
  const watch = watchMachineLoad(`${mode} mode`, { postgres: !!benchDb });
  if (mode === "normal") {
    console.log(`measuring: ${settings.seconds} s with autocannon…`);
    load = await autocannonLoad({
      ledger,
      endpoint,
      port,
      seconds: settings.seconds,
      connections: settings.connections,
    });
    if (!server.running)
      notes.push(
        `the server exited during the load:\n${server.output().trim()}`,
      );
  } else {
    const killAfterMs = (settings.seconds * 1000) / 2;
    // Submissions made after the restart must be kept too: if the restart eats the rest of
    // the window, the load goes on a little longer.
    const afterRestartMs = Math.max(2_000, killAfterMs / 2);
    console.log(
      `measuring: ${settings.seconds} s with the node:http loop; SIGKILL to the server after ${killAfterMs / 1000} s, then a restart on the same data…`,
    );
    const window = { deadline: 0 };
    let backAt = Number.POSITIVE_INFINITY;
    const loadStarted = performance.now();
    let killTask: Promise<void> | undefined;
    const timer = setTimeout(() => {
      killTask = (async () => {
        const killedAt = performance.now();
        // The load goes on at least until the restarted server has answered for a while.
        const plannedEnd = window.deadline;
        window.deadline = Number.POSITIVE_INFINITY;
        const pid = server.child.pid;
        watch.sample();
        await killManaged(server);
        console.log(
          `  SIGKILL sent to pid ${pid} at ${formatNumber((killedAt - loadStarted) / 1000, 1)} s; restarting…`,
        );
        try {
          server = await startServer("node server (restarted after SIGKILL)");
        } finally {
          window.deadline = plannedEnd;
        }
        const back = performance.now();
        backAt = back;
        const extendedBy = Math.max(0, back + afterRestartMs - window.deadline);
        window.deadline += extendedBy;
        kill = {
          killedAtSeconds: (killedAt - loadStarted) / 1000,
          downSeconds: (back - killedAt) / 1000,
          restartedPid: server.child.pid,
          extendedSeconds: extendedBy / 1000,
          acceptedAfterRestart: 0,
        };
        console.log(
          `  back after ${formatNumber(kill.downSeconds, 2)} s (pid ${server.child.pid})` +
            (extendedBy > 0
              ? `; load extended by ${formatNumber(extendedBy / 1000, 1)} s to run ${afterRestartMs / 1000} s against the restarted server`
              : ""),
        );
      })();
      // Awaited (and reported) after the load; this only keeps an early failure from counting as unhandled.
      killTask.catch(() => {});
    }, killAfterMs);
    try {
      load = await loopLoad({
        ledger,
        endpoint,
        port,
        phase: "measured",
        seconds: settings.seconds,
        connections: settings.connections,
        window,
      });
    } finally {
      clearTimeout(timer);
    }
    if (killTask) {
      try {
        await killTask;
      } catch (error) {
        throw new SetupError(
          `the server did not come back after SIGKILL: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    } else {
      notes.push("the load ended before the kill was due; nothing was killed");
    }
    const killReport = kill as KillReport | undefined;
    if (killReport) {
      killReport.acceptedAfterRestart = ledger
        .of("measured")
        .filter(
          (submission) =>
            isAccepted(submission) && (submission.answeredAt ?? 0) >= backAt,
        ).length;
    }
  }

  const machineLoad = watch.stop();

  // Graceful stop (SIGTERM): PGlite is single-process and the server holds its lock.
  await stopManaged(server);
  const exit = server.exit;
  const serverExit = exit
    ? exit.signal
      ? `signal ${exit.signal}`
      : `exit code ${exit.code}`
    : "still running";
  if (!exit || exit.code !== 0)
    notes.push(
      `the server did not shut down cleanly (${serverExit}):\n${server.output().trim().slice(-2000)}`,
    );

  console.log("counting rows in the database…");
  const reconciliation = await reconcile(
    benchDb
      ? { kind: "postgres", url: benchDb.url }
      : { kind: "pglite", dataDir },
    ledger,
  );
  if (benchDb) await benchDb.drop();

  const measured = ledger.of("measured");
  const statusBetween = (low: number, high: number) =>
    measured.filter(
      (submission) =>
        submission.status !== undefined &&
        submission.status >= low &&
        submission.status < high,
    ).length;
  return {
    mode,
    database: databaseLabel,
    endpoint: endpoint.name,
    seconds: settings.seconds,
    load,
    measured: {
      sent: measured.filter((submission) => submission.failure !== "refused")
        .length,
      accepted: measured.filter(isAccepted).length,
      rejected4xx: statusBetween(400, 500),
      server5xx: statusBetween(500, 600),
      otherStatus: measured.filter(
        (s) =>
          s.status !== undefined &&
          (s.status < 200 || (s.status >= 300 && s.status < 400)),
      ).length,
      unanswered: measured.filter(isUnanswered).length,
      invalidAccepted: measured.filter(
        (submission) => !submission.valid && isAccepted(submission),
      ).length,
    },
    kill,
    machineLoad,
    reconciliation,
    serverExit,
    notes,
  };
}

// ---------------------------------------------------------------------------------------
// Report.

function latencyText(ms: number): string {
  if (!Number.isFinite(ms)) return "n/a";
  return Number.isInteger(ms) ? String(ms) : formatNumber(ms, 1);
}

function cpuText(seconds: number | null | undefined, elapsed: number): string {
  if (seconds === null || seconds === undefined) return "n/a";
  return `${formatNumber(seconds, 1)} (${elapsed > 0 ? Math.round((100 * seconds) / elapsed) : 0} %)`;
}

/** Both server processes in kill mode (the killed one up to its end, the restarted one). */
function serverSeconds(load: MachineLoad): number | undefined {
  return load.cpu
    ? Object.values(load.cpu.servers).reduce((sum, value) => sum + value, 0)
    : undefined;
}

function acceptedPerSecond(report: RunReport): number {
  return report.load.elapsedSeconds > 0
    ? report.measured.accepted / report.load.elapsedSeconds
    : 0;
}

function reportTable(reports: RunReport[]): string {
  const metrics: [string, (report: RunReport) => string][] = [
    [
      "mode",
      (r) =>
        r.kill
          ? `kill (at ${formatNumber(r.kill.killedAtSeconds, 1)} s, down ${formatNumber(r.kill.downSeconds, 1)} s)`
          : r.mode,
    ],
    [
      "database",
      (r) =>
        r.database.startsWith("PGlite")
          ? "PGlite"
          : r.database.replace(/ \(.*$/, ""),
    ],
    ["endpoint", (r) => ENDPOINTS[r.endpoint].path],
    ["load generator", (r) => r.load.generator.replace(/ \(.*$/, "")],
    ["measured seconds", (r) => formatNumber(r.load.elapsedSeconds, 2)],
    ["requests (sent)", (r) => String(r.measured.sent)],
    ["accepted (2xx)", (r) => String(r.measured.accepted)],
    ["accepted/s", (r) => formatNumber(acceptedPerSecond(r), 1)],
    ["rejected (4xx)", (r) => String(r.measured.rejected4xx)],
    ["5xx", (r) => String(r.measured.server5xx)],
    ["errors / timeouts", (r) => `${r.load.errors} / ${r.load.timeouts}`],
    ["refused (server down)", (r) => String(r.load.refused)],
    [
      "server CPU s (of one core)",
      (r) => cpuText(serverSeconds(r.machineLoad), r.load.elapsedSeconds),
    ],
    [
      "bench CPU s (load generator)",
      (r) => cpuText(r.machineLoad.cpu?.bench, r.load.elapsedSeconds),
    ],
    [
      "PostgreSQL CPU s (all its processes)",
      (r) =>
        r.database.startsWith("PGlite")
          ? "– (in the server)"
          : cpuText(r.machineLoad.cpu?.postgres, r.load.elapsedSeconds),
    ],
    ["p50 latency ms", (r) => latencyText(r.load.p50)],
    ["p99 latency ms", (r) => latencyText(r.load.p99)],
    [
      "accepted after the restart",
      (r) => (r.kill ? String(r.kill.acceptedAfterRestart) : "–"),
    ],
    ["acknowledged, all phases", (r) => String(r.reconciliation.acknowledged)],
    ["rows in database", (r) => String(r.reconciliation.rows)],
    [
      "acknowledged but missing",
      (r) => String(r.reconciliation.missing.length),
    ],
    [
      "rows without acknowledgement",
      (r) =>
        `${r.reconciliation.withoutAck.length}${r.reconciliation.unanswered ? ` (of ${r.reconciliation.unanswered} unanswered)` : ""}`,
    ],
    [
      "outbox rows (2 per lead)",
      (r) =>
        `${r.reconciliation.mailRows}${r.reconciliation.mailRows === 2 * (r.reconciliation.rows - r.reconciliation.spamRows) ? " ✓" : " ✗"}`,
    ],
    ["server stop", (r) => r.serverExit],
  ];
  const header = ["", ...reports.map((r, i) => `run ${i + 1}`)];
  const body = metrics.map(([label, value]) => [label, ...reports.map(value)]);
  return renderTable(header, body);
}

function verdict(report: RunReport): { lines: string[]; lost: number } {
  const r = report.reconciliation;
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const lost = r.missing.length;
  const checks: string[] = [];
  checks.push(
    `lost (acknowledged but missing) ${lost} ${mark(lost === 0)} (target 0)`,
  );
  if (report.mode === "normal") {
    const rate = acceptedPerSecond(report);
    checks.push(
      `accepted/s ${formatNumber(rate, 1)} ${mark(rate >= TARGET_ACCEPTED_PER_SECOND)} (target ≥ ${TARGET_ACCEPTED_PER_SECOND})`,
    );
    checks.push(
      `p99 ${latencyText(report.load.p99)} ms ${mark(report.load.p99 <= TARGET_P99_MS)} (target ≤ ${TARGET_P99_MS})`,
    );
    checks.push(
      `acknowledged ${r.acknowledged} == rows ${r.rows} ${mark(r.acknowledged === r.rows)}`,
    );
  } else {
    const ok =
      r.withoutAckUnexplained.length === 0 &&
      r.withoutAck.length <= r.unanswered;
    checks.push(
      `rows without acknowledgement ${r.withoutAck.length} ≤ unanswered ${r.unanswered}, all of them sent and unanswered ${mark(ok)}`,
    );
    const after = report.kill?.acceptedAfterRestart ?? 0;
    checks.push(`accepted after the restart ${after} ${mark(after > 0)}`);
    checks.push(
      `acknowledged ${r.acknowledged} + stored-but-unanswered ${r.withoutAckExplained} == rows ${r.rows} ${mark(r.acknowledged + r.withoutAck.length === r.rows && ok)}`,
    );
  }
  const anomalies: string[] = [];
  if (r.spamRows)
    anomalies.push(
      `${r.spamRows} rows flagged as spam (token or fill-time check failed?)`,
    );
  if (r.duplicateEmails)
    anomalies.push(`${r.duplicateEmails} e-mails stored more than once`);
  if (report.measured.invalidAccepted)
    anomalies.push(
      `${report.measured.invalidAccepted} invalid submissions were accepted`,
    );
  if (report.mode === "normal" && r.withoutAckUnexplained.length)
    anomalies.push(
      `${r.withoutAckUnexplained.length} rows nobody was told about`,
    );
  if (report.measured.server5xx)
    anomalies.push(`${report.measured.server5xx} answers were 5xx`);
  if (report.load.mismatches)
    anomalies.push(
      `${report.load.mismatches} answers whose body contradicted their status`,
    );
  const scope =
    report.mode === "normal"
      ? `${report.database.replace(/ \(.*$/, "")}, normal`
      : `${report.database.replace(/ \(.*$/, "")}, kill`;
  const lines = [`verdict (${scope}): ${checks.join(" · ")}`];
  if (anomalies.length) lines.push(`  ANOMALIES: ${anomalies.join("; ")}`);
  if (lost > 0) {
    lines.push(
      `  !!! ${lost} ACKNOWLEDGED SUBMISSIONS ARE NOT IN THE DATABASE (e.g. ${r.missing.slice(0, 5).join(", ")})`,
    );
  }
  return { lines, lost };
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const settings = readSettings();
  ensureBuild();

  console.log(
    "bench:leads — the /blueprint form: accepted submissions per second, latency, and nothing lost",
  );
  for (const line of describeMachine()) console.log(line);
  console.log(`  endpoint    ${settings.endpoint.description}`);
  if (settings.endpoint.name === "api")
    console.log(
      "              (BENCH_ENDPOINT=document posts to /blueprint as a browser without JavaScript does)",
    );
  console.log(
    `  load        ${settings.connections} connections, ${settings.seconds} s measured after a ${settings.warmupSeconds} s warm-up; ` +
      `${100 - 100 / INVALID_EVERY} % valid submissions (unique e-mail, fresh signed token each), ` +
      `${100 / INVALID_EVERY} % invalid (fullName "A")`,
  );
  console.log(
    "              normal mode: autocannon; kill mode: the bench's own node:http loop (it rides out the restart)",
  );
  console.log(
    `  modes       ${settings.modes.join(", ")} — each on a fresh ${settings.database.kind === "postgres" ? "PostgreSQL database" : "PGlite DATA_DIR"}`,
  );
  console.log(
    "  server      DEPLOYMENT=production, LOG_LEVEL=warn, FORM_RATE_LIMIT=0 (the per-IP limit would stop a one-IP",
  );
  console.log(
    "              load test), FORM_MIN_FILL_MS=0 (tokens are posted at once), OUTBOX_POLL_MS=3600000 (mail",
  );
  console.log(
    "              delivery does not run during the bench, so it does not compete for CPU or the database)",
  );
  console.log(
    "  note        load generator and server (and PostgreSQL) share this machine's CPUs",
  );

  const reports: RunReport[] = [];
  for (const mode of settings.modes)
    reports.push(await runOnce(settings, mode));

  console.log("");
  console.log(reportTable(reports));
  console.log("");
  console.log(formatLoadTable(reports.map((report) => report.machineLoad)));
  console.log("");
  let lost = 0;
  for (const report of reports) {
    const result = verdict(report);
    lost += result.lost;
    for (const line of result.lines) console.log(line);
    for (const note of report.notes)
      console.log(`  note (${report.mode}): ${note}`);
  }
  // Other work on the machine (or the hypervisor's other guests) took more than a fifth of a core.
  const disturbed = reports.filter(
    (report) => report.machineLoad.quiet === false,
  );
  if (disturbed.length) {
    console.log(
      `\nWARNING: other work used this machine's CPUs during ${disturbed.length === reports.length ? "every run" : `run ${disturbed.map((r) => reports.indexOf(r) + 1).join(", ")}`} ` +
        `(BUSY in the machine-load table: other processes and steal above ${BUSY_SHARE_OF_A_CORE * 100} % of a core): throughput and latency are not ` +
        "representative — the reconciliation is. Repeat on an idle machine.",
    );
  }
  if (lost > 0)
    console.log(
      `\n!!! LOST: ${lost} acknowledged submissions are missing from the database.`,
    );
  if (reports.some((report) => report.mode === "normal")) {
    console.log(
      `(targets: ≥ ${TARGET_ACCEPTED_PER_SECOND} accepted/s and p99 ≤ ${TARGET_P99_MS} ms, set for PGlite, apply to normal mode; 0 lost everywhere)`,
    );
  }

  const saved = saveResults("leads", {
    date: new Date().toISOString(),
    settings: {
      ...settings,
      database: settings.database.kind,
      endpoint: settings.endpoint.name,
      serverEnv: SERVER_ENV,
    },
    runs: reports.map((report) => ({
      ...report,
      acceptedPerSecond: acceptedPerSecond(report),
      reconciliation: {
        ...report.reconciliation,
        missing: report.reconciliation.missing.slice(0, 100),
        withoutAck: report.reconciliation.withoutAck.slice(0, 100),
      },
    })),
  });
  if (saved) console.log(`(full results: ${saved})`);
}

await runBench("bench:leads", main);
