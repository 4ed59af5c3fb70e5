import { data } from "react-router";
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
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import { insightStudio } from "./insight-studio.server";
import { studioChoices } from "./insight-list.server";
import {
  editorStanding,
  studioEditorAction,
  type EditorSpec,
} from "./studio-editor.server";

const INSIGHT_EDITOR: EditorSpec<InsightDocument> = {
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
  if (!isUuid(params.insightId)) throw notFound();
  const [found, choices] = await Promise.all([
    insightStudio.read(scope.db, params.insightId),
    studioChoices(scope),
  ]);
  if (!found) throw notFound();
  return data(
    {
      ...editorStanding(found),
      choices,
      origin: getAppServices().env.publicUrl,
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function insightEditorAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.insightId)) throw notFound();
  return studioEditorAction(
    INSIGHT_EDITOR,
    scope,
    params.insightId,
    accountFormOf(context),
  );
}
