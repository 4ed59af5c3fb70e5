/**
 * bench:cluster's processes: Redis, the optional S3 server, two production app instances and
 * nginx in front, all on 127.0.0.1 and all stopped at clean-up (bench/leads-support.ts keeps
 * the list). The database, its seed and the fake SMTP server are in cluster-data.ts.
 */
import { renderDeployFile } from "../tests/support/nginx";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  LOOPBACK,
  ROOT,
  SetupError,
  delay,
  makeTempDir,
  onCleanup,
  startAppServer,
  startManaged,
  waitFor200,
  type Managed,
} from "./leads-support";

// ---------------------------------------------------------------------------------------
// Redis.

export type RedisTarget = {
  url: string;
  process: Managed | null;
  note: string;
  keyPrefix?: string;
};

/** Sends PING and waits for +PONG (no client library needed for one command). */
function redisPing(port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: LOOPBACK, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (chunk: Buffer) =>
      done(chunk.toString().startsWith("+PONG")),
    );
  });
}

/**
 * Our own redis-server (no persistence, temporary folder). Only when it cannot start, the
 * machine's Redis on 6379 with a key prefix of this run (RATE_LIMIT_PREFIX, the shared
 * limits' store; its keys expire with their windows).
 */
export async function startRedis(
  port: number,
  runTag: string,
): Promise<RedisTarget> {
  const dir = makeTempDir("bench-cluster-redis-");
  const args = [
    "--port",
    String(port),
    "--bind",
    LOOPBACK,
    "--save",
    "",
    "--appendonly",
    "no",
    "--dir",
    dir,
    "--daemonize",
    "no",
  ];
  const redis = startManaged("redis-server", "redis-server", args, {
    cwd: dir,
    stopSignal: "SIGTERM",
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && redis.running) {
    if (await redisPing(port))
      return {
        url: `redis://${LOOPBACK}:${port}`,
        process: redis,
        note: `redis-server on ${LOOPBACK}:${port} (no persistence)`,
      };
    await delay(100);
  }
  const why = redis.running
    ? "did not answer PING within 15 s"
    : `exited: ${redis.output().trim().split("\n").pop() ?? ""}`;
  if (await redisPing(6379)) {
    const keyPrefix = `bench-cluster-${runTag}`;
    return {
      url: `redis://${LOOPBACK}:6379`,
      process: null,
      keyPrefix,
      note: `the machine's Redis on ${LOOPBACK}:6379, key prefix ${keyPrefix} (our redis-server ${why})`,
    };
  }
  throw new SetupError(
    `redis-server ${why}, and no Redis answers on ${LOOPBACK}:6379`,
  );
}

// ---------------------------------------------------------------------------------------
// S3 (OpenStack Swift's s3api), when tests/support/swift-s3.ts exists on this branch.

export type S3Server = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
};
type SwiftS3Module = {
  startSwiftS3(options?: { logDir?: string }): Promise<S3Server>;
};

