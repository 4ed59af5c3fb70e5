import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueAccessRequestNotice } from "~/server/auth/access-request-email.server";
import { authAction, authLoader } from "~/server/auth/auth.handler.server";
import { createInvitation } from "~/server/auth/invitations.server";
import {
  staffSignInAction,
  staffSignInLoader,
} from "~/server/auth/staff-sign-in.handler.server";
import { signOutAction } from "~/server/account/sign-out.handler.server";
import { consoleLayoutLoader } from "~/server/console/console-layout.handler.server";
import { leadsTabLoader } from "~/server/console/leads-tab.handler.server";
import {
  usersTabAction,
  usersTabLoader,
} from "~/server/console/users-tab.handler.server";
import {
  clientInvitations,
  clients,
  outbox,
  profiles,
  projects,
  supportTickets,
} from "~/server/db/schema.server";
import { dashboardLayoutLoader } from "~/server/portal/dashboard-layout.handler.server";
import { documentDownloadLoader } from "~/server/portal/document-download.handler.server";
import { projectPageLoader } from "~/server/portal/project-page.handler.server";
import { supportTabAction } from "~/server/portal/support-tab.handler.server";
import { teamInviteAction } from "~/server/portal/team-invite.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import type { AppServices } from "~/server/services.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_ADMIN,
  MERIDIAN_USER,
  STAFF,
  signInDemo,
} from "../support/console-people";

/**
 * The editor (marketing staff: the content studio only, docs/decisions/051-content-studio.md),
 * on PGlite and PostgreSQL, through the routes' loaders and actions: signs in where staff do and
 * lands in the studio; the portal is never theirs (staff have no client) and the rest of the
 * console answers 404; the role belongs to no client, in the database and in the Users tab.
 * Every console route is checked for an editor by tests/integration/console-access-matrix.test.ts.
 */
let stop: () => Promise<void>;
let services: AppServices;
const STUDIO = "/lead_admin/insights";

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;

async function profileOf(email: string) {
  const [row] = await db()
    .select()
    .from(profiles)
    .where(eq(profiles.email, email));
  return row!;
}

async function meridian() {
  const [row] = await db()
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.name, "Meridian Revenue Authority"));
  return row!.id;
}

async function editorSignIn(): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await callRoute(
    staffSignInAction,
    post("/admin/auth", { email: EDITOR, password: DEMO_PASSWORD }),
    jar,
    "198.51.100.90",
  );
  expectRedirect(answer, STUDIO);
  return jar;
}

describe("an editor signs in where staff do", () => {
  it("at /admin/auth, landing on the content studio; /admin/auth, /auth and /lead_admin send them on there", async () => {
    const jar = await editorSignIn();
    expect(await profileOf(EDITOR)).toMatchObject({
      role: "editor",
      clientId: null,
    });
    expectRedirect(
      await callRoute(staffSignInLoader, get("/admin/auth"), jar),
      STUDIO,
    );
    // /auth hands staff to the staff sign-in, which sends them on as above.
    expectRedirect(
      await callRoute(authLoader, get("/auth"), jar),
      "/admin/auth",
    );
    expectRedirect(
      await callRoute(usersTabLoader, get("/lead_admin"), jar),
      STUDIO,
    );
    // The console's frame is theirs, with their tabs.
    const frame = await callRoute(consoleLayoutLoader, get(STUDIO), jar);
    expect(frame.status).toBe(200);
    expect(frame.data).toMatchObject({
      role: "editor",
      user: { email: EDITOR, role: "editor", company: null },
    });
  });

  it("signing out sends them back to the staff sign-in", async () => {
    const jar = await editorSignIn();
    expectRedirect(
      await callRoute(signOutAction, post("/sign-out", {}), jar),
      "/admin/auth",
    );
  });
});

