import type { Route } from "../../routes/studio/+types/insight-new";
import { insightHandlers } from "./insight-handlers.server";

/** /lead_admin/insights/new: a title is all a draft needs to start. */
export function insightNewLoader(args: Route.LoaderArgs) {
  return insightHandlers.newLoader(args);
}

export function insightNewAction(args: Route.ActionArgs) {
  return insightHandlers.newAction(args);
}
