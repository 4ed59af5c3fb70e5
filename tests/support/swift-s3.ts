import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  createWriteStream,
  readFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
  openSync,
  closeSync,
  unlinkSync,
  existsSync,
  readdirSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import {
  CreateBucketCommand,
  HeadBucketCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { eventually } from "./eventually";
import { freePort } from "./server-process";

/**
 * A real S3-compatible server for tests: OpenStack Swift (Debian's python3-swift 2.30) with its
 * s3api middleware, on 127.0.0.1, keeping objects on disk in a temporary folder. s3api checks
 * every request's AWS signature against tempauth's user (access key "test:tester"), so a wrong
 * key fails as it would against a real store. One account, one container and one object server,
 * one replica each; the hash prefix/suffix come from the package's /etc/swift/swift.conf (Swift
 * 2.30 reads it from there whatever swift_dir says).
 */
export type SwiftS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
};

const REGION = "us-east-1";
const ACCESS_KEY_ID = "test:tester";
const SECRET_ACCESS_KEY = "testing";
const BUCKET = "kestrel-files";
// Four Python processes importing Swift on a loaded 2-core machine: 30-60 s is normal there.
const READY_TIMEOUT_MS = 240_000;
// The SDK's "Node 22 needed after 2027-01" notice would land in every test's stderr.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

/** Swift's object server keeps metadata in user xattrs; /tmp on tmpfs without them would fail late. */
function supportsUserXattr(dir: string): boolean {
  const probe = path.join(dir, `.xattr-probe-${process.pid}`);
  try {
    closeSync(openSync(probe, "w"));
    const result = spawnSync(swiftPython(), [
      "-c",
      "import os,sys; os.setxattr(sys.argv[1], 'user.swift-probe', b'1')",
      probe,
    ]);
    return result.status === 0;
  } catch {
    return false;
  } finally {
    if (existsSync(probe)) unlinkSync(probe);
  }
}

