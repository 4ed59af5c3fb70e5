import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CaseStudyEditor } from "~/components/studio/case-study-editor";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  caseStudyEditorAction,
  caseStudyEditorLoader,
} from "~/server/studio/case-study-editor.handler.server";
import type { Route } from "./+types/case-study-editor";

export const loader = (args: Route.LoaderArgs) => caseStudyEditorLoader(args);
export const action = (args: Route.ActionArgs) => caseStudyEditorAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consolePageMeta(
    loaderData?.draft.document.title || "Case study",
    "Case studies",
  );

/** An autosave answers with the new version itself: nothing on the page needs reloading. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "autosave") return false;
  return defaultShouldRevalidate;
}

export default function CaseStudyEditorRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <CaseStudyEditor data={loaderData} result={actionData} />;
}
