import { formKindOfSlug } from "~/domain/forms/lead-form-catalog";
import type { ByLocale } from "~/i18n/copy";
import type { Locale } from "~/i18n/locale";
import { refusalLocale } from "../http/refusal-locale.server";
import type { Route } from "../../routes/api/+types/forms";
import { leadFormDefinitions } from "../leads/lead-form-definitions.server";
import { handleLeadPost } from "../leads/lead-post.server";
import { leadJsonResponse } from "../leads/lead-responses.server";

/** The API's own refusals, in the language of the page that sent the form (refusal-locale.server.ts). */
const apiMessages: ByLocale<{ noSuchForm: string; postOnly: string }> = {
  en: {
    noSuchForm: "There is no such form.",
    postOnly: "Forms are sent with POST.",
  },
  fr: {
    noSuchForm: "Ce formulaire n’existe pas.",
    postOnly: "Les formulaires sont envoyés par POST.",
  },
};

function requestLocale(request: Request): Locale {
  return refusalLocale({
    url: request.url,
    headers: { referer: request.headers.get("referer") ?? undefined },
  });
}

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
  const messages = apiMessages[requestLocale(request)];
  const kind = formKindOfSlug(params.form);
  if (!kind)
    return leadJsonResponse(404, {
      ok: false,
      fieldErrors: {},
      formErrors: [messages.noSuchForm],
    });
  if (request.method !== "POST") {
    return leadJsonResponse(
      405,
      { ok: false, fieldErrors: {}, formErrors: [messages.postOnly] },
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
export function formsLoader({ request, params }: Route.LoaderArgs) {
  const messages = apiMessages[requestLocale(request)];
  if (!formKindOfSlug(params.form))
    return leadJsonResponse(404, {
      ok: false,
      fieldErrors: {},
      formErrors: [messages.noSuchForm],
    });
  return leadJsonResponse(
    405,
    { ok: false, fieldErrors: {}, formErrors: [messages.postOnly] },
    { Allow: "POST" },
  );
}
