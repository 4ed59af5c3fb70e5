/**
 * The words of privacy operations (docs/privacy.md, decision 072), shared by the database's
 * CHECK constraints, the request form, the staff queue and the retention run.
 */

/** What a person may ask under Law 25, PIPEDA and the GDPR. */
export const PRIVACY_REQUEST_KINDS = [
  "access",
  "portability",
  "rectification",
  "erasure",
  "withdraw_consent",
  "complaint",
] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * unverified → verified → in_progress → completed | refused. An unverified request is not yet
 * a request: its clock starts when the person proves the address (`received_at`).
 */
export const PRIVACY_REQUEST_STATUSES = [
  "unverified",
  "verified",
  "in_progress",
  "completed",
  "refused",
] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Consents asked for by their own unticked box, each recorded (privacy_consents). */
export const CONSENT_PURPOSES = ["newsletter", "keep_resume"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
