import type { Route } from "../../routes/studio/+types/case-study-new";
import { caseStudyHandlers } from "./case-study-handlers.server";

/** /lead_admin/case-studies/new: a title is all a draft needs to start. */
export function caseStudyNewLoader(args: Route.LoaderArgs) {
  return caseStudyHandlers.newLoader(args);
}

export function caseStudyNewAction(args: Route.ActionArgs) {
  return caseStudyHandlers.newAction(args);
}
