import type { Route } from "../../routes/studio/+types/case-study-revisions";
import { caseStudyHandlers } from "./case-study-handlers.server";

/** /lead_admin/case-studies/:caseStudyId/revisions: the history, a comparison, and Restore. */
export function caseStudyRevisionsLoader(args: Route.LoaderArgs) {
  return caseStudyHandlers.revisionsLoader(args);
}

export function caseStudyRevisionsAction(args: Route.ActionArgs) {
  return caseStudyHandlers.revisionsAction(args);
}
