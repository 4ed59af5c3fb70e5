import type { CaseStudyDocument } from "~/domain/studio/case-study-document";
import { diffCaseStudyDocuments } from "~/domain/studio/revision-diff";
import type { Route } from "../../routes/studio/+types/case-study-revisions";
import { accountFormOf } from "../auth/account-form.server";
import { requireContentStaff } from "../console/console-guard.server";
import { caseStudyChoices } from "./case-study-list.server";
import { caseStudyStudio } from "./case-study-studio.server";
import {
  studioRevisionsAction,
  studioRevisionsLoader,
  type RevisionsSpec,
} from "./studio-revisions.server";

const CASE_STUDY_REVISIONS: RevisionsSpec<CaseStudyDocument> = {
  operations: caseStudyStudio,
  diff: diffCaseStudyDocuments,
  choices: caseStudyChoices,
};

/** /lead_admin/case-studies/:caseStudyId/revisions: the history, a comparison, and Restore. */
export async function caseStudyRevisionsLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  return studioRevisionsLoader(
    CASE_STUDY_REVISIONS,
    scope,
    request,
    params.caseStudyId,
  );
}

export async function caseStudyRevisionsAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  return studioRevisionsAction(
    CASE_STUDY_REVISIONS,
    scope,
    params.caseStudyId,
    accountFormOf(context),
  );
}
