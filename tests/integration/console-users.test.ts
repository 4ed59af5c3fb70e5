import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "~/domain/auth/auth-forms";
import { englishText } from "~/i18n/message";
import { authAction } from "~/server/auth/auth.handler.server";
import { getSignedIn } from "~/server/auth/current-user.server";
import { createInvitation } from "~/server/auth/invitations.server";
import { staffSignInAction } from "~/server/auth/staff-sign-in.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  auditLog,
  clients,
  profiles,
  session,
  twoFactor,
  user,
} from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import type { StaffActor } from "~/server/console/audit.server";
import {
  unsafeSetUserDisabled,
  unsafeUpdateUser,
} from "~/server/console/unsafe-users.server";
import {
  usersTabAction,
  usersTabLoader,
} from "~/server/console/users-tab.handler.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";
import { adminScopeForScript } from "~/server/console/staff-scope-for-script.server";

/**
 * The console's Users tab through its loader and action, on PGlite and
 * PostgreSQL: only admins reach it; role and client edits keep the rules; disable, sign out
 * everywhere and MFA reset take effect at once; every write leaves its audit entry.
 */
let stop: () => Promise<void>;
let services: AppServices;
let meridianId: string;
let northshoreId: string;
const PASSWORD = "juniper-lantern-quarry-61";

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  const all = await db()
    .select({ id: clients.id, name: clients.name })
    .from(clients);
  meridianId = all.find((c) => c.name === "Meridian Revenue Authority")!.id;
  northshoreId = all.find((c) => c.name === "Northshore Health Network")!.id;
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;
const tokenOf = (url: string) => new URL(url).searchParams.get("invitation")!;

async function profileOf(email: string) {
  const [row] = await db()
    .select()
    .from(profiles)
    .where(eq(profiles.email, email));
  return row!;
}

async function clientSignIn(email: string, password = DEMO_PASSWORD) {
  const jar = new CookieJar();
  const answer = await callRoute(
    authAction,
    post("/auth", { intent: "signin", email, password }),
    jar,
  );
  return { jar, answer };
}

async function staffSignIn(email: string, password = DEMO_PASSWORD) {
  const jar = new CookieJar();
  const answer = await callRoute(
    staffSignInAction,
    post("/admin/auth", { email, password }),
    jar,
  );
  expectRedirect(answer, "/lead_admin");
  return jar;
}

/** A new account made through an invitation link (admin: no client). */
async function newAccount(
  email: string,
  role: "admin" | "client_admin" | "client_user",
  clientId: string | null,
) {
  const { url } = await createInvitation(
    db(),
    { clientId, email, role, invitedByProfileId: null },
    { publicUrl: services.env.publicUrl, defaultTtlDays: 7 },
  );
  const created = await callRoute(
    authAction,
    post("/auth", {
      intent: "signup",
      invitation: tokenOf(url),
      fullName: email.split("@")[0]!,
      password: PASSWORD,
    }),
    new CookieJar(),
  );
  expect(created.data).toMatchObject({ ok: true });
  return profileOf(email);
}

const list = (jar: CookieJar, search = "") =>
  callRoute(usersTabLoader, get(`/lead_admin${search}`), jar);
const act = (jar: CookieJar, fields: Record<string, string>) =>
  callRoute(usersTabAction, post("/lead_admin?index", fields), jar);

async function auditFor(entityId: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}

async function sessionsOf(userId: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(session)
    .where(eq(session.userId, userId));
  return row!.n;
}

