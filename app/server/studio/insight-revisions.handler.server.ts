import type { Route } from "../../routes/studio/+types/insight-revisions";
import { insightHandlers } from "./insight-handlers.server";

/** /lead_admin/insights/:insightId/revisions: the history, a comparison, and Restore. */
export function insightRevisionsLoader(args: Route.LoaderArgs) {
  return insightHandlers.revisionsLoader(args);
}

export function insightRevisionsAction(args: Route.ActionArgs) {
  return insightHandlers.revisionsAction(args);
}
