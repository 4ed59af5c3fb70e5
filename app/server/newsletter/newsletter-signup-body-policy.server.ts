import { pathWithoutLocale } from "~/i18n/locale";
import type { BodyLimits, BodyPolicy } from "../http/body-limits.server";

/**
 * The body policy of the newsletter's sign-up (/newsletter, /fr/newsletter, and /api/newsletter
 * for the enhanced box) and of its confirmation button (/newsletter/confirm,
 * /fr/newsletter/confirm), for `bodyPolicyFor`: one address or one token, so a small text body,
 * counted per client with the forms' budget (FORM_RATE_LIMIT, bucket `newsletter`) before a
 * byte is read (docs/newsletter.md). The sign-up page shows a refusal beside its form.
 */
export const NEWSLETTER_FORM_MAX_BYTES = 4 * 1024;

const limits: BodyLimits = {
  maxBytes: NEWSLETTER_FORM_MAX_BYTES,
  maxFiles: 0,
  maxFileBytes: 0,
  maxFields: 12,
  maxFieldBytes: 1024,
  maxParts: 12,
};

/**
 * The policy for a normalised path (lower case, no trailing slash, no single-fetch `.data`
 * suffix: bodyPolicyFor strips it), or null.
 */
export function newsletterSignupBodyPolicy(path: string): BodyPolicy | null {
  if (path === "/api/newsletter")
    return {
      form: null,
      rateLimit: "newsletter",
      answer: "json",
      routeAnswersRefusal: false,
      limits,
    };
  const page = pathWithoutLocale(path);
  if (page !== "/newsletter" && page !== "/newsletter/confirm") return null;
  return {
    form: null,
    rateLimit: "newsletter",
    answer: "page",
    routeAnswersRefusal: page === "/newsletter",
    ...(page === "/newsletter" ? { refillsForm: true as const } : {}),
    limits,
  };
}
