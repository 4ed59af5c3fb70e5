import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAction, authLoader } from "~/server/auth/auth.handler.server";
import {
  clients,
  profiles,
  projects,
  projectUpdates,
} from "~/server/db/schema.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import { dashboardLayoutLoader } from "~/server/portal/dashboard-layout.handler.server";
import { projectPageLoader } from "~/server/portal/project-page.handler.server";
import { projectsTabLoader } from "~/server/portal/projects-tab.handler.server";
import { PROJECT_OPTIONS_LIMIT } from "~/server/portal/documents.server";
import { documentsTabLoader } from "~/server/portal/documents-tab.handler.server";
import { PROJECTS_PAGE_SIZE } from "~/server/portal/projects.server";
import { englishText } from "~/i18n/message";
import { inactiveClientMessage } from "~/server/portal/tenant-scope.server";
import { unsafePostProjectUpdate } from "~/server/console/unsafe-project-updates.server";
import type { AppServices } from "~/server/services.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";
import { staffScopeForScript } from "~/server/console/staff-scope-for-script.server";

/**
 * The Projects tab and a project's page, on PGlite and PostgreSQL: what a client
 * sees of its own projects, the timeline, pagination, the load error, and who gets nothing.
 */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

async function signIn(email: string) {
  const jar = new CookieJar();
  const answer = await callRoute(
    authAction,
    post("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
    jar,
  );
  expect(answer.status).toBe(302);
  return jar;
}

async function clientIdOf(name: string) {
  const [row] = await services.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.name, name));
  return row!.id;
}

type Card = {
  id: string;
  name: string;
  description: string | null;
  status: string;
  startedLabel: string;
  clientLabel: string;
};

