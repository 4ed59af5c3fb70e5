import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAction, authLoader } from "~/server/auth/auth.handler.server";
import { getSignedIn } from "~/server/auth/current-user.server";
import { createInvitation } from "~/server/auth/invitations.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  auditLog,
  clientInvitations,
  clients,
  outbox,
  profiles,
  session,
} from "~/server/db/schema.server";
import { dashboardLayoutLoader } from "~/server/portal/dashboard-layout.handler.server";
import { teamInviteAction } from "~/server/portal/team-invite.handler.server";
import {
  teamTabAction,
  teamTabLoader,
} from "~/server/portal/team-tab.handler.server";
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
 * The Team tab through its loader and action, on PGlite and PostgreSQL: a client
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
    authAction,
    post("/auth", { intent: "signin", email, password }),
    jar,
  );
  expectRedirect(answer, "/dashboard");
  return jar;
}

const team = (jar: CookieJar, search = "") =>
  callRoute(teamTabLoader, get(`/dashboard/team${search}`), jar);
const act = (jar: CookieJar, fields: Record<string, string>) =>
  fields.intent === "invite"
    ? // Invitations post to their own path, where the edge counts them (docs/access-audit.md).
      callRoute(teamInviteAction, post("/dashboard/team/invite", fields), jar)
    : callRoute(teamTabAction, post("/dashboard/team", fields), jar);
