/**
 * bench:pages — how fast the production server answers the prerendered home page and the
 * cached database-backed pages (/blog, /projects: app/server/page-cache/), next to nginx
 * serving the very same bytes from disk. Everything runs on 127.0.0.1 and everything
 * started here is stopped again, on success, on error and on Ctrl+C. See bench/README.md.
 *
 *   npm run bench:pages                      # 10 s per target, 50 connections
 *   BENCH_DURATION=3 BENCH_CONNECTIONS=20 npm run bench:pages
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  LOOPBACK,
  ROOT,
  SetupError,
  ensureBuild,
  exitedProcesses,
  freePorts,
  get,
  makeTempDir,
  positiveIntFromEnv,
  runBench,
  runStamp,
  startManaged,
  startServer,
  waitFor200,
  type Managed,
  type Probe,
} from "./support";
import { formatLatency, formatNumber, renderTable } from "./format";
import {
  formatLoadTable,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";

const WARMUP_SECONDS = 2;
const REQUEST_HEADERS = { "accept-encoding": "gzip" } as const;
/** The longest label, to line up the probes. */
const LABEL_WIDTH = "node server /allied (nonce, demo gate)".length;

/** The pages measured; nginx serves each from `file` (and `file`.gz), copied from the server. */
type Target = {
  path: string;
  label: string;
  file: string;
  targetRatio?: number;
  /** The status both answer with (nginx: the same body through error_page). */
  status?: number;
  /**
   * The page carries a nonce or form tokens made for each request (a page template:
   * app/server/page-templates/): nginx serves one captured answer, and the bodies are compared
   * by length, since their values differ on every answer.
   */
  perRequest?: boolean;
};
const TARGETS: Target[] = [
  { path: "/", label: "prerendered", file: "index.html", targetRatio: 0.6 },
  { path: "/blog", label: "page cache", file: "blog.html", targetRatio: 0.6 },
  {
    path: "/projects",
    label: "page cache",
    file: "projects.html",
    targetRatio: 0.6,
  },
  ...(
    [
      ["/contact", "form token", "contact.html"],
      ["/blueprint", "form token", "blueprint.html"],
      ["/get-started", "form token", "get-started.html"],
      ["/careers", "form tokens", "careers.html"],
      ["/auth", "nonce", "auth.html"],
      ["/admin/auth", "nonce", "admin-auth.html"],
      ["/allied", "nonce, demo gate", "allied.html"],
    ] as const
  ).map(([path, label, file]) => ({
    path,
    label,
    file,
    targetRatio: 0.3,
    perRequest: true,
  })),
  {
    path: "/no-such-page",
    label: "404",
    file: "not-found.html",
    targetRatio: 0.3,
    status: 404,
    perRequest: true,
  },
];

// ---------------------------------------------------------------------------------------
// 1. nginx.

function findNginx(): string | undefined {
  const dirs = [
    ...(process.env.PATH ?? "").split(path.delimiter),
    "/usr/sbin",
    "/usr/local/sbin",
    "/usr/local/nginx/sbin",
  ];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = path.join(dir, "nginx");
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return undefined;
}

function aptInstall(packageName: string): boolean {
  // RUNLEVEL=1 asks invoke-rc.d not to start the packaged nginx service on port 80.
  const env = {
    ...process.env,
    DEBIAN_FRONTEND: "noninteractive",
    RUNLEVEL: "1",
  };
  console.log(`$ apt-get install -y ${packageName}`);
  return (
    spawnSync("apt-get", ["install", "-y", packageName], {
      stdio: "inherit",
      env,
    }).status === 0
  );
}

