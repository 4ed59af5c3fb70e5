import { count, eq } from "drizzle-orm";
import {
  formatDetailDate,
  formatListDate,
  isoDay,
} from "~/domain/content-dates";
import type { ProjectUpdateKind } from "~/domain/enums";
import type {
  PageInfo,
  ProjectCardView,
  ProjectDetailView,
  ProjectUpdateView,
} from "~/domain/client-work/client-work-views";
import { profiles, projects, projectUpdates } from "../db/schema.server";
import {
  newestFirstPage,
  pageInfoOf,
  pageWindow,
} from "../http/pagination.server";
import { isUuid, type TenantScope } from "./tenant-scope.server";

/** The client's projects and their timelines, read through the caller's scope only. */

export const PROJECTS_PAGE_SIZE = 24;
export const UPDATES_PAGE_SIZE = 20;

export const projectUpdateKindLabels: Record<ProjectUpdateKind, string> = {
  progress: "Progress",
  milestone: "Milestone reached",
  next_steps: "Next steps",
};

type ProjectRow = {
  id: string;
  name: string;
  description: string | null;
  status: string;
  createdAt: Date;
};

function cardOf(scope: TenantScope, row: ProjectRow): ProjectCardView {
  return {
    id: row.id,
    name: row.name,
    description: row.description?.trim() ? row.description : null,
    status: row.status,
    startedLabel: formatListDate(row.createdAt),
    startedDay: isoDay(row.createdAt),
    clientLabel: scope.clientLabel,
  };
}

const projectColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  status: projects.status,
  createdAt: projects.createdAt,
};

/** Newest first. One page at a time: a programme can run hundreds of projects. */
export async function listProjects(
  scope: TenantScope,
  { page }: { page: number },
): Promise<{ items: ProjectCardView[]; pageInfo: PageInfo }> {
  const window = pageWindow(page, scope.counts.projects, PROJECTS_PAGE_SIZE);
  const rows = await newestFirstPage(
    scope.db
      .select(projectColumns)
      .from(projects)
      .where(scope.owns(projects))
      .$dynamic(),
    projects,
    window,
  );
  return {
    items: rows.map((row) => cardOf(scope, row)),
    pageInfo: pageInfoOf(window),
  };
}

/** One project with a page of its timeline, or null when it is not the caller's (→ 404). */
export async function getProject(
  scope: TenantScope,
  projectId: string,
  { page }: { page: number },
): Promise<ProjectDetailView | null> {
  if (!isUuid(projectId)) return null;
  const [row] = await scope.db
    .select(projectColumns)
    .from(projects)
    .where(scope.owns(projects, eq(projects.id, projectId)))
    .limit(1);
  if (!row) return null;
  const ownUpdates = scope.owns(
    projectUpdates,
    eq(projectUpdates.projectId, projectId),
  );
  const [total] = await scope.db
    .select({ n: count() })
    .from(projectUpdates)
    .where(ownUpdates);
  const window = pageWindow(page, total?.n ?? 0, UPDATES_PAGE_SIZE);
  const updates = await newestFirstPage(
    scope.db
      .select({
        id: projectUpdates.id,
        kind: projectUpdates.kind,
        title: projectUpdates.title,
        body: projectUpdates.body,
        createdAt: projectUpdates.createdAt,
        authorName: profiles.fullName,
      })
      .from(projectUpdates)
      .leftJoin(profiles, eq(profiles.id, projectUpdates.authorProfileId))
      .where(ownUpdates)
      .$dynamic(),
    projectUpdates,
    window,
  );
  return {
    ...cardOf(scope, row),
    startedDetailLabel: formatDetailDate(row.createdAt),
    updates: updates.map(updateViewOf),
    updatesPage: pageInfoOf(window),
  };
}

function updateViewOf(row: {
  id: string;
  kind: string;
  title: string;
  body: string;
  createdAt: Date;
  authorName: string | null;
}): ProjectUpdateView {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel:
      projectUpdateKindLabels[row.kind as ProjectUpdateKind] ?? "Update",
    title: row.title,
    body: row.body,
    postedLabel: formatDetailDate(row.createdAt),
    postedAt: row.createdAt.toISOString(),
    // Posts are staff's; a departed author's posts stay, signed by the team.
    author: row.authorName ?? "Delivery team",
  };
}
