import { parseProjectFilters } from "~/domain/project-filters";
import type { Route } from "../../routes/content/+types/projects-index";
import { getDb } from "../services.server";
import {
  listCapabilities,
  listPublishedCaseStudies,
  listSectors,
} from "./case-studies.server";

/** /projects: the published case studies, filtered by sector and capability, and the filters' choices. */
export async function projectsIndexLoader({ request }: Route.LoaderArgs) {
  const filters = parseProjectFilters(new URL(request.url).searchParams);
  const db = getDb();
  const [caseStudies, sectors, capabilities] = await Promise.all([
    listPublishedCaseStudies(db, {
      sectorSlug: filters.sector,
      capabilitySlug: filters.capability,
    }),
    listSectors(db),
    listCapabilities(db),
  ]);
  return { filters, caseStudies, sectors, capabilities };
}
