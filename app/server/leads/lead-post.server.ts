import type { RouterContextProvider } from "react-router";
import {
  trackingFieldNames,
  utmFieldNames,
  type FormKind,
  type TokenFormKind,
} from "~/domain/forms/consent";
import type { LeadFormResponse } from "~/domain/forms/lead-form-response";
import {
  formValues,
  textValues,
  validateForm,
} from "~/domain/forms/validate-form";
import { checkFormToken, issueFormToken } from "../security/form-token.server";
import { templateScope } from "../page-templates/template-scope.server";
import { canonicalSubmission } from "../security/idempotency-key.server";
import { assessSubmission } from "../security/spam.server";
import { requestInfoContext } from "../http/request-context.server";
import { bodyMessage } from "../http/body-refusals.server";
import { getAppServices, getDb } from "../services.server";
import type { LeadFormDefinition } from "./lead-form-definitions.server";
import type { LeadTracking } from "./store-lead.server";
import type { VisitAttribution } from "../analytics/analytics-recorder.server";
import {
  leadVisitOf,
  recordLeadConversion,
  visitAttributionOf,
} from "../analytics/lead-attribution.server";
import { isFileStoreUnavailable } from "../storage/file-store.server";
import type { ByLocale } from "~/i18n/copy";
import { formatNumber } from "~/i18n/format";
import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromPath,
  type Locale,
} from "~/i18n/locale";

/** Said when an upload's store does not answer; nothing was stored. */
const fileStoreUnavailable: ByLocale<string> = {
  en: "We could not save your file just now, so nothing was sent. Please try again in a minute.",
  fr: "Nous n’avons pas pu enregistrer votre fichier pour le moment; rien n’a donc été envoyé. Veuillez réessayer dans une minute.",
};
export const FILE_STORE_UNAVAILABLE_MESSAGE = fileStoreUnavailable.en;

/**
 * The language of a submission, decided by the server alone: a page's own action (the post
 * without JavaScript) from its URL, /fr/… being French; the enhanced forms' JSON API, one URL
 * for both languages, from the `locale` field every form carries, if it is one of ours.
 * Nothing else (Accept-Language, cookies) counts: the page the visitor read decides.
 */
export function submissionLocale(
  requestUrl: string,
  posted: FormDataEntryValue | undefined,
): Locale {
  const path = new URL(requestUrl).pathname;
  if (path === "/api" || path.startsWith("/api/"))
    return isLocale(posted) ? posted : DEFAULT_LOCALE;
  return localeFromPath(path);
}

/**
 * The one path every public form post takes, whether the page posts it (no JavaScript) or
 * the enhanced form sends it to /api/forms/:form: the body as the HTTP layer read it (after
 * the rate limit and size limits), schema, spam check, then one transaction that stores the
 * lead and queues its e-mails. Whatever goes wrong with the input, the answer is a 4xx with messages, never a 500 and never a
 * partial write.
 */
export type LeadPostOutcome = {
  /** The HTTP status to answer with. */
  status: number;
  headers?: Record<string, string>;
  response: LeadFormResponse;
  /** The visitor's text, for the page re-rendered without JavaScript. */
  values: Record<string, string>;
  /** Which form on the page posted (its hidden `_formId`). */
  formId?: string;
};

/** What the pipeline needs of a route's arguments: the URL (the page's language) and the body the HTTP layer read. */
export type LeadPostArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
};

export function formTokenFor(form: TokenFormKind): string {
  // A page template gets a placeholder, filled with a new token for every visitor.
  const template = templateScope();
  if (template) return template.formToken(form);
  return issueFormToken(getAppServices().env.authSecret, form);
}

const HOUR_MS = 3_600_000;

/** What a visitor is told when the form's token is older than FORM_TOKEN_MAX_AGE_HOURS. */
export function expiredFormMessage(
  maxAgeMs: number,
  locale: Locale = "en",
): string {
  const hours = maxAgeMs / HOUR_MS;
  if (locale === "fr") {
    const age =
      hours === 24
        ? "un jour"
        : hours % 24 === 0
          ? `${hours / 24} jours`
          : `${formatNumber("fr", hours)} heure${hours < 2 ? "" : "s"}`;
    return `Ce formulaire est ouvert depuis plus de ${age}. Veuillez vérifier vos renseignements et l’envoyer de nouveau.`;
  }
  const age =
    hours === 24
      ? "a day"
      : hours % 24 === 0
        ? `${hours / 24} days`
        : `${hours} hour${hours === 1 ? "" : "s"}`;
  return `This form has been open for more than ${age}. Please check your details and send it again.`;
}

