import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireDemoAccess } from "~/server/sales-demo/demo-access.server";
import {
  findDemoClient,
  findDemoInvoice,
  findDemoProject,
  listDemoProjects,
  loadDemoBilling,
} from "~/server/sales-demo/demo-content.server";
import {
  demoLayoutAction,
  demoLayoutLoader,
} from "~/server/sales-demo/demo-layout.handler.server";
import { lockAction } from "~/server/sales-demo/lock.handler.server";
import { profileTabLoader } from "~/server/sales-demo/profile-tab.handler.server";
import type { AppServices } from "~/server/services.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";

/**
 * The demo dashboard's gate through its loaders and actions, on the embedded
 * database and on PostgreSQL: checked on the server, half a second before a mismatch is
 * answered, failures limited per address, a session cookie, lock again.
 */
const LOGIN = "sales-desk";
const PASSWORD = "tidal-basin-orchard-44";

let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices({
    DEMO_LOGIN_ID: LOGIN,
    DEMO_PASSWORD: PASSWORD,
    DEMO_GATE_RATE_LIMIT: "3",
  });
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

async function open(jar: CookieJar, ip = "203.0.113.20", next?: string) {
  return callRoute(
    demoLayoutAction,
    post("/allied", {
      loginId: LOGIN,
      password: PASSWORD,
      ...(next === undefined ? {} : { next }),
    }),
    jar,
    ip,
  );
}

