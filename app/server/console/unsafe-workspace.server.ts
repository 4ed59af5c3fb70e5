import { format } from "date-fns";
import { and, desc, eq, sql } from "drizzle-orm";
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
import type { StaffScope } from "./staff-scope.server";

/**
 * What a client's workspace shows: its projects with their latest updates, its
 * documents, its people and its invitations. Cross-tenant reads for staff only (`unsafe…`);
 * every query is bounded by the one client id the route resolved.
 */
export const WORKSPACE_LIST_LIMIT = 200;

export type WorkspaceProject = {
  id: string;
  name: string;
  description: string | null;
  status: ProjectStatus;
  started: string;
  updates: {
    id: string;
    kind: ProjectUpdateKind;
    title: string;
    posted: string;
  }[];
};

export async function unsafeWorkspaceProjects(
  { db }: StaffScope,
  clientId: string,
): Promise<WorkspaceProject[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      description: projects.description,
      status: projects.status,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(WORKSPACE_LIST_LIMIT);
  const updates = await db
    .select({
      id: projectUpdates.id,
      projectId: projectUpdates.projectId,
      kind: projectUpdates.kind,
      title: projectUpdates.title,
      createdAt: projectUpdates.createdAt,
    })
    .from(projectUpdates)
    .where(eq(projectUpdates.clientId, clientId))
    .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id))
    .limit(WORKSPACE_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as ProjectStatus,
    started: format(row.createdAt, "MMM d, yyyy"),
    // The three latest per project: the full timeline is the client's project page.
    updates: updates
      .filter((update) => update.projectId === row.id)
      .slice(0, 3)
      .map((update) => ({
        id: update.id,
        kind: update.kind as ProjectUpdateKind,
        title: update.title,
        posted: format(update.createdAt, "MMM d, yyyy"),
      })),
  }));
}

export type WorkspaceDocument = {
  id: string;
  name: string;
  project: string | null;
  size: string;
  /** The type badge as the client's Documents tab shows it (docs/access-audit.md § 16: "PDF", "PLAIN"). */
  type: string;
  side: string;
  uploaded: string;
};

export async function unsafeWorkspaceDocuments(
  { db }: StaffScope,
  clientId: string,
): Promise<WorkspaceDocument[]> {
  const rows = await db
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
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(WORKSPACE_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    project: row.project,
    size: formatFileSize(row.size),
    type: mimeBadgeText(row.mimeType),
    side: row.side === "staff" ? "Staff" : "Client",
    uploaded: format(row.createdAt, "MMM d, yyyy"),
  }));
}

export type WorkspacePerson = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  joined: string;
};

export async function unsafeWorkspacePeople(
  { db }: StaffScope,
  clientId: string,
): Promise<WorkspacePerson[]> {
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

export type InvitationState = "pending" | "used" | "expired" | "revoked";

export type WorkspaceInvitation = {
  id: string;
  email: string;
  role: UserRole;
  state: InvitationState;
  sent: string;
  expires: string;
  used: string | null;
  /** When it was revoked (staff, or the client's admin on the Team tab), else null. */
  revoked: string | null;
};

export async function unsafeWorkspaceInvitations(
  { db }: StaffScope,
  clientId: string,
): Promise<WorkspaceInvitation[]> {
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
