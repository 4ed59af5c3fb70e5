import { asc, eq, inArray } from "drizzle-orm";
import type { CapabilityRef, TaxonomyRef } from "~/domain/public-content";
import type { Database } from "../db/client.server";
import {
  capabilities,
  type contentTypes,
  type sectors,
} from "../db/schema.server";

/** The columns a taxonomy item (sector, capability, content type) is referred to by. */
export function taxonomyRefColumns(
  table: typeof capabilities | typeof sectors | typeof contentTypes,
) {
  return {
    id: table.id,
    name: table.name,
    nameFr: table.nameFr,
    slug: table.slug,
  };
}

/** The capabilities a draft names, as the public page lists them (the previews). */
export async function capabilityRefs(
  db: Database,
  ids: string[],
): Promise<CapabilityRef[]> {
  if (ids.length === 0) return [];
  return db
    .select(taxonomyRefColumns(capabilities))
    .from(capabilities)
    .where(inArray(capabilities.id, ids))
    .orderBy(asc(capabilities.displayOrder), asc(capabilities.name));
}

/** A draft's sector or content type as the public page shows it; null when it names none (or one since deleted). */
export async function taxonomyRef(
  db: Database,
  table: typeof sectors | typeof contentTypes,
  id: string | null,
): Promise<TaxonomyRef | null> {
  if (!id) return null;
  const [ref] = await db
    .select(taxonomyRefColumns(table))
    .from(table)
    .where(eq(table.id, id));
  return ref ?? null;
}
