/**
 * bench:lighthouse — Lighthouse (mobile, simulated throttling) on every public page and the two sign-in pages of the
 * production server: performance, accessibility, best practices and SEO, with LCP, CLS, TBT
 * and the JavaScript each page downloads. Everything runs on 127.0.0.1 and everything
 * started here is stopped again, on success, on error and on Ctrl+C. See bench/README.md.
 *
 *   npm run bench:lighthouse                     # every public page + one insight + one case study
 *                                                # + an article with a media-library featured image
 *                                                # + the two sign-in pages
 *   npm run bench:lighthouse -- --sign-in        # only the sign-in pages (/auth, /admin/auth)
 *   BENCH_ROUTES=/,/about npm run bench:lighthouse
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { publicStaticPaths } from "../app/content/public-routes";
import {
  LOOPBACK,
  ROOT,
  SetupError,
  ensureBuild,
  exitedProcesses,
  freePorts,
  get,
  onCleanup,
  runBench,
  runStamp,
  makeTempDir,
  startServer,
} from "./support";
import { prepareLibraryImageArticle } from "./lighthouse-article";
import {
  formatLoadTable,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";

const CATEGORIES = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
] as const;
type CategoryId = (typeof CATEGORIES)[number];
const CATEGORY_TITLES: Record<CategoryId, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best practices",
  seo: "SEO",
};
/** Targets: minimum category scores (0–100) and the most JavaScript a page may download. */
const TARGET_SCORES: Record<CategoryId, number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const TARGET_JS_KB = 100;
/**
 * The sign-in pages: not public, but the first page a client's or a ministry's staff opens,
 * often on a phone (docs/decisions/058-sign-in-pages-without-react.md). They are `noindex` on
 * purpose, which Lighthouse's SEO category counts against them: no SEO target there.
 */
const SIGN_IN_PATHS = ["/auth", "/admin/auth"] as const;
const SIGN_IN_TARGET_SCORES: Record<CategoryId, number | null> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: null,
};

function targetScores(route: string): Record<CategoryId, number | null> {
  return (SIGN_IN_PATHS as readonly string[]).includes(route)
    ? SIGN_IN_TARGET_SCORES
    : TARGET_SCORES;
}
/** KB as Lighthouse's report counts them (KiB). */
const KB = 1024;

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** Audit modes that never count as failures. */
const UNSCORED_MODES = new Set(["informative", "notApplicable", "manual"]);
/** The metrics of the performance score, for the line that says why a page missed it. */
const PERFORMANCE_METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

// ---------------------------------------------------------------------------------------
// 1. Routes.

function routesFromEnv(): string[] | undefined {
  const raw = process.env.BENCH_ROUTES?.trim();
  if (!raw) return undefined;
  const routes = [
    ...new Set(
      raw
        .split(",")
        .map((route) => route.trim())
        .filter(Boolean),
    ),
  ];
  const bad = routes.filter((route) => !route.startsWith("/"));
  if (bad.length > 0 || routes.length === 0) {
    throw new SetupError(
      `BENCH_ROUTES must be a comma-separated list of paths starting with / (got "${raw}")`,
    );
  }
  return routes;
}

/** The first published insight and case study in the server's sitemap (paths only), other than `exclude`. */
async function detailRoutes(
  port: number,
  exclude: string[],
): Promise<{ routes: string[]; notes: string[] }> {
  const probe = await get(port, "/sitemap.xml", {}, 10_000);
  if (probe.status !== 200)
    return {
      routes: [],
      notes: [
        `GET /sitemap.xml answered ${probe.status}: no detail pages audited`,
      ],
    };
  // The origin in <loc> is the build-time/public one; only the path matters here.
  const paths = [
    ...probe.body.toString("utf8").matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g),
  ].flatMap((match) => {
    try {
      return [new URL(match[1] ?? "").pathname];
    } catch {
      return [];
    }
  });
  const routes: string[] = [];
  const notes: string[] = [];
  for (const [prefix, what] of [
    ["/blog/", "published insight"],
    ["/projects/", "published case study"],
  ] as const) {
    const found = paths.find(
      (candidate) =>
        candidate.startsWith(prefix) &&
        candidate.length > prefix.length &&
        !exclude.includes(candidate),
    );
    if (found) routes.push(found);
    else notes.push(`no ${what} (${prefix}…) in /sitemap.xml: none audited`);
  }
  return { routes, notes };
}

