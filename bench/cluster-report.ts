/**
 * bench:cluster's output: the per-phase table with the failure target, one instance against two,
 * and the reconciliation with its targets (CPU per process: machine-load.ts).
 */
import type { Reconciliation } from "../scripts/bench/cluster-reconcile";
import type {
  PhaseName,
  PhaseSummary,
  RequestKind,
} from "../scripts/bench/cluster-stats";
import { formatNumber, renderTable } from "./leads-support";

export const TARGET_KILL_FAILED_SHARE = 0.01;

export type PhaseLabel = { phase: PhaseName; label: string; seconds: number };

const ms = (value: number) =>
  Number.isFinite(value) ? formatNumber(value, 1) : "–";

function counts(record: Record<string, number>): string {
  const entries = Object.entries(record).sort((a, b) => b[1] - a[1]);
  return entries.length
    ? entries.map(([key, n]) => `${key}×${n}`).join(" ")
    : "–";
}

export function phaseTable(
  rows: { label: PhaseLabel; summary: PhaseSummary }[],
): string {
  return renderTable(
    [
      "phase",
      "s",
      "requests",
      "req/s",
      "p50 ms",
      "p99 ms",
      "failed",
      "failed %",
      "non-success answers",
      "errors (no answer)",
    ],
    rows.map(({ label, summary }) => [
      label.label,
      formatNumber(label.seconds, 1),
      String(summary.requests),
      formatNumber(summary.perSecond, 1),
      ms(summary.p50),
      ms(summary.p99),
      String(summary.failed),
      formatNumber(summary.failedShare * 100, 2),
      counts(summary.failedByStatus),
      counts(summary.errors),
    ]),
  );
}

const KINDS: RequestKind[] = [
  "page",
  "portal",
  "ticket",
  "lead",
  "resume",
  "chat",
];

/** Requests (failed) per kind and phase: where the failures of a phase were. */
export function kindTable(
  rows: { label: PhaseLabel; summary: PhaseSummary }[],
): string {
  return renderTable(
    ["requests (failed)", ...KINDS],
    rows.map(({ label, summary }) => [
      label.label,
      ...KINDS.map((kind) => {
        const entry = summary.byKind[kind];
        return entry ? `${entry.requests} (${entry.failed})` : "–";
      }),
    ]),
  );
}

const verdict = (value: number, target: number) =>
  value <= target ? "ok" : "MISSED";

export function reconciliationText(
  result: Reconciliation,
  options: { s3: boolean; drain: string },
): string {
  const a = result.acknowledged;
  const { uploads, mail } = result;
  const lines = [
    `acknowledged: ${a.lead} leads, ${a.resume} applications with a résumé, ${a.ticket} tickets, ${a.chat} chat messages`,
    `acknowledged but not in PostgreSQL   ${String(result.lost.length).padStart(6)}   target 0   ${verdict(result.lost.length, 0)}`,
    `stored more than once (duplicates)   ${String(result.duplicates.length).padStart(6)}   target 0   ${verdict(result.duplicates.length, 0)}`,
    `stored once, answer never arrived    ${String(result.storedUnacknowledged.length).padStart(6)}   (in flight at the kill: stored, the client saw an error — not a loss)`,
    `résumé files: missing ${uploads.missingFile.length}, twice ${uploads.duplicateFile.length}   target 0 / 0   ${verdict(uploads.missingFile.length + uploads.duplicateFile.length, 0)}`,
    options.s3
      ? `S3 objects of acknowledged résumés: missing ${uploads.missingObject.length}, twice ${uploads.duplicateObject.length}; objects no stored_files row owns: ${uploads.orphanObjects ?? "?"}   target 0 / 0 / 0   ${verdict(uploads.missingObject.length + uploads.duplicateObject.length + (uploads.orphanObjects ?? 0), 0)}`
      : "S3 objects: not checked (S3 off, files in PostgreSQL)",
    `e-mail (${options.drain}):`,
    `  queued for acknowledged submissions ${mail.queued}, delivered exactly once ${mail.deliveredOnce}`,
    `  not delivered                      ${String(mail.undelivered.length + mail.dead.length).padStart(6)}   (${mail.dead.length} dead, ${mail.undelivered.length} still queued)   target 0   ${verdict(mail.undelivered.length + mail.dead.length, 0)}`,
    `  not delivered, claimed by a worker when read: ${mail.leased.length}${mail.leased.length ? " (a claim of the killed instance holds until its lease ends; a longer BENCH_DRAIN_SECONDS shows whether it then goes out once or twice)" : ""}`,
    `  delivered twice or more            ${String(mail.duplicates.length).padStart(6)}   target 0   ${verdict(mail.duplicates.length, 0)}`,
    `  the known double-send (decision 012: accepted by SMTP, then the instance was killed before marking it sent): ${mail.knownWindow.length}`,
    `  acknowledged lead or ticket without any e-mail queued: ${mail.withoutMail.length}   target 0   ${verdict(mail.withoutMail.length, 0)}`,
  ];
  const sample = (label: string, list: string[]) =>
    list.length
      ? [
          `  ${label}: ${list.slice(0, 5).join(", ")}${list.length > 5 ? ", …" : ""}`,
        ]
      : [];
  return [
    ...lines,
    ...sample("lost", result.lost),
    ...sample("duplicates", result.duplicates),
    ...sample("undelivered outbox ids", [...mail.undelivered, ...mail.dead]),
    ...sample("leased outbox ids", mail.leased),
    ...sample("duplicate outbox ids", mail.duplicates),
  ].join("\n");
}
