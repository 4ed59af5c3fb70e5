/**
 * What an erasure does to each source of a person's data (docs/privacy.md, decision 072):
 * the words the staff queue shows in its preview and in the report after the run.
 */
export const ERASURE_ACTIONS = ["delete", "anonymise", "keep"] as const;
export type ErasureAction = (typeof ERASURE_ACTIONS)[number];

/** One source in a preview or a report: how many of the person's rows, and what happens to them. */
export type ErasureStep = {
  source: string;
  label: string;
  rows: number;
  action: ErasureAction;
  /** Why: always given for "keep" (the legal ground), and where an action needs explaining. */
  reason?: string;
  /** The last day a kept row is kept (ISO date), when that day is known. */
  keepUntil?: string;
};

export type ErasureReport = {
  requestId: string;
  steps: ErasureStep[];
  /** stored_files rows deleted (database bytes with them) and S3 objects removed after commit. */
  files: number;
  objects: number;
  /** The newsletter suppression's key: the HMAC of the normalised address, never the address. */
  suppressionHmac: string;
  /** The erasure's audit entry; null when an earlier run of the same request already wrote it. */
  auditEntryId: string | null;
};

/** Request records are the proof we answered: kept this long after they close (Law 25, PIPEDA). */
export const REQUEST_RECORD_MONTHS = 24;

/** `date` plus whole calendar months, as an ISO date (YYYY-MM-DD), in UTC. */
export function addMonthsIso(date: Date, months: number): string {
  const shifted = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1),
  );
  // The same day of the month, or the month's last day (the 31st plus one month ends on a shorter month's last day).
  const lastDay = new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0),
  ).getUTCDate();
  shifted.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return shifted.toISOString().slice(0, 10);
}

/**
 * An active legal hold keeps everything of the person's that the erasure would delete or
 * change: every step becomes "keep" with the hold's reason, and its date is unknown (until the
 * hold is released). Steps already kept keep their own reason.
 */
export function underLegalHold(
  steps: ErasureStep[],
  holdReasons: string[],
): ErasureStep[] {
  if (holdReasons.length === 0) return steps;
  const reason = `legal hold: ${holdReasons.join("; ")}`;
  return steps.map((step) =>
    step.action === "keep"
      ? step
      : {
          source: step.source,
          label: step.label,
          rows: step.rows,
          action: "keep",
          reason,
        },
  );
}

/** The error message for a request that blocks an erasure, as the staff queue shows it. */
export function blockingRequestMessage(kind: string): string {
  return kind === "portability"
    ? "Finish the open portability request first"
    : "Finish the open access request first";
}

/**
 * Whether an address can be erased: one "@" between non-empty parts, no spaces. Rows are found
 * by substring too (outbox payloads, rate-limit keys), so an empty or partial address would
 * match everyone's.
 */
export function isErasableAddress(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}