// ---------------------------------------------------------------------------------------
// 2. Chrome and Lighthouse.

function chromePath(): string {
  const candidate =
    process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  try {
    fs.accessSync(candidate, fs.constants.X_OK);
  } catch {
    throw new SetupError(
      `no Chromium at ${candidate}: install it (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  return candidate;
}

async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const executable = chromePath();
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: executable,
      chromeFlags: CHROME_FLAGS,
      // Our own handlers stop everything (Chrome included) on Ctrl+C.
      handleSIGINT: false,
      logLevel: "silent",
    });
  } catch (error) {
    throw new SetupError(
      `could not start ${executable}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // kill() is synchronous (SIGKILL to Chrome's process group) and deletes its profile folder.
  onCleanup(() => chrome.kill());
  return chrome;
}

type Audited = { route: string; lhr: Result; json: string; html: string };

/** Attempts per page: Lighthouse itself says "run again" for flaky trace errors (NO_NAVSTART…). */
const ATTEMPTS = 2;

async function audit(
  route: string,
  serverPort: number,
  chromePort: number,
): Promise<Audited> {
  const flags: Flags = {
    port: chromePort,
    hostname: LOOPBACK,
    output: ["json", "html"],
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // Default config: mobile form factor (Moto G Power emulation), simulated throttling.
  };
  const result = await lighthouse(
    `http://${LOOPBACK}:${serverPort}${route}`,
    flags,
  );
  if (!result) throw new Error("Lighthouse returned no result");
  const [json = "", html = ""] = Array.isArray(result.report)
    ? result.report
    : [result.report];
  return { route, lhr: result.lhr, json, html };
}

async function tryAudit(
  route: string,
  serverPort: number,
  chromePort: number,
): Promise<Audited | Error> {
  try {
    return await audit(route, serverPort, chromePort);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

// ---------------------------------------------------------------------------------------
// 3. Reading a report.

type Row = {
  route: string;
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  jsBytes: number | null;
  scripts: { url: string; transferSize: number }[];
  offLoopback: string[];
  runtimeError?: string;
  runWarnings: string[];
  benchmarkIndex: number;
};

type Item = Record<string, unknown>;

function detailItems(lhr: Result, auditId: string): Item[] | undefined {
  const details = lhr.audits[auditId]?.details as
    { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as Item[]) : undefined;
}

function numeric(lhr: Result, auditId: string): number | null {
  return lhr.audits[auditId]?.numericValue ?? null;
}

function scripts(
  lhr: Result,
): { url: string; transferSize: number }[] | undefined {
  const requests = detailItems(lhr, "network-requests");
  if (!requests) return undefined;
  return requests
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({
      url: String(item.url),
      transferSize: Number(item.transferSize) || 0,
    }));
}

/** JS bytes over the wire: network-requests when present, resource-summary otherwise. */
function jsBytes(
  lhr: Result,
  scriptList: { transferSize: number }[] | undefined,
): number | null {
  if (scriptList)
    return scriptList.reduce((sum, script) => sum + script.transferSize, 0);
  const summary = detailItems(lhr, "resource-summary")?.find(
    (item) => item.resourceType === "script",
  );
  return summary ? Number(summary.transferSize) || 0 : null;
}

function toRow(route: string, lhr: Result): Row {
  const scoreOf = (id: CategoryId) => {
    const score = lhr.categories[id]?.score;
    return typeof score === "number" ? Math.round(score * 100) : null;
  };
  const scriptList = scripts(lhr);
  const offLoopback = (detailItems(lhr, "network-requests") ?? [])
    .map((item) => String(item.url))
    .filter(
      (url) => /^https?:/.test(url) && new URL(url).hostname !== LOOPBACK,
    );
  return {
    route,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, scoreOf(id)]),
    ) as Record<CategoryId, number | null>,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    jsBytes: jsBytes(lhr, scriptList),
    scripts: scriptList ?? [],
    offLoopback,
    runtimeError: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : undefined,
    runWarnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type Failure = {
  id: string;
  title: string;
  score: number | null;
  weight: number;
  displayValue?: string;
  items: string[];
};

/** A short text for the first column of each row of an audit's table (what failed, where). */
function itemSummaries(lhr: Result, auditId: string, limit = 3): string[] {
  const details = lhr.audits[auditId]?.details as
    { headings?: { key?: string | null }[]; items?: unknown } | undefined;
  const key = details?.headings?.find((heading) => heading.key)?.key;
  if (!key || !Array.isArray(details?.items)) return [];
  const texts = (details.items as Item[]).map((item) => {
    const value = item[key];
    if (typeof value === "string" || typeof value === "number")
      return String(value);
    if (value && typeof value === "object") {
      const object = value as Record<string, unknown>;
      return String(
        object.selector ??
          object.snippet ??
          object.url ??
          object.nodeLabel ??
          object.value ??
          "",
      );
    }
    return "";
  });
  const distinct = [
    ...new Set(
      texts
        .filter(Boolean)
        .map((text) => (text.length > 110 ? `${text.slice(0, 107)}…` : text)),
    ),
  ];
  return distinct.length > limit
    ? [...distinct.slice(0, limit), `… and ${distinct.length - limit} more`]
    : distinct;
}

/** Audits of a category that did not pass (score < 1, or errored), scored ones only. */
function failingAudits(lhr: Result, category: CategoryId): Failure[] {
  const failures: Failure[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const result = lhr.audits[ref.id];
    if (!result || UNSCORED_MODES.has(result.scoreDisplayMode)) continue;
    const errored = result.scoreDisplayMode === "error";
    if (!errored && (result.score === null || result.score >= 1)) continue;
    failures.push({
      id: ref.id,
      title: errored
        ? `${result.title} (audit error: ${result.errorMessage ?? "unknown"})`
        : result.title,
      score: result.score,
      weight: ref.weight,
      displayValue: result.displayValue,
      items: itemSummaries(lhr, ref.id),
    });
  }
  return failures;
}

// ---------------------------------------------------------------------------------------
// 4. Printing.

function formatInt(value: number | null): string {
  return value === null ? "–" : Math.round(value).toLocaleString("en-US");
}

function formatKb(bytes: number | null): string {
  return bytes === null ? "–" : (bytes / KB).toFixed(1);
}

function table(rows: Row[]): string {
  const header = [
    "route",
    "Performance",
    "Accessibility",
    "Best practices",
    "SEO",
    "LCP (ms)",
    "CLS",
    "TBT (ms)",
    "JS (KB gz)",
  ];
  const body = rows.map((row) =>
    row.runtimeError
      ? [row.route, "error", "", "", "", "", "", "", ""]
      : [
          row.route,
          ...CATEGORIES.map((id) =>
            row.scores[id] === null ? "–" : String(row.scores[id]),
          ),
          formatInt(row.lcpMs),
          row.cls === null ? "–" : row.cls.toFixed(3),
          formatInt(row.tbtMs),
          formatKb(row.jsBytes),
        ],
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join(" | ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("-|-");
  return [line(header), rule, ...body.map(line)].join("\n");
}

function metricSummary(lhr: Result): string {
  return PERFORMANCE_METRICS.map(([id, label]) => {
    const result = lhr.audits[id];
    if (!result) return undefined;
    const score = result.score === null ? "–" : result.score.toFixed(2);
    return {
      text: `${label} ${result.displayValue ?? "?"} (score ${score})`,
      score: result.score ?? 1,
    };
  })
    .filter((entry) => entry !== undefined)
    .sort((a, b) => a.score - b.score)
    .map((entry) => entry.text)
    .join(", ");
}

function missedTargets(rows: Row[], reports: Map<string, Result>): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    if (row.runtimeError) {
      lines.push(
        `${row.route}: Lighthouse could not audit the page (${row.runtimeError})`,
      );
      continue;
    }
    const targets = targetScores(row.route);
    for (const id of CATEGORIES) {
      const score = row.scores[id];
      const wanted = targets[id];
      if (wanted === null || (score !== null && score >= wanted)) continue;
      const target = id === "performance" ? `≥ ${wanted}` : `= ${wanted}`;
      const lhr = reports.get(row.route);
      const why = id === "performance" && lhr ? ` — ${metricSummary(lhr)}` : "";
      lines.push(
        `${row.route}: ${CATEGORY_TITLES[id]} ${score ?? "–"} (target ${target})${why}`,
      );
    }
    if (row.jsBytes === null || row.jsBytes > TARGET_JS_KB * KB) {
      lines.push(
        `${row.route}: JS ${formatKb(row.jsBytes)} KB (target ≤ ${TARGET_JS_KB} KB)`,
      );
    }
  }
  return lines;
}

function failureLines(rows: Row[], reports: Map<string, Result>): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    const lhr = reports.get(row.route);
    if (!lhr || row.runtimeError) continue;
    for (const id of CATEGORIES) {
      if (id === "performance" || targetScores(row.route)[id] === null)
        continue;
      const score = row.scores[id];
      if (score === null || score >= 100) continue;
      lines.push(`${row.route} — ${CATEGORY_TITLES[id]} ${score}:`);
      const failures = failingAudits(lhr, id);
      if (failures.length === 0) lines.push("    (no failing audit found)");
      for (const failure of failures) {
        const extra = [
          failure.score === null
            ? undefined
            : `score ${failure.score.toFixed(2)}`,
          failure.weight === 0 ? "weight 0" : undefined,
          failure.displayValue || undefined,
        ].filter(Boolean);
        lines.push(
          `    ${failure.id}: ${failure.title}${extra.length ? ` [${extra.join("; ")}]` : ""}`,
        );
        for (const item of failure.items) lines.push(`      - ${item}`);
      }
    }
  }
  return lines;
}

