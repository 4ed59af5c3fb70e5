import { data } from "react-router";
import { findCapability } from "~/content/capabilities";
import type { Route } from "../../routes/marketing/+types/capability-detail";
import { logNotFound } from "../not-found.server";

/** Known slugs are prerendered; any other answers 404 through the root error boundary. */
export function capabilityDetailLoader({
  params,
  request,
  context,
}: Route.LoaderArgs) {
  const page = findCapability(params.slug);
  if (!page) {
    logNotFound(request, context);
    throw data(null, { status: 404 });
  }
  return { slug: page.slug };
}
