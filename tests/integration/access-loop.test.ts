import { englishText } from "~/i18n/message";
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessMessages } from "~/domain/auth/access-messages";
import { authMessages } from "~/domain/auth/auth-forms";
import { queueAccessRequestNotice } from "~/server/auth/access-request-email.server";
import { authAction, authLoader } from "~/server/auth/auth.handler.server";
import { verifyEmailLoader } from "~/server/auth/verify-email.handler.server";
import { dashboardLayoutLoader } from "~/server/portal/dashboard-layout.handler.server";
import { MIGRATIONS_FOLDER } from "~/server/db/client.server";
import {
  auditLog,
  clientInvitations,
  clients,
  outbox,
  profiles,
} from "~/server/db/schema.server";
import { insertPasswordAccount } from "~/server/sample-data/password-account.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  MAIL_JOB_KINDS,
  type OutboxMessage,
} from "~/server/mail/mail-job.server";
import type { AppServices } from "~/server/services.server";
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
import {
  MERIDIAN_USER,
  NO_CLIENT,
  STAFF,
  signInDemo,
} from "../support/console-people";

/**
 * The access loop (docs/access-audit.md § 6, 7, 13 and the profiles CHECK of 5), on PGlite and
 * PostgreSQL, through the routes' loaders and actions (every post is a plain form post, as
 * without JavaScript): a confirmed self sign-up reaches staff, staff attach it in one
 * confirmed, audited action that e-mails the person; admins invite admins from the console.
 */
let stop: () => Promise<void>;
let services: AppServices;
const DESK = "portal.desk@example.org";
const PASSWORD = "juniper-lantern-quarry-61";

beforeAll(async () => {
  const started = await startTestServices({
    PORTAL_NOTIFY_TO: DESK,
    LEADS_NOTIFY_TO: "leads.desk@example.org",
  });
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;

/** An account without a client that never asked for access (like someone removed from a team). */
const NEVER_ASKED = "never.asked@example.net";
let neverAskedMade: Promise<unknown> | null = null;
const neverAsked = async () => {
  neverAskedMade ??= insertPasswordAccount(db(), {
    name: "Never Asked",
    email: NEVER_ASKED,
    passwordHash: "not-a-real-hash",
    role: "client_user",
    clientId: null,
  });
  await neverAskedMade;
  return NEVER_ASKED;
};

async function mailsTo(address: string): Promise<OutboxMessage[]> {
  const rows = await db()
    .select()
    .from(outbox)
    .where(inArray(outbox.kind, [...MAIL_JOB_KINDS]));
  return rows
    .map((row) => row.payload as OutboxMessage)
    .filter((mail) => mail.to.includes(address));
}

async function profileOf(email: string) {
  const [row] = await db()
    .select()
    .from(profiles)
    .where(eq(profiles.email, email));
  return row!;
}

async function clientIdOf(name: string) {
  const [row] = await db()
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.name, name));
  return row!.id;
}

async function selfSignUp(
  fullName: string,
  email: string,
  acceptLanguage = "en-CA,en;q=0.9",
) {
  const request = post("/auth", {
    intent: "signup",
    fullName,
    email,
    password: PASSWORD,
  });
  request.headers.set("Accept-Language", acceptLanguage);
  const answer = await callRoute(authAction, request, new CookieJar());
  expect(answer.data?.toast).toMatchObject({ title: "Account created!" });
}

/** Opens the confirmation link of the address's verification e-mail. */
async function confirmAddress(email: string) {
  const mail = (await mailsTo(email)).find((message) =>
    /verify-email\?token=/.test(message.text),
  );
  const link = mail!.text.match(/https?:\/\/\S+verify-email\?token=\S+/)![0];
  const url = new URL(link);
  expectRedirect(
    await callRoute(
      verifyEmailLoader,
      get(`${url.pathname}${url.search}`),
      new CookieJar(),
    ),
    `/auth?email=${encodeURIComponent(email)}`,
  );
}