/** The message with the default lifetime (24 hours). */
export const EXPIRED_FORM_MESSAGE = expiredFormMessage(24 * HOUR_MS);

/**
 * The token that replaces an expired one. Dated back by the minimum fill time: the visitor
 * has long filled in the form, and sending it again at once must not be taken for a bot
 * (which would store the lead flagged and mail no one).
 */
export function renewedFormToken(form: TokenFormKind): string {
  const { env } = getAppServices();
  return issueFormToken(env.authSecret, form, Date.now() - env.formMinFillMs);
}

export async function handleLeadPost(
  definition: LeadFormDefinition,
  { request, context }: LeadPostArgs,
): Promise<LeadPostOutcome> {
  const { env, logger, analytics } = getAppServices();
  const body = requestBodyOf(context);
  if ("refused" in body) return body.refused;
  const { formData } = body;
  const values = formValues(formData);
  const text = textValues(values);
  const formId =
    typeof values._formId === "string" ? values._formId : undefined;
  const locale = submissionLocale(
    request.url,
    values[trackingFieldNames.locale],
  );
  const validation = validateForm(definition.schema(locale), values);

  const token = checkFormToken(
    env.authSecret,
    definition.kind,
    values[trackingFieldNames.token],
    Date.now(),
    env.formTokenMaxAgeMs,
  );
  // An expired token is not spam: it is a visitor who left the page open. Nothing is stored,
  // the input comes back with a fresh token, and the next send goes through.
  const expired = !token.valid && token.reason === "expired";
  const renewal = expired
    ? { formToken: renewedFormToken(definition.kind) }
    : {};
  const expiredErrors = expired
    ? [expiredFormMessage(env.formTokenMaxAgeMs, locale)]
    : [];
  if (!validation.ok) {
    const { fieldErrors, formErrors } = validation;
    const response = {
      ok: false as const,
      fieldErrors,
      formErrors: [...expiredErrors, ...formErrors],
      ...renewal,
    };
    return { status: 400, response, values: text, formId };
  }
  if (expired) {
    logger.info(
      { form: definition.kind },
      "form token expired: asked to send again",
    );
    return {
      status: 400,
      response: {
        ok: false,
        fieldErrors: {},
        formErrors: expiredErrors,
        ...renewal,
      },
      values: text,
      formId,
    };
  }

  const verdict = assessSubmission({
    form: definition.kind,
    token,
    honeypot: values[trackingFieldNames.honeypot],
    minFillMs: env.formMinFillMs,
    content: await canonicalSubmission(definition.kind, validation.value),
  });
  const visit = leadVisitOf(request, context.get(requestInfoContext).clientIp);
  const tracking = withVisit(
    readTracking(formData, definition.consent[locale]),
    await visitAttributionOf(analytics, visit, logger),
  );
  let stored: Awaited<ReturnType<LeadFormDefinition["store"]>>;
  try {
    stored = await definition.store({
      db: getDb(),
      value: validation.value,
      tracking,
      verdict,
      recipients: { leads: env.leadsNotifyTo, careers: env.careersNotifyTo },
      ackLimitPerAddress: env.ackLimitPerAddress,
      formData,
      locale,
    });
  } catch (error) {
    // The file store (S3) did not take the résumé: nothing was stored (its bytes go in before
    // the row, decision 023). The visitor keeps what they typed and is asked to send again.
    if (!isFileStoreUnavailable(error)) throw error;
    logger.error(
      { err: error, form: definition.kind },
      "file storage unavailable: submission not stored",
    );
    return {
      status: 503,
      headers: { "Retry-After": "30" },
      response: {
        ok: false,
        fieldErrors: {},
        formErrors: [fileStoreUnavailable[locale]],
      },
      values: text,
      formId,
    };
  }
  if ("fieldErrors" in stored) {
    return {
      status: 400,
      response: { ok: false, fieldErrors: stored.fieldErrors, formErrors: [] },
      values: text,
      formId,
    };
  }
  if (stored.status === "stored" && !verdict.isSpam)
    recordLeadConversion(
      analytics,
      visit,
      definition.kind,
      tracking.pagePath ?? new URL(request.url).pathname,
    );
  if (verdict.isSpam)
    logger.warn(
      { form: definition.kind, reason: verdict.reason, id: stored.id },
      "submission flagged as spam",
    );
  else
    logger.info(
      { form: definition.kind, id: stored.id, status: stored.status },
      "lead stored",
    );
  return {
    status: 200,
    response: {
      ok: true,
      details: definition.success(validation.value, {
        id: stored.id,
        locale,
      }),
      formToken: formTokenFor(definition.kind),
    },
    // The form starts empty again.
    values: {},
    formId,
  };
}