describe("the Projects tab", () => {
  it("lists the client's own projects newest first with the card's fields, and is no-store", async () => {
    const jar = await signIn("tomas.lindqvist@example.org");
    const answer = await callRoute(projectsTabLoader, get("/dashboard"), jar);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const items = answer.data!.items as Card[];
    expect(items.map((item) => item.name)).toEqual([
      "Compliance Risk Analytics Phase 2",
      "E-Invoicing Platform Rollout",
      "Taxpayer Portal Redesign",
    ]);
    expect(items[0]).toMatchObject({
      description: null,
      status: "planning",
      clientLabel: "Meridian Revenue Authority, Ministry of Finance",
    });
    expect(items[1]!.startedLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // Nothing of Northshore's.
    expect(
      items.some((item) => item.name === "Regional Telemedicine Expansion"),
    ).toBe(false);
  });

  it("pages a long list; a page past the end shows the last page", async () => {
    const clientId = await clientIdOf("Northshore Health Network");
    await services.database.db.insert(projects).values(
      Array.from({ length: PROJECTS_PAGE_SIZE + 5 }, (_, i) => ({
        clientId,
        name: `Bulk project ${i}`,
        createdAt: new Date(Date.UTC(2020, 0, 1 + i)),
      })),
    );
    const jar = await signIn("li.wei@example.org");
    const first = await callRoute(projectsTabLoader, get("/dashboard"), jar);
    expect((first.data!.items as Card[]).length).toBe(PROJECTS_PAGE_SIZE);
    expect(first.data!.pageInfo).toMatchObject({
      page: 1,
      pageCount: 2,
      total: PROJECTS_PAGE_SIZE + 7,
    });
    const last = await callRoute(
      projectsTabLoader,
      get("/dashboard?page=99"),
      jar,
    );
    expect(last.data!.pageInfo).toMatchObject({ page: 2 });
    expect((last.data!.items as Card[]).at(-1)!.name).toBe("Bulk project 0");
    const junk = await callRoute(
      projectsTabLoader,
      get("/dashboard?page=-3%27"),
      jar,
    );
    expect(junk.data!.pageInfo).toMatchObject({ page: 1 });
    // The total is the count the database keeps for the client (drizzle/0014, 0015), read with the
    // session: a kept count that disagreed with the rows would show.
    const kept = PROJECTS_PAGE_SIZE + 7;
    await services.database.db
      .update(clients)
      .set({ projectCount: 500 })
      .where(eq(clients.id, clientId));
    try {
      const counted = await callRoute(
        projectsTabLoader,
        get("/dashboard"),
        jar,
      );
      expect(counted.data!.pageInfo).toMatchObject({ total: 500 });
    } finally {
      await services.database.db
        .update(clients)
        .set({ projectCount: kept })
        .where(eq(clients.id, clientId));
    }
  });

  it("shows the spec's message when the projects cannot be read, not an error page", async () => {
    const jar = await signIn("amira.haddad@example.org");
    await services.database.db.execute(
      sql`alter table projects rename to projects_away`,
    );
    try {
      const answer = await callRoute(projectsTabLoader, get("/dashboard"), jar);
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({
        items: [],
        loadError: "Error loading projects. Please try again.",
      });
    } finally {
      await services.database.db.execute(
        sql`alter table projects_away rename to projects`,
      );
    }
  });
});

describe("a project's page", () => {
  it("shows the project with its timeline, newest first, and staff posts land on it", async () => {
    const jar = await signIn("amira.haddad@example.org");
    const [project] = await services.database.db
      .select()
      .from(projects)
      .where(eq(projects.name, "E-Invoicing Platform Rollout"));
    const [staff] = await services.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "staff.admin@example.org"));
    const actor = {
      userId: staff!.userId,
      profileId: staff!.id,
      email: staff!.email,
      ipAddress: null,
    };
    await unsafePostProjectUpdate(
      staffScopeForScript(services.database.db, actor),
      {
        projectId: project!.id,
        kind: "milestone",
        title: "Wave 2 onboarding complete",
        body: "All 90 wave-2 taxpayers report in real time.",
      },
    );
    const answer = await callRoute(
      projectPageLoader,
      get(`/dashboard/projects/${project!.id}`),
      jar,
      undefined,
      { projectId: project!.id },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const view = answer.data!.project as {
      name: string;
      startedDetailLabel: string;
      updates: { title: string; kindLabel: string; author: string }[];
    };
    expect(view.name).toBe("E-Invoicing Platform Rollout");
    expect(view.startedDetailLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(view.updates[0]).toMatchObject({
      title: "Wave 2 onboarding complete",
      kindLabel: "Milestone reached",
    });
    expect(view.updates.map((update) => update.title)).toContain(
      "Provider accreditation: 9 of 12 software providers certified",
    );
    const documents = answer.data!.documents as { name: string }[];
    expect(documents.map((document) => document.name).sort()).toEqual([
      "E-Invoicing Statement of Work.pdf",
      "Pilot Taxpayer Cohort.csv",
    ]);
    expect(answer.data!.documentCount).toBe(2);
  });

  it("answers 404 for another client's project, an unknown id and a malformed one", async () => {
    const jar = await signIn("grace.okafor@example.org");
    const [foreign] = await services.database.db
      .select()
      .from(projects)
      .where(eq(projects.name, "E-Invoicing Platform Rollout"));
    for (const projectId of [
      foreign!.id,
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
      "' or 1=1 --",
    ]) {
      const answer = await callRoute(
        projectPageLoader,
        get(`/dashboard/projects/${encodeURIComponent(projectId)}`),
        jar,
        undefined,
        { projectId },
      );
      expect(answer.status, projectId).toBe(404);
      expect(answer.data).toBeNull();
    }
  });

  it("refuses, at the database, an update whose project belongs to another client", async () => {
    const [project] = await services.database.db
      .select()
      .from(projects)
      .where(eq(projects.name, "E-Invoicing Platform Rollout"));
    const otherClientId = await clientIdOf("Northshore Health Network");
    await expect(
      services.database.db.insert(projectUpdates).values({
        clientId: otherClientId,
        projectId: project!.id,
        title: "Wrong tenant",
        body: "Must not land.",
      }),
    ).rejects.toThrow();
  });
});

describe("who gets no portal", () => {
  it("staff are sent to the console; a signed-out visitor to sign-in", async () => {
    expectRedirect(
      await callRoute(
        projectsTabLoader,
        get("/dashboard"),
        await signIn("staff.admin@example.org"),
      ),
      "/lead_admin",
    );
    expectRedirect(
      await callRoute(projectsTabLoader, get("/dashboard"), new CookieJar()),
      "/auth",
    );
  });

  it("an account without a client gets 'Access Required' for the tab and 404 for a project", async () => {
    const jar = await signIn("pending.user@example.org");
    expectRedirect(
      await callRoute(projectsTabLoader, get("/dashboard"), jar),
      "/auth",
    );
    const [project] = await services.database.db
      .select()
      .from(projects)
      .limit(1);
    expect(
      (
        await callRoute(
          projectPageLoader,
          get(`/dashboard/projects/${project!.id}`),
          jar,
          undefined,
          { projectId: project!.id },
        )
      ).status,
    ).toBe(404);
  });

  it("the people of an inactive client are refused at once, with a message that says why", async () => {
    const jar = await signIn("li.wei@example.org");
    const clientId = await clientIdOf("Northshore Health Network");
    await services.database.db
      .update(clients)
      .set({ status: "inactive" })
      .where(eq(clients.id, clientId));
    try {
      const refused = await callRoute(
        dashboardLayoutLoader,
        get("/dashboard"),
        jar,
      );
      expectRedirect(refused, "/auth");
      // /auth keeps them there (no loop back to /dashboard) and says why.
      const page = await callRoute(authLoader, get("/auth"), jar);
      expect(page.status).toBe(200);
      expect(page.data?.toast).toMatchObject({
        title: "Access Required",
        description: englishText(inactiveClientMessage),
      });
    } finally {
      await services.database.db
        .update(clients)
        .set({ status: "active" })
        .where(eq(clients.id, clientId));
    }
    expect(
      (await callRoute(dashboardLayoutLoader, get("/dashboard"), jar)).status,
    ).toBe(200);
  });
});

describe("the upload picker of a programme with many projects", () => {
  it("offers the 100 most recent open projects by name and says the rest take uploads on their own page", async () => {
    const clientId = await clientIdOf("Northshore Health Network");
    await services.database.db.insert(projects).values(
      Array.from({ length: PROJECT_OPTIONS_LIMIT + 10 }, (_, i) => ({
        clientId,
        name: `Ward rollout ${String(i).padStart(3, "0")}`,
        status: "active",
        // Newer than every seeded project: minutes ago, one second apart.
        createdAt: new Date(Date.now() - (600 - i) * 1000),
      })),
    );
    const answer = await callRoute(
      documentsTabLoader,
      get("/dashboard/documents"),
      await signIn("li.wei@example.org"),
    );
    const options = answer.data!.projectOptions as { name: string }[];
    expect(options).toHaveLength(PROJECT_OPTIONS_LIMIT);
    expect(answer.data!.moreProjects).toBe(true);
    // The newest are offered (the oldest ten are not), listed by name.
    expect(options[0]!.name).toBe("Ward rollout 010");
    expect(options.at(-1)!.name).toBe("Ward rollout 109");
  });
});