async function signIn(email: string, password: string) {
  const jar = new CookieJar();
  const answer = await callRoute(
    authAction,
    post("/auth", { intent: "signin", email, password }),
    jar,
    "198.51.100.77",
  );
  return { jar, answer };
}

const staffNotices = async () =>
  (await mailsTo(DESK)).filter(
    (mail) => mail.subject === "A portal sign-up is awaiting access",
  );
const usersTab = (jar: CookieJar) =>
  callRoute(usersTabLoader, get("/lead_admin"), jar);
const act = (jar: CookieJar, fields: Record<string, string>) =>
  callRoute(usersTabAction, post("/lead_admin?index", fields), jar);

type Awaiting = {
  total: number;
  people: { profileId: string; email: string }[];
};

describe("a self sign-up is no longer a dead end (point 6)", () => {
  const email = "noor.basri@example.net";

  it("staff are told once the address is confirmed, not before", async () => {
    await selfSignUp("Noor Basri", email);
    expect(
      (await staffNotices()).filter((mail) => mail.text.includes(email)),
    ).toHaveLength(0);
    await confirmAddress(email);
    const notices = (await staffNotices()).filter((mail) =>
      mail.text.includes(email),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toEqual([DESK]);
    expect(notices[0]!.text).toContain(
      `${services.env.publicUrl}/lead_admin#awaiting-access`,
    );
  });

  it("an unconfirmed sign-up pages no one and is not listed as awaiting access", async () => {
    await selfSignUp("Ivo Unconfirmed", "ivo.unconfirmed@example.net");
    expect(
      (await staffNotices()).some((mail) =>
        mail.text.includes("ivo.unconfirmed@example.net"),
      ),
    ).toBe(false);
    const staff = await signInDemo(STAFF);
    const awaiting = (await usersTab(staff.jar)).data?.awaiting as Awaiting;
    expect(awaiting.people.map((person) => person.email)).not.toContain(
      "ivo.unconfirmed@example.net",
    );
  });

  it("their Access Required page says the request is with staff, under the spec's words", async () => {
    const { jar, answer } = await signIn(email, PASSWORD);
    expectRedirect(answer, "/auth");
    const page = await callRoute(authLoader, get("/auth"), jar);
    expect(page.data?.toast).toMatchObject({
      title: englishText(authMessages.accessRequiredTitle),
      description: englishText(authMessages.accessRequired),
    });
    expect(page.data?.accessRequiredReason).toBe("awaiting");
  });

  it("the Users tab shows them under Awaiting access, with the count, beside the seeded request; clients' people, staff and accounts that asked nothing are not there", async () => {
    const notAsked = await neverAsked();
    const staff = await signInDemo(STAFF);
    const awaiting = (await usersTab(staff.jar)).data?.awaiting as Awaiting;
    const emails = awaiting.people.map((person) => person.email);
    expect(emails).toContain(email);
    // The seeded account without a client asked, as the README's "Trying it" says.
    expect(emails).toContain(NO_CLIENT);
    expect(emails).not.toContain(notAsked);
    expect(emails).not.toContain(MERIDIAN_USER);
    expect(emails).not.toContain(STAFF);
    expect(awaiting.total).toBe(awaiting.people.length);
  });

  it("attaching them is one confirmed, audited action that e-mails them; then they reach the dashboard", async () => {
    const staff = await signInDemo(STAFF);
    const person = await profileOf(email);
    const meridian = await clientIdOf("Meridian Revenue Authority");
    const fields = {
      intent: "grant-access",
      profileId: person.id,
      clientId: meridian,
      role: "client_admin",
      back: "",
    };

    // First post: the question, and nothing changes.
    const asked = await act(staff.jar, fields);
    expect(asked.status).toBe(200);
    expect(asked.data?.accessConfirm).toMatchObject({
      intent: "grant-access",
      email,
      clientName: "Meridian Revenue Authority",
      role: "client_admin",
    });
    expect(await profileOf(email)).toMatchObject({
      clientId: null,
      role: "client_user",
    });

    // Confirmed: attached, audited, e-mailed.
    expectRedirect(
      await act(staff.jar, { ...fields, confirmed: "yes" }),
      "/lead_admin",
    );
    expect(await profileOf(email)).toMatchObject({
      clientId: meridian,
      role: "client_admin",
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, person.id),
          eq(auditLog.action, "user.access_grant"),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: STAFF,
      after: { role: "client_admin", clientId: meridian },
    });
    const granted = (await mailsTo(email)).filter(
      (mail) =>
        /access/i.test(mail.subject) &&
        mail.text.includes("Meridian Revenue Authority"),
    );
    expect(granted).toHaveLength(1);
    expect(granted[0]!.text).toContain(`${services.env.publicUrl}/auth`);

    // A second confirmed post (a double submit, another admin) changes and sends nothing more.
    const again = await act(staff.jar, { ...fields, confirmed: "yes" });
    expect(again.status).toBe(400);
    expect(
      (await mailsTo(email)).filter(
        (mail) => mail.subject === granted[0]!.subject,
      ),
    ).toHaveLength(1);
    expect(
      ((await usersTab(staff.jar)).data?.awaiting as Awaiting).people.map(
        (p) => p.email,
      ),
    ).not.toContain(email);

    const { answer } = await signIn(email, PASSWORD);
    expectRedirect(answer, "/dashboard");
  });

  it("a French sign-up is told of its access in French, and a later choice of English wins", async () => {
    const french = "ines.garnier@example.net";
    await selfSignUp("Ines Garnier", french, "fr-CA,fr;q=0.9");
    expect(await profileOf(french)).toMatchObject({
      preferredLocale: null,
      signUpLocale: "fr",
    });
    // The verification e-mail is in the sign-up page's language too.
    const [verification] = await mailsTo(french);
    expect(verification!.text).toMatch(/verify-email\?token=/);
    expect(verification!.subject).toMatch(
      /^Confirmez votre adresse courriel pour le portail client de /,
    );
    await confirmAddress(french);
    const staff = await signInDemo(STAFF);
    const grant = async (email: string) => {
      const person = await profileOf(email);
      expectRedirect(
        await act(staff.jar, {
          intent: "grant-access",
          profileId: person.id,
          clientId: await clientIdOf("Meridian Revenue Authority"),
          role: "client_user",
          back: "",
          confirmed: "yes",
        }),
        "/lead_admin",
      );
      return (await mailsTo(email)).filter((mail) =>
        mail.text.includes("Meridian Revenue Authority"),
      );
    };
    const [granted] = await grant(french);
    expect(granted!.subject).toMatch(/^Votre accès au portail client de /);
    expect(granted!.text).toContain("Notre personnel a rattaché votre compte");

    // A choice made on the account page outranks the sign-up page's language.
    const english = "ines.garnier.en@example.net";
    await selfSignUp("Ines Garnier", english, "fr-CA,fr;q=0.9");
    await confirmAddress(english);
    await db()
      .update(profiles)
      .set({ preferredLocale: "en" })
      .where(eq(profiles.email, english));
    const [inEnglish] = await grant(english);
    expect(inEnglish!.subject).toMatch(/^Your access to the /);
  });

  it("refuses an inactive client, an admin role, and anyone who is not staff", async () => {
    await selfSignUp("Ada Second", "ada.second@example.net");
    await confirmAddress("ada.second@example.net");
    const staff = await signInDemo(STAFF);
    const pending = await profileOf("ada.second@example.net");
    const northshore = await clientIdOf("Northshore Health Network");
    await db()
      .update(clients)
      .set({ status: "inactive" })
      .where(eq(clients.id, northshore));
    try {
      const inactive = await act(staff.jar, {
        intent: "grant-access",
        profileId: pending.id,
        clientId: northshore,
        role: "client_user",
        confirmed: "yes",
      });
      expect(inactive.status).toBe(400);
      expect(inactive.data?.fieldErrors).toHaveProperty("clientId");
    } finally {
      await db()
        .update(clients)
        .set({ status: "active" })
        .where(eq(clients.id, northshore));
    }
    const asAdmin = await act(staff.jar, {
      intent: "grant-access",
      profileId: pending.id,
      clientId: northshore,
      role: "admin",
      confirmed: "yes",
    });
    expect(asAdmin.status).toBe(400);
    const client = await signInDemo(MERIDIAN_USER);
    const byClient = await act(client.jar, {
      intent: "grant-access",
      profileId: pending.id,
      clientId: northshore,
      role: "client_user",
      confirmed: "yes",
    });
    // The console's guard: anyone signed in who is not staff gets the 404 of a page that does not exist.
    expect(byClient.status).toBe(404);
    expect(await profileOf("ada.second@example.net")).toMatchObject({
      clientId: null,
      role: "client_user",
    });
    // Someone who never asked cannot be granted through this action.
    const notAsked = await act(staff.jar, {
      intent: "grant-access",
      profileId: (await profileOf(await neverAsked())).id,
      clientId: northshore,
      role: "client_user",
    });
    expect(notAsked.status).toBe(400);
  });

  it("confirming twice (two tabs, a double click) tells staff once", async () => {
    const email = "twice.confirmed@example.net";
    await selfSignUp("Twice Confirmed", email);
    const [userRow] = await db()
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.email, email));
    await confirmAddress(email);
    await queueAccessRequestNotice(db(), userRow!.id, {
      notifyTo: [DESK],
      publicUrl: services.env.publicUrl,
    });
    expect(
      (await staffNotices()).filter((mail) => mail.text.includes(email)),
    ).toHaveLength(1);
  });
});

