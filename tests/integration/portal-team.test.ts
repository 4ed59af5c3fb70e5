import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authPageAction, authPageLoader } from "~/server/auth/auth-page.server";
import { getSignedIn } from "~/server/auth/current-user.server";
import { createInvitation } from "~/server/auth/invitations.server";
import { DEMO_PASSWORD } from "~/server/db/seed/demo-accounts.server";
import {
  auditLog,
  clientInvitations,
  clients,
  outbox,
  profiles,
  session,
} from "~/server/db/schema.server";
import { dashboardFrameLoader } from "~/server/portal/dashboard-frame.server";
import { teamTabAction, teamTabLoader } from "~/server/portal/team-page.server";
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
 * The Team tab (issue 10) through its loader and action, on PGlite and PostgreSQL: a client
 * admin sees and manages only their own client's people; a client user only reads; revoking
 * ends the colleague's sessions at once.
 */
let stop: () => Promise<void>;
let services: AppServices;
let meridianId: string;
let northshoreId: string;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  const all = await services.database.db
    .select({ id: clients.id, name: clients.name })
    .from(clients);
  meridianId = all.find(
    (client) => client.name === "Meridian Revenue Authority",
  )!.id;
  northshoreId = all.find(
    (client) => client.name === "Northshore Health Network",
  )!.id;
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;
const tokenOf = (url: string) => new URL(url).searchParams.get("invitation")!;

async function signIn(email: string, password = DEMO_PASSWORD) {
  const jar = new CookieJar();
  const answer = await callRoute(
    authPageAction,
    post("/auth", { intent: "signin", email, password }),
    jar,
  );
  expectRedirect(answer, "/dashboard");
  return jar;
}

const team = (jar: CookieJar, search = "") =>
  callRoute(teamTabLoader, get(`/dashboard/team${search}`), jar);
const act = (jar: CookieJar, fields: Record<string, string>) =>
  callRoute(teamTabAction, post("/dashboard/team", fields), jar);

async function profileOf(email: string) {
  const [row] = await db()
    .select()
    .from(profiles)
    .where(eq(profiles.email, email));
  return row!;
}

async function pendingFor(email: string) {
  return db()
    .select()
    .from(clientInvitations)
    .where(
      and(eq(clientInvitations.email, email), isNull(clientInvitations.usedAt)),
    );
}

/** A new Meridian client_user made through an invitation link, signed in on its own jar. */
async function newColleague(email: string, fullName: string) {
  const { url } = await createInvitation(
    db(),
    {
      clientId: meridianId,
      email,
      role: "client_user",
      invitedByProfileId: null,
    },
    { publicUrl: services.env.publicUrl, defaultTtlDays: 7 },
  );
  const password = "juniper-lantern-quarry-61";
  const created = await callRoute(
    authPageAction,
    post("/auth", {
      intent: "signup",
      invitation: tokenOf(url),
      fullName,
      password,
    }),
    new CookieJar(),
  );
  expect(created.data).toMatchObject({ ok: true });
  return {
    jar: await signIn(email, password),
    profile: await profileOf(email),
  };
}