/** Every script any page downloaded, largest first, with how many of the pages load it. */
function scriptLines(rows: Row[], origin: string): string[] {
  const byUrl = new Map<string, { transferSize: number; routes: number }>();
  for (const row of rows) {
    if (row.runtimeError) continue;
    for (const script of row.scripts) {
      const entry = byUrl.get(script.url) ?? { transferSize: 0, routes: 0 };
      entry.transferSize = Math.max(entry.transferSize, script.transferSize);
      entry.routes += 1;
      byUrl.set(script.url, entry);
    }
  }
  const audited = rows.filter((row) => !row.runtimeError).length;
  return [...byUrl.entries()]
    .sort((a, b) => b[1].transferSize - a[1].transferSize)
    .map(
      ([url, entry]) =>
        `  ${formatKb(entry.transferSize).padStart(6)} KB  on ${String(entry.routes).padStart(2)}/${audited} pages  ` +
        `${url.startsWith(origin) ? url.slice(origin.length) : url}`,
    );
}

/** Audits that errored on pages Lighthouse could audit, with how many pages and the message. */
function erroredAudits(reports: Map<string, Result>): string[] {
  const byAudit = new Map<string, { pages: number; message: string }>();
  for (const lhr of reports.values()) {
    if (lhr.runtimeError) continue;
    for (const [id, result] of Object.entries(lhr.audits)) {
      if (result.scoreDisplayMode !== "error") continue;
      const entry = byAudit.get(id) ?? {
        pages: 0,
        message: result.errorMessage ?? "unknown error",
      };
      entry.pages += 1;
      byAudit.set(id, entry);
    }
  }
  const audited = [...reports.values()].filter(
    (lhr) => !lhr.runtimeError,
  ).length;
  return [...byAudit.entries()].map(
    ([id, { pages, message }]) =>
      `${id} on ${pages}/${audited} pages: ${message}`,
  );
}