describe("staff accounts from the console (point 7)", () => {
  const colleague = "mara.quist@example.org";

  it("an admin invites an admin: confirmed, audited, an e-mail that speaks to staff", async () => {
    const staff = await signInDemo(STAFF);
    const asked = await act(staff.jar, {
      intent: "invite-staff",
      email: colleague,
      role: "admin",
      back: "",
    });
    expect(asked.status).toBe(200);
    expect(asked.data?.accessConfirm).toEqual({
      intent: "invite-staff",
      email: colleague,
      role: "admin",
    });
    expect(
      await db()
        .select()
        .from(clientInvitations)
        .where(eq(clientInvitations.email, colleague)),
    ).toHaveLength(0);

    expectRedirect(
      await act(staff.jar, {
        intent: "invite-staff",
        email: colleague,
        role: "admin",
        confirmed: "yes",
        back: "",
      }),
      "/lead_admin",
    );
    const [invitation] = await db()
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.email, colleague));
    expect(invitation).toMatchObject({
      role: "admin",
      clientId: null,
      invitedBy: (await profileOf(STAFF)).id,
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, invitation!.id),
          eq(auditLog.action, "invitation.create"),
        ),
      );
    expect(audit[0]).toMatchObject({
      actorEmail: STAFF,
      after: { email: colleague, role: "admin" },
    });

    const [mail] = await mailsTo(colleague);
    expect(mail!.subject).toMatch(/staff account/);
    expect(mail!.text).toMatch(/staff console as an admin/);
    expect(mail!.text).not.toMatch(/organisation|organization|client portal/i);
  });

  it("the invitation page speaks to staff, and the account made from it is an admin without a client", async () => {
    const [mail] = await mailsTo(colleague);
    const token = new URL(
      mail!.text.match(/https?:\/\/\S+invitation=\S+/)![0],
    ).searchParams.get("invitation")!;
    const page = await callRoute(
      authLoader,
      get(`/auth?invitation=${encodeURIComponent(token)}`),
      new CookieJar(),
    );
    expect(page.data?.invitation).toMatchObject({
      role: "admin",
      email: colleague,
    });
    const created = await callRoute(
      authAction,
      post("/auth", {
        intent: "signup",
        invitation: token,
        fullName: "Mara Quist",
        password: PASSWORD,
      }),
      new CookieJar(),
    );
    expect(created.data?.toast).toMatchObject({
      title: "Account created!",
      description: "Your staff account has been created. You can now sign in.",
    });
    expect(await profileOf(colleague)).toMatchObject({
      role: "admin",
      clientId: null,
    });
  });

  it("an admin invites an editor: the role is asked, confirmed, stored, audited, told in the e-mail and given to the account", async () => {
    const editor = "ines.ferreira@example.org";
    const staff = await signInDemo(STAFF);
    const unchosen = await act(staff.jar, {
      intent: "invite-staff",
      email: editor,
      back: "",
    });
    expect(unchosen.status).toBe(400);
    expect(unchosen.data?.fieldErrors).toEqual({ role: "Choose a role." });
    expect(
      (
        await act(staff.jar, {
          intent: "invite-staff",
          email: editor,
          role: "client_admin",
          confirmed: "yes",
        })
      ).data?.fieldErrors,
    ).toEqual({ role: "Choose a role." });

    const asked = await act(staff.jar, {
      intent: "invite-staff",
      email: editor,
      role: "editor",
      back: "",
    });
    expect(asked.status).toBe(200);
    expect(asked.data?.accessConfirm).toEqual({
      intent: "invite-staff",
      email: editor,
      role: "editor",
    });
    expectRedirect(
      await act(staff.jar, {
        intent: "invite-staff",
        email: editor,
        role: "editor",
        confirmed: "yes",
        back: "",
      }),
      "/lead_admin",
    );
    const [invitation] = await db()
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.email, editor));
    expect(invitation).toMatchObject({ role: "editor", clientId: null });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, invitation!.id),
          eq(auditLog.action, "invitation.create"),
        ),
      );
    expect(audit).toMatchObject({
      summary: `Invited ${editor} as Editor (staff)`,
      after: { email: editor, role: "editor" },
    });

    const [mail] = await mailsTo(editor);
    expect(mail!.subject).toMatch(/staff account/);
    expect(mail!.text).toMatch(
      /staff console as an editor: the content studio/,
    );
    expect(mail!.text).not.toMatch(/as an admin/);
    const token = new URL(
      mail!.text.match(/https?:\/\/\S+invitation=\S+/)![0],
    ).searchParams.get("invitation")!;
    const page = await callRoute(
      authLoader,
      get(`/auth?invitation=${encodeURIComponent(token)}`),
      new CookieJar(),
    );
    expect(page.data?.invitation).toMatchObject({ role: "editor" });
    const created = await callRoute(
      authAction,
      post("/auth", {
        intent: "signup",
        invitation: token,
        fullName: "Inês Ferreira",
        password: PASSWORD,
      }),
      new CookieJar(),
    );
    expect(created.data?.toast).toMatchObject({
      description: "Your staff account has been created. You can now sign in.",
    });
    expect(await profileOf(editor)).toMatchObject({
      role: "editor",
      clientId: null,
      accessRequestedAt: null,
    });
  });

  it("an address with an account, a bad address, and a non-admin are refused", async () => {
    const staff = await signInDemo(STAFF);
    const exists = await act(staff.jar, {
      intent: "invite-staff",
      email: MERIDIAN_USER,
      role: "admin",
      confirmed: "yes",
    });
    expect(exists.status).toBe(400);
    expect(exists.data?.fieldErrors).toHaveProperty("email");
    expect(
      (
        await act(staff.jar, {
          intent: "invite-staff",
          email: "not-an-address",
          role: "admin",
        })
      ).status,
    ).toBe(400);
    const client = await signInDemo(MERIDIAN_USER);
    const byClient = await act(client.jar, {
      intent: "invite-staff",
      email: "sneaky@example.net",
      role: "admin",
      confirmed: "yes",
    });
    expect(byClient.status).toBe(404);
    expect(
      await db()
        .select()
        .from(clientInvitations)
        .where(eq(clientInvitations.email, "sneaky@example.net")),
    ).toHaveLength(0);
  });
});

