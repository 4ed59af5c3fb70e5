// The consent lines live in ./consent-text.ts: the enhancers import this module, not them.

export const FORM_KINDS = [
  "blueprint",
  "contact",
  "get_started",
  "job_application",
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * Every form that carries a signed form token (app/server/security/form-token.server.ts): the lead
 * forms, the newsletter sign-up, which stores a subscriber rather than a lead
 * (app/server/newsletter/newsletter-signup.server.ts), and the consultation booking form
 * (app/server/booking/book-page.handler.server.ts).
 */
export const TOKEN_FORM_KINDS = [
  ...FORM_KINDS,
  "newsletter",
  "booking",
  "privacy",
] as const;
export type TokenFormKind = (typeof TOKEN_FORM_KINDS)[number];

/** Hidden fields every public form carries besides its own (spam, idempotency, attribution). */
export const trackingFieldNames = {
  token: "_formToken",
  honeypot: "website",
  pagePath: "_page",
  /** The page's language (en|fr): what the JSON API stores and answers in (lead-post.server.ts). */
  locale: "locale",
  referrer: "_referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/** The UTM parameters kept with a submission, as named in URLs and forms. */
export const utmFieldNames = [
  trackingFieldNames.utmSource,
  trackingFieldNames.utmMedium,
  trackingFieldNames.utmCampaign,
  trackingFieldNames.utmTerm,
  trackingFieldNames.utmContent,
] as const;