function installNginx(): string {
  const manual =
    "Install it by hand (Debian/Ubuntu: apt-get install -y nginx-light) and run the bench again.";
  console.log("nginx is not installed; installing nginx-light with apt-get…");
  if (process.getuid?.() !== 0)
    throw new SetupError(
      `nginx is not installed and the bench is not running as root. ${manual}`,
    );
  if (spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status !== 0) {
    throw new SetupError(
      `nginx is not installed and apt-get is not available on this machine. ${manual}`,
    );
  }
  const startedAt = Date.now();
  let installed = aptInstall("nginx-light");
  if (!installed) {
    console.log("$ apt-get update");
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    installed = aptInstall("nginx-light") || aptInstall("nginx");
  }
  const nginx = findNginx();
  if (!installed || !nginx)
    throw new SetupError(
      `could not install nginx with apt-get (see the output above). ${manual}`,
    );
  stopPackagedService(nginx, startedAt);
  console.log("");
  return nginx;
}

/**
 * nginx was not installed, so no nginx of the system was running. If the package's scripts
 * started the system service anyway (port 80, all addresses), stop it again: only when its
 * pid file was written during our install and names a live nginx process.
 */
function stopPackagedService(nginx: string, installStartedAt: number): void {
  const configure = spawnSync(nginx, ["-V"], { encoding: "utf8" }).stderr ?? "";
  const pidFile = /--pid-path=(\S+)/.exec(configure)?.[1] ?? "/run/nginx.pid";
  try {
    if (fs.statSync(pidFile).mtimeMs < installStartedAt - 1_000) return;
    const pid = Number(fs.readFileSync(pidFile, "utf8").trim());
    if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "nginx") return;
  } catch {
    return; // no pid file or no such process: nothing was started
  }
  console.log(
    "the nginx package started its system service; stopping it again (nginx -s quit)",
  );
  spawnSync(nginx, ["-s", "quit"], { stdio: "inherit" });
}

type NginxInfo = {
  binary: string;
  version: string;
  supportsErrorLogFlag: boolean;
  gzipStatic: boolean;
  configure: string;
};

function inspectNginx(binary: string): NginxInfo {
  const result = spawnSync(binary, ["-V"], { encoding: "utf8" });
  const text = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text);
  if (result.status !== 0 || !match)
    throw new SetupError(
      `could not run ${binary} -V:\n${text.trim() || result.error?.message}`,
    );
  const [major, minor, patch] = [
    Number(match[1]),
    Number(match[2]),
    Number(match[3]),
  ];
  return {
    binary,
    version: `${major}.${minor}.${patch}`,
    // -e (error log at startup) exists since 1.19.5.
    supportsErrorLogFlag:
      major > 1 ||
      (major === 1 && (minor > 19 || (minor === 19 && patch >= 5))),
    gzipStatic: text.includes("--with-http_gzip_static_module"),
    configure: text,
  };
}