describe("an inactive client's people see one message (point 13)", () => {
  it("the toast and the Access Required panel both say the access is paused", async () => {
    const { jar } = await signIn("li.wei@example.org", DEMO_PASSWORD);
    const northshore = await clientIdOf("Northshore Health Network");
    await db()
      .update(clients)
      .set({ status: "inactive" })
      .where(eq(clients.id, northshore));
    try {
      const { jar: fresh, answer } = await signIn(
        "li.wei@example.org",
        DEMO_PASSWORD,
      );
      expect(answer.status).toBe(302);
      for (const who of [jar, fresh]) {
        expectRedirect(
          await callRoute(dashboardLayoutLoader, get("/dashboard"), who),
          "/auth",
        );
        const page = await callRoute(authLoader, get("/auth"), who);
        expect(page.status).toBe(200);
        // The toast and the panel's reason agree: the panel shows accessMessages.clientInactive for it.
        expect(page.data?.toast).toMatchObject({
          title: englishText(authMessages.accessRequiredTitle),
          description: englishText(accessMessages.clientInactive),
        });
        expect(page.data?.accessRequiredReason).toBe("client-inactive");
      }
    } finally {
      await db()
        .update(clients)
        .set({ status: "active" })
        .where(eq(clients.id, northshore));
    }
  });
});

