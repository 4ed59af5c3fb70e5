import { eq } from "drizzle-orm";
import { generateSync } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountAction,
  accountLoader,
} from "~/server/account/account.handler.server";
import { authAction } from "~/server/auth/auth.handler.server";
import { getSignedIn } from "~/server/auth/current-user.server";
import { createInvitation } from "~/server/auth/invitations.server";
import { twoFactorAction } from "~/server/auth/two-factor.handler.server";
import { staffSignInAction } from "~/server/auth/staff-sign-in.handler.server";
import { profiles, session, user } from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import { consoleLayoutLoader } from "~/server/console/console-layout.handler.server";
import { leadsExportLoader } from "~/server/console/leads-export.handler.server";
import { usersTabAction } from "~/server/console/users-tab.handler.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";

/**
 * docs/access-audit.md: in production (STAFF_MFA required) the second factor belongs to the session. A
 * session signed in with the password before its owner enrolled never opens the console;
 * enrolling or a staff MFA reset ends the account's other sessions; sessions made by the code
 * (or by enrolment) open it, and keep that through a password change.
 */
let stop: () => Promise<void>;
let services: AppServices;
const PASSWORD = "obsidian-kettle-parade-83";

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

const db = () => services.database.db;

/** A staff account made through an invitation: an admin, or an editor when `role` says so. */
async function newAdmin(
  email: string,
  role: "admin" | "editor" = "admin",
): Promise<string> {
  const { url } = await createInvitation(
    db(),
    { clientId: null, email, role, invitedByProfileId: null },
    { publicUrl: services.env.publicUrl, defaultTtlDays: 7 },
  );
  const token = new URL(url).searchParams.get("invitation")!;
  const created = await callRoute(
    authAction,
    post("/auth", {
      intent: "signup",
      invitation: token,
      fullName: email.split("@")[0]!,
      password: PASSWORD,
    }),
    new CookieJar(),
  );
  expect(created.data).toMatchObject({ ok: true });
  const [row] = await db()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  return row!.id;
}

/** A password sign-in at /admin/auth: where it led, and the browser's cookies. */
async function passwordSignIn(email: string) {
  const jar = new CookieJar();
  const answer = await callRoute(
    staffSignInAction,
    post("/admin/auth", { email, password: PASSWORD }),
    jar,
  );
  return { jar, answer };
}

/** Enrols TOTP in the browser of `jar`; returns the secret and backup codes. */
async function enrol(jar: CookieJar) {
  const started = await callRoute(
    accountAction,
    post("/account", { intent: "start-mfa", password: PASSWORD }),
    jar,
  );
  const enrolment = started.data?.enrolment as {
    secret: string;
    backupCodes: string[];
  };
  const confirmed = await callRoute(
    accountAction,
    post("/account", {
      intent: "confirm-mfa",
      code: generateSync({ secret: enrolment.secret }),
    }),
    jar,
  );
  expectRedirect(confirmed, "/account");
  return enrolment;
}

const consolePage = (jar: CookieJar) =>
  callRoute(consoleLayoutLoader, get("/lead_admin"), jar);
const csvExport = (jar: CookieJar) =>
  callRoute(leadsExportLoader, get("/lead_admin/leads/export.csv"), jar);
const signedInOf = (jar: CookieJar) =>
  getSignedIn(
    new Request("https://portal.kestrel.test/", {
      headers: { cookie: jar.header() },
    }),
  );