/** Lighthouse's own engines field: older Node runs it, but some audits then fail. */
function nodeWarning(): string | undefined {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(
        path.join(ROOT, "node_modules/lighthouse/package.json"),
        "utf8",
      ),
    ) as {
      engines?: { node?: string };
    };
    const wanted = /(\d+)\.(\d+)/.exec(pkg.engines?.node ?? "");
    const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
    if (!wanted) return undefined;
    const [wantMajor, wantMinor] = [Number(wanted[1]), Number(wanted[2])];
    if (major > wantMajor || (major === wantMajor && minor >= wantMinor))
      return undefined;
    return `Lighthouse asks for Node ${pkg.engines?.node}; this is ${process.version}, so a few audits may error (listed at the end)`;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------

function routeFileName(route: string): string {
  const name = route
    .replace(/^\/+|\/+$/g, "")
    .replace(/[^a-zA-Z0-9._-]+/g, "__");
  return name || "index";
}

function packageVersion(name: string): string {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(
        path.join(ROOT, "node_modules", name, "package.json"),
        "utf8",
      ),
    ) as { version?: string };
    return pkg.version ?? "?";
  } catch {
    return "?";
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const requestedRoutes = routesFromEnv();
  ensureBuild();
  const executable = chromePath();

  const cpus = os.cpus();
  console.log(
    "bench:lighthouse — Lighthouse on the public and sign-in pages of the production server",
  );
  console.log(`  node        ${process.version}`);
  console.log(
    `  cpus        ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown"} (load average ${os.loadavg()[0]?.toFixed(2)})`,
  );
  console.log(
    `  lighthouse  ${packageVersion("lighthouse")}, chrome-launcher ${packageVersion("chrome-launcher")}, ${executable}`,
  );
  console.log(
    "  settings    mobile form factor, simulated throttling (Lighthouse defaults), one Chrome for all pages",
  );
  const oldNode = nodeWarning();
  if (oldNode) console.log(`  NOTE        ${oldNode}`);
  console.log("");

  const [port = 0] = await freePorts(1);
  const origin = `http://${LOOPBACK}:${port}`;
  // The seeded content, and an article published as the studio does with a library image.
  const dataDir = makeTempDir("bench-lighthouse-data-");
  console.log("publishing an article with a media-library featured image …");
  const libraryArticle = await prepareLibraryImageArticle(dataDir);
  console.log(`starting node server on ${origin} …`);
  await startServer(port, {
    tempPrefix: "bench-lighthouse",
    dataDir,
    env: { FORM_RATE_LIMIT: "0" },
  });

  const notes: string[] = [];
  let routes: string[];
  if (requestedRoutes) {
    routes = requestedRoutes;
  } else if (process.argv.includes("--sign-in")) {
    routes = [...SIGN_IN_PATHS];
  } else {
    const details = await detailRoutes(port, [libraryArticle]);
    const english = [...publicStaticPaths, ...details.routes, libraryArticle];
    // Every page in French too (decision 055): the same path under /fr. An article without a
    // French version answers its "available in English" page there, audited like any other.
    // The sign-in pages have one URL for both languages (the browser's, decision 055).
    routes = [
      ...english,
      ...english.map((path) => (path === "/" ? "/fr" : `/fr${path}`)),
      ...SIGN_IN_PATHS,
    ];
    notes.push(...details.notes);
  }
  for (const note of notes) console.log(`NOTE: ${note}`);

  // One plain GET per page first, so the first Lighthouse run does not pay for a cold server.
  for (const route of routes) {
    const probe = await get(
      port,
      route,
      { "accept-encoding": "gzip" },
      30_000,
    ).catch(() => undefined);
    if (probe && probe.status !== 200)
      console.log(`NOTE: GET ${route} answered ${probe.status}`);
  }

  console.log("starting Chromium …");
  const chrome = await launchChrome();

  const stamp = runStamp();
  const outDir = path.join(ROOT, "bench/results", `lighthouse-${stamp}`);
  fs.mkdirSync(outDir, { recursive: true });

  const rows: Row[] = [];
  const reports = new Map<string, Result>();
  // Lighthouse's CPU-bound metrics (TBT above all) are the observed time × 4: a busy machine inflates them.
  const machineLoad: MachineLoad[] = [];
  for (const [index, route] of routes.entries()) {
    const started = Date.now();
    const watch = watchMachineLoad(route);
    process.stdout.write(
      `[${String(index + 1).padStart(2)}/${routes.length}] ${route} … `,
    );
    try {
      let audited = await tryAudit(route, port, chrome.port);
      for (
        let attempt = 2;
        attempt <= ATTEMPTS &&
        (audited instanceof Error || audited.lhr.runtimeError);
        attempt++
      ) {
        const problem =
          audited instanceof Error
            ? audited.message
            : audited.lhr.runtimeError?.code;
        process.stdout.write(`${problem}; again … `);
        audited = await tryAudit(route, port, chrome.port);
      }
      if (audited instanceof Error) throw audited;
      const { lhr, json, html } = audited;
      const file = routeFileName(route);
      fs.writeFileSync(path.join(outDir, `${file}.report.json`), json);
      if (html)
        fs.writeFileSync(path.join(outDir, `${file}.report.html`), html);
      reports.set(route, lhr);
      const row = toRow(route, lhr);
      rows.push(row);
      const scores = CATEGORIES.map((id) => row.scores[id] ?? "–").join("/");
      console.log(
        row.runtimeError
          ? `runtime error: ${row.runtimeError}`
          : `${scores} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.log(`failed: ${message}`);
      rows.push({
        route,
        scores: {
          performance: null,
          accessibility: null,
          "best-practices": null,
          seo: null,
        },
        lcpMs: null,
        cls: null,
        tbtMs: null,
        jsBytes: null,
        scripts: [],
        offLoopback: [],
        runtimeError: message,
        runWarnings: [],
        benchmarkIndex: 0,
      });
    }
    machineLoad.push(watch.stop());
  }
  for (const managed of exitedProcesses()) {
    console.log(
      `WARNING: ${managed.name} exited during the run:\n${managed.output().trim()}`,
    );
  }

  if (reports.size === 0)
    throw new SetupError(
      "Lighthouse could not audit any page (see the errors above).",
    );

  const benchmarkIndexes = rows
    .map((row) => row.benchmarkIndex)
    .filter((value) => value > 0);
  console.log("");
  console.log(table(rows));
  console.log("");
  console.log(
    `(mobile, simulated throttling; JS = transferSize of Script requests: compressed body + headers, 1 KB = 1024 B; ` +
      `Lighthouse benchmarkIndex median ${Math.round(median(benchmarkIndexes))}, ` +
      `min ${Math.round(Math.min(...benchmarkIndexes))})`,
  );

  console.log("");
  console.log(formatLoadTable(machineLoad));

  const missed = missedTargets(rows, reports);
  console.log("");
  console.log(
    `Targets missed (Performance ≥ ${TARGET_SCORES.performance}, Accessibility, Best practices, SEO = 100, JS ≤ ${TARGET_JS_KB} KB; ` +
      `sign-in pages Performance ≥ ${SIGN_IN_TARGET_SCORES.performance}, no SEO target):`,
  );
  console.log(
    missed.length ? missed.map((line) => `  ${line}`).join("\n") : "  none",
  );

  const failures = failureLines(rows, reports);
  console.log("");
  console.log("Failing audits (Accessibility, Best practices, SEO below 100):");
  console.log(
    failures.length ? failures.map((line) => `  ${line}`).join("\n") : "  none",
  );

  console.log("");
  console.log("JavaScript downloaded (each script once, largest first):");
  console.log(scriptLines(rows, origin).join("\n") || "  none");

  const errored = erroredAudits(reports);
  if (errored.length) {
    console.log("");
    console.log(
      "Audits that errored (not counted in any score by Lighthouse):",
    );
    console.log(errored.map((line) => `  ${line}`).join("\n"));
  }

  const warnings = rows.flatMap((row) => [
    ...row.runWarnings.map((warning) => `${row.route}: ${warning}`),
    ...row.offLoopback.map(
      (url) => `${row.route}: request left the loopback: ${url}`,
    ),
  ]);
  if (warnings.length) {
    console.log("");
    console.log("Lighthouse warnings:");
    console.log(warnings.map((line) => `  ${line}`).join("\n"));
  }

  const summary = {
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim(),
      chromium: executable,
    },
    lighthouse: packageVersion("lighthouse"),
    settings: {
      formFactor: "mobile",
      throttlingMethod: "simulate",
      categories: CATEGORIES,
      chromeFlags: CHROME_FLAGS,
    },
    targets: {
      scores: TARGET_SCORES,
      jsKb: TARGET_JS_KB,
      signIn: { paths: SIGN_IN_PATHS, scores: SIGN_IN_TARGET_SCORES },
    },
    notes,
    erroredAudits: errored,
    rows: rows.map(({ scripts: list, ...row }) => ({
      ...row,
      scripts: list.map((script) => ({
        ...script,
        url: script.url.startsWith(origin)
          ? script.url.slice(origin.length)
          : script.url,
      })),
      failing: Object.fromEntries(
        CATEGORIES.map((id) => {
          const lhr = reports.get(row.route);
          return [
            id,
            lhr
              ? failingAudits(lhr, id).map(
                  ({ id: auditId, title, score, items }) => ({
                    id: auditId,
                    title,
                    score,
                    items,
                  }),
                )
              : [],
          ];
        }),
      ),
    })),
    missedTargets: missed,
    machineLoad,
  };
  fs.writeFileSync(
    path.join(outDir, "summary.json"),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  console.log("");
  console.log(
    `(full reports: ${path.relative(ROOT, outDir)}/ — <route>.report.json and .html, summary.json)`,
  );
}

await runBench("bench:lighthouse", main);
