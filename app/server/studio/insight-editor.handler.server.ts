import {
  INSIGHT_FIELD_LABELS,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import {
  parseInsightForm,
  postedInsightValues,
} from "~/domain/studio/insight-form";
import type { Route } from "../../routes/studio/+types/insight-editor";
import { accountFormOf } from "../auth/account-form.server";
import { requireContentStaff } from "../console/console-guard.server";
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
  return studioEditorLoader(INSIGHT_EDITOR, scope, params.insightId);
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