function nginxConfig(
  info: NginxInfo,
  dir: string,
  root: string,
  port: number,
): string {
  // Temp folders inside our dir, not the packaged /var/lib/nginx (skip modules built out).
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .filter(
      (module) =>
        module === "client_body" ||
        !info.configure.includes(`--without-http_${module}_module`),
    )
    .map(
      (module) => `  ${module}_temp_path ${path.join(dir, `${module}_temp`)};`,
    );
  return [
    "# Written by bench/pages.ts for one run; deleted afterwards.",
    "daemon off;",
    "master_process on;",
    "worker_processes auto;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")};`,
    "events {}",
    "http {",
    "  access_log off;",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  keepalive_requests 100000;",
    ...(info.gzipStatic ? ["  gzip_static on;"] : []),
    "  types { text/html html; }",
    "  default_type application/octet-stream;",
    ...tempPaths,
    "  server {",
    `    listen ${LOOPBACK}:${port};`,
    `    root ${root};`,
    ...TARGETS.flatMap((target) =>
      target.status === 404
        ? [
            `    location = ${target.path} {`,
            `      error_page 404 /${target.file};`,
            "      return 404;",
            "    }",
            `    location = /${target.file} { internal; }`,
          ]
        : [
            `    location = ${target.path} {`,
            `      try_files /${target.file} =404;`,
            '      add_header Cache-Control "public, max-age=60, must-revalidate";',
            "    }",
          ],
    ),
    "  }",
    "}",
    "",
  ].join("\n");
}

/**
 * The bytes nginx serves: the prerendered file as built, and each cached page exactly as the
 * server sends it (plain, and its gzip body), so both targets answer with the same bytes.
 */
async function pageFiles(serverPort: number): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const target of TARGETS) {
    if (target.path === "/") {
      for (const name of ["index.html", "index.html.gz"]) {
        const source = path.join(ROOT, "build/client", name);
        if (fs.existsSync(source)) files.set(name, fs.readFileSync(source));
      }
      continue;
    }
    const plain = await get(serverPort, target.path);
    const gzip = await get(serverPort, target.path, { ...REQUEST_HEADERS });
    const status = target.status ?? 200;
    if (plain.status !== status || gzip.status !== status)
      throw new SetupError(
        `the server answered ${plain.status} for GET ${target.path}`,
      );
    if (gzip.headers["content-encoding"] !== "gzip")
      throw new SetupError(`the server sent ${target.path} without gzip`);
    files.set(target.file, plain.body);
    files.set(`${target.file}.gz`, gzip.body);
  }
  return files;
}

async function startNginx(
  info: NginxInfo,
  port: number,
  files: Map<string, Buffer>,
): Promise<Managed> {
  const dir = makeTempDir("bench-pages-nginx-");
  const root = path.join(dir, "root");
  fs.mkdirSync(root);
  // mkdtemp makes the folder 0700; nginx workers run unprivileged (nobody) when we are root.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(root, 0o755);
  for (const [name, bytes] of files) {
    fs.writeFileSync(path.join(root, name), bytes);
    fs.chmodSync(path.join(root, name), 0o644);
  }
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, nginxConfig(info, dir, root, port));
  const args = [
    "-p",
    `${dir}/`,
    "-c",
    conf,
    ...(info.supportsErrorLogFlag ? ["-e", path.join(dir, "error.log")] : []),
  ];
  const nginx = startManaged("nginx", info.binary, args, {
    cwd: dir,
    stopSignal: "SIGQUIT",
  });
  try {
    await waitFor200(nginx, port, "/", 10_000);
  } catch (error) {
    const log = fs.existsSync(path.join(dir, "error.log"))
      ? fs.readFileSync(path.join(dir, "error.log"), "utf8").trim()
      : "";
    if (error instanceof SetupError && log)
      throw new SetupError(`${error.message}\nnginx error.log:\n${log}`);
    throw error;
  }
  return nginx;
}

// ---------------------------------------------------------------------------------------
// 2. Load.

async function verify(
  label: string,
  port: number,
  urlPath: string,
  status = 200,
): Promise<Probe> {
  const probe = await get(port, urlPath, { ...REQUEST_HEADERS });
  if (probe.status !== status)
    throw new SetupError(
      `${label} answered ${probe.status} for GET ${urlPath} (expected ${status}).`,
    );
  return probe;
}

function describeProbe(label: string, probe: Probe): string {
  const h = probe.headers;
  const sha = createHash("sha256")
    .update(probe.body)
    .digest("hex")
    .slice(0, 16);
  return (
    `  ${label.padEnd(LABEL_WIDTH)}  ${probe.status}  content-length ${h["content-length"] ?? "(none)"}` +
    `  content-encoding ${h["content-encoding"] ?? "(none)"}  sha256 ${sha}…  headers ≈${probe.headerBytes} B`
  );
}

async function load(
  port: number,
  urlPath: string,
  seconds: number,
  connections: number,
): Promise<autocannon.Result> {
  return await autocannon({
    url: `http://${LOOPBACK}:${port}${urlPath}`,
    method: "GET",
    duration: seconds,
    connections,
    pipelining: 1,
    headers: { ...REQUEST_HEADERS },
  });
}

// ---------------------------------------------------------------------------------------
// 3. Report.

type Row = { label: string; result: autocannon.Result };

