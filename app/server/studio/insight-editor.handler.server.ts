import {
  INSIGHT_FIELD_LABELS,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import {
  parseInsightForm,
  postedInsightValues,
} from "~/domain/studio/insight-form";
import type { Route } from "../../routes/studio/+types/insight-editor";
import { data } from "react-router";
import { accountFormOf } from "../auth/account-form.server";
import { requireContentStaff } from "../console/console-guard.server";
import { readEditorNewsletterSummary } from "../newsletter/newsletter-send-progress.server";
import { insightStudio } from "./insight-studio.server";
import { studioChoices, type StudioChoices } from "./insight-list.server";
import {
  studioEditorAction,
  studioEditorLoader,
  type EditorSpec,
} from "./studio-editor.server";

const INSIGHT_EDITOR: EditorSpec<InsightDocument, StudioChoices> = {
  choices: studioChoices,
  operations: insightStudio,
  parse: parseInsightForm,
  posted: postedInsightValues,
  fieldLabels: INSIGHT_FIELD_LABELS,
};

/** /lead_admin/insights/:insightId: the draft, where it stands, and what the selects offer. */
export async function insightEditorLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const page = await studioEditorLoader(
    INSIGHT_EDITOR,
    scope,
    params.insightId,
  );
  // Sending to subscribers (docs/newsletter.md): offered once the insight is public.
  const newsletter = await readEditorNewsletterSummary(
    scope.db,
    page.data.item.id,
    page.data.item.isLive,
  );
  return data({ ...page.data, newsletter }, page.init ?? undefined);
}

export async function insightEditorAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  return studioEditorAction(
    INSIGHT_EDITOR,
    scope,
    params.insightId,
    accountFormOf(context),
  );
}
