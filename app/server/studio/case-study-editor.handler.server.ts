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
import { requireContentStaff } from "../console/console-guard.server";
import {
  caseStudyChoices,
  type CaseStudyChoices,
} from "./case-study-list.server";
import { caseStudyStudio } from "./case-study-studio.server";
import {
  studioEditorAction,
  studioEditorLoader,
  type EditorSpec,
} from "./studio-editor.server";

const CASE_STUDY_EDITOR: EditorSpec<CaseStudyDocument, CaseStudyChoices> = {
  choices: caseStudyChoices,
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
  return studioEditorLoader(CASE_STUDY_EDITOR, scope, params.caseStudyId);
}

export async function caseStudyEditorAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  return studioEditorAction(
    CASE_STUDY_EDITOR,
    scope,
    params.caseStudyId,
    accountFormOf(context),
  );
}
