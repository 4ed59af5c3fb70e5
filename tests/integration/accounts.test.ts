import { englishText } from "~/i18n/message";
import { eq, inArray } from "drizzle-orm";
import { MAIL_JOB_KINDS } from "~/server/mail/mail-job.server";
import { generateSync } from "otplib";
import pino from "pino";
import { authMessages } from "~/domain/auth/auth-forms";
import { createAuth } from "~/server/auth/auth.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountAction,
  accountLoader,
} from "~/server/account/account.handler.server";
import { consoleLayoutLoader as leadAdminLoader } from "~/server/console/console-layout.handler.server";
import { dashboardLayoutLoader as dashboardLoader } from "~/server/portal/dashboard-layout.handler.server";
import { authAction, authLoader } from "~/server/auth/auth.handler.server";
import { getSignedIn } from "~/server/auth/current-user.server";
import { forgotPasswordAction } from "~/server/auth/forgot-password.handler.server";
import {
  resetPasswordAction,
  resetPasswordLoader,
} from "~/server/auth/reset-password.handler.server";
import { twoFactorAction } from "~/server/auth/two-factor.handler.server";
import { signOutAction } from "~/server/account/sign-out.handler.server";
import { staffSignInAction } from "~/server/auth/staff-sign-in.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import { outbox, profiles, session, user } from "~/server/db/schema.server";
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
 * The account flows end to end in-process, on PGlite and PostgreSQL: sign-in and where it
 * leads, enumeration-safe reset, sessions, MFA, and field-level authorization.
 */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

async function signIn(
  email: string,
  password = DEMO_PASSWORD,
  jar = new CookieJar(),
  ip?: string,
) {
  const answer = await callRoute(
    authAction,
    post("/auth", { intent: "signin", email, password }),
    jar,
    ip,
  );
  return { answer, jar };
}

function signedInOf(jar: CookieJar) {
  return getSignedIn(
    new Request("http://localhost/", { headers: { cookie: jar.header() } }),
  );
}

async function mailsTo(address: string) {
  // Scheduled jobs (the chat's retention run) share the outbox; only e-mails have recipients.
  const rows = await services.database.db
    .select()
    .from(outbox)
    .where(inArray(outbox.kind, [...MAIL_JOB_KINDS]));
  return rows
    .filter((row) => (row.payload as { to: string[] }).to.includes(address))
    .map((row) => row.payload as { subject: string; text: string });
}

