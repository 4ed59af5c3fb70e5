import { and, asc, eq, exists, type SQL } from "drizzle-orm";
import type {
  Capability,
  CapabilityRef,
  CaseStudyDetail,
  CaseStudySummary,
  SectorRef,
} from "~/domain/public-content";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import {
  capabilities,
  projectCapabilities,
  publicProjects,
  sectors,
} from "../db/schema.server";
import { capabilitiesOfRows } from "./row-capabilities.server";

/**
 * Published case studies, with the sector and capability
 * lists the /projects filters are built from. Every query on public_projects carries the
 * published condition, so an unpublished row cannot come out of this module.
 */

export type CaseStudyFilters = {
  sectorSlug?: string | null;
  capabilitySlug?: string | null;
  /** The site's language (English unless said). */
  locale?: Locale;
};

// One language's site: the other language's rows (same table) are another site's pages.
const publishedIn = (locale: Locale) =>
  and(eq(publicProjects.published, true), eq(publicProjects.locale, locale))!;

const summaryColumns = {
  id: publicProjects.id,
  slug: publicProjects.slug,
  title: publicProjects.title,
  subtitle: publicProjects.subtitle,
  description: publicProjects.description,
  outcomes: publicProjects.outcomes,
  isFeatured: publicProjects.isFeatured,
  displayOrder: publicProjects.displayOrder,
  updatedAt: publicProjects.updatedAt,
  sectorId: sectors.id,
  sectorName: sectors.name,
  sectorNameFr: sectors.nameFr,
  sectorSlug: sectors.slug,
};

/** The summary's own columns, and its sector's flat (the view's nested `sector` is built from them). */
type SummaryRow = Omit<CaseStudySummary, "sector" | "capabilities"> & {
  // Left-joined: null when the case study has no sector.
  sectorId: string | null;
  sectorName: string | null;
  sectorNameFr: string | null;
  sectorSlug: string | null;
};

/**
 * Published case studies by display order. Both filters are applied in the database and
 * combine (a case study must match both); an unknown slug matches nothing.
 */
export async function listPublishedCaseStudies(
  db: Database,
  filters: CaseStudyFilters = {},
): Promise<CaseStudySummary[]> {
  const conditions: SQL[] = [publishedIn(filters.locale ?? "en")];
  if (filters.sectorSlug) conditions.push(eq(sectors.slug, filters.sectorSlug));
  if (filters.capabilitySlug) {
    conditions.push(
      exists(
        db
          .select({ one: projectCapabilities.projectId })
          .from(projectCapabilities)
          .innerJoin(
            capabilities,
            eq(projectCapabilities.capabilityId, capabilities.id),
          )
          .where(
            and(
              eq(projectCapabilities.projectId, publicProjects.id),
              eq(capabilities.slug, filters.capabilitySlug),
            ),
          ),
      ),
    );
  }
  const rows = await db
    .select(summaryColumns)
    .from(publicProjects)
    .leftJoin(sectors, eq(publicProjects.sectorId, sectors.id))
    .where(and(...conditions))
    .orderBy(
      asc(publicProjects.displayOrder),
      asc(publicProjects.title),
      asc(publicProjects.id),
    );
  const capabilitiesById = await capabilitiesOfRows(
    db,
    "case_study",
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, capabilitiesById.get(row.id) ?? []));
}

/** The slug of every published English case study: which /projects/:slug paths are pages (the page cache). */
export async function listPublishedCaseStudySlugs(
  db: Database,
  locale: Locale = "en",
): Promise<string[]> {
  const rows = await db
    .select({ slug: publicProjects.slug })
    .from(publicProjects)
    .where(publishedIn(locale));
  return rows.map((row) => row.slug);
}

export async function getPublishedCaseStudyBySlug(
  db: Database,
  slug: string,
  locale: Locale = "en",
): Promise<CaseStudyDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      challenge: publicProjects.challenge,
      solution: publicProjects.solution,
      kpis: publicProjects.kpis,
    })
    .from(publicProjects)
    .leftJoin(sectors, eq(publicProjects.sectorId, sectors.id))
    .where(and(publishedIn(locale), eq(publicProjects.slug, slug)))
    .limit(1);
  if (!row) return null;
  const capabilitiesById = await capabilitiesOfRows(db, "case_study", [row.id]);
  return {
    ...toSummary(row, capabilitiesById.get(row.id) ?? []),
    challenge: row.challenge,
    solution: row.solution,
    kpis: row.kpis,
  };
}

/** Sectors ordered by name. */
export async function listSectors(db: Database): Promise<SectorRef[]> {
  return db
    .select({
      id: sectors.id,
      name: sectors.name,
      nameFr: sectors.nameFr,
      slug: sectors.slug,
    })
    .from(sectors)
    .orderBy(asc(sectors.name), asc(sectors.id));
}

/** Capabilities ordered by display_order. */
export async function listCapabilities(db: Database): Promise<Capability[]> {
  return db
    .select({
      id: capabilities.id,
      name: capabilities.name,
      nameFr: capabilities.nameFr,
      slug: capabilities.slug,
      iconName: capabilities.iconName,
      displayOrder: capabilities.displayOrder,
    })
    .from(capabilities)
    .orderBy(asc(capabilities.displayOrder), asc(capabilities.name));
}

function toSummary(
  row: SummaryRow,
  capabilityList: CapabilityRef[],
): CaseStudySummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    outcomes: row.outcomes,
    isFeatured: row.isFeatured,
    displayOrder: row.displayOrder,
    updatedAt: row.updatedAt,
    sector:
      row.sectorId && row.sectorName && row.sectorSlug
        ? {
            id: row.sectorId,
            name: row.sectorName,
            nameFr: row.sectorNameFr,
            slug: row.sectorSlug,
          }
        : null,
    capabilities: capabilityList,
  };
}
