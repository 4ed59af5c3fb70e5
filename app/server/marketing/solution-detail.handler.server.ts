import { data } from "react-router";
import { findSolution } from "~/content/solutions";
import type { Route } from "../../routes/marketing/+types/solution-detail";
import { logNotFound } from "../not-found.server";

/** Known slugs are prerendered; any other answers 404 through the root error boundary. */
export function solutionDetailLoader({
  params,
  request,
  context,
}: Route.LoaderArgs) {
  const page = findSolution(params.slug);
  if (!page) {
    logNotFound(request, context);
    throw data(null, { status: 404 });
  }
  return { slug: page.slug };
}
