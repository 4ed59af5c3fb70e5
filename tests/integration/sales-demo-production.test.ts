import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireDemoAccess } from "~/server/sales-demo/demo-access.server";
import {
  demoLayoutAction,
  demoLayoutLoader,
} from "~/server/sales-demo/demo-layout.handler.server";
import {
  lockAction,
  lockLoader,
} from "~/server/sales-demo/lock.handler.server";
import { profileTabLoader } from "~/server/sales-demo/profile-tab.handler.server";
import { CookieJar, callRoute, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";

/**
 * Production: without DEMO_LOGIN_ID and DEMO_PASSWORD every /allied URL answers
 * 404 — the local defaults never apply there; with them, the gate's cookie is __Host- and Secure.
 */
const production = {
  DEPLOYMENT: "production",
  PUBLIC_URL: "https://www.kestrel.test",
  BETTER_AUTH_SECRET: "production-test-secret-0123456789-abcdefghijklmnop",
  EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss",
};

let started: Awaited<ReturnType<typeof startTestServices>>;

beforeAll(async () => {
  started = await startTestServices(production);
}, 120_000);
afterAll(async () => started?.stop());

const tabGuard = async (args: { request: Request }) =>
  requireDemoAccess(args.request);

describe("the demo dashboard in production", () => {
  it("answers 404 everywhere without credentials, even to the local defaults", async () => {
    const jar = new CookieJar();
    const answers = [
      await callRoute(demoLayoutLoader, get("/allied"), jar),
      await callRoute(profileTabLoader, get("/allied"), jar),
      await callRoute(tabGuard, get("/allied/projects"), jar),
      await callRoute(tabGuard, get("/allied/billing"), jar),
      await callRoute(
        demoLayoutAction,
        post("/allied", {
          loginId: "allied-demo",
          password: "harbour-lights-2026",
        }),
        jar,
      ),
      await callRoute(lockAction, post("/allied/lock", {}), jar),
      await callRoute(lockLoader, get("/allied/lock"), jar),
    ];
    expect(answers.map((a) => a.status)).toEqual([
      404, 404, 404, 404, 404, 404, 404,
    ]);
    expect(jar.names()).toEqual([]);
  });

  it("opens with configured credentials, with a __Host- Secure cookie", async () => {
    await started.restart({
      ...production,
      DEMO_LOGIN_ID: "sales-desk",
      DEMO_PASSWORD: "tidal-basin-orchard-44",
    });
    const jar = new CookieJar();
    expect(
      (
        await callRoute(
          demoLayoutAction,
          post("/allied", {
            loginId: "allied-demo",
            password: "harbour-lights-2026",
          }),
          jar,
        )
      ).status,
    ).toBe(401);
    const answer = await callRoute(
      demoLayoutAction,
      post("/allied", {
        loginId: "sales-desk",
        password: "tidal-basin-orchard-44",
      }),
      jar,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.getSetCookie()[0]).toMatch(
      /^__Host-kestrel\.demo=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(
      (await callRoute(demoLayoutLoader, get("/allied"), jar)).data,
    ).toMatchObject({ frame: { companyName: "Allied Maritime Holdings" } });
  });

  it("answers 404 when DEMO_CLIENT names no demo", async () => {
    await started.restart({
      ...production,
      DEMO_LOGIN_ID: "sales-desk",
      DEMO_PASSWORD: "tidal-basin-orchard-44",
      DEMO_CLIENT: "no-such-demo",
    });
    expect(
      (await callRoute(demoLayoutLoader, get("/allied"), new CookieJar()))
        .status,
    ).toBe(404);
  });
});
