import { desc } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { PageInfo } from "~/domain/client-work/client-work-views";

/**
 * ?page=N from a list's URL: a positive whole number, anything else is page 1. A page holding
 * two lists names each one's parameter (the console's client workspace: `projectsPage`,
 * `documentsPage`).
 */
export function pageOf(request: Request, parameter = "page"): number {
  const raw = new URL(request.url).searchParams.get(parameter);
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(page, 1);
}

/** Where a page starts, and what the page links need; a page past the end shows the last one. */
export function pageWindow(
  requested: number,
  total: number,
  pageSize: number,
): PageInfo & { offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  return { page, pageCount, total, pageSize, offset: (page - 1) * pageSize };
}

/** A window's page links, without where the page starts (which only the query needs). */
export function pageInfoOf({
  page,
  pageCount,
  total,
  pageSize,
}: PageInfo): PageInfo {
  return { page, pageCount, total, pageSize };
}

/**
 * The window's rows of a list shown newest first. The id orders rows created in the same
 * instant, so every row is on exactly one page.
 */
export function newestFirstPage<Query extends PgSelect>(
  query: Query,
  table: { createdAt: AnyPgColumn; id: AnyPgColumn },
  { pageSize, offset }: { pageSize: number; offset: number },
) {
  return query
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(pageSize)
    .offset(offset);
}
