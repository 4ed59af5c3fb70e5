import { asc, eq, inArray } from "drizzle-orm";
import type { CapabilityRef, TaxonomyRef } from "~/domain/public-content";
import type { Database } from "../db/client.server";
import {
  capabilities,
  type contentTypes,
  type sectors,
} from "../db/schema.server";

/** The capabilities a draft names, as the public page lists them (the previews). */
export async function capabilityRefs(
  db: Database,
  ids: string[],
): Promise<CapabilityRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: capabilities.id,
      name: capabilities.name,
      nameFr: capabilities.nameFr,
      slug: capabilities.slug,
    })
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
    .select({
      id: table.id,
      name: table.name,
      nameFr: table.nameFr,
      slug: table.slug,
    })
    .from(table)
    .where(eq(table.id, id));
  return ref ?? null;
}