describe("sign-in leads each kind of account where it belongs", () => {
  it("client user → /dashboard with the welcome toast, and the session is real", async () => {
    const { answer, jar } = await signIn("tomas.lindqvist@example.org");
    expectRedirect(answer, "/dashboard");
    const dashboard = await callRoute(dashboardLoader, get("/dashboard"), jar);
    expect(dashboard.data?.toast).toMatchObject({
      title: "Welcome back!",
      description: "You have successfully signed in.",
    });
    expect(dashboard.data?.user).toMatchObject({
      email: "tomas.lindqvist@example.org",
      role: "client_user",
      company: expect.stringContaining("Meridian"),
    });
  });

  it("admin → /admin/auth → /lead_admin (MFA optional outside production)", async () => {
    const { answer, jar } = await signIn("staff.admin@example.org");
    expectRedirect(answer, "/admin/auth");
    const console = await callRoute(leadAdminLoader, get("/lead_admin"), jar);
    expect(console.status).toBe(200);
    expect(console.data?.toast).toMatchObject({
      description: "Admin authentication successful.",
    });
  });

  it("an account without a client lands on 'Access Required'", async () => {
    const { answer, jar } = await signIn("pending.user@example.org");
    expectRedirect(answer, "/auth");
    const page = await callRoute(authLoader, get("/auth"), jar);
    expect(page.data?.toast).toMatchObject({
      title: "Access Required",
      description:
        "Your account needs to be associated with a client. Please contact support.",
    });
    expect(page.data?.accessRequired).toMatchObject({
      email: "pending.user@example.org",
    });
    expectRedirect(
      await callRoute(dashboardLoader, get("/dashboard"), jar),
      "/auth",
    );
  });

  it("a client at the staff sign-in is sent to /auth; a client never reaches the console", async () => {
    const jar = new CookieJar();
    const answer = await callRoute(
      staffSignInAction,
      post("/admin/auth", {
        email: "amira.haddad@example.org",
        password: DEMO_PASSWORD,
      }),
      jar,
    );
    expectRedirect(answer, "/auth");
    // The console answers a signed-in non-admin 404: nothing there for them, not even a hint.
    expect(
      (await callRoute(leadAdminLoader, get("/lead_admin"), jar)).status,
    ).toBe(404);
  });

  it("a wrong password and an unknown address get the same answer", async () => {
    const wrong = (
      await signIn("amira.haddad@example.org", "not-the-password-at-all")
    ).answer;
    const unknown = (
      await signIn("nobody.here@example.org", "not-the-password-at-all")
    ).answer;
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.data?.toast).toEqual(unknown.data?.toast);
    expect(wrong.data?.toast).toMatchObject({ title: "Error signing in" });
  });

  it("every sign-in gets a new session id; sign-out ends it on the server", async () => {
    const first = (await signIn("li.wei@example.org")).jar;
    const second = (await signIn("li.wei@example.org")).jar;
    const a = await signedInOf(first);
    const b = await signedInOf(second);
    expect(a?.sessionId).toBeTruthy();
    expect(a?.sessionId).not.toBe(b?.sessionId);
    const stolen = first.clone();
    expectRedirect(
      await callRoute(signOutAction, post("/sign-out", {}), first),
      "/auth",
    );
    expect(await signedInOf(stolen)).toBeNull();
  });

  it("a session older than SESSION_MAX_HOURS ends whatever its activity", async () => {
    const { jar } = await signIn("grace.okafor@example.org");
    const signedIn = await signedInOf(jar);
    await services.database.db
      .update(session)
      .set({
        createdAt: new Date(Date.now() - services.env.sessionMaxAgeMs - 60_000),
      })
      .where(eq(session.id, signedIn!.sessionId));
    expect(await signedInOf(jar)).toBeNull();
  });
});

describe("self sign-up and field-level authorization", () => {
  it("a forged role or client in the sign-up form is ignored", async () => {
    const jar = new CookieJar();
    const answer = await callRoute(
      authAction,
      post("/auth", {
        intent: "signup",
        fullName: "Mallory Quint",
        email: "mallory.quint@example.net",
        password: "tidal-orchard-vellum-93",
        role: "admin",
        clientId: "00000000-0000-4000-8000-000000000000",
        client_id: "00000000-0000-4000-8000-000000000000",
      }),
      jar,
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.toast).toMatchObject({
      title: "Account created!",
      description: "Please check your email to verify your account.",
    });
    const [profile] = await services.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "mallory.quint@example.net"));
    expect(profile).toMatchObject({ role: "client_user", clientId: null });
    expect((await mailsTo("mallory.quint@example.net"))[0]?.text).toMatch(
      /\/auth\/verify-email\?token=/,
    );
    // Unverified: cannot sign in yet.
    expect(
      (await signIn("mallory.quint@example.net", "tidal-orchard-vellum-93"))
        .answer.data?.toast,
    ).toMatchObject({
      description: expect.stringMatching(/confirm your e-mail/i),
    });
  });

  it("signing up with an address that has an account answers the same and tells the owner", async () => {
    const answer = await callRoute(
      authAction,
      post("/auth", {
        intent: "signup",
        fullName: "Someone Else",
        email: "li.wei@example.org",
        password: "granite-meadow-pylon-71",
      }),
      new CookieJar(),
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.toast).toMatchObject({
      title: "Account created!",
      description: "Please check your email to verify your account.",
    });
    expect(
      (await mailsTo("li.wei@example.org")).some((mail) =>
        /already has one/.test(mail.text),
      ),
    ).toBe(true);
  });

  it("a weak or personal password is refused with the reason", async () => {
    const answer = await callRoute(
      authAction,
      post("/auth", {
        intent: "signup",
        fullName: "Pat Doe",
        email: "pat.doe@example.net",
        password: "password1234",
      }),
      new CookieJar(),
    );
    expect(answer.status).toBe(400);
    expect(
      String((answer.data?.fieldErrors as Record<string, string>).password),
    ).toMatch(/common/i);
  });
});

