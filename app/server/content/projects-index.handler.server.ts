import { redirect } from "react-router";
import { localeFromPath, localizedPath } from "~/i18n/locale";
import {
  movedFiltersHref,
  parseProjectFilters,
  type MovedFilters,
  type ProjectFilterKey,
} from "~/domain/project-filters";
import type { Route } from "../../routes/content/+types/projects-index";
import { getDb } from "../services.server";
import {
  listCapabilities,
  listPublishedCaseStudies,
  listSectors,
} from "./case-studies.server";
import { movedTaxonomySlug } from "./moved-slugs.server";

/**
 * /projects and /fr/projects: the published case studies of the URL's language, filtered by sector and capability, and the filters'
 * choices. A filter naming a sector or capability by a slug it had before a rename answers
 * 301 to the same filter by its slug today (docs/decisions/053-taxonomy-management.md); the
 * page cache answers that itself when it is on, this is the path when it is off.
 */
export async function projectsIndexLoader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = url.searchParams;
  const locale = localeFromPath(url.pathname);
  const filters = parseProjectFilters(search);
  const db = getDb();
  const [caseStudies, sectors, capabilities] = await Promise.all([
    listPublishedCaseStudies(db, {
      sectorSlug: filters.sector,
      capabilitySlug: filters.capability,
      locale,
    }),
    listSectors(db),
    listCapabilities(db),
  ]);
  const moved: MovedFilters = {};
  const follow = async (
    key: ProjectFilterKey,
    known: readonly { slug: string }[],
  ) => {
    const from = filters[key];
    if (!from || known.some((item) => item.slug === from)) return;
    const to = await movedTaxonomySlug(db, key, from);
    if (to) moved[key] = { from, to };
  };
  await Promise.all([
    follow("sector", sectors),
    follow("capability", capabilities),
  ]);
  if (moved.sector || moved.capability)
    throw redirect(localizedPath(movedFiltersHref(search, moved), locale), {
      status: 301,
      // As an old insight slug's: a browser keeps it an hour, not for ever.
      headers: { "Cache-Control": "public, max-age=3600" },
    });
  return { filters, caseStudies, sectors, capabilities };
}
