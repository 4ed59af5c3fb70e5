import type { ShouldRevalidateFunctionArgs } from "react-router";
import { InsightEditor } from "~/components/studio/insight-editor";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  insightEditorAction,
  insightEditorLoader,
} from "~/server/studio/insight-editor.handler.server";
import type { Route } from "./+types/insight-editor";

export const loader = (args: Route.LoaderArgs) => insightEditorLoader(args);
export const action = (args: Route.ActionArgs) => insightEditorAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consolePageMeta(loaderData?.draft.document.title || "Insight", "Insights");

/**
 * An autosave answers with the new version itself: reloading the page's data after it would
 * only cost a round trip (the form's own fields already hold what was saved). The same for
 * the image picker's posts to the media library.
 */
export function shouldRevalidate({
  formData,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "autosave") return false;
  // The image picker's uploads and alt text go to the media library: nothing here changed.
  if (formAction?.startsWith("/lead_admin/media")) return false;
  return defaultShouldRevalidate;
}

export default function InsightEditorRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <InsightEditor data={loaderData} result={actionData} />;
}
