import { diffInsightDocuments } from "~/domain/studio/revision-diff";
import type { InsightDocument } from "~/domain/studio/insight-document";
import type { Route } from "../../routes/studio/+types/insight-revisions";
import { accountFormOf } from "../auth/account-form.server";
import { requireContentStaff } from "../console/console-guard.server";
import { insightStudio } from "./insight-studio.server";
import { studioChoices } from "./insight-list.server";
import {
  studioRevisionsAction,
  studioRevisionsLoader,
  type RevisionsSpec,
} from "./studio-revisions.server";

const INSIGHT_REVISIONS: RevisionsSpec<InsightDocument> = {
  operations: insightStudio,
  diff: diffInsightDocuments,
  choices: studioChoices,
};

/** /lead_admin/insights/:insightId/revisions: the history, a comparison, and Restore. */
export async function insightRevisionsLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  return studioRevisionsLoader(
    INSIGHT_REVISIONS,
    scope,
    request,
    params.insightId,
  );
}

export async function insightRevisionsAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  return studioRevisionsAction(
    INSIGHT_REVISIONS,
    scope,
    params.insightId,
    accountFormOf(context),
  );
}