describe("the list", () => {
  it("shows a client admin their own client's people, themself marked, with pending invitations", async () => {
    const page = await team(await signIn("amira.haddad@example.org"));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const people = (
      page.data?.team as {
        people: {
          email: string;
          roleLabel: string;
          isYou: boolean;
          joined: string;
        }[];
      }
    ).people;
    const emails = people.map((person) => person.email);
    expect(emails).toContain("amira.haddad@example.org");
    expect(emails).toContain("tomas.lindqvist@example.org");
    expect(emails).not.toContain("grace.okafor@example.org");
    expect(emails).not.toContain("li.wei@example.org");
    expect(emails).not.toContain("staff.admin@example.org");
    expect(people.find((person) => person.isYou)).toMatchObject({
      email: "amira.haddad@example.org",
      roleLabel: "Client admin",
    });
    expect(
      people.find((person) => person.email === "tomas.lindqvist@example.org"),
    ).toMatchObject({ roleLabel: "Client user", isYou: false });
    expect(people[0]!.joined).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(page.data).toMatchObject({
      canManage: true,
      clientLabel: expect.stringContaining("Meridian"),
    });
    expect(
      Array.isArray((page.data?.team as { invitations: unknown }).invitations),
    ).toBe(true);
  });

  it("shows a client user the list only: no invitations, nothing to manage", async () => {
    const page = await team(await signIn("tomas.lindqvist@example.org"));
    expect(page.data).toMatchObject({
      canManage: false,
      invitationTtlDays: null,
      confirmRevoke: null,
      team: { invitations: null },
    });
    const emails = (
      page.data?.team as { people: { email: string }[] }
    ).people.map((person) => person.email);
    expect(emails).toContain("amira.haddad@example.org");
    expect(emails).not.toContain("grace.okafor@example.org");
  });

  it("leaves used and expired invitations out of the pending list", async () => {
    const config = { publicUrl: services.env.publicUrl, defaultTtlDays: 7 };
    const used = await createInvitation(
      db(),
      {
        clientId: meridianId,
        email: "was.used@example.org",
        role: "client_user",
        invitedByProfileId: null,
      },
      config,
    );
    const lapsed = await createInvitation(
      db(),
      {
        clientId: meridianId,
        email: "has.lapsed@example.org",
        role: "client_user",
        invitedByProfileId: null,
      },
      config,
    );
    await db()
      .update(clientInvitations)
      .set({ usedAt: new Date() })
      .where(eq(clientInvitations.id, used.id));
    await db()
      .update(clientInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientInvitations.id, lapsed.id));
    const page = await team(await signIn("amira.haddad@example.org"));
    const pending = (
      page.data?.team as { invitations: { email: string }[] }
    ).invitations.map((row) => row.email);
    expect(pending).not.toContain("was.used@example.org");
    expect(pending).not.toContain("has.lapsed@example.org");
  });
});