export async function startS3(): Promise<{
  server: S3Server | null;
  note: string;
}> {
  if (process.env.BENCH_S3?.trim() === "0")
    return { server: null, note: "off (BENCH_S3=0): files stay in PostgreSQL" };
  const file = path.join(ROOT, "tests/support/swift-s3.ts");
  if (!fs.existsSync(file))
    return {
      server: null,
      note: "off: tests/support/swift-s3.ts is not on this branch, files stay in PostgreSQL",
    };
  // A computed specifier: the module is another branch's, so the type check must not need it.
  const module = (await import(pathToFileURL(file).href)) as SwiftS3Module;
  const logDir = makeTempDir("bench-cluster-swift-");
  let server: S3Server;
  try {
    server = await module.startSwiftS3({ logDir });
  } catch (error) {
    throw new SetupError(
      `the S3 server (Swift s3api) did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  onCleanup("stop the S3 server", () => server.stop());
  return {
    server,
    note: `Swift s3api at ${server.endpoint}, bucket ${server.bucket}`,
  };
}

export function s3Env(server: S3Server | null): Record<string, string> {
  if (!server) return {};
  return {
    S3_ENDPOINT: server.endpoint,
    S3_BUCKET: server.bucket,
    S3_REGION: server.region,
    S3_ACCESS_KEY_ID: server.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.secretAccessKey,
  };
}

// ---------------------------------------------------------------------------------------
// The app instances.

export type AppInstance = {
  name: string;
  port: number;
  env: Record<string, string>;
  process: Managed;
};

/** Generous: a loaded 2-core machine has taken over a minute to start a server. */
const APP_READY_MS = 180_000;

export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<AppInstance> {
  const process = await startAppServer({
    name,
    port,
    dataDir: makeTempDir(`bench-cluster-${name.replace(/\W+/g, "-")}-`),
    env: { ...env, PORT: String(port) },
    readyTimeoutMs: APP_READY_MS,
  });
  return { name, port, env, process };
}

// ---------------------------------------------------------------------------------------
// nginx: what a production recipe does in front of two instances.

function findNginx(): string {
  for (const dir of [
    ...(process.env.PATH ?? "").split(path.delimiter),
    "/usr/sbin",
    "/usr/local/sbin",
  ]) {
    const candidate = path.join(dir, "nginx");
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new SetupError(
    "nginx is not installed (Debian: apt-get install -y nginx-light)",
  );
}

/**
 * Two listeners: `port` balances over both instances (the cluster), `singlePort` sends
 * everything to instance A only (the one-instance baseline), with the same Host header so the
 * app sees one public origin. Keep-alive to the upstreams; a connection error or a connect
 * timeout moves the request to the other instance — nginx never resends a POST it has already
 * sent (non_idempotent is not set), so only requests that never reached an app are retried.
 * max_fails=1 fail_timeout=5s: a dead instance is skipped for 5 s after each failure.
 */
const PROXY_RULES = "deploy/nginx/kestrel-proxy.conf";

/**
 * The bench's nginx: the deploy recipe's own proxy rules (deploy/nginx/kestrel-proxy.conf,
 * copied with only the upstream's name changed for the one-instance server), so what the kill
 * window measures is what an operator installs. Only the process settings, the upstream
 * addresses and the listen ports are the bench's.
 */
export function nginxConfig(
  dir: string,
  options: {
    port: number;
    singlePort: number;
    apps: number[];
    configure: string;
  },
): string {
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .filter(
      (module) =>
        module === "client_body" ||
        !options.configure.includes(`--without-http_${module}_module`),
    )
    .map(
      (module) => `  ${module}_temp_path ${path.join(dir, `${module}_temp`)};`,
    );
  const proxyRules = path.join(dir, "kestrel-proxy.conf");
  const singleRules = path.join(dir, "kestrel-proxy-single.conf");
  fs.writeFileSync(proxyRules, renderDeployFile(PROXY_RULES, []));
  fs.writeFileSync(
    singleRules,
    renderDeployFile(PROXY_RULES, [
      ["proxy_pass http://kestrel;", "proxy_pass http://single;"],
    ]),
  );
  // As deploy/nginx/kestrel.conf's upstream block.
  const upstream = (name: string, apps: number[]) => [
    `  upstream ${name} {`,
    ...apps.map(
      (app) => `    server ${LOOPBACK}:${app} max_fails=2 fail_timeout=5s;`,
    ),
    "    keepalive 32;",
    "    keepalive_timeout 60s;",
    "    keepalive_requests 1000;",
    "  }",
  ];
  return [
    "# Written by bench/cluster-stack.ts for one run; deleted afterwards.",
    "daemon off;",
    "master_process on;",
    "worker_processes auto;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    ...tempPaths,
    ...upstream("kestrel", options.apps),
    ...upstream("single", options.apps.slice(0, 1)),
    "  server {",
    `    listen ${LOOPBACK}:${options.port};`,
    `    include ${proxyRules};`,
    "  }",
    "  server {",
    `    listen ${LOOPBACK}:${options.singlePort};`,
    `    include ${singleRules};`,
    "  }",
    "}",
    "",
  ].join("\n");
}

export async function startNginx(options: {
  port: number;
  singlePort: number;
  apps: number[];
}): Promise<{ process: Managed; errorLog: string; version: string }> {
  const binary = findNginx();
  const info = spawnSync(binary, ["-V"], { encoding: "utf8" });
  const text = `${info.stdout ?? ""}${info.stderr ?? ""}`;
  const version = /nginx\/([\d.]+)/.exec(text)?.[1] ?? "?";
  const dir = makeTempDir("bench-cluster-nginx-");
  // mkdtemp makes the folder 0700; nginx workers run unprivileged (nobody) when we are root.
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, nginxConfig(dir, { ...options, configure: text }));
  const errorLog = path.join(dir, "error.log");
  const nginx = startManaged(
    "nginx",
    binary,
    ["-p", `${dir}/`, "-c", conf, "-e", errorLog],
    { cwd: dir, stopSignal: "SIGQUIT" },
  );
  try {
    await waitFor200(nginx, options.port, "/healthz", 30_000);
    await waitFor200(nginx, options.singlePort, "/healthz", 30_000);
  } catch (error) {
    const log = fs.existsSync(errorLog)
      ? fs.readFileSync(errorLog, "utf8").trim()
      : "";
    if (error instanceof SetupError && log)
      throw new SetupError(`${error.message}\nnginx error.log:\n${log}`);
    throw error;
  }
  return { process: nginx, errorLog, version };
}
