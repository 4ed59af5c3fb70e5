import { inArray, sql, type SQL } from "drizzle-orm";
import type { TaxonomyKind } from "~/domain/enums";
import type { TaxonomyUsage, TaxonomyUse } from "~/domain/studio/taxonomy";
import type { Database, Transaction } from "../db/client.server";
import {
  capabilities,
  contentDrafts,
  contentTypes,
  insightCapabilities,
  insights,
  projectCapabilities,
  publicProjects,
  sectors,
  taxonomySlugRedirects,
} from "../db/schema.server";

/**
 * What uses a sector, capability or content type (docs/decisions/053-taxonomy-management.md):
 * a case study or insight whose public row names it, published or not, or whose studio draft
 * does — an insight nobody has published yet has its content type in its draft only. The
 * same definitions count the list's uses and decide a deletion, and `lockTaxonomyOf` is what
 * a save naming items takes, so a deletion and a save that starts using the item never both
 * commit.
 */

// Every taxonomy table has these three columns; the kind's own columns (a capability's order)
// are written where the kind is known. Typed as one table so one query serves the three.
type TaxonomyTable = typeof sectors;

export const TAXONOMY_TABLES: Record<TaxonomyKind, TaxonomyTable> = {
  sector: sectors,
  capability: capabilities as unknown as TaxonomyTable,
  content_type: contentTypes as unknown as TaxonomyTable,
};

/** The redirect table's reference column of each kind (drizzle/0021). */
export const REDIRECT_COLUMNS = {
  sector: taxonomySlugRedirects.sectorId,
  capability: taxonomySlugRedirects.capabilityId,
  content_type: taxonomySlugRedirects.contentTypeId,
} as const;

/** The draft document's field that names an item of the kind (app/domain/studio/*-document.ts). */
const draftNames = (field: string, id: SQL) =>
  sql`${contentDrafts.document}->>${field} = ${id}::text`;
const draftLists = (field: string, id: SQL) =>
  sql`${contentDrafts.document}->${field} @> jsonb_build_array(${id}::text)`;

/**
 * The ids of the case studies (or insights) using the item whose id is `id`: a select of one
 * column, `item_id`, or null when the kind is never used by that content.
 */
function caseStudiesUsing(kind: TaxonomyKind, id: SQL): SQL | null {
  if (kind === "sector")
    return sql`select ${publicProjects.id} as item_id from ${publicProjects} where ${publicProjects.sectorId} = ${id}
      union select ${contentDrafts.itemId} from ${contentDrafts} where ${contentDrafts.kind} = 'case_study' and ${draftNames("sectorId", id)}`;
  if (kind === "capability")
    return sql`select ${projectCapabilities.projectId} as item_id from ${projectCapabilities} where ${projectCapabilities.capabilityId} = ${id}
      union select ${contentDrafts.itemId} from ${contentDrafts} where ${contentDrafts.kind} = 'case_study' and ${draftLists("capabilityIds", id)}`;
  return null;
}

function insightsUsing(kind: TaxonomyKind, id: SQL): SQL | null {
  if (kind === "content_type")
    return sql`select ${insights.id} as item_id from ${insights} where ${insights.contentTypeId} = ${id}
      union select ${contentDrafts.itemId} from ${contentDrafts} where ${contentDrafts.kind} = 'insight' and ${draftNames("contentTypeId", id)}`;
  if (kind === "capability")
    return sql`select ${insightCapabilities.insightId} as item_id from ${insightCapabilities} where ${insightCapabilities.capabilityId} = ${id}
      union select ${contentDrafts.itemId} from ${contentDrafts} where ${contentDrafts.kind} = 'insight' and ${draftLists("capabilityIds", id)}`;
  return null;
}

const countOf = (using: SQL | null) =>
  using
    ? sql<number>`(select count(*) from (${using}) as uses)`.mapWith(Number)
    : sql<number>`0`.mapWith(Number);

/** Each item of the kind with its uses, by id. */
export async function usageByItem(
  db: Database | Transaction,
  kind: TaxonomyKind,
): Promise<Map<string, TaxonomyUsage>> {
  const table = TAXONOMY_TABLES[kind];
  const rows = await db
    .select({
      id: table.id,
      caseStudies: countOf(caseStudiesUsing(kind, sql`${table.id}`)),
      insights: countOf(insightsUsing(kind, sql`${table.id}`)),
    })
    .from(table);
  return new Map(
    rows.map((row) => [
      row.id,
      { caseStudies: row.caseStudies, insights: row.insights },
    ]),
  );
}

/** The items using one taxonomy item, by title (the draft's title, else the public row's). */
export async function usesOf(
  db: Database | Transaction,
  kind: TaxonomyKind,
  id: string,
): Promise<TaxonomyUse[]> {
  const idValue = sql`${id}::uuid`;
  const lists: Promise<TaxonomyUse[]>[] = [];
  const caseStudies = caseStudiesUsing(kind, idValue);
  if (caseStudies)
    lists.push(titled(db, caseStudies, "case_study", publicProjects));
  const insightIds = insightsUsing(kind, idValue);
  if (insightIds) lists.push(titled(db, insightIds, "insight", insights));
  return (await Promise.all(lists)).flat();
}

async function titled(
  db: Database | Transaction,
  using: SQL,
  contentKind: TaxonomyUse["kind"],
  table: typeof insights | typeof publicProjects,
): Promise<TaxonomyUse[]> {
  const result = (await db.execute(sql`
    select uses.item_id as id,
      coalesce(
        (select ${contentDrafts.title} from ${contentDrafts}
          where ${contentDrafts.kind} = ${contentKind} and ${contentDrafts.itemId} = uses.item_id),
        (select ${table.title} from ${table} where ${table.id} = uses.item_id),
        'Untitled'
      ) as title
    from (${using}) as uses
    order by 2, 1`)) as unknown as { rows: { id: string; title: string }[] };
  return result.rows.map((row) => ({
    kind: contentKind,
    id: row.id,
    title: row.title,
  }));
}

/** What a save names: a case study's sector, an insight's content type, either's capabilities. */
export type TaxonomyRefs = {
  sectorId?: string | null;
  contentTypeId?: string | null;
  capabilityIds?: readonly string[];
};

/**
 * Locks (FOR SHARE) the items a save names, in the saving transaction, and answers the fields
 * naming one that no longer exists. A deletion locks its item FOR UPDATE before it counts the
 * uses: it waits for this save and then counts it, or this save waits for the deletion and
 * then finds the item gone — either way no draft or public row is left naming a deleted item
 * (docs/decisions/053-taxonomy-management.md).
 */
export async function lockTaxonomyOf(
  tx: Transaction,
  refs: TaxonomyRefs,
): Promise<("sectorId" | "contentTypeId" | "capabilityIds")[]> {
  const gone: ("sectorId" | "contentTypeId" | "capabilityIds")[] = [];
  const check = async (
    field: (typeof gone)[number],
    kind: TaxonomyKind,
    ids: readonly string[],
  ) => {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return;
    const table = TAXONOMY_TABLES[kind];
    const found = await tx
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, wanted))
      .for("share");
    if (found.length < wanted.length) gone.push(field);
  };
  await check("sectorId", "sector", refs.sectorId ? [refs.sectorId] : []);
  await check(
    "contentTypeId",
    "content_type",
    refs.contentTypeId ? [refs.contentTypeId] : [],
  );
  await check("capabilityIds", "capability", refs.capabilityIds ?? []);
  return gone;
}
