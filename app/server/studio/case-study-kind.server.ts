import { eq, sql } from "drizzle-orm";
import {
  missingCaseStudyFields,
  readCaseStudyDocument,
  type CaseStudyDocument,
} from "~/domain/studio/case-study-document";
import type { Database, Transaction } from "../db/client.server";
import { publicProjects } from "../db/schema.server";
import type { StudioItemRow, StudioKind } from "./studio-kind.server";
import {
  CASE_STUDY_TABLES,
  linkedCapabilityIds,
  publicRowQueries,
  replaceCapabilityLinks,
} from "./studio-public-table.server";

/**
 * Case studies (`public_projects`, /projects/:slug) in the content studio. Their texts are
 * plain (no rich text, no library images); the display order is not part of the document:
 * it is the list's, set by reordering (case-study-order.server.ts).
 */

type CaseStudyRow = typeof publicProjects.$inferSelect;

const itemRowOf = (row: CaseStudyRow): StudioItemRow => ({
  id: row.id,
  locale: row.locale,
  translationKey: row.translationKey,
  slug: row.slug,
  title: row.title,
  isLive: row.published,
  // public_projects keeps no publication date: "ever published" is read from the draft.
  publishedAt: null,
  updatedAt: row.updatedAt,
});

export function caseStudyDocumentOfRow(
  row: CaseStudyRow,
  capabilityIds: string[],
): CaseStudyDocument {
  return {
    title: row.title,
    slug: row.slug,
    subtitle: row.subtitle,
    // A row made by the studio has an empty description until its first publication.
    description: row.description || null,
    challenge: row.challenge,
    solution: row.solution,
    outcomes: row.outcomes,
    kpis: row.kpis,
    sectorId: row.sectorId,
    capabilityIds,
    isFeatured: row.isFeatured,
  };
}

export const caseStudyKind: StudioKind<CaseStudyDocument> = {
  kind: "case_study",
  noun: "case study",
  publicPath: (slug) => `/projects/${slug}`,
  editorPath: (id) => `/lead_admin/case-studies/${id}`,
  readDocument: readCaseStudyDocument,
  newDocument: (title, slug) => ({
    title,
    slug,
    subtitle: null,
    description: null,
    challenge: null,
    solution: null,
    outcomes: [],
    kpis: [],
    sectorId: null,
    capabilityIds: [],
    isFeatured: false,
  }),
  clean: (document) => document,
  mediaKeys: () => [],
  taxonomyRefs: ({ sectorId, capabilityIds }) => ({ sectorId, capabilityIds }),
  missingForPublish: (document) => missingCaseStudyFields(document),

  ...publicRowQueries(CASE_STUDY_TABLES),
  async readRow(db, id) {
    const [row] = await db
      .select()
      .from(publicProjects)
      .where(eq(publicProjects.id, id));
    return row ? itemRowOf(row) : null;
  },
  async documentOfRow(db: Database | Transaction, id) {
    const [row] = await db
      .select()
      .from(publicProjects)
      .where(eq(publicProjects.id, id));
    return caseStudyDocumentOfRow(
      row!,
      await linkedCapabilityIds(db, CASE_STUDY_TABLES, id),
    );
  },
  async insertRow(tx, title, slug, version) {
    // Last in the order until someone moves it (the order is the list's, not the draft's); a
    // version in another language takes its original's place.
    const [row] = await tx
      .insert(publicProjects)
      .values({
        title,
        slug,
        description: "",
        published: false,
        displayOrder: version
          ? sql`(select coalesce(min(display_order), 0) from public_projects where translation_key = ${version.translationKey})`
          : sql`(select coalesce(max(display_order), 0) + 1 from public_projects)`,
        ...version,
      })
      .returning();
    return itemRowOf(row!);
  },
  async publishRow(tx, row, document) {
    await tx
      .update(publicProjects)
      .set({
        title: document.title,
        slug: document.slug,
        subtitle: document.subtitle,
        description: document.description ?? "",
        challenge: document.challenge,
        solution: document.solution,
        outcomes: document.outcomes,
        kpis: document.kpis,
        sectorId: document.sectorId,
        isFeatured: document.isFeatured,
        published: true,
        updatedAt: new Date(),
      })
      .where(eq(publicProjects.id, row.id));
    await replaceCapabilityLinks(
      tx,
      CASE_STUDY_TABLES,
      row.id,
      document.capabilityIds,
    );
  },
  async withdrawRow(tx, id) {
    await tx
      .update(publicProjects)
      .set({ published: false, updatedAt: new Date() })
      .where(eq(publicProjects.id, id));
  },
};
