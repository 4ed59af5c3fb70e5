import { format } from "date-fns";
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import type {
  WorkspaceDocumentView,
  WorkspaceInvitationView,
  WorkspacePersonView,
  WorkspaceProjectView,
} from "~/domain/console/workspace-views";
import type {
  ProjectStatus,
  ProjectUpdateKind,
  UserRole,
} from "~/domain/enums";
import {
  formatFileSize,
  mimeBadgeText,
} from "~/domain/client-work/client-work-format";
import {
  clientInvitations,
  documents,
  profiles,
  projects,
  projectUpdates,
} from "../db/schema.server";
import {
  newestFirstPage,
  pageInfoOf,
  pageWindow,
} from "../http/pagination.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * What a client's workspace shows: its projects with their latest updates, its
 * documents, its people and its invitations. Cross-tenant reads for staff only (`unsafe…`);
 * every query is bounded by the one client id the route resolved.
 */
export const WORKSPACE_LIST_LIMIT = 200;

/**
 * Projects and documents a page at a time, like the console's other tables: a client with
 * years of history (bench:portal's has 2,000 projects and 20,000 documents) keeps a workspace
 * of a few dozen kilobytes, and every row is on some page (docs/decisions/043-html-weight.md).
 */
export const WORKSPACE_PAGE_SIZE = 25;

/** The three latest updates of each project on the page: the full timeline is the client's project page. */
const UPDATES_PER_PROJECT = 3;

export type WorkspacePage<T> = { items: T[]; pageInfo: PageInfo };

/** One page of the client's projects, newest first, each with its latest updates. */
export async function unsafeWorkspaceProjects(
  { db }: StaffScope,
  client: { id: string; projectCount: number },
  { page }: { page: number },
): Promise<WorkspacePage<WorkspaceProjectView>> {
  const clientId = client.id;
  // The count the database keeps, read with the client (unsafeFindClient; drizzle/0014, 0015).
  const window = pageWindow(page, client.projectCount, WORKSPACE_PAGE_SIZE);
  const rows = await newestFirstPage(
    db
      .select({
        id: projects.id,
        name: projects.name,
        description: projects.description,
        status: projects.status,
        createdAt: projects.createdAt,
      })
      .from(projects)
      .where(eq(projects.clientId, clientId))
      .$dynamic(),
    projects,
    window,
  );
  const updates = rows.length
    ? await latestUpdates(
        db,
        clientId,
        rows.map((row) => row.id),
      )
    : [];
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as ProjectStatus,
    started: format(row.createdAt, "MMM d, yyyy"),
    updates: updates
      .filter((update) => update.projectId === row.id)
      .map((update) => ({
        id: update.id,
        kind: update.kind as ProjectUpdateKind,
        title: update.title,
        posted: format(update.createdAt, "MMM d, yyyy"),
      })),
  }));
  return { items, pageInfo: pageInfoOf(window) };
}

/** The latest UPDATES_PER_PROJECT updates of each of these projects (of this client), newest first. */
async function latestUpdates(
  db: StaffScope["db"],
  clientId: string,
  projectIds: string[],
) {
  const ranked = db
    .select({
      id: projectUpdates.id,
      projectId: projectUpdates.projectId,
      kind: projectUpdates.kind,
      title: projectUpdates.title,
      createdAt: projectUpdates.createdAt,
      rank: sql<number>`row_number() over (partition by ${projectUpdates.projectId} order by ${projectUpdates.createdAt} desc, ${projectUpdates.id} desc)`.as(
        "rank",
      ),
    })
    .from(projectUpdates)
    .where(
      and(
        eq(projectUpdates.clientId, clientId),
        inArray(projectUpdates.projectId, projectIds),
      ),
    )
    .as("ranked");
  return db
    .select({
      id: ranked.id,
      projectId: ranked.projectId,
      kind: ranked.kind,
      title: ranked.title,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(lte(ranked.rank, UPDATES_PER_PROJECT))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}

/**
 * The projects an upload can be filed under on the upload's own page (where a post without
 * JavaScript that failed lands): the client's most recent WORKSPACE_LIST_LIMIT, by name.
 */
export async function unsafeWorkspaceProjectOptions(
  { db }: StaffScope,
  clientId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(WORKSPACE_LIST_LIMIT);
}

/** One page of the client's documents, newest first, with their project's name. */
export async function unsafeWorkspaceDocuments(
  { db }: StaffScope,
  client: { id: string; documentCount: number },
  { page }: { page: number },
): Promise<WorkspacePage<WorkspaceDocumentView>> {
  const clientId = client.id;
  // The count the database keeps, read with the client (unsafeFindClient; drizzle/0014, 0015).
  const window = pageWindow(page, client.documentCount, WORKSPACE_PAGE_SIZE);
  const rows = await newestFirstPage(
    db
      .select({
        id: documents.id,
        name: documents.name,
        project: projects.name,
        size: documents.fileSize,
        mimeType: documents.mimeType,
        side: documents.uploadedBySide,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .leftJoin(projects, eq(projects.id, documents.projectId))
      .where(eq(documents.clientId, clientId))
      .$dynamic(),
    documents,
    window,
  );
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    project: row.project,
    size: formatFileSize(row.size),
    type: mimeBadgeText(row.mimeType),
    side: row.side === "staff" ? "Staff" : "Client",
    uploaded: format(row.createdAt, "MMM d, yyyy"),
  }));
  return { items, pageInfo: pageInfoOf(window) };
}

export async function unsafeWorkspacePeople(
  { db }: StaffScope,
  clientId: string,
): Promise<WorkspacePersonView[]> {
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      role: profiles.role,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.clientId, clientId))
    .orderBy(profiles.createdAt, profiles.id)
    .limit(WORKSPACE_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.fullName?.trim() || row.email,
    email: row.email,
    role: row.role as UserRole,
    joined: format(row.createdAt, "MMM d, yyyy"),
  }));
}

export async function unsafeWorkspaceInvitations(
  { db }: StaffScope,
  clientId: string,
): Promise<WorkspaceInvitationView[]> {
  const rows = await db
    .select({
      id: clientInvitations.id,
      email: clientInvitations.email,
      role: clientInvitations.role,
      createdAt: clientInvitations.createdAt,
      expiresAt: clientInvitations.expiresAt,
      usedAt: clientInvitations.usedAt,
      revokedAt: clientInvitations.revokedAt,
      // The database's clock decides expiry, as it does when the link is used.
      expired: sql<boolean>`${clientInvitations.expiresAt} <= now()`,
    })
    .from(clientInvitations)
    .where(and(eq(clientInvitations.clientId, clientId)))
    .orderBy(desc(clientInvitations.createdAt), desc(clientInvitations.id))
    .limit(WORKSPACE_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role as UserRole,
    state: row.usedAt
      ? "used"
      : row.revokedAt
        ? "revoked"
        : row.expired
          ? "expired"
          : "pending",
    sent: format(row.createdAt, "MMM d, yyyy"),
    expires: format(row.expiresAt, "MMM d, yyyy"),
    used: row.usedAt ? format(row.usedAt, "MMM d, yyyy") : null,
    revoked: row.revokedAt ? format(row.revokedAt, "MMM d, yyyy") : null,
  }));
}
