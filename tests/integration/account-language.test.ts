import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  accountAction,
  accountLoader,
} from "~/server/account/account.handler.server";
import { appLayoutLoader } from "~/server/account/app-layout.handler.server";
import { authAction } from "~/server/auth/auth.handler.server";
import { profiles, user } from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import { CookieJar, callRoute, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";

/**
 * The account's language (decision 055): /account saves it on the profile, refuses anything
 * but English or French, and the signed-in areas' layout then speaks it whatever the browser
 * asks; the console stays English.
 */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

const CLIENT = "tomas.lindqvist@example.org";

async function signedInJar(email: string) {
  const jar = new CookieJar();
  const answer = await callRoute(
    authAction,
    post("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
    jar,
  );
  expect(answer.status).toBe(302);
  return jar;
}

async function storedLocale(email: string) {
  const [row] = await services.database.db
    .select({ preferredLocale: profiles.preferredLocale })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(user.email, email));
  return row?.preferredLocale;
}

function getWithLanguage(path: string, acceptLanguage: string) {
  const request = get(path);
  request.headers.set("accept-language", acceptLanguage);
  return request;
}

describe("the account's language", () => {
  it("is saved by /account and then wins over the browser's", async () => {
    const jar = await signedInJar(CLIENT);
    expect(await storedLocale(CLIENT)).toBeNull();
    const before = await callRoute(
      appLayoutLoader,
      getWithLanguage("/dashboard", "en-CA,en;q=0.9"),
      jar,
    );
    expect(before.data?.uiLocale).toBe("en");

    const saved = await callRoute(
      accountAction,
      post("/account", { intent: "set-language", locale: "fr" }),
      jar,
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      ok: true,
      toast: { title: "Langue enregistrée" },
    });
    expect(await storedLocale(CLIENT)).toBe("fr");

    const after = await callRoute(
      appLayoutLoader,
      getWithLanguage("/dashboard", "en-CA,en;q=0.9"),
      jar,
    );
    expect(after.data?.uiLocale).toBe("fr");
    const account = await callRoute(accountLoader, get("/account"), jar);
    expect(account.data?.language).toBe("fr");

    // Back to English, which is then kept even for a French browser.
    await callRoute(
      accountAction,
      post("/account", { intent: "set-language", locale: "en" }),
      jar,
    );
    expect(await storedLocale(CLIENT)).toBe("en");
    const english = await callRoute(
      appLayoutLoader,
      getWithLanguage("/account", "fr-CA,fr"),
      jar,
    );
    expect(english.data?.uiLocale).toBe("en");
  });

  it("refuses a language the site does not have, with a clear message, and keeps the choice", async () => {
    const jar = await signedInJar(CLIENT);
    const stored = await storedLocale(CLIENT);
    for (const locale of ["de", "", "fr-CA", "FR"]) {
      const refused = await callRoute(
        accountAction,
        post("/account", { intent: "set-language", locale }),
        jar,
      );
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({
        ok: false,
        fieldErrors: { locale: "Choose English or Français." },
      });
    }
    expect(await storedLocale(CLIENT)).toBe(stored);
  });

  it("follows the browser when no one is signed in, and keeps the console English", async () => {
    const visitor = await callRoute(
      appLayoutLoader,
      getWithLanguage("/auth", "fr-CA,fr;q=0.9,en;q=0.5"),
      new CookieJar(),
    );
    expect(visitor.data?.uiLocale).toBe("fr");
    const staffSignIn = await callRoute(
      appLayoutLoader,
      getWithLanguage("/admin/auth", "fr-CA"),
      new CookieJar(),
    );
    expect(staffSignIn.data?.uiLocale).toBe("en");

    const staff = await signedInJar("staff.admin@example.org");
    await callRoute(
      accountAction,
      post("/account", { intent: "set-language", locale: "fr" }),
      staff,
    );
    const console = await callRoute(
      appLayoutLoader,
      getWithLanguage("/lead_admin", "fr-CA"),
      staff,
    );
    expect(console.data?.uiLocale).toBe("en");
    const account = await callRoute(
      appLayoutLoader,
      getWithLanguage("/account", "en"),
      staff,
    );
    expect(account.data?.uiLocale).toBe("fr");
  });
});