describe("who reaches the Users tab", () => {
  it("signed out: the staff sign-in", async () => {
    expectRedirect(await list(new CookieJar()), "/admin/auth");
    expectRedirect(
      await act(new CookieJar(), {
        intent: "disable",
        profileId: (await profileOf("tomas.lindqvist@example.org")).id,
      }),
      "/admin/auth",
    );
  });

  it("a client_admin and a client_user get 404 from the loader and every action, and change nothing", async () => {
    const target = await profileOf("li.wei@example.org");
    const [before] = await db().select({ n: count() }).from(auditLog);
    for (const email of [
      "amira.haddad@example.org",
      "tomas.lindqvist@example.org",
    ]) {
      const { jar } = await clientSignIn(email);
      expect((await list(jar)).status).toBe(404);
      expect((await list(jar, `?edit=${target.id}`)).status).toBe(404);
      expect(
        (
          await act(jar, {
            intent: "update",
            profileId: target.id,
            role: "admin",
            clientId: "none",
          })
        ).status,
      ).toBe(404);
      for (const intent of [
        "disable",
        "enable",
        "revoke-sessions",
        "reset-mfa",
      ]) {
        expect((await act(jar, { intent, profileId: target.id })).status).toBe(
          404,
        );
      }
    }
    const after = await profileOf("li.wei@example.org");
    expect(after).toMatchObject({
      role: target.role,
      clientId: target.clientId,
    });
    const [{ disabledAt } = { disabledAt: null }] = await db()
      .select({ disabledAt: user.disabledAt })
      .from(user)
      .where(eq(user.id, target.userId));
    expect(disabledAt).toBeNull();
    const [afterCount] = await db().select({ n: count() }).from(auditLog);
    expect(afterCount!.n).toBe(before!.n);
  });
});

