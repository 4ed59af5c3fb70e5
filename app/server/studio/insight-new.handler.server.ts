import { data, redirect } from "react-router";
import { z } from "zod";
import { INSIGHT_LIMITS } from "~/domain/studio/insight-document";
import type { Route } from "../../routes/studio/+types/insight-new";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { setFlashToast } from "../http/flash-toast.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { createInsight } from "./insight-studio.server";

export const newInsightSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: "Give the insight a title." })
    .max(INSIGHT_LIMITS.title, {
      error: `The title must be ${INSIGHT_LIMITS.title} characters or fewer.`,
    }),
});

/** /lead_admin/insights/new: a title is all a draft needs to start. */
export async function insightNewLoader({ request, context }: Route.LoaderArgs) {
  await requireContentStaff(request, context);
  return data({}, { headers: CONSOLE_HEADERS });
}

export async function insightNewAction({ request, context }: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  const form = accountFormOf(context);
  const parsed = parseForm(newInsightSchema, form, ["title"]);
  if (!parsed.ok)
    return formFailure(
      {},
      {
        fieldErrors: parsed.fieldErrors,
        values: { title: textField(form, "title") },
        headers: CONSOLE_HEADERS,
      },
    );
  const id = await createInsight(scope, parsed.value.title);
  const headers = new Headers(CONSOLE_HEADERS);
  await setFlashToast(headers, {
    kind: "success",
    title: "Draft created",
    description: "Nothing is public until you publish it.",
  });
  return redirect(`/lead_admin/insights/${id}`, { headers });
}