describe("password reset never tells who has an account", () => {
  it("answers an existing and an unknown address alike, mails only the existing one", async () => {
    const times: number[] = [];
    const answers = [];
    for (const email of [
      "amira.haddad@example.org",
      "no.account@example.org",
    ]) {
      const started = performance.now();
      answers.push(
        await callRoute(
          forgotPasswordAction,
          post("/auth/forgot-password", { email }),
          new CookieJar(),
        ),
      );
      times.push(performance.now() - started);
    }
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.data).toEqual(answers[1]!.data);
    // Both held to the same floor (holdUntil), so neither is visibly quicker.
    expect(Math.min(...times)).toBeGreaterThanOrEqual(390);
    expect(await mailsTo("amira.haddad@example.org")).toHaveLength(1);
    expect(await mailsTo("no.account@example.org")).toHaveLength(0);
  });

  it("the link works once, ends every session, and the new password works", async () => {
    const { jar: before } = await signIn("grace.okafor@example.org");
    await callRoute(
      forgotPasswordAction,
      post("/auth/forgot-password", { email: "grace.okafor@example.org" }),
      new CookieJar(),
    );
    const [mail] = (await mailsTo("grace.okafor@example.org")).slice(-1);
    const token = /reset-password\?token=([^\s]+)/.exec(mail!.text)![1]!;
    expect(
      (
        await callRoute(
          resetPasswordLoader,
          get(`/auth/reset-password?token=${token}`),
          new CookieJar(),
        )
      ).data,
    ).toMatchObject({ valid: true });
    const reset = await callRoute(
      resetPasswordAction,
      post("/auth/reset-password", {
        token,
        password: "copper-lantern-fjord-58",
      }),
      new CookieJar(),
    );
    expectRedirect(reset, "/auth?email=grace.okafor%40example.org");
    expect(await signedInOf(before)).toBeNull();
    const again = await callRoute(
      resetPasswordAction,
      post("/auth/reset-password", {
        token,
        password: "another-fresh-phrase-17",
      }),
      new CookieJar(),
    );
    expect(again.status).toBe(400);
    expectRedirect(
      (await signIn("grace.okafor@example.org", "copper-lantern-fjord-58"))
        .answer,
      "/dashboard",
    );
  });
});

