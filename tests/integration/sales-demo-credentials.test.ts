import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_DEMO_LOGIN_ID,
  DEFAULT_DEMO_PASSWORD,
} from "~/server/sales-demo/demo-env.server";
import {
  PROJECT_ROOT,
  requireBuild,
  startServer,
  tempDataDir,
  type ServerProcess,
} from "../support/server-process";
import { serverDatabaseEnv } from "../support/test-database";

/**
 * The demo gate's credentials never reach a browser: not in any built client
 * asset, not in any page or data response of the running production build — the original
 * compared them in the browser, so anyone reading the bundle was in.
 */
const LOGIN = "northern-sales-desk-7731";
const PASSWORD = "quayside-lanterns-5518-kestrel";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** A file's text, decompressed when it is one of the precompressed copies. */
function contentOf(file: string): string {
  const bytes = fs.readFileSync(file);
  if (file.endsWith(".br"))
    return zlib.brotliDecompressSync(bytes).toString("latin1");
  if (file.endsWith(".gz")) return zlib.gunzipSync(bytes).toString("latin1");
  return bytes.toString("latin1");
}

describe("the built client assets", () => {
  it("hold neither the default login ID nor the default password", () => {
    requireBuild();
    const files = filesUnder(path.join(PROJECT_ROOT, "build/client"));
    expect(files.length).toBeGreaterThan(20);
    const leaks = files.filter((file) => {
      const text = contentOf(file);
      return (
        text.includes(DEFAULT_DEMO_LOGIN_ID) ||
        text.includes(DEFAULT_DEMO_PASSWORD)
      );
    });
    expect(leaks).toEqual([]);
    // Positive control: the scan reads the gate's own code, compressed copies included.
    const gateFiles = files.filter((file) =>
      contentOf(file).includes("Open the demo"),
    );
    expect(gateFiles.some((file) => file.endsWith(".js"))).toBe(true);
    expect(gateFiles.some((file) => file.endsWith(".br"))).toBe(true);
  });
});

describe("a running production build with configured credentials", () => {
  let server: ServerProcess;
  let dropDatabase: (() => Promise<void>) | undefined;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    const database = await serverDatabaseEnv(dataDir, "demo");
    dropDatabase = database.cleanup;
    server = await startServer({
      ...database.env,
      LOG_LEVEL: "info",
      DEMO_LOGIN_ID: LOGIN,
      DEMO_PASSWORD: PASSWORD,
    });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}/allied`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body: new URLSearchParams(fields),
    });

  it("never sends them in a page, a data response or a script, locked or open", async () => {
    const bodies: string[] = [];
    const gate = await fetch(`${server.url}/allied`);
    expect(gate.status).toBe(200);
    expect(gate.headers.get("cache-control")).toMatch(/no-store/);
    bodies.push(await gate.text());
    // (A failed post shows the login ID that was typed back in its field: type another one.)
    const wrong = await post({
      loginId: "someone-else",
      password: "not-the-password",
    });
    expect(wrong.status).toBe(401);
    bodies.push(await wrong.text());

    const opened = await post({ loginId: LOGIN, password: PASSWORD });
    expect(opened.status).toBe(302);
    const cookie = opened.headers.getSetCookie()[0]!.split(";")[0]!;
    for (const page of [
      "/allied",
      "/allied/projects",
      "/allied/billing",
      "/allied.data",
      "/allied/projects.data",
    ]) {
      const answer = await fetch(`${server.url}${page}`, {
        headers: { Cookie: cookie },
      });
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get("cache-control"), page).toMatch(/no-store/);
      bodies.push(await answer.text());
    }
    expect(bodies[2]).toContain("Allied Maritime Holdings");
    const scripts = new Set(
      bodies.flatMap((html) =>
        [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
          (m) => m[1]!,
        ),
      ),
    );
    expect(scripts.size).toBeGreaterThan(0);
    for (const script of scripts)
      bodies.push(await (await fetch(`${server.url}${script}`)).text());
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain(LOGIN);
    }
  });

  it("answers a mismatch no sooner than half a second, and refuses a post from another site", async () => {
    const started = performance.now();
    const wrong = await post({ loginId: LOGIN, password: "tidal" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(495);
    expect(await wrong.text()).toContain(
      "Invalid login ID or password. Please try again.",
    );
    const foreign = await post(
      { loginId: LOGIN, password: PASSWORD },
      { Origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
  });

  it("never writes configured credentials to the log, only that the demo is on", () => {
    expect(server.output()).toContain("demo dashboard at /allied is on");
    expect(server.output()).not.toContain(PASSWORD);
    expect(server.output()).not.toContain(LOGIN);
  });

  it("keeps /allied out of the sitemap and out of crawlers' reach", async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/allied$/m);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/allied");
    const gate = await (await fetch(`${server.url}/allied`)).text();
    expect(gate).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });
});