describe("the list (admin)", () => {
  it("shows every client's people, newest first, with client names and 'MMM d, yyyy' dates", async () => {
    const jar = await staffSignIn("staff.admin@example.org");
    const answer = await list(jar);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const users = answer.data!.users as {
      email: string;
      clientName: string | null;
      joined: string;
      isYou: boolean;
      role: string;
    }[];
    const emails = users.map((u) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        "staff.admin@example.org",
        "amira.haddad@example.org",
        "grace.okafor@example.org",
      ]),
    );
    expect(
      users.find((u) => u.email === "amira.haddad@example.org"),
    ).toMatchObject({
      clientName: "Meridian Revenue Authority",
      role: "client_admin",
    });
    expect(
      users.find((u) => u.email === "staff.admin@example.org"),
    ).toMatchObject({ isYou: true, clientName: null });
    expect(users[0]!.joined).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(answer.data!.sort).toEqual({ key: "joined", direction: "desc" });
    const clientsList = answer.data!.clients as { name: string }[];
    expect(clientsList.map((c) => c.name)).toEqual(
      [...clientsList.map((c) => c.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it("searches name or email, sorts by email, and opens a row for editing", async () => {
    const jar = await staffSignIn("staff.admin@example.org");
    const found = await list(jar, "?q=OKAFOR");
    expect(
      (found.data!.users as { email: string }[]).map((u) => u.email),
    ).toEqual(["grace.okafor@example.org"]);
    const sorted = await list(jar, "?sort=email&dir=asc");
    const emails = (sorted.data!.users as { email: string }[]).map(
      (u) => u.email,
    );
    expect(emails).toEqual([...emails].sort());
    const grace = await profileOf("grace.okafor@example.org");
    expect((await list(jar, `?edit=${grace.id}`)).data!.editing).toBe(grace.id);
    expect(
      (await list(jar, `?confirm=disable&user=${grace.id}`)).data!.confirm,
    ).toMatchObject({ intent: "disable", profileId: grace.id });
    expect((await list(jar, `?confirm=explode&user=${grace.id}`)).status).toBe(
      404,
    );
    expect((await list(jar, "?confirm=disable&user=not-a-uuid")).status).toBe(
      404,
    );
  });
});

describe("inline edit", () => {
  it("changes role and client, redirects with 'User updated successfully', and records before → after", async () => {
    const jar = await staffSignIn("staff.admin@example.org");
    const target = await newAccount(
      "edit.target@example.org",
      "client_user",
      meridianId,
    );
    const answer = await act(jar, {
      intent: "update",
      profileId: target.id,
      role: "client_admin",
      clientId: northshoreId,
      back: "?q=edit",
    });
    expectRedirect(answer, "/lead_admin?q=edit");
    expect(await profileOf("edit.target@example.org")).toMatchObject({
      role: "client_admin",
      clientId: northshoreId,
    });
    const [entry] = await auditFor(target.id, "user.update");
    expect(entry).toMatchObject({
      actorEmail: "staff.admin@example.org",
      entityType: "user",
      before: { role: "client_user", clientId: meridianId },
      after: { role: "client_admin", clientId: northshoreId },
    });
    // The toast rides on the flash cookie to the next page.
    expect(answer.headers.getSetCookie().join(";")).toContain("kestrel.flash");
  });

  it("answers bad input with a field error (400) and 'Failed to update user', changing nothing", async () => {
    const jar = await staffSignIn("staff.admin@example.org");
    const target = await newAccount(
      "edit.refused@example.org",
      "client_user",
      meridianId,
    );
    const cases: [Record<string, string>, string][] = [
      [{ role: "client_user", clientId: "none" }, "clientId"],
      [{ role: "admin", clientId: meridianId }, "clientId"],
      [{ role: "superuser", clientId: meridianId }, "role"],
      [
        {
          role: "client_user",
          clientId: "00000000-0000-4000-8000-000000000000",
        },
        "clientId",
      ],
      [{ role: "client_user", clientId: "' or 1=1" }, "clientId"],
    ];
    for (const [fields, field] of cases) {
      const answer = await act(jar, {
        intent: "update",
        profileId: target.id,
        ...fields,
      });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data!.fieldErrors).toHaveProperty(field);
      expect(answer.data!.toast).toMatchObject({
        kind: "error",
        title: "Failed to update user",
      });
      expect(answer.data!.editing).toBe(target.id);
    }
    expect(await profileOf("edit.refused@example.org")).toMatchObject({
      role: "client_user",
      clientId: meridianId,
    });
    expect(await auditFor(target.id, "user.update")).toHaveLength(0);
    expect(
      (
        await act(jar, {
          intent: "update",
          profileId: "00000000-0000-4000-8000-000000000000",
          role: "client_user",
          clientId: meridianId,
        })
      ).status,
    ).toBe(404);
  });

  it("makes a client user an admin (no client), and an admin cannot demote themself", async () => {
    const jar = await staffSignIn("staff.admin@example.org");
    const target = await newAccount(
      "promote.me@example.org",
      "client_user",
      meridianId,
    );
    expectRedirect(
      await act(jar, {
        intent: "update",
        profileId: target.id,
        role: "admin",
        clientId: "none",
      }),
      "/lead_admin",
    );
    expect(await profileOf("promote.me@example.org")).toMatchObject({
      role: "admin",
      clientId: null,
    });
    const self = await profileOf("staff.admin@example.org");
    const refused = await act(jar, {
      intent: "update",
      profileId: self.id,
      role: "client_admin",
      clientId: meridianId,
    });
    expect(refused.status).toBe(400);
    expect(refused.data!.fieldErrors).toHaveProperty("role");
    expect(await profileOf("staff.admin@example.org")).toMatchObject({
      role: "admin",
    });
    // Nor disable themself.
    const disable = await act(jar, { intent: "disable", profileId: self.id });
    expect(disable.status).toBe(400);
    expect(await sessionsOf(self.userId)).toBeGreaterThan(0);
  });
});

describe("account actions", () => {
  it("disable: sessions end at once, the cookie no longer works, sign-in fails like a wrong password; enable restores", async () => {
    const admin = await staffSignIn("staff.admin@example.org");
    const target = await newAccount(
      "disable.me@example.org",
      "client_user",
      northshoreId,
    );
    const { jar: victim, answer } = await clientSignIn(
      "disable.me@example.org",
      PASSWORD,
    );
    expectRedirect(answer, "/dashboard");
    const request = () =>
      new Request("http://localhost/dashboard", {
        headers: { cookie: victim.header() },
      });
    expect(await getSignedIn(request())).not.toBeNull();

    expectRedirect(
      await act(admin, { intent: "disable", profileId: target.id }),
      "/lead_admin",
    );
    expect(await sessionsOf(target.userId)).toBe(0);
    expect(await getSignedIn(request())).toBeNull();
    const wrong = await clientSignIn(
      "disable.me@example.org",
      "not-the-password-at-all",
    );
    const refused = await clientSignIn("disable.me@example.org", PASSWORD);
    expect(refused.answer.status).toBe(400);
    expect(JSON.stringify(refused.answer.data)).toContain(
      englishText(authMessages.invalidCredentials),
    );
    expect(refused.answer.data!.toast).toEqual(wrong.answer.data!.toast);
    expect(await sessionsOf(target.userId)).toBe(0);
    const [entry] = await auditFor(target.id, "user.disable");
    expect(entry!.before).toEqual({ disabledAt: null });
    expect((entry!.after as { disabledAt: string }).disabledAt).toMatch(
      /^\d{4}-/,
    );

    expectRedirect(
      await act(admin, { intent: "enable", profileId: target.id }),
      "/lead_admin",
    );
    expect(await auditFor(target.id, "user.enable")).toHaveLength(1);
    expectRedirect(
      (await clientSignIn("disable.me@example.org", PASSWORD)).answer,
      "/dashboard",
    );
  });

  it("a disabled account's surviving session is refused (the second lock)", async () => {
    await newAccount("second.lock@example.org", "client_user", northshoreId);
    const { jar } = await clientSignIn("second.lock@example.org", PASSWORD);
    const target = await profileOf("second.lock@example.org");
    await db()
      .update(user)
      .set({ disabledAt: new Date() })
      .where(eq(user.id, target.userId));
    expect(
      await getSignedIn(
        new Request("http://localhost/", { headers: { cookie: jar.header() } }),
      ),
    ).toBeNull();
  });

  it("sign out all sessions ends every session of that account only", async () => {
    const admin = await staffSignIn("staff.admin@example.org");
    const target = await newAccount(
      "many.sessions@example.org",
      "client_user",
      meridianId,
    );
    await clientSignIn("many.sessions@example.org", PASSWORD);
    await clientSignIn("many.sessions@example.org", PASSWORD);
    expect(await sessionsOf(target.userId)).toBe(2);
    const adminProfile = await profileOf("staff.admin@example.org");
    const adminSessions = await sessionsOf(adminProfile.userId);
    expectRedirect(
      await act(admin, { intent: "revoke-sessions", profileId: target.id }),
      "/lead_admin",
    );
    expect(await sessionsOf(target.userId)).toBe(0);
    expect(await sessionsOf(adminProfile.userId)).toBe(adminSessions);
    const [entry] = await auditFor(target.id, "user.sessions_revoke");
    expect(entry).toMatchObject({
      before: { sessions: 2 },
      after: { sessions: 0 },
    });
  });

  it("reset MFA removes the authenticator and never copies its secret into the log", async () => {
    const admin = await staffSignIn("staff.admin@example.org");
    const target = await newAccount("mfa.reset@example.org", "admin", null);
    await db().insert(twoFactor).values({
      id: "tf-test-1",
      secret: "SECRET-SHOULD-NOT-LEAK",
      backupCodes: "BACKUP-SHOULD-NOT-LEAK",
      userId: target.userId,
    });
    await db()
      .update(user)
      .set({ twoFactorEnabled: true })
      .where(eq(user.id, target.userId));
    expectRedirect(
      await act(admin, { intent: "reset-mfa", profileId: target.id }),
      "/lead_admin",
    );
    expect(
      await db()
        .select()
        .from(twoFactor)
        .where(eq(twoFactor.userId, target.userId)),
    ).toHaveLength(0);
    const [row] = await db()
      .select({ on: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, target.userId));
    expect(row!.on).toBe(false);
    const [entry] = await auditFor(target.id, "user.mfa_reset");
    expect(entry).toMatchObject({
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
    expect(JSON.stringify(entry)).not.toContain("LEAK");
  });
});

describe("never zero admins", () => {
  it("the last active admin cannot be demoted or disabled, and two admins demoting each other at once leave one", async () => {
    const a = await newAccount("admin.a@example.org", "admin", null);
    const b = await newAccount("admin.b@example.org", "admin", null);
    const actorOf = (p: typeof a): StaffActor => ({
      userId: p.userId,
      profileId: p.id,
      email: p.email,
      ipAddress: null,
    });
    // Only A and B can sign in from here on: every other admin is disabled.
    const others = (
      await db()
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.role, "admin"))
    )
      .map((r) => r.userId)
      .filter((id) => id !== a.userId && id !== b.userId);
    await db()
      .update(user)
      .set({ disabledAt: new Date() })
      .where(inArray(user.id, others));

    const outcomes = await Promise.all([
      unsafeUpdateUser(adminScopeForScript(db(), actorOf(a)), {
        profileId: b.id,
        role: "client_user",
        clientId: meridianId,
      }),
      unsafeUpdateUser(adminScopeForScript(db(), actorOf(b)), {
        profileId: a.id,
        role: "client_user",
        clientId: meridianId,
      }),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({
      reason: "refused",
      message: expect.stringContaining("last admin"),
    });
    const admins = (
      await db()
        .select({ id: profiles.id, userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.role, "admin"))
    ).filter((p) => !others.includes(p.userId));
    expect(admins).toHaveLength(1);

    // The survivor is now the last admin: the demoted one (acting through the module, as a
    // console route no longer would let them) can neither demote nor disable them.
    const survivor = admins[0]!.id === a.id ? a : b;
    const demoted = survivor === a ? b : a;
    expect(
      await unsafeSetUserDisabled(
        adminScopeForScript(db(), actorOf(demoted)),
        survivor.id,
        true,
      ),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining("last admin"),
    });
    expect(
      await unsafeUpdateUser(adminScopeForScript(db(), actorOf(demoted)), {
        profileId: survivor.id,
        role: "client_user",
        clientId: meridianId,
      }),
    ).toMatchObject({ ok: false });
    // An admin demoted a moment ago (after the guard let their request in) can no longer
    // change anyone, even where an admin would remain.
    const c = await newAccount("admin.c@example.org", "admin", null);
    const d = await newAccount("admin.d@example.org", "admin", null);
    expect(
      await unsafeUpdateUser(adminScopeForScript(db(), actorOf(survivor)), {
        profileId: d.id,
        role: "client_user",
        clientId: meridianId,
      }),
    ).toMatchObject({ ok: true });
    expect(
      await unsafeUpdateUser(adminScopeForScript(db(), actorOf(d)), {
        profileId: c.id,
        role: "client_user",
        clientId: meridianId,
      }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining("no longer an admin"),
    });
    expect(
      await unsafeSetUserDisabled(
        adminScopeForScript(db(), actorOf(d)),
        c.id,
        true,
      ),
    ).toMatchObject({ ok: false });

    // Concurrent disables of each other, too (they write `user`, not `profiles`).
    const results = await Promise.all([
      unsafeSetUserDisabled(
        adminScopeForScript(db(), actorOf(survivor)),
        c.id,
        true,
      ),
      unsafeSetUserDisabled(
        adminScopeForScript(db(), actorOf(c)),
        survivor.id,
        true,
      ),
    ]);
    expect(results.filter((o) => o.ok)).toHaveLength(1);
    await db()
      .update(user)
      .set({ disabledAt: null })
      .where(inArray(user.id, others));
  });
});
