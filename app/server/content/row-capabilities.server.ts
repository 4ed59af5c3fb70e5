import { asc, eq, inArray } from "drizzle-orm";
import type { ContentKind } from "~/domain/enums";
import type { CapabilityRef } from "~/domain/public-content";
import type { Database } from "../db/client.server";
import {
  capabilities,
  insightCapabilities,
  projectCapabilities,
} from "../db/schema.server";
import { groupBy } from "../db/group-by.server";

/** The table linking a kind's public rows to capabilities, by one name for both kinds' columns. */
function linksOf(kind: ContentKind) {
  return kind === "insight"
    ? {
        table: insightCapabilities,
        rowId: insightCapabilities.insightId,
        capabilityId: insightCapabilities.capabilityId,
      }
    : {
        table: projectCapabilities,
        rowId: projectCapabilities.projectId,
        capabilityId: projectCapabilities.capabilityId,
      };
}

/** The capabilities of each of these public rows, in the capabilities' display order, by row id. */
export async function capabilitiesOfRows(
  db: Database,
  kind: ContentKind,
  rowIds: string[],
): Promise<Map<string, CapabilityRef[]>> {
  if (rowIds.length === 0) return new Map();
  const links = linksOf(kind);
  const rows = await db
    .select({
      rowId: links.rowId,
      id: capabilities.id,
      name: capabilities.name,
      nameFr: capabilities.nameFr,
      slug: capabilities.slug,
    })
    .from(links.table)
    .innerJoin(capabilities, eq(links.capabilityId, capabilities.id))
    .where(inArray(links.rowId, rowIds))
    .orderBy(asc(capabilities.displayOrder), asc(capabilities.name));
  return groupBy(
    rows,
    (row) => row.rowId,
    ({ id, name, nameFr, slug }) => ({ id, name, nameFr, slug }),
  );
}
