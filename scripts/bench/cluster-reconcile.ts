/**
 * bench:cluster's reconciliation, pure so the unit project tests it on synthetic data: what
 * the load generator was told (acknowledged submissions, each with a unique marker) against
 * what PostgreSQL, the object store and the fake SMTP server hold afterwards.
 */

export type SubmissionKind = "lead" | "resume" | "ticket" | "chat";

export type Submission = {
  /** Unique per submission: an e-mail address, a ticket title, a chat message's text. */
  marker: string;
  kind: SubmissionKind;
  /** The app answered with its success answer (200, or the ticket form's redirect). */
  acknowledged: boolean;
};

/** A job row of the outbox, matched to the submission it was queued for (null: none of ours). */
export type MailRow = {
  id: string;
  marker: string | null;
  sent: boolean;
  dead: boolean;
  /** Still claimed by a worker when read: a claim of the killed instance stays until its lease ends. */
  leased?: boolean;
};

export type ObjectMatch = {
  /** Per stored_files row (same order as given): how many listed objects are its object. */
  perRow: number[];
  /** Listed objects that belong to no stored_files row. */
  orphans: string[];
};

/**
 * Which listed objects belong to which stored_files row. The object storage keeps a row's
 * object under its key, either as is or prefixed with the row's bucket ("bucket/key"); both
 * spellings are accepted so the check does not depend on that layout detail.
 */
export function matchObjects(
  rows: readonly { bucket: string; key: string }[],
  objectKeys: readonly string[],
): ObjectMatch {
  const owner = new Map<string, number>();
  rows.forEach((row, index) => {
    owner.set(row.key, index);
    owner.set(`${row.bucket}/${row.key}`, index);
  });
  const perRow = rows.map(() => 0);
  const orphans: string[] = [];
  for (const key of objectKeys) {
    const index = owner.get(key);
    if (index === undefined) orphans.push(key);
    else perRow[index]!++;
  }
  return { perRow, orphans };
}

export type ReconcileInput = {
  submissions: readonly Submission[];
  /** Rows found in PostgreSQL per marker (the lead, ticket or chat message). */
  rows: ReadonlyMap<string, number>;
  /** Résumé submissions: stored_files rows linked to the application, and (S3 on) objects per row. */
  uploads: ReadonlyMap<string, { fileRows: number; objects?: number[] }>;
  /** null when S3 is off. */
  orphanObjects: readonly string[] | null;
  mails: readonly MailRow[];
  /** When the fake SMTP server received each copy of a message, per outbox id (ms). */
  deliveries: ReadonlyMap<string, readonly number[]>;
  /** When instance A was SIGKILLed (ms, same clock as deliveries); null: no kill. */
  killAt: number | null;
};

/**
 * Decision 012's one known double-send: the process dies after the SMTP server accepted a
 * message and before its row is marked sent; the lease runs out and another instance sends it
 * again. So: exactly two copies, the first accepted around the kill.
 */
export const KNOWN_WINDOW_MS = 2_000;

export type Reconciliation = {
  acknowledged: Record<SubmissionKind, number>;
  /** Acknowledged, but not in PostgreSQL: must be empty. */
  lost: string[];
  /** In PostgreSQL more than once: must be empty. */
  duplicates: string[];
  /** Stored once without an acknowledgement (the answer was lost, e.g. in flight at the kill): not a loss. */
  storedUnacknowledged: string[];
  uploads: {
    missingFile: string[];
    duplicateFile: string[];
    missingObject: string[];
    duplicateObject: string[];
    orphanObjects: number | null;
  };
  mail: {
    /** Outbox rows queued for acknowledged submissions. */
    queued: number;
    deliveredOnce: number;
    /** Not delivered and not claimed: still queued, or failed and waiting for a retry. */
    undelivered: string[];
    /** Not delivered, claimed by a worker (the killed instance's claim holds until its lease ends). */
    leased: string[];
    dead: string[];
    /** Two copies, the first around the kill: the known window of decision 012. */
    knownWindow: string[];
    /** Any other message delivered more than once: must be empty. */
    duplicates: string[];
    /** Acknowledged lead or ticket with no e-mail queued at all. */
    withoutMail: string[];
  };
};

export function reconcile(input: ReconcileInput): Reconciliation {
  const acknowledged: Record<SubmissionKind, number> = {
    lead: 0,
    resume: 0,
    ticket: 0,
    chat: 0,
  };
  const result: Reconciliation = {
    acknowledged,
    lost: [],
    duplicates: [],
    storedUnacknowledged: [],
    uploads: {
      missingFile: [],
      duplicateFile: [],
      missingObject: [],
      duplicateObject: [],
      orphanObjects: input.orphanObjects?.length ?? null,
    },
    mail: {
      queued: 0,
      deliveredOnce: 0,
      undelivered: [],
      leased: [],
      dead: [],
      knownWindow: [],
      duplicates: [],
      withoutMail: [],
    },
  };
  const ackedMarkers = new Set<string>();
  for (const submission of input.submissions) {
    const rows = input.rows.get(submission.marker) ?? 0;
    if (rows > 1) result.duplicates.push(submission.marker);
    if (!submission.acknowledged) {
      if (rows === 1) result.storedUnacknowledged.push(submission.marker);
      continue;
    }
    acknowledged[submission.kind]++;
    ackedMarkers.add(submission.marker);
    if (rows === 0) result.lost.push(submission.marker);
    if (submission.kind === "resume")
      checkUpload(
        result,
        submission.marker,
        input.uploads.get(submission.marker),
      );
  }

  const mailed = new Set<string>();
  for (const mail of input.mails) {
    if (mail.marker === null || !ackedMarkers.has(mail.marker)) continue;
    mailed.add(mail.marker);
    result.mail.queued++;
    const copies = input.deliveries.get(mail.id) ?? [];
    if (copies.length === 1) result.mail.deliveredOnce++;
    else if (copies.length === 0)
      (mail.dead
        ? result.mail.dead
        : mail.leased
          ? result.mail.leased
          : result.mail.undelivered
      ).push(mail.id);
    else if (
      copies.length === 2 &&
      input.killAt !== null &&
      Math.abs(copies[0]! - input.killAt) <= KNOWN_WINDOW_MS
    ) {
      result.mail.knownWindow.push(mail.id);
    } else result.mail.duplicates.push(mail.id);
  }
  for (const submission of input.submissions) {
    // Chat messages queue no e-mail.
    if (
      submission.acknowledged &&
      submission.kind !== "chat" &&
      !mailed.has(submission.marker)
    ) {
      result.mail.withoutMail.push(submission.marker);
    }
  }
  return result;
}

function checkUpload(
  result: Reconciliation,
  marker: string,
  upload: { fileRows: number; objects?: number[] } | undefined,
): void {
  const fileRows = upload?.fileRows ?? 0;
  if (fileRows === 0) result.uploads.missingFile.push(marker);
  if (fileRows > 1) result.uploads.duplicateFile.push(marker);
  if (!upload?.objects) return;
  if (upload.objects.some((count) => count === 0))
    result.uploads.missingObject.push(marker);
  if (upload.objects.some((count) => count > 1))
    result.uploads.duplicateObject.push(marker);
}