describe("inviting a colleague", () => {
  it("creates a client_user invitation in the admin's own client and queues its e-mail, whatever else is posted", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const answer = await act(amira, {
      intent: "invite",
      email: "  Farida.Nasser@Example.org ",
      role: "client_admin",
      clientId: northshoreId,
      client_id: northshoreId,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.data).toMatchObject({
      ok: true,
      toast: {
        kind: "success",
        title: "Invitation sent",
        description: expect.stringContaining("farida.nasser@example.org"),
      },
    });

    const rows = await pendingFor("farida.nasser@example.org");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      clientId: meridianId,
      role: "client_user",
      invitedBy: (await profileOf("amira.haddad@example.org")).id,
    });
    const mails = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->'to' ? ${"farida.nasser@example.org"}`);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.payload)).toContain("Amira Haddad");

    const page = await team(amira);
    expect(
      (page.data?.team as { invitations: unknown[] }).invitations,
    ).toContainEqual(
      expect.objectContaining({
        email: "farida.nasser@example.org",
        roleLabel: "Client user",
        invitedBy: "Amira Haddad",
      }),
    );
  });

  it("inviting the same address again replaces the pending invitation: one row, the old link dead", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const first = await createInvitation(
      db(),
      {
        clientId: meridianId,
        email: "twice.asked@example.org",
        role: "client_user",
        invitedByProfileId: null,
      },
      { publicUrl: services.env.publicUrl, defaultTtlDays: 7 },
    );
    const again = await act(amira, {
      intent: "invite",
      email: "twice.asked@example.org",
    });
    expect(again.data).toMatchObject({
      ok: true,
      toast: { title: "Invitation sent again" },
    });
    expect(await pendingFor("twice.asked@example.org")).toHaveLength(1);
    const oldLink = await callRoute(
      authPageLoader,
      get(`/auth?invitation=${tokenOf(first.url)}`),
      new CookieJar(),
    );
    expect(oldLink.data).toMatchObject({ invitationInvalid: true });
  });

  it("refuses a malformed address and an address that already has an account, with specific messages and no writes", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const before = (await db().select().from(clientInvitations)).length;
    const malformed = await act(amira, {
      intent: "invite",
      email: "not-an-address",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.data).toMatchObject({
      ok: false,
      fieldErrors: {
        email: "Enter a valid e-mail address, like name@ministry.gov.",
      },
      values: { email: "not-an-address" },
    });
    const empty = await act(amira, { intent: "invite", email: "" });
    expect(empty.data).toMatchObject({
      fieldErrors: { email: "Enter your colleague's work e-mail address." },
    });
    const existing = await act(amira, {
      intent: "invite",
      email: "li.wei@example.org",
    });
    expect(existing.status).toBe(400);
    expect(existing.data).toMatchObject({
      ok: false,
      toast: {
        kind: "error",
        title: "Invitation not sent",
        description: expect.stringContaining(
          "li.wei@example.org already has an account",
        ),
      },
    });
    expect((await db().select().from(clientInvitations)).length).toBe(before);
  });
});

describe("a client user has no team actions", () => {
  it("answers 404 to invite, revoke, cancel and the confirm step, and changes nothing", async () => {
    const tomas = await signIn("tomas.lindqvist@example.org");
    const amiraProfile = await profileOf("amira.haddad@example.org");
    const [invitation] = await db()
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.clientId, meridianId))
      .limit(1);
    const attempts: Record<string, string>[] = [
      { intent: "invite", email: "sneaky.invite@example.org" },
      { intent: "revoke-access", profileId: amiraProfile.id },
      { intent: "cancel-invitation", invitationId: invitation!.id },
      { intent: "something-else" },
    ];
    for (const fields of attempts) {
      const answer = await act(tomas, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(404);
    }
    expect((await team(tomas, `?revoke=${amiraProfile.id}`)).status).toBe(404);
    expect(await pendingFor("sneaky.invite@example.org")).toHaveLength(0);
    expect((await profileOf("amira.haddad@example.org")).clientId).toBe(
      meridianId,
    );
    expect(
      await db()
        .select()
        .from(clientInvitations)
        .where(eq(clientInvitations.id, invitation!.id)),
    ).toHaveLength(1);
  });
});

describe("revoking access", () => {
  it("ends every session of the colleague at once, detaches them from the client and writes the audit log", async () => {
    const colleague = await newColleague("soren.vik@example.org", "Soren Vik");
    const otherDevice = await signIn(
      "soren.vik@example.org",
      "juniper-lantern-quarry-61",
    );
    expect(
      (await callRoute(dashboardFrameLoader, get("/dashboard"), colleague.jar))
        .status,
    ).toBe(200);

    const amira = await signIn("amira.haddad@example.org");
    const confirm = await team(amira, `?revoke=${colleague.profile.id}`);
    expect(confirm.data?.confirmRevoke).toMatchObject({
      name: "Soren Vik",
      email: "soren.vik@example.org",
    });

    const answer = await act(amira, {
      intent: "revoke-access",
      profileId: colleague.profile.id,
    });
    expect(answer.data).toMatchObject({
      ok: true,
      toast: {
        title: "Access revoked",
        description: expect.stringContaining("Soren Vik has been signed out"),
      },
    });

    for (const jar of [colleague.jar, otherDevice]) {
      expect(
        await getSignedIn(
          new Request("http://localhost/", {
            headers: { cookie: jar.header() },
          }),
        ),
      ).toBeNull();
      expectRedirect(
        await callRoute(dashboardFrameLoader, get("/dashboard"), jar),
        "/auth",
      );
    }
    expect(
      await db()
        .select()
        .from(session)
        .where(eq(session.userId, colleague.profile.userId)),
    ).toHaveLength(0);
    expect((await profileOf("soren.vik@example.org")).clientId).toBeNull();
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "portal.revoke_access"),
          eq(auditLog.entityId, colleague.profile.id),
        ),
      );
    expect(audit).toMatchObject({
      actorUserId: (await profileOf("amira.haddad@example.org")).userId,
      entityType: "profile",
      details: expect.objectContaining({
        clientId: meridianId,
        email: "soren.vik@example.org",
        sessionsEnded: 2,
      }),
    });
    expect((await team(amira)).data?.team).not.toMatchObject({
      people: expect.arrayContaining([
        expect.objectContaining({ email: "soren.vik@example.org" }),
      ]),
    });

    // Signing in again works, but the portal answers Access Required: the account has no client any more.
    const again = new CookieJar();
    await callRoute(
      authPageAction,
      post("/auth", {
        intent: "signin",
        email: "soren.vik@example.org",
        password: "juniper-lantern-quarry-61",
      }),
      again,
    );
    expect(
      await getSignedIn(
        new Request("http://localhost/", {
          headers: { cookie: again.header() },
        }),
      ),
    ).toMatchObject({ profile: { clientId: null } });
    expectRedirect(
      await callRoute(dashboardFrameLoader, get("/dashboard"), again),
      "/auth",
    );
    expect(
      (
        await act(again, {
          intent: "invite",
          email: "after.revoke@example.org",
        })
      ).status,
    ).toBe(404);
  });

  it("refuses to revoke oneself, with a clear message", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const self = await profileOf("amira.haddad@example.org");
    const answer = await act(amira, {
      intent: "revoke-access",
      profileId: self.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      toast: { title: "You cannot revoke your own access" },
    });
    expect((await profileOf("amira.haddad@example.org")).clientId).toBe(
      meridianId,
    );
    expect((await team(amira)).status).toBe(200);
    expect((await team(amira, `?revoke=${self.id}`)).status).toBe(404);
  });

  it("answers 404 for another client's person, an unknown id and a malformed one, and touches nobody", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const grace = await profileOf("grace.okafor@example.org");
    const graceJar = await signIn("grace.okafor@example.org");
    for (const profileId of [
      grace.id,
      "6f1c2b9e-3d4a-4f5b-8c7d-9e0f1a2b3c4d",
      "not-a-uuid",
      "",
      "' or 1=1 --",
    ]) {
      expect(
        (await act(amira, { intent: "revoke-access", profileId })).status,
        profileId,
      ).toBe(404);
      expect(
        (await team(amira, `?revoke=${encodeURIComponent(profileId)}`)).status,
        profileId,
      ).toBe(404);
    }
    expect((await profileOf("grace.okafor@example.org")).clientId).toBe(
      northshoreId,
    );
    expect(
      (await callRoute(dashboardFrameLoader, get("/dashboard"), graceJar))
        .status,
    ).toBe(200);
  });

  it("a revoked admin's next post is signed out and creates nothing", async () => {
    const colleague = await newColleague(
      "ines.moreau@example.org",
      "Ines Moreau",
    );
    await db()
      .update(profiles)
      .set({ role: "client_admin" })
      .where(eq(profiles.id, colleague.profile.id));
    const amira = await signIn("amira.haddad@example.org");
    await act(amira, {
      intent: "revoke-access",
      profileId: colleague.profile.id,
    });
    // Signed out: the post goes to sign-in, and nothing is created.
    const after = await act(colleague.jar, {
      intent: "invite",
      email: "late.invite@example.org",
    });
    expectRedirect(after, "/auth");
    expect(await pendingFor("late.invite@example.org")).toHaveLength(0);
  });
});

describe("cancelling an invitation", () => {
  it("removes a pending invitation of the admin's client: its link no longer works", async () => {
    const amira = await signIn("amira.haddad@example.org");
    await act(amira, { intent: "invite", email: "changed.mind@example.org" });
    const [row] = await pendingFor("changed.mind@example.org");
    // The link as e-mailed: the outbox holds the only copy of the token.
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->'to' ? ${"changed.mind@example.org"}`);
    const link = /https?:\/\/\S+invitation=[\w-]+/.exec(
      JSON.stringify(mail!.payload),
    )![0];
    expect(
      (
        await callRoute(
          authPageLoader,
          get(`/auth?invitation=${tokenOf(link)}`),
          new CookieJar(),
        )
      ).data,
    ).toMatchObject({ invitationInvalid: false });

    const answer = await act(amira, {
      intent: "cancel-invitation",
      invitationId: row!.id,
    });
    expect(answer.data).toMatchObject({
      ok: true,
      toast: {
        title: "Invitation cancelled",
        description: expect.stringContaining("changed.mind@example.org"),
      },
    });
    expect(
      (
        await callRoute(
          authPageLoader,
          get(`/auth?invitation=${tokenOf(link)}`),
          new CookieJar(),
        )
      ).data,
    ).toMatchObject({ invitationInvalid: true });
    const signUp = await callRoute(
      authPageAction,
      post("/auth", {
        intent: "signup",
        invitation: tokenOf(link),
        fullName: "Changed Mind",
        password: "copper-meadow-falcon-83",
      }),
      new CookieJar(),
    );
    expect(signUp.status).toBe(400);
    expect(
      await db()
        .select()
        .from(profiles)
        .where(eq(profiles.email, "changed.mind@example.org")),
    ).toHaveLength(0);
    // Again: it is gone, so 404.
    expect(
      (await act(amira, { intent: "cancel-invitation", invitationId: row!.id }))
        .status,
    ).toBe(404);
  });

  it("answers 404 for another client's invitation, a used one and a malformed id", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const config = { publicUrl: services.env.publicUrl, defaultTtlDays: 7 };
    const foreign = await createInvitation(
      db(),
      {
        clientId: northshoreId,
        email: "north.only@example.org",
        role: "client_user",
        invitedByProfileId: null,
      },
      config,
    );
    const used = await createInvitation(
      db(),
      {
        clientId: meridianId,
        email: "already.in@example.org",
        role: "client_user",
        invitedByProfileId: null,
      },
      config,
    );
    await db()
      .update(clientInvitations)
      .set({ usedAt: new Date() })
      .where(eq(clientInvitations.id, used.id));
    for (const invitationId of [foreign.id, used.id, "nope"]) {
      expect(
        (await act(amira, { intent: "cancel-invitation", invitationId }))
          .status,
        invitationId,
      ).toBe(404);
    }
    expect(
      await db()
        .select()
        .from(clientInvitations)
        .where(eq(clientInvitations.id, foreign.id)),
    ).toHaveLength(1);
  });
});