describe("staff MFA", () => {
  it("enrols with TOTP, then asks for a code at sign-in — and a password reset does not skip it", async () => {
    const { jar } = await signIn("staff.admin@example.org");
    const started = await callRoute(
      accountAction,
      post("/account", { intent: "start-mfa", password: DEMO_PASSWORD }),
      jar,
    );
    const enrolment = started.data?.enrolment as {
      secret: string;
      backupCodes: string[];
      qrSvg: string;
    };
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    expect(enrolment.backupCodes).toHaveLength(10);
    // No confusable symbols (docs/access-audit.md): no 0/O, 1/l/I, 2/Z, 5/S, 8/B.
    for (const code of enrolment.backupCodes)
      expect(code).toMatch(
        /^[34679ACDEFGHJKMNPQRTVWXY]{5}-[34679ACDEFGHJKMNPQRTVWXY]{5}$/,
      );
    const confirmed = await callRoute(
      accountAction,
      post("/account", {
        intent: "confirm-mfa",
        code: generateSync({ secret: enrolment.secret }),
      }),
      jar,
    );
    // A redirect with the new session's cookie: a plain form post re-reads the page with it.
    expectRedirect(confirmed, "/account");
    expect(await signedInOf(jar)).toMatchObject({
      twoFactorEnabled: true,
      twoFactorVerified: true,
    });
    expect(
      (await callRoute(accountLoader, get("/account"), jar)).data?.mfa,
    ).toMatchObject({ enabled: true });

    const fresh = new CookieJar();
    const password = await callRoute(
      staffSignInAction,
      post("/admin/auth", {
        email: "staff.admin@example.org",
        password: DEMO_PASSWORD,
      }),
      fresh,
    );
    expectRedirect(password, "/auth/two-factor?area=staff");
    const wrong = await callRoute(
      twoFactorAction,
      post("/auth/two-factor?area=staff", { code: "000000" }),
      fresh,
    );
    expect(wrong.status).toBe(400);
    const ok = await callRoute(
      twoFactorAction,
      post("/auth/two-factor?area=staff", {
        code: generateSync({ secret: enrolment.secret }),
      }),
      fresh,
    );
    expectRedirect(ok, "/lead_admin");

    // Reset the password: the next sign-in still stops at the second factor.
    await callRoute(
      forgotPasswordAction,
      post("/auth/forgot-password", { email: "staff.admin@example.org" }),
      new CookieJar(),
    );
    const [mail] = (await mailsTo("staff.admin@example.org")).slice(-1);
    const token = /reset-password\?token=([^\s]+)/.exec(mail!.text)![1]!;
    await callRoute(
      resetPasswordAction,
      post("/auth/reset-password", {
        token,
        password: "basalt-heron-quarry-64",
      }),
      new CookieJar(),
    );
    const resetJar = new CookieJar();
    const afterReset = await callRoute(
      staffSignInAction,
      post("/admin/auth", {
        email: "staff.admin@example.org",
        password: "basalt-heron-quarry-64",
      }),
      resetJar,
    );
    expectRedirect(afterReset, "/auth/two-factor?area=staff");
    expect(await signedInOf(resetJar)).toBeNull();
    // A backup code instead of the app's code.
    const backup = await callRoute(
      twoFactorAction,
      post("/auth/two-factor?area=staff", { code: enrolment.backupCodes[0]! }),
      resetJar,
    );
    expectRedirect(backup, "/lead_admin");
  });
});

describe("sessions on the account page", () => {
  it("lists the user's sessions and revokes one seen from another browser", async () => {
    const phone = (
      await signIn(
        "tomas.lindqvist@example.org",
        DEMO_PASSWORD,
        new CookieJar(),
        "198.51.100.7",
      )
    ).jar;
    const laptop = (
      await signIn(
        "tomas.lindqvist@example.org",
        DEMO_PASSWORD,
        new CookieJar(),
        "198.51.100.8",
      )
    ).jar;
    const page = await callRoute(accountLoader, get("/account"), laptop);
    const sessions = page.data?.sessions as {
      id: string;
      current: boolean;
      ipAddress: string | null;
    }[];
    expect(sessions.filter((item) => item.current)).toHaveLength(1);
    const phoneSession = await signedInOf(phone);
    expect(
      sessions.find((item) => item.id === phoneSession!.sessionId)?.ipAddress,
    ).toBe("198.51.100.7");
    const revoked = await callRoute(
      accountAction,
      post("/account", {
        intent: "revoke-session",
        sessionId: phoneSession!.sessionId,
      }),
      laptop,
    );
    expect(revoked.data?.ok).toBe(true);
    expect(await signedInOf(phone)).toBeNull();
    expect(await signedInOf(laptop)).not.toBeNull();
  });

  it("cannot revoke another user's session", async () => {
    const mine = (await signIn("li.wei@example.org")).jar;
    const theirs = (await signIn("amira.haddad@example.org")).jar;
    const target = await signedInOf(theirs);
    const answer = await callRoute(
      accountAction,
      post("/account", {
        intent: "revoke-session",
        sessionId: target!.sessionId,
      }),
      mine,
    );
    expect(answer.status).toBe(404);
    expect(await signedInOf(theirs)).not.toBeNull();
  });

  it("changing the password signs out the other sessions but keeps this one", async () => {
    const other = (await signIn("amira.haddad@example.org")).jar;
    const here = (await signIn("amira.haddad@example.org")).jar;
    const changed = await callRoute(
      accountAction,
      post("/account", {
        intent: "change-password",
        currentPassword: DEMO_PASSWORD,
        newPassword: "saffron-glacier-ledger-36",
      }),
      here,
    );
    expectRedirect(changed, "/account");
    expect(await signedInOf(other)).toBeNull();
    expect(await signedInOf(here)).not.toBeNull();
    const [row] = await services.database.db
      .select()
      .from(user)
      .where(eq(user.email, "amira.haddad@example.org"));
    expect(row).toBeTruthy();
  });
});