function baseDir(): string {
  const candidates = [tmpdir(), "/dev/shm", path.resolve("data")];
  for (const candidate of candidates) {
    try {
      mkdirSync(candidate, { recursive: true });
      if (supportsUserXattr(candidate)) return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error(
    `No folder supports user extended attributes (tried ${candidates.join(", ")}); Swift needs them.`,
  );
}

/** The Python that Swift's own scripts run with (their shebang): `python3` on PATH may be another one. */
function swiftPython(): string {
  const which = spawnSync("sh", ["-c", "command -v swift-ring-builder"], {
    encoding: "utf8",
  });
  const script = which.stdout.trim();
  if (which.status !== 0 || !script)
    throw new Error(
      "swift-ring-builder is not on the PATH: install Debian's swift, swift-proxy, swift-account, swift-container and swift-object",
    );
  const shebang = readFileSync(script, "utf8").split("\n", 1)[0] ?? "";
  return shebang.startsWith("#!")
    ? shebang.slice(2).trim().split(/\s+/)[0]!
    : "python3";
}

/**
 * The account, container and object rings: one device each, one replica, 2^4 partitions —
 * what `swift-ring-builder <f> create 4 1 1; add r1z1-127.0.0.1:<port>/d1 100; rebalance`
 * writes, done with the same RingBuilder class in one Python process (nine separate
 * swift-ring-builder runs took ~50 s on a loaded 2-core machine).
 */
function buildRings(
  swiftDir: string,
  ports: Record<"account" | "container" | "object", number>,
): void {
  const script = `
import json, sys
from swift.common.ring import RingBuilder
swift_dir, ports = sys.argv[1], json.loads(sys.argv[2])
for kind, port in ports.items():
    builder = RingBuilder(4, 1, 1)
    builder.add_dev({"id": 0, "region": 1, "zone": 1, "ip": "127.0.0.1", "port": port, "device": "d1", "weight": 100})
    builder.rebalance()
    builder.save("%s/%s.builder" % (swift_dir, kind))
    builder.get_ring().save("%s/%s.ring.gz" % (swift_dir, kind))
`;
  const result = spawnSync(
    swiftPython(),
    ["-c", script, swiftDir, JSON.stringify(ports)],
    { encoding: "utf8" },
  );
  if (result.error || result.status !== 0)
    throw new Error(
      `building the Swift rings failed: ${result.error?.message ?? result.stderr}`,
    );
  for (const kind of Object.keys(ports)) {
    if (!existsSync(path.join(swiftDir, `${kind}.ring.gz`)))
      throw new Error(`no ${kind} ring was written`);
  }
}

function serverConf(
  swiftDir: string,
  devices: string,
  port: number,
  app: string,
): string {
  return `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
user = ${userInfo().username}
swift_dir = ${swiftDir}
devices = ${devices}
mount_check = false
log_level = WARNING

[pipeline:main]
pipeline = ${app}

[app:${app}]
use = egg:swift#${app.replace("-server", "")}
`;
}

function proxyConf(swiftDir: string, port: number): string {
  return `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
user = ${userInfo().username}
swift_dir = ${swiftDir}
log_level = WARNING

[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
# A loaded 2-core machine (the whole suite beside it) can take longer than Swift's defaults: 0.5 s
# to connect to a backend server, 10 s for its answer. A backend that misses them counts as an
# error, and after 10 errors the proxy skips that device for 60 s; with one device, every request
# fails meanwhile. A CI run saw S3 calls fail mid-file with InternalError and NoSuchBucket on a
# bucket just created. Generous timeouts, and never skip the one device there is.
conn_timeout = 5
node_timeout = 60
recoverable_node_timeout = 60
error_suppression_limit = 1000000

[filter:s3api]
use = egg:swift#s3api
location = ${REGION}
s3_acl = false

[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = ${SECRET_ACCESS_KEY} .admin

[filter:catch_errors]
use = egg:swift#catch_errors

[filter:gatekeeper]
use = egg:swift#gatekeeper

[filter:healthcheck]
use = egg:swift#healthcheck

[filter:proxy-logging]
use = egg:swift#proxy_logging

[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:1

[filter:listing_formats]
use = egg:swift#listing_formats

[filter:copy]
use = egg:swift#copy

[filter:slo]
use = egg:swift#slo

[filter:dlo]
use = egg:swift#dlo
`;
}

/** How long one readiness probe may take: a probe that hangs must not outlive the deadline. */
const PROBE_TIMEOUT_MS = 10_000;

async function waitFor(
  what: string,
  processes: ChildProcess[],
  deadline: number,
  check: (signal: AbortSignal) => Promise<boolean>,
): Promise<void> {
  let lastError: unknown;
  await eventually(
    async () => {
      const dead = processes.find(
        (child) => child.exitCode !== null || child.signalCode !== null,
      );
      if (dead)
        throw new Error(
          `${what}: ${dead.spawnargs.join(" ")} exited (${dead.exitCode ?? dead.signalCode}); see its log`,
        );
      try {
        return await check(AbortSignal.timeout(PROBE_TIMEOUT_MS));
      } catch (error) {
        lastError = error;
        return false;
      }
    },
    `${what} is ready`,
    { timeoutMs: Math.max(0, deadline - Date.now()), intervalMs: 250 },
  ).catch((error: Error) => {
    throw /timed out/.test(error.message)
      ? new Error(
          `${what}: not ready after ${READY_TIMEOUT_MS / 1000} s (${String(lastError)})`,
        )
      : error;
  });
}

/** The last lines of each server's log, so a start that failed on CI says why in the test's error. */
function logTails(logDir: string): string {
  return readdirSync(logDir)
    .filter((name) => name.endsWith(".log"))
    .map((name) => {
      const lines = readFileSync(path.join(logDir, name), "utf8")
        .trimEnd()
        .split("\n");
      return `--- ${name}\n${lines.slice(-15).join("\n")}`;
    })
    .join("\n");
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (
    child.exitCode !== null ||
    child.signalCode !== null ||
    child.pid === undefined
  )
    return;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => resolve()),
  );
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function startSwiftS3(options?: {
  logDir?: string;
}): Promise<SwiftS3> {
  const root = mkdtempSync(path.join(baseDir(), "swift-s3-"));
  const devices = path.join(root, "srv");
  mkdirSync(path.join(devices, "d1"), { recursive: true });
  const logDir = options?.logDir ?? path.join(root, "log");
  mkdirSync(logDir, { recursive: true });
  const processes: ChildProcess[] = [];
  const started = Date.now();
  const progress = createWriteStream(path.join(logDir, "swift-startup.log"));
  const note = (line: string) =>
    progress.write(`${((Date.now() - started) / 1000).toFixed(1)} s ${line}\n`);
  // Should the test process end without stop() (a timeout, a crash), no server outlives it.
  const killAll = () => {
    for (const child of processes) {
      try {
        if (child.pid !== undefined && child.exitCode === null)
          process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };
  process.once("exit", killAll);

  const stop = async () => {
    await Promise.all(processes.map(stopProcess));
    process.removeListener("exit", killAll);
    progress.end();
    rmSync(root, { recursive: true, force: true });
  };

  try {
    const [accountPort, containerPort, objectPort, proxyPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    buildRings(root, {
      account: accountPort!,
      container: containerPort!,
      object: objectPort!,
    });
    note("rings built");
    const confs: Array<[string, string]> = [
      [
        "account-server",
        serverConf(root, devices, accountPort!, "account-server"),
      ],
      [
        "container-server",
        serverConf(root, devices, containerPort!, "container-server"),
      ],
      [
        "object-server",
        serverConf(root, devices, objectPort!, "object-server"),
      ],
      ["proxy-server", proxyConf(root, proxyPort!)],
    ];
    for (const [name, text] of confs) {
      const conf = path.join(root, `${name}.conf`);
      writeFileSync(conf, text);
      const log = createWriteStream(path.join(logDir, `swift-${name}.log`));
      // -v: log to the console (captured here) as well as syslog, which may not exist.
      const child = spawn(`swift-${name}`, [conf, "-v"], {
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      child.once("error", (error) =>
        log.write(`spawn failed: ${error.message}\n`),
      );
      processes.push(child);
    }

    const endpoint = `http://127.0.0.1:${proxyPort}`;
    note(`spawned servers in ${root}`);
    // One deadline for the whole start, inside the test files' 400 s hook limit.
    const deadline = started + READY_TIMEOUT_MS;
    await waitFor(
      "swift proxy",
      processes,
      deadline,
      async (signal) => (await fetch(`${endpoint}/healthcheck`, { signal })).ok,
    );
    note("proxy answers /healthcheck");
    const client = new S3Client({
      endpoint,
      region: REGION,
      forcePathStyle: true,
      credentials: {
        accessKeyId: ACCESS_KEY_ID,
        secretAccessKey: SECRET_ACCESS_KEY,
      },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 1,
    });
    try {
      // The bucket is created once the account and container servers answer; HeadBucket proves
      // that a signed request round-trips.
      await waitFor(
        "swift s3api bucket",
        processes,
        deadline,
        async (abortSignal) => {
          await client
            .send(new CreateBucketCommand({ Bucket: BUCKET }), { abortSignal })
            .catch((error: { name?: string }) => {
              if (
                error.name !== "BucketAlreadyOwnedByYou" &&
                error.name !== "BucketAlreadyExists"
              )
                throw error;
            });
          await client.send(new HeadBucketCommand({ Bucket: BUCKET }), {
            abortSignal,
          });
          return true;
        },
      );
    } finally {
      client.destroy();
    }
    note(`bucket ${BUCKET} ready`);
    return {
      endpoint,
      bucket: BUCKET,
      region: REGION,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      stop,
    };
  } catch (error) {
    note(`failed: ${String(error)}`);
    const tails = logTails(logDir);
    await stop();
    throw new Error(`${String(error)}\n${tails}`, { cause: error });
  }
}
