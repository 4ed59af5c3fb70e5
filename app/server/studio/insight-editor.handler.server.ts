import { data } from "react-router";
import type { Route } from "../../routes/studio/+types/insight-editor";
import { readEditorNewsletterSummary } from "../newsletter/newsletter-send-progress.server";
import { insightHandlers } from "./insight-handlers.server";

/** /lead_admin/insights/:insightId: the draft, where it stands, and what the selects offer. */
export async function insightEditorLoader(args: Route.LoaderArgs) {
  const { scope, page } = await insightHandlers.editorPage(args);
  // Sending to subscribers (docs/newsletter.md): offered once the insight is public.
  const newsletter = await readEditorNewsletterSummary(
    scope.db,
    page.data.item.id,
    page.data.item.isLive,
  );
  return data({ ...page.data, newsletter }, page.init ?? undefined);
}

export function insightEditorAction(args: Route.ActionArgs) {
  return insightHandlers.editorAction(args);
}
