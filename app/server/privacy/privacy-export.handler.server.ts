import { redirect } from "react-router";
import type { Route } from "../../routes/privacy/+types/privacy-export";
import { CODE_MINUTES } from "~/domain/privacy/privacy-clock";
import { localeFromPath, localizedPath, type Locale } from "~/i18n/locale";
import { message } from "~/i18n/message";
import { maskAddresses } from "../jobs/job-worker.server";
import { getAppServices, getDb } from "../services.server";
import { downloadTicket } from "./privacy-download-ticket.server";
import { longDate, requestReference } from "./privacy-mail.server";
import {
  addressLimitAnswer,
  postedCodeStep,
  privacyAnswer,
  privacyNotFound,
  wrongCodeAnswer,
} from "./privacy-public-answers.server";
import {
  checkDownloadCode,
  exportLinkState,
  sendDownloadCode,
} from "./privacy-requests.server";

/**
 * /privacy/export/<link> (and /fr/…): a person's export (decision 072). The link alone is not
 * enough: the page sends a fresh 6-digit code to the request's address, and the zip goes out
 * only for that code, once. The link and its file live 7 days; after that the page says so.
 */
export async function privacyExportLoader({
  request,
  params,
  context,
}: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const link = await exportLinkState(getDb(), params.token, new Date());
  if (link.kind === "unknown") privacyNotFound(request, context);
  if (link.kind === "expired")
    return {
      state: "expired" as const,
      newRequestHref: localizedPath("/privacy/request", locale),
    };
  return {
    state: "live" as const,
    reference: requestReference(link.export.id),
    maskedEmail: maskAddresses(link.export.email),
    until: longDate(locale, link.export.exportExpiresAt),
    sizeKb: Math.max(1, Math.round(link.size / 1024)),
    codeMinutes: CODE_MINUTES,
  };
}

export async function privacyExportAction({
  request,
  params,
  context,
}: Route.ActionArgs) {
  const locale: Locale = localeFromPath(new URL(request.url).pathname);
  const step = postedCodeStep(locale, context);
  if (step.kind === "refused") return step.answer;
  const db = getDb();
  const { env } = getAppServices();
  const link = await exportLinkState(db, params.token, new Date());
  if (link.kind === "unknown") privacyNotFound(request, context);
  if (link.kind === "expired")
    return privacyAnswer(410, {
      formError: message("privacy.request.download.expired"),
    });
  if (step.kind === "resend") {
    const throttled = await addressLimitAnswer(link.export.email);
    if (throttled) return throttled;
    await sendDownloadCode(db, { id: link.export.id, secret: env.authSecret });
    return privacyAnswer(200, {
      notice: message("privacy.request.download.sent"),
    });
  }
  if (step.kind === "invalid") return step.answer;
  const check = await checkDownloadCode(db, {
    id: link.export.id,
    code: step.code,
    secret: env.authSecret,
  });
  if (check.kind === "wrong") return wrongCodeAnswer(locale, check.triesLeft);
  if (check.kind !== "accepted")
    return privacyAnswer(400, {
      formError: message("privacy.request.code.noCode"),
    });
  getAppServices().logger.info(
    { privacyRequestId: link.export.id },
    "privacy export code accepted",
  );
  // The file is a resource of its own: a page's action cannot answer with a download.
  const ticket = downloadTicket(env.authSecret, params.token, Date.now());
  return redirect(
    `${localizedPath(`/privacy/export/${params.token}/file`, locale)}?ticket=${ticket}`,
    303,
  );
}