describe("an invitation into a suspended client", () => {
  it("is refused at sign-up and stays unused; it works again once the client is active", async () => {
    const [paused] = await db()
      .insert(clients)
      .values({ name: "Harbourview Transit Office", status: "active" })
      .returning({ id: clients.id });
    const { url, id } = await createInvitation(
      db(),
      {
        clientId: paused!.id,
        email: "paused.join@example.org",
        role: "client_user",
        invitedByProfileId: null,
      },
      { publicUrl: services.env.publicUrl, defaultTtlDays: 7 },
    );
    await db()
      .update(clients)
      .set({ status: "inactive" })
      .where(eq(clients.id, paused!.id));
    const signUp = (fullName: string) =>
      callRoute(
        authPageAction,
        post("/auth", {
          intent: "signup",
          invitation: tokenOf(url),
          fullName,
          password: "saffron-tideline-quartz-27",
        }),
        new CookieJar(),
      );

    // The link's page says so before anyone types a password.
    const shown = await callRoute(
      authPageLoader,
      get(`/auth?invitation=${tokenOf(url)}`),
      new CookieJar(),
    );
    expect(shown.data).toMatchObject({
      invitation: null,
      invitationInvalid: true,
    });
    const refused = await signUp("Paused Join");
    expect(refused.status).toBe(400);
    expect(refused.data?.toast).toMatchObject({
      description:
        "Invalid or expired invitation. Please contact your administrator for a new invitation.",
    });
    expect(
      await db()
        .select()
        .from(profiles)
        .where(eq(profiles.email, "paused.join@example.org")),
    ).toHaveLength(0);
    const [row] = await db()
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.id, id));
    expect(row!.usedAt).toBeNull();

    await db()
      .update(clients)
      .set({ status: "active" })
      .where(eq(clients.id, paused!.id));
    expect((await signUp("Paused Join")).data).toMatchObject({ ok: true });
    expect((await profileOf("paused.join@example.org")).clientId).toBe(
      paused!.id,
    );
  });
});
