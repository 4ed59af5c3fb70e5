import type { Route } from "../../routes/studio/+types/case-study-editor";
import { caseStudyHandlers } from "./case-study-handlers.server";

/** /lead_admin/case-studies/:caseStudyId: the draft, where it stands, and what the selects offer. */
export function caseStudyEditorLoader(args: Route.LoaderArgs) {
  return caseStudyHandlers.editorLoader(args);
}

export function caseStudyEditorAction(args: Route.ActionArgs) {
  return caseStudyHandlers.editorAction(args);
}