/**
 * The body as the HTTP layer read it (app/server/http/request-body.server.ts: rate limit,
 * size limits and streaming parse happen there, before this route runs), or the outcome of
 * its refusal. The request's own body stream is never read here.
 */
export function requestBodyOf(
  context: Readonly<RouterContextProvider>,
): { formData: FormData } | { refused: LeadPostOutcome } {
  const body = context.get(requestInfoContext).body;
  if (body?.kind === "form") return { formData: body.formData };
  if (body?.kind === "refused") {
    const { status, headers, fieldErrors, formErrors, values } = body.refusal;
    const formId =
      typeof values._formId === "string" ? values._formId : undefined;
    return {
      refused: {
        status,
        headers,
        response: { ok: false, fieldErrors, formErrors },
        values,
        formId,
      },
    };
  }
  // Only a request that bypassed the body layer gets here.
  return {
    refused: {
      status: 400,
      response: {
        ok: false,
        fieldErrors: {},
        formErrors: [bodyMessage("unreadable")],
      },
      values: {},
    },
  };
}

function cleanText(
  value: FormDataEntryValue | null,
  max: number,
): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.split("\u0000").join("").trim();
  return trimmed === "" ? null : trimmed.slice(0, max);
}

function readTracking(formData: FormData, consent: string): LeadTracking {
  const pagePath = cleanText(formData.get(trackingFieldNames.pagePath), 300);
  const referrer = cleanText(formData.get(trackingFieldNames.referrer), 500);
  return {
    pagePath: pagePath?.startsWith("/") ? pagePath : null,
    referrer: referrer && /^https?:\/\//i.test(referrer) ? referrer : null,
    utmSource: cleanText(formData.get(trackingFieldNames.utmSource), 200),
    utmMedium: cleanText(formData.get(trackingFieldNames.utmMedium), 200),
    utmCampaign: cleanText(formData.get(trackingFieldNames.utmCampaign), 200),
    utmTerm: cleanText(formData.get(trackingFieldNames.utmTerm), 200),
    utmContent: cleanText(formData.get(trackingFieldNames.utmContent), 200),
    landingPage: null,
    trafficSource: null,
    consentText: consent,
  };
}

/**
 * The submission's tracking with its visit's attribution: the landing page and source, and
 * the visit's UTM when it had a campaign (a session keeps the campaign that brought it, as
 * the dashboard counts it), else the form page's own.
 */
function withVisit(
  tracking: LeadTracking,
  visit: VisitAttribution | null,
): LeadTracking {
  if (!visit) return tracking;
  const { landingPage, source, ...utm } = visit;
  const hasCampaign = Object.values(utm).some((value) => value !== null);
  return {
    ...tracking,
    ...(hasCampaign ? utm : {}),
    landingPage,
    trafficSource: source,
  };
}

/**
 * What a form page's loader hands its form: a fresh signed token, the page path, and the
 * attribution this request carries (UTM parameters, an external referrer). The browser
 * replaces the latter with first-touch values when it has them.
 */
export function leadFormContext(request: Request, form: FormKind) {
  const url = new URL(request.url);
  const attribution: Record<string, string> = {};
  for (const name of utmFieldNames) {
    const value = url.searchParams.get(name);
    if (value) attribution[name] = value.slice(0, 200);
  }
  const referrer = request.headers.get("referer");
  if (
    referrer &&
    /^https?:\/\//i.test(referrer) &&
    URL.parse(referrer)?.host !== url.host
  ) {
    attribution[trackingFieldNames.referrer] = referrer.slice(0, 500);
  }
  return { formToken: formTokenFor(form), pagePath: url.pathname, attribution };
}