function table(rows: Row[]): string {
  return renderTable(
    [
      "target",
      "requests/s (mean)",
      "p50 latency ms",
      "p99 latency ms",
      "non-2xx",
      "errors",
      "throughput MB/s",
    ],
    rows.map(({ label, result }) => [
      label,
      formatNumber(result.requests.average, 1),
      formatLatency(result.latency.p50),
      formatLatency(result.latency.p99),
      String(result.non2xx),
      String(result.errors),
      formatNumber(result.throughput.average / 1e6, 2),
    ]),
  );
}

function autocannonVersion(): string {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(
        path.join(ROOT, "node_modules/autocannon/package.json"),
        "utf8",
      ),
    ) as { version?: string };
    return pkg.version ?? "?";
  } catch {
    return "?";
  }
}

function saveResults(data: unknown): string | undefined {
  try {
    const dir = path.join(ROOT, "bench/results");
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `pages-${runStamp()}.json`);
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    return path.relative(ROOT, file);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const seconds = positiveIntFromEnv("BENCH_DURATION", 10);
  const connections = positiveIntFromEnv("BENCH_CONNECTIONS", 50);

  ensureBuild();
  const nginxInfo = inspectNginx(findNginx() ?? installNginx());
  const cpus = os.cpus();

  console.log(
    "bench:pages — prerendered home page and cached content pages: node server vs nginx serving the same bytes",
  );
  console.log(`  node        ${process.version}`);
  console.log(
    `  cpus        ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown"} (available parallelism ${os.availableParallelism()})`,
  );
  console.log(
    `  nginx       ${nginxInfo.version} (${nginxInfo.binary}, worker_processes auto)`,
  );
  console.log(
    `  load        autocannon ${autocannonVersion()}: GET ${TARGETS.map((t) => t.path).join(", ")} with accept-encoding: gzip, ` +
      `${connections} connections, pipelining 1, ${WARMUP_SECONDS} s warm-up + ${seconds} s measured per target`,
  );
  console.log(
    "  note        load generator, node server and nginx share this machine's CPUs",
  );
  if (!nginxInfo.gzipStatic) {
    console.log(
      "  NOTE        this nginx lacks ngx_http_gzip_static_module: it serves the files uncompressed,",
    );
    console.log("              so the two targets do not send the same bytes");
  }
  if (!fs.existsSync(path.join(ROOT, "build/client/index.html.gz"))) {
    console.log(
      "  NOTE        build/client/index.html.gz is missing: both targets serve index.html uncompressed",
    );
  }
  console.log("");

  const [serverPort = 0, nginxPort = 0, uncachedPort = 0] = await freePorts(3);

  console.log(`starting node server on http://${LOOPBACK}:${serverPort} …`);
  // The demo gate (/allied) opens in production only with credentials of its own.
  await startServer(serverPort, {
    tempPrefix: "bench-pages",
    env: {
      DEMO_LOGIN_ID: "bench-demo",
      DEMO_PASSWORD: "bench-demo-password-2026",
    },
  });
  console.log(`starting nginx on http://${LOOPBACK}:${nginxPort} …`);
  await startNginx(nginxInfo, nginxPort, await pageFiles(serverPort));

  const rows: Row[] = [];
  const machineLoad: MachineLoad[] = [];
  const comparisons: {
    target: Target;
    ratio: number | null;
    sameBody: boolean;
  }[] = [];
  const probes: Record<string, unknown> = {};
  for (const target of TARGETS) {
    const serverLabel = `node server ${target.path} (${target.label})`;
    const nginxLabel = `nginx ${target.path} (same bytes)`;
    const serverProbe = await verify(
      serverLabel,
      serverPort,
      target.path,
      target.status,
    );
    const nginxProbe = await verify(
      nginxLabel,
      nginxPort,
      target.path,
      target.status,
    );
    console.log(
      `\nGET ${target.path} (accept-encoding: gzip) before measuring:`,
    );
    console.log(describeProbe(serverLabel, serverProbe));
    console.log(describeProbe(nginxLabel, nginxProbe));
    // A page with per-request values: nginx serves one earlier answer, of the same length.
    const sameBody = target.perRequest
      ? serverProbe.body.length === nginxProbe.body.length
      : serverProbe.body.equals(nginxProbe.body);
    console.log(
      sameBody
        ? target.perRequest
          ? `  → same length on both (${serverProbe.body.length} bytes); the nonce and tokens differ per answer`
          : `  → same body on both: ${serverProbe.body.length} bytes`
        : "  → WARNING: the bodies differ, so the comparison is not like for like",
    );
    probes[target.path] = {
      server: {
        headers: serverProbe.headers,
        bodyBytes: serverProbe.body.length,
      },
      nginx: { headers: nginxProbe.headers, bodyBytes: nginxProbe.body.length },
      sameBody,
    };
    const measured: number[] = [];
    for (const [label, port] of [
      [serverLabel, serverPort],
      [nginxLabel, nginxPort],
    ] as const) {
      console.log(`${label}: ${WARMUP_SECONDS} s warm-up…`);
      await load(port, target.path, WARMUP_SECONDS, connections);
      console.log(`${label}: ${seconds} s measured…`);
      const watch = watchMachineLoad(label);
      const result = await load(port, target.path, seconds, connections);
      machineLoad.push(watch.stop());
      rows.push({ label, result });
      measured.push(result.requests.average);
    }
    const [serverRps = 0, nginxRps = 0] = measured;
    comparisons.push({
      target,
      ratio: nginxRps > 0 ? serverRps / nginxRps : null,
      sameBody,
    });
  }
  // What the page cache saves: the same page rendered by React Router on every request.
  console.log(
    `\nstarting a second node server without the page cache (PAGE_CACHE_MAX_MB=0) on http://${LOOPBACK}:${uncachedPort} …`,
  );
  await startServer(uncachedPort, {
    tempPrefix: "bench-pages-uncached",
    env: { PAGE_CACHE_MAX_MB: "0" },
    name: "node server (no page cache)",
  });
  const uncachedLabel = "node server /blog (no page cache)";
  await verify(uncachedLabel, uncachedPort, "/blog");
  console.log(`${uncachedLabel}: ${WARMUP_SECONDS} s warm-up…`);
  await load(uncachedPort, "/blog", WARMUP_SECONDS, connections);
  console.log(`${uncachedLabel}: ${seconds} s measured…`);
  const uncachedWatch = watchMachineLoad(uncachedLabel);
  rows.push({
    label: uncachedLabel,
    result: await load(uncachedPort, "/blog", seconds, connections),
  });
  machineLoad.push(uncachedWatch.stop());
  for (const managed of exitedProcesses()) {
    console.log(
      `WARNING: ${managed.name} exited during the run:\n${managed.output().trim()}`,
    );
  }

  console.log("");
  console.log(table(rows));
  console.log("");
  console.log(formatLoadTable(machineLoad));
  console.log("");
  for (const { target, ratio } of comparisons) {
    const goal =
      target.targetRatio === undefined
        ? "no target"
        : `target ≥ ${target.targetRatio}`;
    const verdict =
      target.targetRatio === undefined || ratio === null
        ? ""
        : ratio >= target.targetRatio
          ? " — met"
          : " — MISSED";
    console.log(
      `ratio server/nginx ${target.path} (requests/s): ${ratio === null ? "n/a" : ratio.toFixed(2)} (${goal})${verdict}`,
    );
  }

  const saved = saveResults({
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim(),
      nginx: nginxInfo.version,
    },
    settings: {
      seconds,
      warmupSeconds: WARMUP_SECONDS,
      connections,
      pipelining: 1,
      headers: REQUEST_HEADERS,
    },
    responses: probes,
    ratios: comparisons.map(({ target, ratio }) => ({
      path: target.path,
      ratio,
      targetRatio: target.targetRatio ?? null,
    })),
    results: rows.map(({ label, result }) => ({ label, ...result })),
    machineLoad,
  });
  if (saved) console.log(`(full results: ${saved})`);
}

await runBench("bench:pages", main);
