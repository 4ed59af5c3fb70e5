/**
 * bench:uploads — memory and answers under an upload flood: BENCH_UPLOADS (150) parallel
 * multipart posts of BENCH_UPLOAD_BYTES (12 MB) each, from one address, to the job
 * application endpoint. Prints the server's peak RSS growth (sampled from
 * /proc/<pid>/status) and what every request got back, twice: with the default rate limit,
 * and with FORM_RATE_LIMIT=0 (so what is measured is the upload bound and the streaming).
 * Everything runs on 127.0.0.1 and everything started here is stopped again. See
 * bench/README.md.
 *
 *   npm run bench:uploads
 *   BENCH_UPLOADS=50 npm run bench:uploads
 */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { connect, multipartBody, requestHead } from "../tests/support/raw-http";
import {
  LOOPBACK,
  SetupError,
  describeMachine,
  ensureBuild,
  formatNumber,
  freePorts,
  makeTempDir,
  positiveIntFromEnv,
  renderTable,
  runBench,
  startAppServer,
  stopManaged,
} from "./leads-support";
import { formatLoadTable, watchMachineLoad } from "./machine-load";

const TARGET_GROWTH_MB = 300;
const MAX_UPLOADS = 500;
const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
const ANSWER_TIMEOUT_MS = 120_000;
const SAMPLE_MS = 25;
const MB = 1024 * 1024;

type Row = { label: string; env: Record<string, string> };
const ROWS: Row[] = [
  { label: "default rate limit (10 per IP per form)", env: {} },
  { label: "FORM_RATE_LIMIT=0", env: { FORM_RATE_LIMIT: "0" } },
];

type Outcome = { status?: number; failure?: string; ms: number };

