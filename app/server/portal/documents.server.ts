import { format } from "date-fns";
import { count, desc, eq, ne } from "drizzle-orm";
import {
  formatFileSize,
  mimeBadgeText,
} from "~/domain/client-work/client-work-format";
import type {
  DocumentCardView,
  PageInfo,
  ProjectOption,
} from "~/domain/client-work/client-work-views";
import { documents, projects } from "../db/schema.server";
import {
  findDocumentFile,
  type DocumentFile,
} from "../client-work/document-file.server";
import {
  newestFirstPage,
  pageInfoOf,
  pageWindow,
} from "../http/pagination.server";
import { isUuid, notFound, type TenantScope } from "./tenant-scope.server";

/** A grid of cards: 24 divides into rows of 1, 2 and 3. */
export const DOCUMENTS_PAGE_SIZE = 24;

export function documentDownloadUrl(id: string): string {
  return `/dashboard/documents/${id}/download`;
}

/**
 * The client's documents, newest first, with their project's name (the "documents:
 * select with project name, newest first") — all of them, or one project's (the project
 * page). A project id that is not one of the client's answers 404, like any foreign id.
 */
export async function listDocuments(
  scope: TenantScope,
  options: { projectId?: string; page: number },
): Promise<{ items: DocumentCardView[]; pageInfo: PageInfo }> {
  const { projectId } = options;
  if (projectId !== undefined && !isUuid(projectId)) throw notFound();
  const where = scope.owns(
    documents,
    projectId === undefined ? undefined : eq(documents.projectId, projectId),
  );
  const window = pageWindow(
    options.page,
    await countDocuments(scope, projectId),
    DOCUMENTS_PAGE_SIZE,
  );
  const rows = await newestFirstPage(
    scope.db
      .select({
        id: documents.id,
        name: documents.name,
        createdAt: documents.createdAt,
        size: documents.fileSize,
        mimeType: documents.mimeType,
        projectName: projects.name,
      })
      .from(documents)
      // The join names the client too: a project is only ever read through its own tenant.
      .leftJoin(
        projects,
        scope.owns(projects, eq(projects.id, documents.projectId)),
      )
      .where(where)
      .$dynamic(),
    documents,
    window,
  );
  return { items: rows.map(documentCard), pageInfo: pageInfoOf(window) };
}

/**
 * How many documents the list pages through: a project's are counted; all of the client's are
 * the count the database keeps on the client's row (drizzle/0014, 0015), read with the session
 * (`scope.counts`), not a count of thousands of rows on every render
 * (docs/decisions/046-signed-in-render-cost.md).
 */
async function countDocuments(
  scope: TenantScope,
  projectId: string | undefined,
): Promise<number> {
  if (projectId === undefined) return scope.counts.documents;
  const [counted] = await scope.db
    .select({ total: count() })
    .from(documents)
    .where(scope.owns(documents, eq(documents.projectId, projectId)));
  return counted?.total ?? 0;
}

function documentCard(row: {
  id: string;
  name: string;
  createdAt: Date;
  size: number;
  mimeType: string;
  projectName: string | null;
}): DocumentCardView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    createdLabel: format(row.createdAt, "MMM d, yyyy"),
    size: row.size,
    sizeLabel: formatFileSize(row.size),
    projectName: row.projectName,
    mimeType: row.mimeType,
    typeBadge: mimeBadgeText(row.mimeType),
    downloadUrl: documentDownloadUrl(row.id),
  };
}

/** How many projects the Documents tab's picker offers; any project's own page takes uploads too. */
export const PROJECT_OPTIONS_LIMIT = 100;

/**
 * The projects the Documents tab offers an upload to: the client's open ones (not completed),
 * the most recent first, at most PROJECT_OPTIONS_LIMIT, shown by name. `more`: some project is
 * not offered (completed, or past the limit) and takes uploads on its own page. A programme with
 * thousands of projects would otherwise put every one of them in the page twice (markup and
 * hydration data).
 */
export async function listProjectOptions(
  scope: TenantScope,
): Promise<{ options: ProjectOption[]; more: boolean }> {
  const rows = await scope.db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(scope.owns(projects, ne(projects.status, "completed")))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(PROJECT_OPTIONS_LIMIT + 1);
  const options = rows
    .slice(0, PROJECT_OPTIONS_LIMIT)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  if (rows.length > PROJECT_OPTIONS_LIMIT) return { options, more: true };
  const [completed] = await scope.db
    .select({ id: projects.id })
    .from(projects)
    .where(scope.owns(projects, eq(projects.status, "completed")))
    .limit(1);
  return { options, more: completed !== undefined };
}

/**
 * A document's bytes, for its download. Looked up by id AND the caller's client in one
 * query: a foreign, unknown or malformed id is the same 404.
 */
export async function openDocumentFile(
  scope: TenantScope,
  documentId: string | undefined,
): Promise<DocumentFile> {
  if (!isUuid(documentId)) throw notFound();
  const row = await findDocumentFile(
    scope.db,
    scope.owns(documents, eq(documents.id, documentId)),
  );
  if (!row) throw notFound();
  return row;
}
