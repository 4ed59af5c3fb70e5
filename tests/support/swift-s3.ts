import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync, openSync, closeSync, unlinkSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { CreateBucketCommand, HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";

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
const READY_TIMEOUT_MS = 150_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Swift's object server keeps metadata in user xattrs; /tmp on tmpfs without them would fail late. */
function supportsUserXattr(dir: string): boolean {
  const probe = path.join(dir, `.xattr-probe-${process.pid}`);
  try {
    closeSync(openSync(probe, "w"));
    const result = spawnSync("python3", ["-c", "import os,sys; os.setxattr(sys.argv[1], 'user.swift-probe', b'1')", probe]);
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
  throw new Error(`No folder supports user extended attributes (tried ${candidates.join(", ")}); Swift needs them.`);
}

function ring(swiftDir: string, kind: string, port: number): void {
  const builder = path.join(swiftDir, `${kind}.builder`);
  for (const args of [
    [builder, "create", "4", "1", "1"],
    [builder, "add", `r1z1-127.0.0.1:${port}/d1`, "100"],
    [builder, "rebalance"],
  ]) {
    const result = spawnSync("swift-ring-builder", args, { encoding: "utf8" });
    // rebalance exits 1 for "warnings" on a one-device ring; the ring file is what matters.
    if (result.error || (result.status !== 0 && !(args[1] === "rebalance" && result.status === 1))) {
      throw new Error(`swift-ring-builder ${args.slice(1).join(" ")} failed: ${result.error?.message ?? result.stderr}`);
    }
  }
  if (!existsSync(path.join(swiftDir, `${kind}.ring.gz`))) throw new Error(`swift-ring-builder made no ${kind} ring`);
}

function serverConf(swiftDir: string, devices: string, port: number, app: string): string {
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

async function waitFor(what: string, processes: ChildProcess[], check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const dead = processes.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (dead) throw new Error(`${what}: ${dead.spawnargs.join(" ")} exited (${dead.exitCode ?? dead.signalCode}); see its log`);
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not ready after ${READY_TIMEOUT_MS / 1000} s (${String(lastError)})`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
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

export async function startSwiftS3(options?: { logDir?: string }): Promise<SwiftS3> {
  const root = mkdtempSync(path.join(baseDir(), "swift-s3-"));
  const devices = path.join(root, "srv");
  mkdirSync(path.join(devices, "d1"), { recursive: true });
  const logDir = options?.logDir ?? path.join(root, "log");
  mkdirSync(logDir, { recursive: true });
  const processes: ChildProcess[] = [];

  const stop = async () => {
    await Promise.all(processes.map(stopProcess));
    rmSync(root, { recursive: true, force: true });
  };

  try {
    const [accountPort, containerPort, objectPort, proxyPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    ring(root, "account", accountPort!);
    ring(root, "container", containerPort!);
    ring(root, "object", objectPort!);
    const confs: Array<[string, string]> = [
      ["account-server", serverConf(root, devices, accountPort!, "account-server")],
      ["container-server", serverConf(root, devices, containerPort!, "container-server")],
      ["object-server", serverConf(root, devices, objectPort!, "object-server")],
      ["proxy-server", proxyConf(root, proxyPort!)],
    ];
    for (const [name, text] of confs) {
      const conf = path.join(root, `${name}.conf`);
      writeFileSync(conf, text);
      const log = createWriteStream(path.join(logDir, `swift-${name}.log`));
      // -v: log to the console (captured here) as well as syslog, which may not exist.
      const child = spawn(`swift-${name}`, [conf, "-v"], { detached: true, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
      child.once("error", (error) => log.write(`spawn failed: ${error.message}\n`));
      processes.push(child);
    }

    const endpoint = `http://127.0.0.1:${proxyPort}`;
    await waitFor("swift proxy", processes, async () => (await fetch(`${endpoint}/healthcheck`)).ok);
    const client = new S3Client({
      endpoint,
      region: REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 1,
    });
    try {
      // The bucket is created once the account and container servers answer; HeadBucket proves
      // that a signed request round-trips.
      await waitFor("swift s3api bucket", processes, async () => {
        await client.send(new CreateBucketCommand({ Bucket: BUCKET })).catch((error: { name?: string }) => {
          if (error.name !== "BucketAlreadyOwnedByYou" && error.name !== "BucketAlreadyExists") throw error;
        });
        await client.send(new HeadBucketCommand({ Bucket: BUCKET }));
        return true;
      });
    } finally {
      client.destroy();
    }
    return { endpoint, bucket: BUCKET, region: REGION, accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
