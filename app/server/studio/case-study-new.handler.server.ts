import { data } from "react-router";
import type { Route } from "../../routes/studio/+types/case-study-new";
import { accountFormOf } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { caseStudyStudio } from "./case-study-studio.server";
import { studioNewAction } from "./studio-new.server";

/** /lead_admin/case-studies/new: a title is all a draft needs to start. */
export async function caseStudyNewLoader({
  request,
  context,
}: Route.LoaderArgs) {
  await requireContentStaff(request, context);
  return data({}, { headers: CONSOLE_HEADERS });
}

export async function caseStudyNewAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  return studioNewAction(caseStudyStudio, scope, accountFormOf(context));
}