describe("the database refuses an admin profile with a client (point 5)", () => {
  it("a write that would make one fails at the database", async () => {
    const meridian = await clientIdOf("Meridian Revenue Authority");
    await expect(
      db()
        .update(profiles)
        .set({ clientId: meridian })
        .where(eq(profiles.email, STAFF)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(profiles)
        .set({ role: "admin" })
        .where(eq(profiles.email, MERIDIAN_USER)),
    ).rejects.toThrow();
    expect(await profileOf(STAFF)).toMatchObject({ clientId: null });
  });

  it("migration 0012 clears the client of an admin that has one, then adds the check", async () => {
    const meridian = await clientIdOf("Meridian Revenue Authority");
    const statements = migration0012().filter((statement) =>
      /profiles_admin_client_check|"role" = 'admin'/.test(statement),
    );
    await db().execute(
      sql`alter table profiles drop constraint profiles_admin_client_check`,
    );
    try {
      await db()
        .update(profiles)
        .set({ clientId: meridian })
        .where(eq(profiles.email, STAFF));
    } finally {
      for (const statement of statements)
        await db().execute(sql.raw(statement));
    }
    expect(await profileOf(STAFF)).toMatchObject({
      role: "admin",
      clientId: null,
    });
    await expect(
      db()
        .update(profiles)
        .set({ clientId: meridian })
        .where(eq(profiles.email, STAFF)),
    ).rejects.toThrow();
  });

  it("migration 0012 marks today's confirmed sign-ups without a client as awaiting, but not people removed from a team", async () => {
    const [backfill] = migration0012().filter((statement) =>
      /SET "access_requested_at"/.test(statement),
    );
    await selfSignUp("Old Waiting", "old.waiting@example.net");
    await confirmAddress("old.waiting@example.net");
    const removed = await profileOf(NO_CLIENT);
    await db().insert(auditLog).values({
      actorUserId: null,
      action: "portal.revoke_access",
      entityType: "profile",
      entityId: removed.id,
      summary: "Removed",
    });
    await db()
      .update(profiles)
      .set({ accessRequestedAt: null })
      .where(inArray(profiles.email, ["old.waiting@example.net", NO_CLIENT]));
    await db().execute(sql.raw(backfill!));
    expect(
      (await profileOf("old.waiting@example.net")).accessRequestedAt,
    ).not.toBeNull();
    expect((await profileOf(NO_CLIENT)).accessRequestedAt).toBeNull();
    expect((await profileOf(STAFF)).accessRequestedAt).toBeNull();
    expect((await profileOf(MERIDIAN_USER)).accessRequestedAt).toBeNull();
  });
});

function migration0012(): string[] {
  return fs
    .readFileSync(
      path.join(MIGRATIONS_FOLDER, "0012_profile_access.sql"),
      "utf8",
    )
    .split("--> statement-breakpoint");
}
