import type { MessageDescriptor } from "react-intl";

/**
 * The lead forms' consent-per-purpose boxes (decision 072): each its own unticked checkbox,
 * never required, posted as "on" only when ticked. Their labels are the forms' messages
 * "forms.consent.*", which say word for word what privacy_consents records
 * (CONSENT_TEXT, app/domain/privacy/consent-copy.ts; a test keeps the two equal).
 */
export const KEEP_RESUME_FIELD = "keepResume";
export const NEWSLETTER_FIELD = "newsletterOptIn";

export type OptInSpec = { name: string; label: MessageDescriptor };

export const keepResumeOptIn: OptInSpec = {
  name: KEEP_RESUME_FIELD,
  label: {
    id: "forms.consent.keepResume",
    defaultMessage:
      "Keep my résumé for 24 months so you can consider me for other roles.",
  },
};

export const newsletterOptIn: OptInSpec = {
  name: NEWSLETTER_FIELD,
  label: {
    id: "forms.consent.newsletter",
    defaultMessage:
      "Send me the newsletter: new insights and case studies, about once a month. I can unsubscribe at any time.",
  },
};

/** Whether a posted form ticked the box. */
export function optedIn(form: FormData, name: string): boolean {
  return form.get(name) === "on";
}
