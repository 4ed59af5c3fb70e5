import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAction } from "~/server/auth/auth.handler.server";
import {
  clientWorkspaceAction,
  clientWorkspaceLoader,
} from "~/server/console/client-workspace.handler.server";
import { WORKSPACE_PAGE_SIZE } from "~/server/console/unsafe-workspace.server";
import {
  clients,
  documents,
  projects,
  projectUpdates,
} from "~/server/db/schema.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import type { AppServices } from "~/server/services.server";
import { CookieJar, callRoute, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import { addDocuments, addProjects } from "../support/client-history";
import { testDbKind } from "../support/test-database";

/**
 * A client's workspace in the console a page at a time (docs/decisions/043-html-weight.md: a client with years of
 * history keeps a small page, and every project and document is on some page), on PGlite and
 * PostgreSQL: each list its own `?projectsPage` / `?documentsPage`, newest first with ties in
 * id order, the totals, out-of-range and malformed page numbers, the latest updates of the
 * page's projects, Edit within the page shown, forms that come back to the same pages, and
 * never another client's rows.
 */
let stop: () => Promise<void>;
let services: AppServices;
let staff: CookieJar;
let larkspur: string;
let meridian: string;

const db = () => services.database.db;
const PROJECTS = 2 * WORKSPACE_PAGE_SIZE + 3;
const DOCUMENTS = 2 * WORKSPACE_PAGE_SIZE + 7;

type Workspace = {
  projects: {
    id: string;
    name: string;
    updates: { title: string }[];
  }[];
  projectPages: {
    page: number;
    pageCount: number;
    total: number;
    pageSize: number;
  };
  documents: { id: string; name: string }[];
  documentPages: Workspace["projectPages"];
  editingProjectId: string | null;
};

async function workspace(search = "", clientId = larkspur) {
  const answer = await callRoute(
    clientWorkspaceLoader,
    get(`/lead_admin/clients/${clientId}${search}`),
    staff,
    undefined,
    { clientId },
  );
  expect(answer.status).toBe(200);
  return answer.data as unknown as Workspace;
}

/** Newest first, then by id: the order both lists promise. */
async function order(table: typeof projects | typeof documents) {
  const rows = await db()
    .select({ id: table.id })
    .from(table)
    .where(eq(table.clientId, larkspur))
    .orderBy(desc(table.createdAt), desc(table.id));
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  const [created] = await db()
    .insert(clients)
    .values({ name: "Larkspur Ports Authority", status: "active" })
    .returning({ id: clients.id });
  larkspur = created!.id;
  const [other] = await db()
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.name, "Meridian Revenue Authority"));
  meridian = other!.id;
  const base = Date.now() - 86_400_000;
  // Five projects share one instant across the boundary of pages 1 and 2.
  const at = (i: number) =>
    new Date(base - (i >= 22 && i < 27 ? 22 : i) * 60_000);
  const projectIds = await addProjects(
    db(),
    larkspur,
    Array.from({ length: PROJECTS }, (_, i) => ({
      name: `Berth ${String(i + 1).padStart(2, "0")} automation`,
      createdAt: at(i),
    })),
  );
  // Five updates on the newest project, two on one on page 2.
  await db()
    .insert(projectUpdates)
    .values([
      ...[1, 2, 3, 4, 5].map((n) => ({
        clientId: larkspur,
        projectId: projectIds[0]!,
        title: `Crane telemetry ${n}`,
        body: "Progress.",
        createdAt: new Date(base + n * 60_000),
      })),
      ...[1, 2].map((n) => ({
        clientId: larkspur,
        projectId: projectIds[30]!,
        title: `Gate sensors ${n}`,
        body: "Progress.",
        createdAt: new Date(base + n * 60_000),
      })),
    ]);
  await addDocuments(
    db(),
    larkspur,
    Array.from({ length: DOCUMENTS }, (_, i) => ({
      name: `Berth survey ${String(i + 1).padStart(2, "0")}.txt`,
      createdAt: at(i),
      projectId: i % 3 === 0 ? null : projectIds[i % PROJECTS]!,
    })),
  );
  const jar = new CookieJar();
  const signedIn = await callRoute(
    authAction,
    post("/auth", {
      intent: "signin",
      email: "staff.admin@example.org",
      password: DEMO_PASSWORD,
    }),
    jar,
  );
  expect(signedIn.status).toBe(302);
  staff = jar;
}, 120_000);
afterAll(async () => stop?.());

