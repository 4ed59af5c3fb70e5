import { data } from "react-router";
import type { Route } from "../../routes/studio/+types/insight-new";
import { accountFormOf } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { insightStudio } from "./insight-studio.server";
import { studioNewAction } from "./studio-new.server";

/** /lead_admin/insights/new: a title is all a draft needs to start. */
export async function insightNewLoader({ request, context }: Route.LoaderArgs) {
  await requireContentStaff(request, context);
  return data({}, { headers: CONSOLE_HEADERS });
}

export async function insightNewAction({ request, context }: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  return studioNewAction(insightStudio, scope, accountFormOf(context));
}
