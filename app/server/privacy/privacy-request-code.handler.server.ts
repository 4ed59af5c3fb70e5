import { redirect } from "react-router";
import type { Route } from "../../routes/privacy/+types/privacy-request-code";
import { maskAddresses } from "../jobs/job-worker.server";
import { CODE_MINUTES, hasLapsed } from "~/domain/privacy/privacy-clock";
import { localeFromPath, localizedPath, type Locale } from "~/i18n/locale";
import { message } from "~/i18n/message";
import { getDb } from "../services.server";
import { longDate, requestReference } from "./privacy-mail.server";
import {
  addressLimitAnswer,
  postedCodeStep,
  privacyAnswer,
  privacyNotFound,
  wrongCodeAnswer,
} from "./privacy-public-answers.server";
import {
  privacyMailSettings,
  requestForCodePage,
  resendVerificationCode,
  verifyPrivacyRequest,
} from "./privacy-requests.server";
import { isUuid } from "../http/not-found-response.server";

/**
 * /privacy/request/<id> (and /fr/…): the code step of a request, then its receipt. The id is a
 * random UUID only the person's browser was sent to; an unknown one is the site's 404.
 */

export async function privacyRequestCodeLoader({
  request,
  params,
  context,
}: Route.LoaderArgs) {
  const id = params.requestId;
  const row = isUuid(id) ? await requestForCodePage(getDb(), id) : null;
  if (!row) privacyNotFound(request, context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const state =
    row.status !== "unverified"
      ? ("received" as const)
      : hasLapsed(row, new Date())
        ? ("lapsed" as const)
        : ("code" as const);
  return {
    state,
    reference: requestReference(row.id),
    // Enough to recognise the address, never the address itself (the id may be shared).
    maskedEmail: maskAddresses(row.email),
    dueDate: row.dueAt ? longDate(locale, row.dueAt) : null,
    codeMinutes: CODE_MINUTES,
    newRequestHref: localizedPath("/privacy/request", locale),
  };
}

export async function privacyRequestCodeAction({
  request,
  params,
  context,
}: Route.ActionArgs) {
  const locale: Locale = localeFromPath(new URL(request.url).pathname);
  const step = postedCodeStep(locale, context);
  if (step.kind === "refused") return step.answer;
  const id = params.requestId;
  if (!isUuid(id)) privacyNotFound(request, context);
  const db = getDb();
  const settings = privacyMailSettings();

  if (step.kind === "resend") {
    const row = await requestForCodePage(db, id);
    if (!row) privacyNotFound(request, context);
    const throttled = await addressLimitAnswer(row.email);
    if (throttled) return throttled;
    const sent = await resendVerificationCode(db, {
      id,
      secret: settings.secret,
    });
    if (sent === "unknown") privacyNotFound(request, context);
    return sent === "sent"
      ? privacyAnswer(200, { notice: message("privacy.request.code.resent") })
      : privacyAnswer(409, {
          formError: message("privacy.request.code.closed"),
        });
  }

  if (step.kind === "invalid") return step.answer;
  const check = await verifyPrivacyRequest(db, {
    id,
    code: step.code,
    settings,
  });
  switch (check.kind) {
    case "accepted":
      // The receipt is the same page's GET: a reload never posts the code again.
      return redirect(localizedPath(`/privacy/request/${id}`, locale), 303);
    case "wrong":
      return wrongCodeAnswer(locale, check.triesLeft);
    case "no-code":
      return privacyAnswer(400, {
        formError: message("privacy.request.code.noCode"),
      });
    case "closed":
      return privacyAnswer(409, {
        formError: message("privacy.request.code.closed"),
      });
    case "unknown":
      return privacyNotFound(request, context);
  }
}
