import type { Route } from "../../routes/content/+types/project-detail";
import { getDb } from "../services.server";
import { getPublishedCaseStudyBySlug } from "./case-studies.server";
import { localizedDetailLoader } from "./localized-detail.server";

/**
 * /projects/:slug and /fr/projects/:slug: one published case study in the URL's language; a
 * slug of the other language's case study leads to its translation or says where it is.
 */
export function projectDetailLoader(args: Route.LoaderArgs) {
  return localizedDetailLoader(
    "case_study",
    "/projects",
    args,
    (slug, locale) => getPublishedCaseStudyBySlug(getDb(), slug, locale),
  );
}
