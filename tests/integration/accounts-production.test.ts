import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleLayoutLoader as leadAdminLoader } from "~/server/console/console-layout.handler.server";
import { authAction } from "~/server/auth/auth.handler.server";
import { createInvitation } from "~/server/auth/invitations.server";
import { demoAccounts } from "~/server/sample-data/sample-accounts.server";
import { user } from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";

/** Production mode: no demo accounts, __Host- Secure cookies, and staff need MFA for the console. */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices({
    DEPLOYMENT: "production",
    PUBLIC_URL: "https://portal.kestrel.test",
    BETTER_AUTH_SECRET: "production-test-secret-0123456789-abcdefghijklmnop",
    EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss",
  });
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

describe("accounts in production", () => {
  it("seeds no account with a known password", async () => {
    for (const demo of demoAccounts) {
      expect(
        await services.database.db
          .select()
          .from(user)
          .where(eq(user.email, demo.email)),
      ).toHaveLength(0);
    }
  });

  it("sets __Host- cookies that are Secure, HttpOnly and SameSite=Lax, and holds staff at MFA set-up", async () => {
    const { url } = await createInvitation(
      services.database.db,
      {
        clientId: null,
        email: "first.admin@kestrel.test",
        role: "admin",
        invitedByProfileId: null,
      },
      { publicUrl: services.env.publicUrl, defaultTtlDays: 7 },
    );
    const token = new URL(url).searchParams.get("invitation")!;
    const jar = new CookieJar();
    await callRoute(
      authAction,
      post("/auth", {
        intent: "signup",
        invitation: token,
        fullName: "First Admin",
        password: "obsidian-kettle-parade-83",
      }),
      jar,
    );
    const signedIn = await callRoute(
      authAction,
      post("/auth", {
        intent: "signin",
        email: "first.admin@kestrel.test",
        password: "obsidian-kettle-parade-83",
      }),
      jar,
    );
    expectRedirect(signedIn, "/admin/auth");
    const cookies = signedIn.headers.getSetCookie();
    const sessionCookie = cookies.find((line) =>
      line.startsWith("__Host-kestrel.session_token="),
    );
    expect(sessionCookie, cookies.join("\n")).toBeDefined();
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; SameSite=Lax/i);
    expect(sessionCookie).toMatch(/; Path=\//i);
    expect(sessionCookie).not.toMatch(/; Domain=/i);
    for (const line of cookies)
      expect(line, line).toMatch(/^__Host-[^=]+=.*; Secure/i);

    // No TOTP yet: the console sends staff to set it up first.
    expectRedirect(
      await callRoute(leadAdminLoader, get("/lead_admin"), jar),
      "/account#two-factor",
    );
  });
});
