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

/** A request still owed an answer: staff may work on it, extend it, export, erase and answer. */
export const OPEN_PRIVACY_REQUEST_STATUSES = [
  "verified",
  "in_progress",
] as const satisfies readonly PrivacyRequestStatus[];

/** An answered request: its retention period runs from `closed_at`. */
export const CLOSED_PRIVACY_REQUEST_STATUSES = [
  "completed",
  "refused",
] as const satisfies readonly PrivacyRequestStatus[];

export function isOpenPrivacyRequest(status: string): boolean {
  return (OPEN_PRIVACY_REQUEST_STATUSES as readonly string[]).includes(status);
}

/** Consents asked for by their own unticked box, each recorded (privacy_consents). */
export const CONSENT_PURPOSES = ["newsletter", "keep_resume"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
