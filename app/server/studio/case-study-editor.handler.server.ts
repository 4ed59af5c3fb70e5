import { data } from "react-router";
import {
  CASE_STUDY_FIELD_LABELS,
  type CaseStudyDocument,
} from "~/domain/studio/case-study-document";
import {
  parseCaseStudyForm,
  postedCaseStudyValues,
} from "~/domain/studio/case-study-form";
import type { Route } from "../../routes/studio/+types/case-study-editor";
import { accountFormOf } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import { caseStudyChoices } from "./case-study-list.server";
import { caseStudyStudio } from "./case-study-studio.server";
import {
  editorStanding,
  studioEditorAction,
  type EditorSpec,
} from "./studio-editor.server";

const CASE_STUDY_EDITOR: EditorSpec<CaseStudyDocument> = {
  operations: caseStudyStudio,
  parse: parseCaseStudyForm,
  posted: postedCaseStudyValues,
  fieldLabels: CASE_STUDY_FIELD_LABELS,
};

/** /lead_admin/case-studies/:caseStudyId: the draft, where it stands, and what the selects offer. */
export async function caseStudyEditorLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.caseStudyId)) throw notFound();
  const [found, choices] = await Promise.all([
    caseStudyStudio.read(scope.db, params.caseStudyId),
    caseStudyChoices(scope),
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

export async function caseStudyEditorAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.caseStudyId)) throw notFound();
  return studioEditorAction(
    CASE_STUDY_EDITOR,
    scope,
    params.caseStudyId,
    accountFormOf(context),
  );
}
