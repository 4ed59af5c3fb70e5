import { asc, inArray } from "drizzle-orm";
import type { CapabilityRef } from "~/domain/public-content";
import type { Database } from "../db/client.server";
import { capabilities } from "../db/schema.server";

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
