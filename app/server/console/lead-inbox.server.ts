import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  sql,
  type SQL,
} from "drizzle-orm";
import {
  LEAD_PAGE_SIZE,
  sortDirectionOf,
  type LeadListParams,
} from "~/domain/console/lead-list";
import type { Database, Transaction } from "../db/client.server";
import { leadCounts, leads, profiles } from "../db/schema.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The console's lead inbox: every source's submissions from the `leads` table,
 * searched, filtered, sorted and paged by the database. Cross-tenant by nature (leads belong
 * to no client): only code behind requireStaff calls it. Each filter and sort has an index
 * (drizzle/0004, 0005) so a page stays fast at 100,000 leads (`npm run bench:admin`).
 */

export type LeadRow = {
  id: string;
  source: string;
  fullName: string;
  email: string;
  company: string | null;
  interest: string | null;
  status: string;
  ownerProfileId: string | null;
  ownerName: string | null;
  isSpam: boolean;
  spamReason: string | null;
  createdAt: Date;
};

export type LeadList = {
  rows: LeadRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

type Db = Database | Transaction;

/** Who is asking: "owner = me" means this profile. */
export type LeadViewer = { profileId: string | null };

/** `%`, `_` and the escape character itself match literally in a search. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
}

/** The WHERE of a list (and of its export): search, source, status, spam and owner. */
export function leadWhere(
  params: LeadListParams,
  viewer: LeadViewer,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.spam === "exclude") conditions.push(eq(leads.isSpam, false));
  if (params.spam === "only") conditions.push(eq(leads.isSpam, true));
  if (params.source !== "all") conditions.push(eq(leads.source, params.source));
  if (params.status !== "all") conditions.push(eq(leads.status, params.status));
  if (params.owner === "unassigned")
    conditions.push(isNull(leads.ownerProfileId));
  if (params.owner === "me") {
    conditions.push(
      viewer.profileId
        ? eq(leads.ownerProfileId, viewer.profileId)
        : sql`false`,
    );
  }
  // search_text is lower(name || email || company), served by its trigram index.
  if (params.q)
    conditions.push(sql`${leads.searchText} like ${likePattern(params.q)}`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * ORDER BY for a sort key. Z to A is exactly A to Z reversed (tie-breakers included), so one
 * index serves both directions, read forwards or backwards; the tie-breakers make the order
 * total, so a row never shows on two pages. Status and source list newest first within each
 * value A to Z (and so oldest first Z to A).
 */
export function leadOrder(
  sort: LeadListParams["sort"],
  dir: "asc" | "desc",
): SQL[] {
  const up = dir === "asc";
  const by = up ? asc : desc;
  const byReverse = up ? desc : asc;
  switch (sort) {
    case "name":
      return [by(sql`lower(${leads.fullName})`), by(leads.id)];
    case "company":
      // Blank companies (job applications) last A to Z, first Z to A.
      return [
        up
          ? sql`lower(${leads.company}) asc nulls last`
          : sql`lower(${leads.company}) desc nulls first`,
        by(leads.id),
      ];
    case "status":
      return [
        by(leads.status),
        byReverse(leads.createdAt),
        byReverse(leads.id),
      ];
    case "source":
      return [
        by(leads.source),
        byReverse(leads.createdAt),
        byReverse(leads.id),
      ];
    case "submitted":
      return [by(leads.createdAt), by(leads.id)];
  }
}

export const leadRowColumns = {
  id: leads.id,
  source: leads.source,
  fullName: leads.fullName,
  email: leads.email,
  company: leads.company,
  interest: leads.interest,
  status: leads.status,
  ownerProfileId: leads.ownerProfileId,
  ownerName: sql<
    string | null
  >`coalesce(${profiles.fullName}, ${profiles.email})`,
  isSpam: leads.isSpam,
  spamReason: leads.spamReason,
  createdAt: leads.createdAt,
};

/**
 * A page of rows. Past the first page the skipping is done on ids alone (a "deferred join"):
 * the skipped rows are walked in the index, and only the page's own rows are read whole.
 */
async function selectRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<LeadRow[]> {
  if (offset === 0) {
    return db
      .select(leadRowColumns)
      .from(leads)
      .leftJoin(profiles, eq(profiles.id, leads.ownerProfileId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
  }
  const pageIds = await db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  if (pageIds.length === 0) return [];
  return db
    .select(leadRowColumns)
    .from(leads)
    .leftJoin(profiles, eq(profiles.id, leads.ownerProfileId))
    .where(
      inArray(
        leads.id,
        pageIds.map((row) => row.id),
      ),
    )
    .orderBy(...order);
}

/**
 * The total of a filter. Without a search (and not "mine") it sums the trigger-kept
 * lead_counts rows of the filter, a few dozen at most; otherwise it counts the matches.
 */
export async function countLeads(
  { db }: StaffScope,
  params: LeadListParams,
  viewer: LeadViewer,
): Promise<number> {
  if (!params.q && params.owner !== "me") {
    const conditions: SQL[] = [];
    if (params.spam === "exclude")
      conditions.push(eq(leadCounts.isSpam, false));
    if (params.spam === "only") conditions.push(eq(leadCounts.isSpam, true));
    if (params.source !== "all")
      conditions.push(eq(leadCounts.source, params.source));
    if (params.status !== "all")
      conditions.push(eq(leadCounts.status, params.status));
    if (params.owner === "unassigned")
      conditions.push(eq(leadCounts.hasOwner, false));
    const [row] = await db
      .select({ total: sql<string | null>`sum(${leadCounts.count})` })
      .from(leadCounts)
      .where(conditions.length ? and(...conditions) : undefined);
    return Number(row?.total ?? 0);
  }
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(leadWhere(params, viewer));
  return row?.total ?? 0;
}

/**
 * One page of the inbox and the total of its filter: one query for the rows, one for the
 * count. A page past the end shows the last page. A page in the second half of the list is
 * read from its end, in the reverse order, so no page skips more than half the list.
 */
export async function listLeads(
  scope: StaffScope,
  params: LeadListParams,
  viewer: LeadViewer = { profileId: null },
): Promise<LeadList> {
  const { db } = scope;
  const pageSize = LEAD_PAGE_SIZE;
  const where = leadWhere(params, viewer);
  const dir = sortDirectionOf(params);
  const order = leadOrder(params.sort, dir);
  // Page 1 (most views, every new search) needs no total to be read: both queries at once,
  // which PostgreSQL runs on two connections.
  const firstPage =
    params.page === 1
      ? selectRows(db, where, order, pageSize, 0)
      : Promise.resolve(null);
  const [total, firstRows] = await Promise.all([
    countLeads(scope, params, viewer),
    firstPage,
  ]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const offset = (page - 1) * pageSize;
  let rows: LeadRow[];
  if (firstRows) {
    rows = firstRows;
  } else if (offset > total / 2) {
    const fromEnd = Math.max(0, total - offset - pageSize);
    const limit = Math.min(pageSize, total - offset);
    const reversed = leadOrder(params.sort, dir === "asc" ? "desc" : "asc");
    rows = (await selectRows(db, where, reversed, limit, fromEnd)).reverse();
  } else {
    rows = await selectRows(db, where, order, pageSize, offset);
  }
  return { rows, total, page, pageSize, pageCount };
}
