/**
 * The consent line shown under each form. The exact text a visitor saw is stored with
 * their submission, so what they agreed to can always be shown later.
 */
export const consentText = {
  lead:
    "By submitting this form you agree that we store these details and use them only to answer your request " +
    "and follow up on it, as described in our Privacy Policy.",
  jobApplication:
    "By applying you agree that we store your application and résumé for up to 12 months to consider you for " +
    "this and similar roles, as described in our Privacy Policy.",
} as const;

export const FORM_KINDS = [
  "blueprint",
  "contact",
  "get_started",
  "job_application",
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Hidden fields every public form carries besides its own (spam, idempotency, attribution). */
export const trackingFieldNames = {
  token: "_formToken",
  honeypot: "website",
  pagePath: "_page",
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
