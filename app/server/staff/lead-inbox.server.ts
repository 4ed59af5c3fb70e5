import {
  and,
  asc,
  count,
  desc,
  eq,
  isNull,
  sql,
  type SQL,
} from "drizzle-orm";
import {
  LEAD_PAGE_SIZE,
  sortDirectionOf,
  type LeadListParams,
} from "~/domain/staff/lead-list";
import type { Database, Transaction } from "../db/client.server";
import { leads, profiles } from "../db/schema.server";

/**
 * The console's lead inbox (issue 11): every source's submissions from the `leads` table,
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
 * ORDER BY for a sort key. The tie-breakers make the order total, so a row never appears on
 * two pages; status and source keep newest first within each value.
 */
export function leadOrder(params: LeadListParams): SQL[] {
  const dir = sortDirectionOf(params);
  const by = dir === "asc" ? asc : desc;
  switch (params.sort) {
    case "name":
      return [by(sql`lower(${leads.fullName})`), by(leads.id)];
    case "company":
      // Blank companies (job applications) last A to Z, first Z to A: one index serves both.
      return [
        dir === "asc"
          ? sql`lower(${leads.company}) asc nulls last`
          : sql`lower(${leads.company}) desc nulls first`,
        by(leads.id),
      ];
    case "status":
      return [by(leads.status), desc(leads.createdAt), desc(leads.id)];
    case "source":
      return [by(leads.source), desc(leads.createdAt), desc(leads.id)];
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
  ownerName: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
  isSpam: leads.isSpam,
  spamReason: leads.spamReason,
  createdAt: leads.createdAt,
};

function selectRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<LeadRow[]> {
  return db
    .select(leadRowColumns)
    .from(leads)
    .leftJoin(profiles, eq(profiles.id, leads.ownerProfileId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function countLeads(
  db: Db,
  params: LeadListParams,
  viewer: LeadViewer,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(leadWhere(params, viewer));
  return row?.total ?? 0;
}

/**
 * One page of the inbox and the total of its filter: one query for the rows, one for the
 * count, run side by side. A page past the end shows the last page.
 */
export async function listLeads(
  db: Db,
  params: LeadListParams,
  viewer: LeadViewer = { profileId: null },
): Promise<LeadList> {
  const pageSize = LEAD_PAGE_SIZE;
  const where = leadWhere(params, viewer);
  const order = leadOrder(params);
  const [total, firstTry] = await Promise.all([
    countLeads(db, params, viewer),
    selectRows(db, where, order, pageSize, (params.page - 1) * pageSize),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const rows =
    page === params.page
      ? firstTry
      : await selectRows(db, where, order, pageSize, (page - 1) * pageSize);
  return { rows, total, page, pageSize, pageCount };
}
