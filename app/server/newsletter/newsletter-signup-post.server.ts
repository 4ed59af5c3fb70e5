import type { RouterContextProvider } from "react-router";
import { newsletterSignup as englishCopy } from "~/content/newsletter";
import { newsletterSignup as frenchCopy } from "~/content/fr/newsletter";
import { trackingFieldNames } from "~/domain/forms/consent";
import {
  NEWSLETTER_EMAIL_FIELD,
  newsletterEmailSchema,
} from "~/domain/newsletter/newsletter-signup";
import type { NewsletterSignupResponse } from "~/domain/newsletter/newsletter-response";
import type { ByLocale } from "~/i18n/copy";
import type { Locale } from "~/i18n/locale";
import { holdUntil } from "../auth/account-form.server";
import {
  checkFormToken,
  issueFormToken,
  type FormTokenCheck,
} from "../security/form-token.server";
import { requestInfoContext } from "../http/request-context.server";
import { renewedFormToken, submissionLocale } from "../leads/lead-post.server";
import { getAppServices, getDb, type AppServices } from "../services.server";
import {
  createAddressLimiter,
  type AddressLimiter,
} from "../security/address-limit.server";
import { requestSubscription } from "./newsletter-signup.server";

export const signupCopy: ByLocale<typeof frenchCopy> = {
  en: englishCopy,
  fr: frenchCopy,
};

/** What one sign-up post comes to: the status and words, and what the page's form shows next. */
export type SignupOutcome = {
  status: number;
  headers?: Record<string, string>;
  response: NewsletterSignupResponse;
  /** The address to put back in the form (empty after an accepted request). */
  email: string;
  locale: Locale;
  /** The page the form was on (the box's page, when the box posted to /newsletter). */
  page: string | null;
};

const limiters = new WeakMap<AppServices, AddressLimiter>();

function addressLimiter(services: AppServices): AddressLimiter {
  let limiter = limiters.get(services);
  if (!limiter) {
    limiter = createAddressLimiter(
      services.limiterStore.create,
      services.env.authSecret,
    );
    limiters.set(services, limiter);
  }
  return limiter;
}

/** A fresh token for the next request from the same page. */
export function newsletterFormToken(): string {
  return issueFormToken(getAppServices().env.authSecret, "newsletter");
}

function honeypotFilled(honeypot: unknown): boolean {
  return typeof honeypot === "string" && honeypot.trim() !== "";
}

/** Why a request with a valid token looks like a bot's (docs/decisions/007), or null. */
export function spamReasonOf(
  honeypot: unknown,
  issuedAt: number,
  minFillMs: number,
  now = Date.now(),
): string | null {
  if (honeypotFilled(honeypot)) return "honeypot field filled";
  const elapsed = now - issuedAt;
  return elapsed < minFillMs
    ? `submitted ${elapsed} ms after the form was shown`
    : null;
}

function text(value: FormDataEntryValue | null, max: number): string {
  return typeof value === "string"
    ? value.split("\u0000").join("").trim().slice(0, max)
    : "";
}

function pagePathOf(value: FormDataEntryValue | null): string | null {
  const page = text(value, 300);
  return page.startsWith("/") && !page.startsWith("//") ? page : null;
}

/**
 * The page a box posted from. The box carries no path (its markup is shared by every path a
 * cached page answers), so it is the post's Referer — only when it is one of our own pages:
 * our Referrer-Policy (strict-origin-when-cross-origin) sends the full URL to ourselves.
 */
function refererPage(request: Request, publicUrl: string): string | null {
  const referer = URL.parse(request.headers.get("referer") ?? "");
  if (!referer || referer.origin !== new URL(publicUrl).origin) return null;
  return pagePathOf(referer.pathname);
}

/**
 * The token handed back with a post that had no valid one. Only an expired token of ours is
 * dated back by the minimum fill time (the visitor filled the form long ago); any other post
 * (none, forged, malformed) gets a token of now, so a script's second post, sent at once, is
 * caught by the fill-time check like any other (docs/newsletter.md).
 */
function retryToken(token: FormTokenCheck): string {
  return !token.valid && token.reason === "expired"
    ? renewedFormToken("newsletter")
    : newsletterFormToken();
}

/**
 * Every sign-up answer takes at least this long, whatever the address's state: a new address
 * (a row, two consent events, an e-mail queued) must not answer later than a confirmed one
 * (nothing written), or the time would tell who is on the list (docs/newsletter.md).
 */
export const SIGNUP_ANSWER_FLOOR_MS = 300;