/** VmRSS and VmHWM (peak) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) =>
      Number(
        new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN,
      ) * 1024;
    return { rss: field("VmRSS"), hwm: field("VmHWM") };
  } catch {
    return undefined;
  }
}

async function upload(
  port: number,
  body: Buffer,
  contentType: string,
): Promise<Outcome> {
  const started = performance.now();
  const connection = await connect(port, LOOPBACK);
  try {
    const answer = connection.readResponse(ANSWER_TIMEOUT_MS);
    answer.catch(() => {}); // judged below
    void connection.write(
      requestHead("POST", "/api/forms/job-application", {
        Host: `${LOOPBACK}:${port}`,
        Origin: `http://${LOOPBACK}:${port}`,
        "Content-Type": contentType,
        "Content-Length": body.length,
      }),
    );
    void connection.write(body);
    const response = await answer;
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      failure: /ECONNRESET|EPIPE/.test(message)
        ? "reset"
        : /no complete response/.test(message)
          ? "timeout"
          : "closed",
      ms: performance.now() - started,
    };
  } finally {
    connection.socket.destroy();
  }
}

async function measure(
  row: Row,
  count: number,
  body: Buffer,
  contentType: string,
) {
  const [port] = await freePorts(1);
  const server = await startAppServer({
    port: port!,
    dataDir: makeTempDir("bench-uploads-data-"),
    env: { FORM_MIN_FILL_MS: "0", OUTBOX_POLL_MS: "3600000", ...row.env },
    name: `server (${row.label})`,
  });
  const pid = server.child.pid;
  if (pid === undefined) throw new SetupError("the server has no pid");
  try {
    // Settle: one page render and one small post, so start-up garbage is not counted as growth.
    await fetch(`http://${LOOPBACK}:${port}/contact`).then((response) =>
      response.arrayBuffer(),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = memoryOf(pid);
    if (!baseline)
      throw new SetupError(
        `cannot read /proc/${pid}/status (this bench needs Linux)`,
      );
    let peakRss = baseline.rss;
    const sampler = setInterval(() => {
      const now = memoryOf(pid);
      if (now) peakRss = Math.max(peakRss, now.rss);
    }, SAMPLE_MS);

    const started = performance.now();
    const watch = watchMachineLoad(row.label);
    const outcomes = await Promise.all(
      Array.from({ length: count }, () => upload(port!, body, contentType)),
    );
    const seconds = (performance.now() - started) / 1000;
    const load = watch.stop();
    clearInterval(sampler);
    const after = memoryOf(pid) ?? baseline;
    peakRss = Math.max(peakRss, after.rss);

    const counts = new Map<string, number>();
    for (const outcome of outcomes) {
      const key =
        outcome.status !== undefined
          ? String(outcome.status)
          : outcome.failure!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const answered = outcomes.filter(
      (outcome) => outcome.status !== undefined,
    ).length;
    return {
      row,
      seconds,
      counts,
      answered,
      unanswered: count - answered,
      baselineMb: baseline.rss / MB,
      peakGrowthMb: (peakRss - baseline.rss) / MB,
      hwmGrowthMb: (after.hwm - baseline.hwm) / MB,
      alive: server.running,
      load,
    };
  } finally {
    await stopManaged(server);
  }
}

await runBench("bench:uploads", async () => {
  const count = positiveIntFromEnv("BENCH_UPLOADS", 150);
  const bytes = positiveIntFromEnv("BENCH_UPLOAD_BYTES", 12_000_000);
  if (count > MAX_UPLOADS)
    throw new SetupError(`BENCH_UPLOADS is limited to ${MAX_UPLOADS}`);
  if (bytes > MAX_UPLOAD_BYTES)
    throw new SetupError(
      `BENCH_UPLOAD_BYTES is limited to ${MAX_UPLOAD_BYTES}`,
    );
  await ensureBuild();

  // One body, shared by every request: a PDF header and filler up to the requested size.
  const fields = {
    jobTitle: "General Application",
    firstName: "Bench",
    lastName: "Upload",
    email: "bench@example.org",
    experience: "Ten years of load testing.",
    coverLetter: "Please read my very large résumé.",
  };
  const overhead = multipartBody(fields, {
    name: "resume",
    filename: "cv.pdf",
    bytes: Buffer.alloc(0),
  }).body.length;
  const fileBytes = Buffer.alloc(Math.max(16, bytes - overhead), 0x20);
  fileBytes.write("%PDF-1.4\n", 0, "latin1");
  const { body, contentType } = multipartBody(fields, {
    name: "resume",
    filename: "cv.pdf",
    bytes: fileBytes,
  });

  console.log(
    `bench:uploads — ${count} parallel posts of ${formatNumber(body.length / 1e6, 1)} MB (résumé ${formatNumber(fileBytes.length / 1e6, 1)} MB) to POST /api/forms/job-application, one address (127.0.0.1)`,
  );
  for (const line of describeMachine()) console.log(line);
  console.log("");

  const results = [];
  for (const row of ROWS)
    results.push(await measure(row, count, body, contentType));

  const table = renderTable(
    [
      "setting",
      "answered",
      "statuses",
      "no answer (reset/closed/timeout)",
      "RSS before MB",
      "peak growth MB",
      "VmHWM growth MB",
      "seconds",
    ],
    results.map((result) => [
      result.row.label,
      `${result.answered}/${count}`,
      [...result.counts]
        .filter(([key]) => /^\d+$/.test(key))
        .map(([key, n]) => `${key}×${n}`)
        .join(" ") || "-",
      String(result.unanswered),
      formatNumber(result.baselineMb, 0),
      formatNumber(result.peakGrowthMb, 0),
      formatNumber(result.hwmGrowthMb, 0),
      formatNumber(result.seconds, 1),
    ]),
  );
  console.log(table);
  console.log("");
  console.log(formatLoadTable(results.map((result) => result.load)));
  console.log("");
  for (const result of results) {
    const ok =
      result.peakGrowthMb <= TARGET_GROWTH_MB && result.unanswered === 0;
    console.log(
      `${ok ? "PASS" : "MISS"} ${result.row.label}: peak RSS growth ${formatNumber(result.peakGrowthMb, 0)} MB (target ≤ ${TARGET_GROWTH_MB}), ` +
        `${result.unanswered === 0 ? "every request answered" : `${result.unanswered} without an answer`}`,
    );
  }
});