describe(`a client's workspace, a page at a time (${testDbKind()})`, () => {
  it("shows WORKSPACE_PAGE_SIZE projects and documents a page, each list on its own page, every row on exactly one page", async () => {
    const projectOrder = await order(projects);
    const documentOrder = await order(documents);
    expect(projectOrder).toHaveLength(PROJECTS);
    expect(documentOrder).toHaveLength(DOCUMENTS);
    const seenProjects: string[] = [];
    const seenDocuments: string[] = [];
    for (let page = 1; page <= 3; page++) {
      // The other list on another page: each list reads only its own parameter.
      const other = 4 - page;
      const byProjects = await workspace(
        `?projectsPage=${page}&documentsPage=${other}`,
      );
      expect(byProjects.projectPages).toEqual({
        page,
        pageCount: 3,
        total: PROJECTS,
        pageSize: WORKSPACE_PAGE_SIZE,
      });
      expect(byProjects.documentPages).toMatchObject({
        page: other,
        pageCount: 3,
        total: DOCUMENTS,
      });
      seenProjects.push(...byProjects.projects.map((p) => p.id));
      const byDocuments = await workspace(`?documentsPage=${page}`);
      expect(byDocuments.projectPages.page).toBe(1);
      seenDocuments.push(...byDocuments.documents.map((d) => d.id));
    }
    expect(seenProjects).toEqual(projectOrder);
    expect(seenDocuments).toEqual(documentOrder);
    const first = await workspace();
    expect(first.projects).toHaveLength(WORKSPACE_PAGE_SIZE);
    expect(first.projects[0]!.name).toBe("Berth 01 automation");
    expect(first.documents[0]!.name).toBe("Berth survey 01.txt");
  });

  it("pages the documents by the count the database keeps for the client", async () => {
    // A kept count that disagreed with the rows would show: the workspace reads it
    // (drizzle/0014, 0015; docs/decisions/046-signed-in-render-cost.md).
    await db()
      .update(clients)
      .set({ documentCount: 500 })
      .where(eq(clients.id, larkspur));
    try {
      expect((await workspace()).documentPages.total).toBe(500);
    } finally {
      await db()
        .update(clients)
        .set({ documentCount: DOCUMENTS })
        .where(eq(clients.id, larkspur));
    }
  });

  it("shows the last page past the end and the first for a malformed number", async () => {
    const last = await workspace("?projectsPage=3&documentsPage=3");
    const past = await workspace("?projectsPage=4&documentsPage=999999");
    expect(past.projectPages.page).toBe(3);
    expect(past.documentPages.page).toBe(3);
    expect(past.projects).toEqual(last.projects);
    expect(past.documents).toEqual(last.documents);
    const first = await workspace();
    for (const junk of ["0", "-1", "abc", "2.5", "", "9999999"]) {
      const page = await workspace(
        `?projectsPage=${junk}&documentsPage=${junk}`,
      );
      expect(page.projectPages.page, junk).toBe(1);
      expect(page.documentPages.page, junk).toBe(1);
      expect(page.projects, junk).toEqual(first.projects);
    }
  });

  it("shows the three latest updates of each project on the page, whichever page", async () => {
    const first = await workspace();
    expect(first.projects[0]!.updates.map((u) => u.title)).toEqual([
      "Crane telemetry 5",
      "Crane telemetry 4",
      "Crane telemetry 3",
    ]);
    const second = await workspace("?projectsPage=2");
    const gates = second.projects.find((p) => p.name === "Berth 31 automation");
    expect(gates!.updates.map((u) => u.title)).toEqual([
      "Gate sensors 2",
      "Gate sensors 1",
    ]);
  });

  it("opens Edit for a project of the page shown, and comes back to the same pages after a form", async () => {
    const second = await workspace("?projectsPage=2");
    const project = second.projects[3]!;
    expect(
      (await workspace(`?projectsPage=2&editProject=${project.id}`))
        .editingProjectId,
    ).toBe(project.id);
    // Not on page 1: nothing opens (the Edit link carries its page).
    expect(
      (await workspace(`?editProject=${project.id}`)).editingProjectId,
    ).toBeNull();
    const act = (search: string, fields: Record<string, string>) =>
      callRoute(
        clientWorkspaceAction,
        post(`/lead_admin/clients/${larkspur}${search}`, fields),
        staff,
        undefined,
        { clientId: larkspur },
      );
    const status = await act(
      `?projectsPage=2&documentsPage=3&editProject=${project.id}`,
      { intent: "project-status", projectId: project.id, status: "completed" },
    );
    expect(status.status).toBe(302);
    expect(status.location).toBe(
      `/lead_admin/clients/${larkspur}?projectsPage=2&documentsPage=3`,
    );
    // A new project heads the list: back to its first page, the documents' page kept.
    const created = await act("?projectsPage=3&documentsPage=2", {
      intent: "create-project",
      name: "Berth 54 automation",
      status: "planning",
    });
    expect(created.status).toBe(302);
    expect(created.location).toBe(
      `/lead_admin/clients/${larkspur}?documentsPage=2`,
    );
    expect((await workspace()).projects[0]!.name).toBe("Berth 54 automation");
  });

  it("never lists another client's projects or documents, on any page", async () => {
    const ids = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      const view = await workspace(
        `?projectsPage=${page}&documentsPage=${page}`,
      );
      for (const row of [...view.projects, ...view.documents]) ids.add(row.id);
    }
    const foreign = await db()
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.clientId, meridian));
    const foreignProjects = await db()
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.clientId, meridian));
    expect(foreign.length + foreignProjects.length).toBeGreaterThan(0);
    for (const row of [...foreign, ...foreignProjects])
      expect(ids.has(row.id)).toBe(false);
    // Another client's project named in ?editProject= opens nothing.
    expect(
      (await workspace(`?editProject=${foreignProjects[0]!.id}`))
        .editingProjectId,
    ).toBeNull();
  });
});