describe("the gate", () => {
  it("shows the gate while locked, and no tab's data", async () => {
    const jar = new CookieJar();
    const frame = await callRoute(demoLayoutLoader, get("/allied"), jar);
    expect(frame.status).toBe(200);
    expect(frame.data).toMatchObject({ frame: null });
    expect(frame.headers.get("Cache-Control")).toBe("no-store");
    expect(
      (await callRoute(profileTabLoader, get("/allied"), jar)).data,
    ).toEqual({ profile: null });
  });

  it("answers a mismatch after half a second with the spec's message, and sets no cookie", async () => {
    for (const [loginId, password] of [
      [LOGIN, "tidal-basin-orchard-45"],
      ["sales-des", PASSWORD],
      [PASSWORD, LOGIN],
    ] as const) {
      const jar = new CookieJar();
      const started = performance.now();
      const answer = await callRoute(
        demoLayoutAction,
        post("/allied", { loginId, password }),
        jar,
        "198.51.100.1",
      );
      expect(performance.now() - started).toBeGreaterThanOrEqual(495);
      expect(answer.status).toBe(401);
      expect(answer.data).toMatchObject({
        ok: false,
        error: "Invalid login ID or password. Please try again.",
        values: { loginId },
      });
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(JSON.stringify(answer.data)).not.toContain(password);
    }
  });

  it("says which field is empty", async () => {
    const answer = await callRoute(
      demoLayoutAction,
      post("/allied", { loginId: " ", password: "" }),
      new CookieJar(),
      "198.51.100.2",
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ error: "Enter your login ID." });
  });

  it("opens with the right pair: a signed HttpOnly session cookie, kept across requests", async () => {
    const jar = new CookieJar();
    const answer = await open(jar);
    expectRedirect(answer, "/allied");
    const [cookie] = answer.headers.getSetCookie();
    expect(cookie).toMatch(
      /^kestrel\.demo=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const frame = await callRoute(demoLayoutLoader, get("/allied"), jar);
    expect(frame.data).toMatchObject({
      frame: {
        companyName: "Allied Maritime Holdings",
        shortName: "Allied Maritime",
      },
    });
    const profile = await callRoute(profileTabLoader, get("/allied"), jar);
    expect(profile.data).toMatchObject({
      profile: { companyName: "Allied Maritime Holdings" },
    });
    // The same answer on the next request, and the one after (reloads).
    expect(
      (await callRoute(demoLayoutLoader, get("/allied/projects"), jar)).data,
    ).toMatchObject({ frame: { shortName: "Allied Maritime" } });
  });

  it("returns to the page that was asked for, and never leaves /allied", async () => {
    const locked = await callRoute(
      async (args: { request: Request }) => requireDemoAccess(args.request),
      get("/allied/billing?x=1"),
      new CookieJar(),
    );
    expectRedirect(locked, "/allied?next=%2Fallied%2Fbilling%3Fx%3D1");
    expectRedirect(
      await open(new CookieJar(), "203.0.113.21", "/allied/billing"),
      "/allied/billing",
    );
    expectRedirect(
      await open(new CookieJar(), "203.0.113.21", "https://evil.example/"),
      "/allied",
    );
    expectRedirect(
      await open(new CookieJar(), "203.0.113.21", "//evil.example"),
      "/allied",
    );
  });

  it("locks again: the cookie is cleared and the tabs go back to the gate", async () => {
    const jar = new CookieJar();
    await open(jar);
    expect(jar.names()).toEqual(["kestrel.demo"]);
    const locked = await callRoute(lockAction, post("/allied/lock", {}), jar);
    expectRedirect(locked, "/allied");
    expect(locked.headers.getSetCookie()[0]).toMatch(
      /^kestrel\.demo=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect(jar.names()).toEqual([]);
    expect(
      (await callRoute(demoLayoutLoader, get("/allied"), jar)).data,
    ).toMatchObject({ frame: null });
  });

  it("refuses a forged cookie", async () => {
    const jar = new CookieJar();
    await open(jar);
    const [name, value] = jar.header().split(/=(.*)/s) as [string, string];
    const forged = new Request("http://localhost/allied", {
      headers: {
        Cookie: `${name}=${value.replace(/^./, (c) => (c === "e" ? "f" : "e"))}`,
      },
    });
    expect(
      await callRoute(demoLayoutLoader, forged, new CookieJar()).then(
        (a) => a.data,
      ),
    ).toMatchObject({ frame: null });
  });

  it("limits failed attempts per address: then even the right pair waits, with Retry-After; other addresses are unaffected", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await callRoute(
            demoLayoutAction,
            post("/allied", { loginId: LOGIN, password: `guess-${i}` }),
            new CookieJar(),
            ip,
          )
        ).status,
      ).toBe(401);
    }
    const blocked = await open(new CookieJar(), ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(blocked.data).toMatchObject({
      error: expect.stringMatching(
        /^Too many attempts from your network\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // Another address, and successes do not count.
    for (let i = 0; i < 5; i++)
      expect((await open(new CookieJar(), "192.0.2.78")).status).toBe(302);
  });
});

describe("the demo's data is scoped to the configured demo client", () => {
  it("never reads another demo's project or invoice by id", async () => {
    const db = services.database.db;
    const allied = (await findDemoClient(db, "allied-maritime"))!;
    const northgate = (await findDemoClient(db, "northgate-revenue"))!;
    const [northgateProject] = await listDemoProjects(db, northgate.id);
    const [northgateInvoice] = (await loadDemoBilling(db, northgate)).invoices;
    expect(
      await findDemoProject(db, allied.id, northgateProject!.id),
    ).toBeNull();
    expect(await findDemoInvoice(db, allied, northgateInvoice!.id)).toBeNull();
    // Positive controls.
    expect(
      await findDemoProject(db, northgate.id, northgateProject!.id),
    ).toMatchObject({ name: northgateProject!.name });
    expect(
      await findDemoInvoice(db, northgate, northgateInvoice!.id),
    ).toMatchObject({ number: northgateInvoice!.number });
  });

  it("seeds Allied with two projects and no invoices, Northgate with paid, pending and overdue ones", async () => {
    const db = services.database.db;
    const allied = (await findDemoClient(db, "allied-maritime"))!;
    const northgate = (await findDemoClient(db, "northgate-revenue"))!;
    expect(
      (await listDemoProjects(db, allied.id)).map((p) => p.progress),
    ).toEqual([30, 15]);
    expect((await loadDemoBilling(db, allied)).invoices).toEqual([]);
    const billing = await loadDemoBilling(db, northgate);
    expect(new Set(billing.invoices.map((i) => i.status))).toEqual(
      new Set(["paid", "pending", "overdue"]),
    );
    expect(billing.totals.paidMinor).toBe(
      billing.invoices
        .filter((i) => i.status === "paid")
        .reduce((s, i) => s + i.totalMinor, 0),
    );
  });
});
