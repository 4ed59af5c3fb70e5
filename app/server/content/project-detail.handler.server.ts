import { data } from "react-router";
import { isContentSlug } from "~/domain/content-slug";
import type { Route } from "../../routes/content/+types/project-detail";
import { logNotFound } from "../not-found.server";
import { getDb } from "../services.server";
import { getPublishedCaseStudyBySlug } from "./case-studies.server";
import { movedPermanently, movedSlug } from "./moved-slugs.server";

/** /projects/:slug: one published case study; any other slug is a 404 with the page's own message. */
export async function projectDetailLoader({
  params,
  request,
  context,
}: Route.LoaderArgs) {
  // Not a slug (e.g. "%00"): not found, without asking the database.
  const study = isContentSlug(params.slug)
    ? await getPublishedCaseStudyBySlug(getDb(), params.slug)
    : null;
  if (!study) {
    // A slug changed in the content studio: its old URL leads to the page (301).
    const movedTo = isContentSlug(params.slug)
      ? await movedSlug(getDb(), "case_study", params.slug)
      : null;
    if (movedTo) throw movedPermanently(`/projects/${movedTo}`);
    logNotFound(request, context);
    return data({ study: null }, { status: 404 });
  }
  return data({ study });
}