describe("an editor is staff, never a client", () => {
  it("the portal sends them to their console home, and its data answers 404", async () => {
    const jar = await editorSignIn();
    expectRedirect(
      await callRoute(dashboardLayoutLoader, get("/dashboard"), jar),
      STUDIO,
    );
    const clientId = await meridian();
    const [project] = await db()
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.clientId, clientId))
      .limit(1);
    const page = await callRoute(
      projectPageLoader,
      get(`/dashboard/projects/${project!.id}`),
      jar,
      undefined,
      { projectId: project!.id },
    );
    expect(page.status).toBe(404);
    expect(page.data).toBeNull();
    const download = await callRoute(
      documentDownloadLoader,
      get("/dashboard/documents/6f1c2a9e-1b2c-4d3e-8f90-0123456789ab/download"),
      jar,
      undefined,
      { documentId: "6f1c2a9e-1b2c-4d3e-8f90-0123456789ab" },
    );
    expect(download.status).toBe(404);
  });

  it("a ticket post is not read as a client's who lost their client: no form, no ticket", async () => {
    const jar = await editorSignIn();
    const title = "Editor ticket probe";
    const answer = await callRoute(
      supportTabAction,
      post("/dashboard/support", {
        title,
        description: "An editor should not be able to open a client ticket.",
        priority: "medium",
      }),
      jar,
    );
    expectRedirect(answer, STUDIO);
    expect(
      await db()
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.title, title)),
    ).toHaveLength(0);
  });

  it("the rest of the console answers 404: the Leads tab, and the Users tab's posts", async () => {
    const jar = await editorSignIn();
    const leads = await callRoute(
      leadsTabLoader,
      get("/lead_admin/leads"),
      jar,
    );
    expect(leads.status).toBe(404);
    expect(leads.data).toBeNull();
    const invite = await callRoute(
      usersTabAction,
      post("/lead_admin?index", {
        intent: "invite-staff",
        email: "by.editor@example.org",
        role: "admin",
        confirmed: "yes",
      }),
      jar,
    );
    expect(invite.status).toBe(404);
    expect(
      await db()
        .select()
        .from(clientInvitations)
        .where(eq(clientInvitations.email, "by.editor@example.org")),
    ).toHaveLength(0);
  });
});

describe("an editor's address is a staff account's", () => {
  it("confirming it never puts them under Awaiting access", async () => {
    const editor = await profileOf(EDITOR);
    expect(
      await queueAccessRequestNotice(db(), editor.userId, {
        notifyTo: ["desk@example.org"],
        publicUrl: services.env.publicUrl,
      }),
    ).toBe(false);
    expect(await profileOf(EDITOR)).toMatchObject({ accessRequestedAt: null });
  });

  it("a client admin who invites it is answered as for any address, and staff are told it is a staff account", async () => {
    const jar = new CookieJar();
    expectRedirect(
      await callRoute(
        authAction,
        post("/auth", {
          intent: "signin",
          email: MERIDIAN_ADMIN,
          password: DEMO_PASSWORD,
        }),
        jar,
      ),
      "/dashboard",
    );
    const answer = await callRoute(
      teamInviteAction,
      post("/dashboard/team/invite", { intent: "invite", email: EDITOR }),
      jar,
    );
    expect(answer.status).toBe(200);
    const [note] = (
      await db()
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'text' like ${`%invited ${EDITOR}%`}`)
    ).map((row) => row.payload as { subject: string; text: string });
    expect(note!.subject).toContain("already has an account");
    expect(note!.text).toContain("already has a staff account");
    expect(await profileOf(EDITOR)).toMatchObject({
      role: "editor",
      clientId: null,
    });
  });
});

describe("the editor role belongs to no client", () => {
  it("the database refuses an editor with a client, and an editor's invitation with one", async () => {
    const clientId = await meridian();
    await expect(
      db()
        .update(profiles)
        .set({ role: "editor" })
        .where(eq(profiles.email, MERIDIAN_USER)),
    ).rejects.toThrow();
    await expect(
      db().update(profiles).set({ clientId }).where(eq(profiles.email, EDITOR)),
    ).rejects.toThrow();
    await expect(
      createInvitation(
        db(),
        {
          clientId,
          email: "client.editor@example.org",
          role: "editor",
          invitedByProfileId: null,
        },
        { publicUrl: services.env.publicUrl, defaultTtlDays: 7 },
      ),
    ).rejects.toMatchObject({ code: "client-not-allowed" });
    expect(await profileOf(MERIDIAN_USER)).toMatchObject({
      role: "client_user",
      clientId,
    });
  });

  it("the Users tab refuses making a client's person an editor of that client, and makes them an editor with No client", async () => {
    const admin = await signInDemo(STAFF);
    const clientId = await meridian();
    const person = await profileOf(MERIDIAN_USER);
    const refused = await callRoute(
      usersTabAction,
      post("/lead_admin?index", {
        intent: "update",
        profileId: person.id,
        role: "editor",
        clientId,
      }),
      admin.jar,
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.fieldErrors).toEqual({
      clientId: "An editor belongs to no client: choose “No client”.",
    });
    expect(await profileOf(MERIDIAN_USER)).toMatchObject({
      role: "client_user",
      clientId,
    });

    expectRedirect(
      await callRoute(
        usersTabAction,
        post("/lead_admin?index", {
          intent: "update",
          profileId: person.id,
          role: "editor",
          clientId: "none",
        }),
        admin.jar,
      ),
      "/lead_admin",
    );
    expect(await profileOf(MERIDIAN_USER)).toMatchObject({
      role: "editor",
      clientId: null,
    });
    // Now staff: the staff sign-in takes them to the studio.
    const jar = new CookieJar();
    expectRedirect(
      await callRoute(
        staffSignInAction,
        post("/admin/auth", { email: MERIDIAN_USER, password: DEMO_PASSWORD }),
        jar,
        "198.51.100.91",
      ),
      STUDIO,
    );
  });
});