type InvitationRow = {
  id: string;
  email: string;
  state: string;
  stateLabel: string;
  when: string;
  roleLabel: string;
  invitedBy: string;
};
const invitationsOf = async (jar: CookieJar) =>
  ((await team(jar)).data?.team as { invitations: InvitationRow[] })
    .invitations;

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
    authAction,
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

  it("lists pending invitations first, then expired ones as such; used ones are people, not invitations", async () => {
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
    const invitations = await invitationsOf(
      await signIn("amira.haddad@example.org"),
    );
    expect(invitations.map((row) => row.email)).not.toContain(
      "was.used@example.org",
    );
    const expired = invitations.find(
      (row) => row.email === "has.lapsed@example.org",
    );
    expect(expired).toMatchObject({
      state: "expired",
      stateLabel: "Expired",
      when: expect.stringMatching(/^Expired [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    });
    // Pending ones come first.
    const states = invitations.map((row) => row.state);
    expect(states.indexOf("expired")).toBeGreaterThan(
      states.lastIndexOf("pending"),
    );
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
    // docs/access-audit.md: only what staff recorded (the organisation) speaks in our e-mail, never the admin's own words.
    const mail = mails[0]!.payload as { subject: string; text: string };
    expect(mail.text).toContain("Meridian Revenue Authority");
    expect(JSON.stringify(mail)).not.toContain("Amira Haddad");

    const page = await team(amira);
    expect(
      (page.data?.team as { invitations: unknown[] }).invitations,
    ).toContainEqual(
      expect.objectContaining({
        email: "farida.nasser@example.org",
        roleLabel: "Client user",
        state: "pending",
        stateLabel: "Pending",
        invitedBy: "Amira Haddad",
      }),
    );
  });

  it("sends nothing from the Team tab's own path: an invitation is only taken where the edge counts it", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const answer = await callRoute(
      teamTabAction,
      post("/dashboard/team", {
        intent: "invite",
        email: "uncounted.path@example.org",
      }),
      amira,
    );
    expect(answer.status).toBe(400);
    expect(await pendingFor("uncounted.path@example.org")).toHaveLength(0);
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
      authLoader,
      get(`/auth?invitation=${tokenOf(first.url)}`),
      new CookieJar(),
    );
    expect(oldLink.data).toMatchObject({ invitationInvalid: true });
  });

  it("refuses a malformed or empty address with specific messages and no writes", async () => {
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
    expect((await db().select().from(clientInvitations)).length).toBe(before);
  });

  it("an invitation names no one the client chose: a link in the admin's name never reaches the e-mail", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const self = await profileOf("amira.haddad@example.org");
    await db()
      .update(profiles)
      .set({ fullName: "Prize desk: claim at https://evil.example/win" })
      .where(eq(profiles.id, self.id));
    try {
      const answer = await act(amira, {
        intent: "invite",
        email: "prize.target@example.org",
      });
      expect(answer.data).toMatchObject({ ok: true });
      const [mail] = await db()
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->'to' ? ${"prize.target@example.org"}`);
      const text = JSON.stringify(mail!.payload);
      expect(text).not.toContain("evil.example");
      expect(text).not.toContain("Prize desk");
      expect(text).toContain("Meridian Revenue Authority");
    } finally {
      await db()
        .update(profiles)
        .set({ fullName: self.fullName })
        .where(eq(profiles.id, self.id));
    }
  });

  it("answers an address that already has an account exactly like a new one, e-mails it nothing and tells staff", async () => {
    const amira = await signIn("amira.haddad@example.org");
    const mailsTo = async (address: string) =>
      (
        await db()
          .select()
          .from(outbox)
          .where(sql`${outbox.payload}->'to' ? ${address}`)
      ).map((row) => row.payload as { subject: string; text: string });
    const staffMailsBefore = (await mailsTo(services.env.portalNotifyTo[0]!))
      .length;

    // li.wei has an account at Northshore; the other address has none.
    const known = await act(amira, {
      intent: "invite",
      email: "Li.Wei@example.org",
    });
    const unknown = await act(amira, {
      intent: "invite",
      email: "nobody.yet@example.org",
    });
    const shape = (answer: typeof known, email: string) =>
      JSON.stringify(answer.data).replaceAll(email, "<address>");
    expect(known.status).toBe(unknown.status);
    expect(known.status).toBe(200);
    expect(shape(known, "li.wei@example.org")).toBe(
      shape(unknown, "nobody.yet@example.org"),
    );

    // The list shows both the same way.
    const invitations = await invitationsOf(amira);
    const rowOf = (email: string) => {
      const { id: _id, ...rest } = invitations.find(
        (row) => row.email === email,
      )!;
      return { ...rest, email: "<address>" };
    };
    expect(rowOf("li.wei@example.org")).toEqual(
      rowOf("nobody.yet@example.org"),
    );

    // The account holder gets no invitation; staff hear of it, with where the account is.
    expect(await mailsTo("li.wei@example.org")).toHaveLength(0);
    expect(await mailsTo("nobody.yet@example.org")).toHaveLength(1);
    const staffMails = (await mailsTo(services.env.portalNotifyTo[0]!)).slice(
      staffMailsBefore,
    );
    expect(staffMails).toHaveLength(1);
    expect(staffMails[0]!.subject).toContain("already has an account");
    expect(staffMails[0]!.text).toContain("li.wei@example.org");
    expect(staffMails[0]!.text).toContain("Northshore");
    expect(staffMails[0]!.text).toContain(`/lead_admin/clients/${meridianId}`);

    // Cancelling it answers like any other invitation, too.
    const cancel = (email: string) =>
      act(amira, {
        intent: "cancel-invitation",
        invitationId: invitations.find((row) => row.email === email)!.id,
      });
    const cancelledKnown = await cancel("li.wei@example.org");
    const cancelledUnknown = await cancel("nobody.yet@example.org");
    expect(shape(cancelledKnown, "li.wei@example.org")).toBe(
      shape(cancelledUnknown, "nobody.yet@example.org"),
    );
    // Nothing changed for the account itself.
    expect((await profileOf("li.wei@example.org")).clientId).toBe(northshoreId);
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
    expect((await team(tomas, `?cancel=${invitation!.id}`)).status).toBe(404);
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
      (await callRoute(dashboardLayoutLoader, get("/dashboard"), colleague.jar))
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
        await callRoute(dashboardLayoutLoader, get("/dashboard"), jar),
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
      authAction,
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
      await callRoute(dashboardLayoutLoader, get("/dashboard"), again),
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
      (await callRoute(dashboardLayoutLoader, get("/dashboard"), graceJar))
        .status,
    ).toBe(200);
  });

  it("a client admin cannot revoke another client admin (staff can); once staff have, that admin's next post is signed out", async () => {
    const colleague = await newColleague(
      "ines.moreau@example.org",
      "Ines Moreau",
    );
    await db()
      .update(profiles)
      .set({ role: "client_admin" })
      .where(eq(profiles.id, colleague.profile.id));
    const amira = await signIn("amira.haddad@example.org");
    const people = (
      (await team(amira)).data?.team as {
        people: { email: string; revocable: boolean }[];
      }
    ).people;
    expect(
      people.find((person) => person.email === "ines.moreau@example.org"),
    ).toMatchObject({ revocable: false });
    expect(
      people.find((person) => person.email === "tomas.lindqvist@example.org"),
    ).toMatchObject({ revocable: true });
    expect((await team(amira, `?revoke=${colleague.profile.id}`)).status).toBe(
      404,
    );
    const refused = await act(amira, {
      intent: "revoke-access",
      profileId: colleague.profile.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      toast: {
        title: "Only our team can revoke an administrator",
        description: expect.stringContaining("Ines Moreau"),
      },
    });
    expect((await profileOf("ines.moreau@example.org")).clientId).toBe(
      meridianId,
    );
    expect(
      (await callRoute(dashboardLayoutLoader, get("/dashboard"), colleague.jar))
        .status,
    ).toBe(200);

    // Staff end the access (the console detaches the profile and ends its sessions).
    await db()
      .update(profiles)
      .set({ clientId: null })
      .where(eq(profiles.id, colleague.profile.id));
    await db()
      .delete(session)
      .where(eq(session.userId, colleague.profile.userId));
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
  it("revokes a pending invitation of the admin's client after a confirm step: its link no longer works, the row shows as revoked", async () => {
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
          authLoader,
          get(`/auth?invitation=${tokenOf(link)}`),
          new CookieJar(),
        )
      ).data,
    ).toMatchObject({ invitationInvalid: false });

    // The confirm step (without JavaScript) names the invitation before anything happens.
    const confirm = await team(amira, `?cancel=${row!.id}`);
    expect(confirm.data?.confirmCancel).toEqual({
      id: row!.id,
      email: "changed.mind@example.org",
    });
    expect((await pendingFor("changed.mind@example.org"))[0]!.revokedAt).toBe(
      null,
    );

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
          authLoader,
          get(`/auth?invitation=${tokenOf(link)}`),
          new CookieJar(),
        )
      ).data,
    ).toMatchObject({ invitationInvalid: true });
    const signUp = await callRoute(
      authAction,
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
    // It stays listed, as revoked, with no cancel (again: 404, and no confirm step either).
    expect(
      (await invitationsOf(amira)).find((item) => item.id === row!.id),
    ).toMatchObject({
      state: "revoked",
      stateLabel: "Revoked",
      when: expect.stringMatching(/^Revoked [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    });
    expect(
      (await act(amira, { intent: "cancel-invitation", invitationId: row!.id }))
        .status,
    ).toBe(404);
    expect((await team(amira, `?cancel=${row!.id}`)).status).toBe(404);
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
      expect(
        (await team(amira, `?cancel=${invitationId}`)).status,
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
        authAction,
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
      authLoader,
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