/**
 * The one path a sign-up takes, from the /newsletter page (no JavaScript, or the footer's and
 * /blog's box, which cannot carry a token) and from /api/newsletter (the enhanced box), answered
 * no sooner than SIGNUP_ANSWER_FLOOR_MS after it began, on every branch.
 */
export async function handleSignupPost(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<SignupOutcome> {
  const startedAt = Date.now();
  const outcome = await signupOutcome(args);
  await holdUntil(startedAt, SIGNUP_ANSWER_FLOOR_MS);
  return outcome;
}

/** The answer to one sign-up post. The body was read by the HTTP layer after the per-IP limit (newsletter-signup-body-policy.server.ts). */
async function signupOutcome({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<SignupOutcome> {
  const services = getAppServices();
  const { env, logger } = services;
  const body = context.get(requestInfoContext).body;
  const locale = submissionLocale(
    request.url,
    body?.kind === "form"
      ? (body.formData.get(trackingFieldNames.locale) ?? undefined)
      : undefined,
  );
  const words = signupCopy[locale];
  const page =
    pagePathOf(
      body?.kind === "form"
        ? body.formData.get(trackingFieldNames.pagePath)
        : body?.kind === "refused"
          ? (body.refusal.values[trackingFieldNames.pagePath] ?? null)
          : null,
    ) ?? refererPage(request, env.publicUrl);
  // Every branch answers with the same language and page, so the form comes back where it was.
  const answer = (
    status: number,
    email: string,
    response: NewsletterSignupResponse,
    headers?: Record<string, string>,
  ): SignupOutcome => ({ status, headers, response, email, locale, page });
  if (body?.kind !== "form") {
    const refusal = body?.kind === "refused" ? body.refusal : null;
    return answer(
      refusal?.status ?? 400,
      text(refusal?.values.email ?? null, 254),
      {
        ok: false,
        kind: refusal?.status === 429 ? "limited" : "invalid",
        message: refusal?.formErrors[0] ?? words.invalidEmail,
      },
      refusal?.headers,
    );
  }
  const { formData } = body;
  const typed = text(formData.get(NEWSLETTER_EMAIL_FIELD), 320);
  const parsed = newsletterEmailSchema.safeParse(typed);
  const token = checkFormToken(
    env.authSecret,
    "newsletter",
    formData.get(trackingFieldNames.token),
    Date.now(),
    env.formTokenMaxAgeMs,
  );
  if (!parsed.success)
    return answer(400, typed, {
      ok: false,
      kind: "invalid",
      message: words.invalidEmail,
      formToken: token.valid ? undefined : retryToken(token),
    });
  const email = parsed.data;
  // No valid token: the box on a cached page, a page left open too long, or a bot's plain
  // POST. Nothing is stored or sent; the address comes back with a fresh token (retryToken).
  if (!token.valid)
    return answer(200, email, {
      ok: false,
      kind: "retry",
      message: words.pressSubscribe,
      formToken: retryToken(token),
    });
  const honeypot = formData.get(trackingFieldNames.honeypot);
  const spamReason = spamReasonOf(honeypot, token.issuedAt, env.formMinFillMs);
  // Only the fill time was short: a person who pressed Subscribe on the "press Subscribe" answer
  // at once, or typed fast. Storing it flagged would mail no one while the page said the e-mail
  // was on its way, so it is asked again, with the same token: nothing stored, no address budget
  // spent, and the next press past the minimum fill time goes through (docs/newsletter.md).
  if (spamReason !== null && !honeypotFilled(honeypot))
    return answer(200, email, {
      ok: false,
      kind: "retry",
      message: words.pressSubscribe,
      formToken: String(formData.get(trackingFieldNames.token)),
    });
  const wait = await addressLimiter(services).consume(email);
  if (wait !== null) {
    logger.warn("newsletter sign-up limited for one address");
    return answer(
      429,
      email,
      { ok: false, kind: "limited", message: words.tooManyForAddress },
      { "Retry-After": String(wait) },
    );
  }
  const outcome = await requestSubscription(getDb(), {
    email,
    locale,
    consentText: words.consent,
    page,
    spamReason,
    origin: env.publicUrl,
    secret: env.authSecret,
  });
  // Never the address: the log says what happened, not to whom.
  if (outcome === "blocked")
    logger.info("newsletter sign-up from a blocked domain: nothing stored");
  else logger.info({ outcome, spamReason }, "newsletter sign-up");
  return answer(200, "", { ok: true, message: words.accepted });
}
