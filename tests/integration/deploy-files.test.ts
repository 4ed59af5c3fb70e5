import fs from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { environmentVariableNames } from "~/server/env.server";
import { PROJECT_ROOT } from "../support/server-process";
import { testDbKind } from "../support/test-database";

/**
 * What can be checked of deploy/ without Docker or systemd on this machine: the compose file
 * parses and wires what the app needs, every variable handed to the app is one it reads, and
 * the Dockerfile and the unit start the server the way package.json does, with the files that
 * exist. (The nginx files run for real in load-balancer*.test.ts.) No database: runs once.
 */
const read = (file: string) =>
  fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8");

const known = new Set(environmentVariableNames);

type ComposeService = {
  build?: {
    context: string;
    dockerfile: string;
    args?: Record<string, string>;
  };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  stop_grace_period?: string;
  entrypoint?: string[];
  image?: string;
};

/** "10s", "1m30s" → milliseconds. */
function durationMs(text: string): number {
  let total = 0;
  for (const [, value, unit] of text.matchAll(/(\d+)(ms|s|m|min)/g))
    total += Number(value) * (unit === "ms" ? 1 : unit === "s" ? 1000 : 60_000);
  return total;
}

describe.skipIf(testDbKind() !== "pglite")("deploy/ files", () => {
  const compose = load(read("deploy/compose.yaml")) as {
    services: Record<string, ComposeService>;
  };
  const services = compose.services;
  const apps = ["app1", "app2"].map((name) => services[name]!);

  it("compose: two app instances on PostgreSQL, Redis and the S3 store, behind nginx, with only variables the app reads", () => {
    expect(Object.keys(services).sort()).toEqual([
      "app1",
      "app2",
      "minio",
      "minio-bucket",
      "nginx",
      "postgres",
      "redis",
    ]);
    for (const app of apps) {
      const env = app.environment!;
      expect(Object.keys(env).filter((name) => !known.has(name))).toEqual([]);
      expect(env).toMatchObject({
        DEPLOYMENT: "production",
        NODE_ENV: "production",
        TRUST_PROXY: "1",
        REDIS_URL: "redis://redis:6379",
        S3_ENDPOINT: "http://minio:9000",
      });
      expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
      // Build and run with one PUBLIC_URL: the prerendered pages embed it.
      expect(app.build!.args!.PUBLIC_URL).toBe(env.PUBLIC_URL);
      expect(
        fs.existsSync(
          path.join(
            PROJECT_ROOT,
            "deploy",
            app.build!.context,
            app.build!.dockerfile,
          ),
        ),
      ).toBe(true);
      expect(durationMs(app.stop_grace_period!)).toBeGreaterThan(
        Number(env.SHUTDOWN_TIMEOUT_MS),
      );
      expect(app.depends_on).toEqual({
        postgres: { condition: "service_healthy" },
        redis: { condition: "service_healthy" },
        "minio-bucket": { condition: "service_completed_successfully" },
      });
    }
    // The instances share everything that must be one: the secret, the origin, the stores.
    expect(apps[0]!.environment).toEqual(apps[1]!.environment);
    expect(apps[0]!.environment!.S3_BUCKET).toBe("kestrel-files");
    expect(services["minio-bucket"]!.entrypoint!.join(" ")).toContain(
      "mc mb --ignore-existing store/kestrel-files",
    );
    // Every service something waits on for health has a health check (the apps': the image's HEALTHCHECK).
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(
        service.depends_on ?? {},
      )) {
        expect(services[dependency], `${name} → ${dependency}`).toBeDefined();
        if (condition === "service_healthy" && !dependency.startsWith("app"))
          expect(services[dependency]!.healthcheck, dependency).toBeDefined();
      }
    }
    expect(services.nginx!.depends_on).toEqual({
      app1: { condition: "service_healthy" },
      app2: { condition: "service_healthy" },
    });
  });

  it("compose: nginx mounts the recipe's files, and its upstream lists the two app services", () => {
    for (const volume of services.nginx!.volumes!) {
      const source = volume.split(":")[0]!;
      expect(
        fs.existsSync(path.join(PROJECT_ROOT, "deploy", source)),
        source,
      ).toBe(true);
    }
    const conf = read("deploy/nginx/compose.conf");
    expect(conf).toContain("server app1:3000 ");
    expect(conf).toContain("server app2:3000 ");
    expect(conf).toContain("include /etc/nginx/snippets/kestrel-proxy.conf;");
    expect(services.nginx!.volumes).toContain(
      "./nginx/kestrel-proxy.conf:/etc/nginx/snippets/kestrel-proxy.conf:ro",
    );
    // Host's port must be PUBLIC_URL's: the same port inside the container and published.
    expect(services.nginx!).toMatchObject({ ports: ["8080:8080"] });
    expect(conf).toMatch(/listen 8080 /);
    expect(apps[0]!.environment!.PUBLIC_URL).toContain("localhost:8080");
  });

  it("the systemd environment example names only variables the app reads, and is a real deployment", () => {
    const example = read("deploy/systemd/kestrel.env.example");
    const names = example
      .split("\n")
      .filter((line) => /^[A-Z]/.test(line))
      .map((line) => line.split("=")[0]!);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    expect(example).toMatch(/^DEPLOYMENT=production$/m);
    expect(names).toEqual(
      expect.arrayContaining([
        "DATABASE_URL",
        "REDIS_URL",
        "S3_BUCKET",
        "BETTER_AUTH_SECRET",
        "PUBLIC_URL",
        "TRUST_PROXY",
      ]),
    );
  });

  it("the systemd unit runs package.json's start command as a non-root user and outwaits the shutdown", () => {
    const unit = read("deploy/systemd/kestrel@.service");
    const directives = new Map<string, string[]>();
    for (const line of unit.split("\n")) {
      const match = /^([A-Za-z]+)=(.*)$/.exec(line);
      if (match)
        directives.set(match[1]!, [
          ...(directives.get(match[1]!) ?? []),
          match[2]!,
        ]);
    }
    const one = (name: string) => directives.get(name)?.[0];
    const start = (
      JSON.parse(read("package.json")) as { scripts: Record<string, string> }
    ).scripts.start!;
    expect(one("ExecStart")).toBe(start.replace(/^node /, "/usr/bin/node "));
    expect(one("User")).toBe("kestrel");
    expect(one("KillSignal")).toBe("SIGTERM");
    expect(one("Restart")).toBe("on-failure");
    const example = read("deploy/systemd/kestrel.env.example");
    const shutdownMs = Number(/^SHUTDOWN_TIMEOUT_MS=(\d+)$/m.exec(example)![1]);
    expect(durationMs(one("TimeoutStopSec")!)).toBeGreaterThan(shutdownMs);
    // V8's JIT needs writable, executable memory.
    expect(directives.has("MemoryDenyWriteExecute")).toBe(false);
    const environment = (directives.get("Environment") ?? []).map(
      (entry) => entry.split("=")[0]!,
    );
    expect(environment.filter((name) => !known.has(name))).toEqual([]);
    expect(one("EnvironmentFile")).toBe("/etc/kestrel/kestrel.env");
  });

  it("the Dockerfile copies files that exist and starts the server the way package.json does, as a non-root user", () => {
    const dockerfile = read("deploy/Dockerfile");
    const lines = dockerfile
      .split("\n")
      .filter((line) => !line.startsWith("#"));
    expect(
      lines
        .filter((line) => line.startsWith("FROM "))
        .every((line) => line.startsWith("FROM node:20-bookworm-slim")),
    ).toBe(true);
    for (const line of lines.filter(
      (l) => l.startsWith("COPY ") && !l.includes("--from="),
    )) {
      const sources = line
        .replace(/^COPY\s+/, "")
        .split(/\s+/)
        .slice(0, -1);
      for (const source of sources)
        if (source !== ".")
          expect(fs.existsSync(path.join(PROJECT_ROOT, source)), source).toBe(
            true,
          );
    }
    for (const line of lines.filter((l) =>
      l.startsWith("COPY --from=build /app/"),
    )) {
      for (const source of line
        .replace(/^COPY --from=build\s+/, "")
        .split(/\s+/)
        .slice(0, -1)) {
        const relative = source.replace(/^\/app\//, "");
        // build/ and node_modules/ are made inside the image; everything else comes from the repository.
        if (!["build", "node_modules"].includes(relative))
          expect(
            fs.existsSync(path.join(PROJECT_ROOT, relative)),
            relative,
          ).toBe(true);
      }
    }
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)![1]!;
    const start = (
      JSON.parse(read("package.json")) as { scripts: Record<string, string> }
    ).scripts.start!;
    expect((JSON.parse(cmd) as string[]).join(" ")).toBe(start);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(dockerfile).toMatch(/^ARG PUBLIC_URL$/m);
    // The image is a real deployment (docs/decisions/042): NODE_ENV alone would refuse to start.
    expect(dockerfile).toMatch(/^ENV DEPLOYMENT=production /m);
    expect(dockerfile).toMatch(/npm install/);
    expect(dockerfile).toMatch(/npm run build/);
    // No build, compile or dev-only step at run time: the final stage starts the built server
    // with node directly (docs/decisions/037-server-entry-built-once.md).
    expect(cmd).not.toMatch(/npm|react-router|vite|tsx|--dev/);
    expect(JSON.parse(cmd)).toContain("build/entry/server.js");
  });
});