describe("the second factor belongs to the session (production)", () => {
  it("a password-only session from before enrolment gets no console page and no export once MFA is on elsewhere", async () => {
    await newAdmin("session.a@kestrel.test");
    const a = await passwordSignIn("session.a@kestrel.test");
    expectRedirect(a.answer, "/lead_admin");
    expectRedirect(await consolePage(a.jar), "/account#two-factor");

    const b = await passwordSignIn("session.a@kestrel.test");
    await enrol(b.jar);
    // B proved the code at enrolment: its (new) session opens the console and the export.
    expect((await consolePage(b.jar)).status).toBe(200);
    expect((await csvExport(b.jar)).status).toBe(200);
    expect((await signedInOf(b.jar))?.twoFactorVerified).toBe(true);

    // A's cookie: its session ended with the enrolment.
    const page = await consolePage(a.jar);
    expect(page.status).toBe(302);
    expect(page.location).toBe("/admin/auth");
    const csv = await csvExport(a.jar);
    expect(csv.status).toBe(302);
    expect(csv.location).toBe("/admin/auth");
    expect(await signedInOf(a.jar)).toBeNull();
  });

  it("a session of an account with TOTP that did not pass the code is ended by the guard, never served", async () => {
    const userId = await newAdmin("session.legacy@kestrel.test");
    const b = await passwordSignIn("session.legacy@kestrel.test");
    await enrol(b.jar);
    // As a session from before the column existed: the account has TOTP, the session did not pass it.
    await db()
      .update(session)
      .set({ twoFactorVerified: false })
      .where(eq(session.userId, userId));
    expectRedirect(await consolePage(b.jar), "/admin/auth");
    expectRedirect(await csvExport(b.jar), "/admin/auth");
    expect(
      await db().select().from(session).where(eq(session.userId, userId)),
    ).toHaveLength(0);
  });

  it("the code at sign-in (app or backup) makes a passed session, and a password change keeps it", async () => {
    await newAdmin("session.code@kestrel.test");
    const first = await passwordSignIn("session.code@kestrel.test");
    const { secret, backupCodes } = await enrol(first.jar);

    const byApp = await passwordSignIn("session.code@kestrel.test");
    expectRedirect(byApp.answer, "/auth/two-factor?area=staff");
    expectRedirect(
      await callRoute(
        twoFactorAction,
        post("/auth/two-factor?area=staff", { code: generateSync({ secret }) }),
        byApp.jar,
      ),
      "/lead_admin",
    );
    expect((await consolePage(byApp.jar)).status).toBe(200);
    // Signing in elsewhere with the code ends nothing.
    expect((await consolePage(first.jar)).status).toBe(200);

    const byBackup = await passwordSignIn("session.code@kestrel.test");
    expectRedirect(
      await callRoute(
        twoFactorAction,
        post("/auth/two-factor?area=staff", {
          code: backupCodes[0]!.replace("-", ""),
        }),
        byBackup.jar,
      ),
      "/lead_admin",
    );
    expect((await csvExport(byBackup.jar)).status).toBe(200);

    const changed = await callRoute(
      accountAction,
      post("/account", {
        intent: "change-password",
        currentPassword: PASSWORD,
        newPassword: "basalt-heron-quarry-64",
      }),
      byBackup.jar,
    );
    expectRedirect(changed, "/account");
    expect((await consolePage(byBackup.jar)).status).toBe(200);
    expect(await signedInOf(byApp.jar)).toBeNull();
  });

  it("an editor is held to the same rules, and the code at sign-in takes them to the content studio", async () => {
    await newAdmin("session.editor@kestrel.test", "editor");
    const first = await passwordSignIn("session.editor@kestrel.test");
    expectRedirect(first.answer, "/lead_admin/insights");
    expectRedirect(await consolePage(first.jar), "/account#two-factor");
    const account = await callRoute(accountLoader, get("/account"), first.jar);
    expect(account.data?.mfa).toEqual({ enabled: false, required: true });
    const { secret } = await enrol(first.jar);
    expect((await consolePage(first.jar)).status).toBe(200);

    const byApp = await passwordSignIn("session.editor@kestrel.test");
    expectRedirect(byApp.answer, "/auth/two-factor?area=staff");
    expectRedirect(
      await callRoute(
        twoFactorAction,
        post("/auth/two-factor?area=staff", { code: generateSync({ secret }) }),
        byApp.jar,
      ),
      "/lead_admin/insights",
    );
    expect((await consolePage(byApp.jar)).status).toBe(200);
    // Still not an admin: the Users tab's posts are refused.
    const invite = await callRoute(
      usersTabAction,
      post("/lead_admin?index", {
        intent: "invite-staff",
        email: "by.editor@kestrel.test",
        role: "admin",
        confirmed: "yes",
      }),
      byApp.jar,
    );
    expect(invite.status).toBe(404);
  });

  it("too many wrong codes: a 429 with Retry-After, and no session", async () => {
    await newAdmin("session.guess@kestrel.test");
    const first = await passwordSignIn("session.guess@kestrel.test");
    await enrol(first.jar);
    const guesser = await passwordSignIn("session.guess@kestrel.test");
    let answer = null;
    for (let attempt = 0; attempt < 8 && answer?.status !== 429; attempt++) {
      answer = await callRoute(
        twoFactorAction,
        post("/auth/two-factor?area=staff", { code: "000000" }),
        guesser.jar,
      );
    }
    expect(answer?.status).toBe(429);
    expect(answer?.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
    expect(await signedInOf(guesser.jar)).toBeNull();
  });

  it("a staff MFA reset in the console ends every session of that account", async () => {
    await newAdmin("session.resetter@kestrel.test");
    const resetter = await passwordSignIn("session.resetter@kestrel.test");
    await enrol(resetter.jar);
    const targetId = await newAdmin("session.reset@kestrel.test");
    const target = await passwordSignIn("session.reset@kestrel.test");
    await enrol(target.jar);
    expect((await consolePage(target.jar)).status).toBe(200);

    const [targetProfile] = await db()
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, targetId));
    expectRedirect(
      await callRoute(
        usersTabAction,
        post("/lead_admin?index", {
          intent: "reset-mfa",
          profileId: targetProfile!.id,
        }),
        resetter.jar,
      ),
      "/lead_admin",
    );
    expect(await signedInOf(target.jar)).toBeNull();
    expect(
      await db().select().from(session).where(eq(session.userId, targetId)),
    ).toHaveLength(0);
    // The one who reset it is still signed in.
    expect((await consolePage(resetter.jar)).status).toBe(200);
  });
});