describe("sign-in throttling never locks the owner out", () => {
  it("an attack from many addresses stops new browsers, not the owner's own", async () => {
    const owner = (await signIn("li.wei@example.org")).jar; // a browser that signed in before
    expect(owner.names().some((name) => name.endsWith("device"))).toBe(true);
    await callRoute(signOutAction, post("/sign-out", {}), owner);
    let refused = null;
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      const { answer } = await signIn(
        "li.wei@example.org",
        `guess-number-${attempt}`,
        new CookieJar(),
        `192.0.2.${attempt + 1}`,
      );
      if (answer.status === 429) refused = answer;
    }
    expect(refused, "the untrusted budget ran out").not.toBeNull();
    expect(refused!.data?.toast).toMatchObject({
      title: "Error signing in",
      description: expect.stringMatching(/Too many sign-in attempts/),
    });
    expect(refused!.headers.get("Retry-After")).toMatch(/^\d+$/);
    // Even the right password from a new browser waits…
    expect(
      (
        await signIn(
          "li.wei@example.org",
          DEMO_PASSWORD,
          new CookieJar(),
          "192.0.2.200",
        )
      ).answer.status,
    ).toBe(429);
    // …but the owner's browser signs in.
    expectRedirect(
      (
        await signIn(
          "li.wei@example.org",
          DEMO_PASSWORD,
          owner,
          "198.51.100.20",
        )
      ).answer,
      "/dashboard",
    );
  });

  it("an unknown address is throttled exactly like a known one", async () => {
    const statuses = async (email: string) => {
      const seen: number[] = [];
      for (let attempt = 0; attempt < 12; attempt++)
        seen.push(
          (
            await signIn(
              email,
              `wrong-${attempt}`,
              new CookieJar(),
              `203.0.113.${100 + attempt}`,
            )
          ).answer.status,
        );
      return seen;
    };
    const known = await statuses("tomas.lindqvist@example.org");
    expect(known).toContain(429);
    expect(known).toEqual(await statuses("ghost.account@example.org"));
  });
});

describe("a disabled account's sign-in (docs/access-audit.md)", () => {
  it("is refused like a wrong password and logged at info, not error", async () => {
    const email = "eastvale.admin@example.org";
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: "info" },
      {
        write: (line: string) =>
          void lines.push(JSON.parse(line) as { level: number; msg: string }),
      },
    );
    const auth = createAuth({
      db: services.database.db,
      env: services.env,
      logger,
    });
    await services.database.db
      .update(user)
      .set({ disabledAt: new Date() })
      .where(eq(user.email, email));
    try {
      await expect(
        auth.api.signInEmail({
          body: { email, password: DEMO_PASSWORD },
          headers: new Headers(),
        }),
      ).rejects.toMatchObject({
        body: { code: "INVALID_EMAIL_OR_PASSWORD" },
      });
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 30,
          msg: "sign-in refused: the account is disabled",
        }),
      );
      const { answer } = await signIn(
        email,
        DEMO_PASSWORD,
        new CookieJar(),
        "198.51.100.77",
      );
      expect(answer.data?.toast).toMatchObject({
        description: englishText(authMessages.invalidCredentials),
      });
    } finally {
      await services.database.db
        .update(user)
        .set({ disabledAt: null })
        .where(eq(user.email, email));
    }
  });
});
