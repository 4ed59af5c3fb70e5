import { formKindOfSlug } from "~/domain/forms/lead-form-catalog";
import type { Route } from "../../routes/api/+types/forms";
import { leadFormDefinitions } from "../leads/lead-form-definitions.server";
import { handleLeadPost } from "../leads/lead-post.server";
import { leadJsonResponse } from "../leads/lead-responses.server";

/**
 * POST /api/forms/:form — where the enhanced public forms send their submissions
 * (app/enhance/lead-form.ts). The same pipeline as the pages' own actions; the answer is
 * JSON (app/domain/forms/lead-form-response.ts). An unknown form is 404 whatever the method.
 */
export async function formsAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const kind = formKindOfSlug(params.form);
  if (!kind)
    return leadJsonResponse(404, {
      ok: false,
      fieldErrors: {},
      formErrors: ["There is no such form."],
    });
  if (request.method !== "POST") {
    return leadJsonResponse(
      405,
      { ok: false, fieldErrors: {}, formErrors: ["Forms are sent with POST."] },
      { Allow: "POST" },
    );
  }
  const outcome = await handleLeadPost(leadFormDefinitions[kind], {
    request,
    context,
  });
  return leadJsonResponse(outcome.status, outcome.response, outcome.headers);
}

/** GET and HEAD: 404 for an unknown form, else 405 (forms are sent with POST). */
export function formsLoader({ params }: Route.LoaderArgs) {
  if (!formKindOfSlug(params.form))
    return leadJsonResponse(404, {
      ok: false,
      fieldErrors: {},
      formErrors: ["There is no such form."],
    });
  return leadJsonResponse(
    405,
    { ok: false, fieldErrors: {}, formErrors: ["Forms are sent with POST."] },
    { Allow: "POST" },
  );
}
