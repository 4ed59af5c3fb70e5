import { createHmac } from "node:crypto";
import { redirect } from "react-router";
import type { Route } from "../../routes/privacy/+types/privacy-request";
import { trackingFieldNames } from "~/domain/forms/consent";
import { formValues, validateForm } from "~/domain/forms/validate-form";
import {
  PRIVACY_REQUEST_FIELDS,
  privacyRequestSchema,
} from "~/domain/privacy/privacy-request-form";
import { localeFromPath, localizedPath, type Locale } from "~/i18n/locale";
import { message } from "~/i18n/message";
import { getSignedIn } from "../auth/current-user.server";
import { requestInfoContext } from "../http/request-context.server";
import { checkFormToken, issueFormToken } from "../security/form-token.server";
import { getAppServices, getDb } from "../services.server";
import { privacyAddressLimiter } from "./privacy-address-limit.server";
import { postedForm, privacyAnswer } from "./privacy-public-answers.server";
import {
  openPrivacyRequest,
  privacyMailSettings,
} from "./privacy-requests.server";

/**
 * /privacy/request and /fr/privacy/request (decision 072): what a person may ask about their
 * personal information, without a script. The answer is the same whether or not we know the
 * address — a code goes to it either way — so the form tells nobody who is in our records.
 */
const KEPT_FIELDS = [
  PRIVACY_REQUEST_FIELDS.kind,
  PRIVACY_REQUEST_FIELDS.email,
  PRIVACY_REQUEST_FIELDS.name,
  PRIVACY_REQUEST_FIELDS.details,
] as const;

function keptValues(source: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    KEPT_FIELDS.flatMap((name) => {
      const value = source[name];
      return typeof value === "string" ? [[name, value.slice(0, 4000)]] : [];
    }),
  );
}

const answer = privacyAnswer;

/** A portal user signed in with two-factor authentication asks without a code. */
async function verifiedPortalUser(request: Request) {
  const signedIn = await getSignedIn(request);
  if (!signedIn?.twoFactorVerified) return null;
  return { userId: signedIn.userId, email: signedIn.email };
}

export async function privacyRequestLoader({ request }: Route.LoaderArgs) {
  const { env } = getAppServices();
  const portalUser = await verifiedPortalUser(request);
  return {
    formToken: issueFormToken(env.authSecret, "privacy"),
    /** Shown so they know no code is needed for their own address. */
    verifiedEmail: portalUser?.email ?? null,
  };
}

export async function privacyRequestAction({
  request,
  context,
}: Route.ActionArgs) {
  const locale: Locale = localeFromPath(new URL(request.url).pathname);
  const { env, logger } = getAppServices();
  const requestInfo = context.get(requestInfoContext);
  const posted = postedForm(context, keptValues);
  if (posted.kind === "refused") return posted.answer;
  const values = formValues(posted.formData);
  const kept = keptValues(values);
  const token = checkFormToken(
    env.authSecret,
    "privacy",
    values[trackingFieldNames.token],
    Date.now(),
    env.formTokenMaxAgeMs,
  );
  if (!token.valid)
    return answer(400, {
      formError: message("privacy.request.form.expired"),
      values: kept,
    });
  const honeypot = values[trackingFieldNames.honeypot];
  if (
    (typeof honeypot === "string" && honeypot.trim() !== "") ||
    Date.now() - token.issuedAt < env.formMinFillMs
  ) {
    logger.warn({ form: "privacy" }, "privacy request looked automated");
    return answer(400, {
      formError: message("privacy.request.form.checkAndSend"),
      values: kept,
    });
  }
  const validation = validateForm(privacyRequestSchema(locale), values);
  if (!validation.ok)
    return answer(400, { fieldErrors: validation.fieldErrors, values: kept });
  const { kind, email, name, details } = validation.value;

  const portalUser = await verifiedPortalUser(request);
  const ownAddress =
    portalUser !== null &&
    portalUser.email.toLowerCase() === email.toLowerCase();
  if (!ownAddress) {
    const wait = await privacyAddressLimiter().consume(email);
    if (wait !== null)
      return answer(
        429,
        {
          formError: message("privacy.request.form.tooManyForAddress"),
          values: kept,
        },
        { "Retry-After": String(wait) },
      );
  }
  const opened = await openPrivacyRequest(
    getDb(),
    {
      kind,
      email,
      name: name ?? "",
      details: details ?? "",
      locale,
      clientKeyHash: createHmac("sha256", env.authSecret)
        .update(`privacy-client:${requestInfo.clientIp}`)
        .digest("base64url"),
      verifiedUserId: ownAddress ? portalUser.userId : null,
    },
    privacyMailSettings(),
  );
  logger.info(
    { privacyRequestId: opened.id, kind, received: opened.received },
    "privacy request opened",
  );
  return redirect(localizedPath(`/privacy/request/${opened.id}`, locale), 303);
}
