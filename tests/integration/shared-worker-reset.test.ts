import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  APP_SERVICES_KEY,
  PROCESS_SINGLETON_KEYS,
  cleanUpAfterFile,
  resetForNextFile,
} from "../support/shared-worker";
import { PROJECT_ROOT, tempDataDir } from "../support/server-process";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [file]
      : [];
  });
}

const holder = globalThis as Record<symbol, unknown>;

describe("integration files sharing a worker", () => {
  it("clear every process-wide singleton the app keeps on globalThis", () => {
    const keys = new Set<string>();
    for (const file of sourceFiles(path.join(PROJECT_ROOT, "app")))
      for (const match of fs
        .readFileSync(file, "utf8")
        .matchAll(/Symbol\.for\(\s*"([^"]+)"\s*\)/g))
        keys.add(match[1] ?? "");
    expect(keys.size).toBeGreaterThan(0);
    expect([...keys].sort()).toEqual([...PROCESS_SINGLETON_KEYS].sort());
  });

  it("start each file without the app services a previous file started", () => {
    expect(holder[Symbol.for(APP_SERVICES_KEY)]).toBeUndefined();
  });

  it("start each file with the worker's environment and none of the singletons a file left", () => {
    const key = Symbol.for("kestrel.auth");
    holder[key] = { left: "by an earlier file" };
    process.env.SHARED_WORKER_PROBE = "left by an earlier file";
    const path0 = process.env.PATH;
    process.env.PATH = "/nowhere";
    try {
      resetForNextFile();
      expect(holder[key]).toBeUndefined();
      expect(process.env.SHARED_WORKER_PROBE).toBeUndefined();
      expect(process.env.PATH).toBe(path0);
    } finally {
      delete holder[key];
      delete process.env.SHARED_WORKER_PROBE;
      process.env.PATH = path0;
    }
  });

  it("refuse to start a file while an earlier one's services still run", () => {
    const key = Symbol.for(APP_SERVICES_KEY);
    holder[key] = { left: "running" };
    try {
      expect(() => resetForNextFile()).toThrow(
        "An earlier test file left the app services running",
      );
    } finally {
      delete holder[key];
    }
  });

  it("stop the services a file left running, and fail that file", async () => {
    const key = Symbol.for(APP_SERVICES_KEY);
    const stopped: string[] = [];
    const stop = (part: string) => async () => void stopped.push(part);
    holder[key] = {
      analytics: { stop: stop("analytics") },
      integrations: { engine: { stop: stop("integrations") } },
      outboxWorker: { stop: stop("outbox") },
      newsletterStop: { abort: stop("newsletter sends") },
      contentVersion: { stop: stop("content version") },
      chatBrain: { stop: stop("chat brain") },
      mailTransport: { close: stop("mail") },
      chatMedia: { close: stop("chat media") },
      limiterStore: { close: stop("limiter") },
      database: { close: stop("database") },
    };
    const dir = tempDataDir();
    try {
      await expect(cleanUpAfterFile()).rejects.toThrow(
        "This test file left the app services running",
      );
      expect(holder[key]).toBeUndefined();
      expect(stopped).toContain("database");
      expect(stopped).toContain("analytics");
      expect(stopped).toContain("integrations");
      expect(fs.existsSync(dir)).toBe(false);
    } finally {
      delete holder[key];
    }
  });

  it("remove the data folders a file made once it ends", async () => {
    const dir = tempDataDir();
    expect(fs.existsSync(dir)).toBe(true);
    await cleanUpAfterFile();
    expect(fs.existsSync(dir)).toBe(false);
  });
});
