import { and, eq, ne } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.server";
import {
  insightCapabilities,
  insights,
  projectCapabilities,
  publicProjects,
} from "../db/schema.server";
import type { StudioDocument, StudioKind } from "./studio-kind.server";

/**
 * A kind's public table and the table linking its rows to capabilities, by one name for both
 * kinds' columns: what every kind's adapter looks up the same way.
 */
export const INSIGHT_TABLES = {
  table: insights,
  id: insights.id,
  slug: insights.slug,
  title: insights.title,
  locale: insights.locale,
  translationKey: insights.translationKey,
  links: insightCapabilities,
  linkedId: insightCapabilities.insightId,
  capabilityId: insightCapabilities.capabilityId,
  link: (insightId: string, capabilityId: string) => ({
    insightId,
    capabilityId,
  }),
};

export const CASE_STUDY_TABLES = {
  table: publicProjects,
  id: publicProjects.id,
  slug: publicProjects.slug,
  title: publicProjects.title,
  locale: publicProjects.locale,
  translationKey: publicProjects.translationKey,
  links: projectCapabilities,
  linkedId: projectCapabilities.projectId,
  capabilityId: projectCapabilities.capabilityId,
  link: (projectId: string, capabilityId: string) => ({
    projectId,
    capabilityId,
  }),
};

type PublicTables = typeof INSIGHT_TABLES | typeof CASE_STUDY_TABLES;

/** What the studio asks of a kind's public rows that does not depend on its document. */
export function publicRowQueries(
  t: PublicTables,
): Pick<
  StudioKind<StudioDocument>,
  | "lockRow"
  | "rowHoldingSlug"
  | "slugUsedByRow"
  | "renameHiddenRow"
  | "versionIn"
> {
  return {
    async lockRow(tx, id) {
      const locked = await tx
        .select({ id: t.id })
        .from(t.table)
        .where(eq(t.id, id))
        .for("update");
      return locked.length > 0;
    },
    async rowHoldingSlug(tx, id, locale, slug) {
      const [row] = await tx
        .select({ title: t.title })
        .from(t.table)
        .where(and(eq(t.locale, locale), eq(t.slug, slug), ne(t.id, id)))
        .limit(1);
      return row?.title ?? null;
    },
    async slugUsedByRow(tx, locale, slug) {
      const rows = await tx
        .select({ id: t.id })
        .from(t.table)
        .where(and(eq(t.locale, locale), eq(t.slug, slug)))
        .limit(1);
      return rows.length > 0;
    },
    async renameHiddenRow(tx, id, slug, title) {
      await tx.update(t.table).set({ slug, title }).where(eq(t.id, id));
    },
    async versionIn(db, translationKey, locale) {
      const [row] = await db
        .select({ id: t.id, title: t.title })
        .from(t.table)
        .where(and(eq(t.translationKey, translationKey), eq(t.locale, locale)))
        .limit(1);
      return row ?? null;
    },
  };
}

/** The capabilities a public row links to, as ids. */
export async function linkedCapabilityIds(
  db: Database | Transaction,
  t: PublicTables,
  id: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: t.capabilityId })
    .from(t.links)
    .where(eq(t.linkedId, id));
  return rows.map((row) => row.id);
}

/** The public row links to these capabilities and no others (publishing). */
export async function replaceCapabilityLinks(
  tx: Transaction,
  t: PublicTables,
  id: string,
  capabilityIds: string[],
): Promise<void> {
  await tx.delete(t.links).where(eq(t.linkedId, id));
  if (capabilityIds.length > 0)
    await tx
      .insert(t.links)
      .values(capabilityIds.map((capabilityId) => t.link(id, capabilityId)));
}
