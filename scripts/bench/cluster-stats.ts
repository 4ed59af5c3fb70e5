/**
 * bench:cluster's arithmetic, kept pure so the unit project tests it (vitest includes
 * scripts/**, not bench/): which phase a request started in, which answers count as success,
 * percentiles, and one summary row per phase.
 */

/** single: one instance behind nginx (the baseline); before/kill/after: the two-instance run. */
export type PhaseName = "single" | "before" | "kill" | "after";
export const CLUSTER_PHASES: readonly PhaseName[] = [
  "single",
  "before",
  "kill",
  "after",
];

export type RequestKind =
  "page" | "portal" | "lead" | "resume" | "ticket" | "chat";

export type Outcome = {
  kind: RequestKind;
  phase: PhaseName;
  /** Milliseconds from the start of its run (the single phase, or the two-instance run). */
  startedAt: number;
  latencyMs: number;
  /** HTTP status, when an answer came. */
  status?: number;
  /** Connection error or timeout (no complete answer). */
  error?: string;
  ok: boolean;
};

/**
 * The two-instance run is cut in thirds: before the kill, the kill window (instance A is
 * dead until it is started again), and after the restart. A request belongs to the phase it
 * started in; one started at or after the end is not part of the run (null).
 */
export function phaseAt(
  elapsedMs: number,
  runMs: number,
): Exclude<PhaseName, "single"> | null {
  if (elapsedMs < 0 || elapsedMs >= runMs) return null;
  if (elapsedMs < runMs / 3) return "before";
  if (elapsedMs < (2 * runMs) / 3) return "kill";
  return "after";
}

/**
 * Success by what was asked: pages and portal reads 200; a lead or chat post 200 (the JSON
 * answer, the NDJSON stream); the ticket form a redirect to /dashboard/support — the app's
 * success answer to a document post (Post/Redirect/Get), so a 3xx there is a success.
 */
export function isSuccess(
  kind: RequestKind,
  status: number | undefined,
  location?: string,
): boolean {
  if (status === undefined) return false;
  if (kind === "ticket")
    return status >= 300 && status < 400 && location === "/dashboard/support";
  return status === 200;
}

/** Nearest-rank percentile of an ascending list (NaN for an empty one). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export type PhaseSummary = {
  phase: PhaseName;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** failed ÷ requests (0 when there were none). */
  failedShare: number;
  /** Answers that were not a success, by status ("303" for an unexpected redirect…). */
  failedByStatus: Record<string, number>;
  /** Requests without an answer, by error message. */
  errors: Record<string, number>;
  byKind: Partial<Record<RequestKind, { requests: number; failed: number }>>;
};

/** One phase's row. Latency counts answered requests only; `seconds` is the phase's length. */
export function summarizePhase(
  outcomes: readonly Outcome[],
  phase: PhaseName,
  seconds: number,
): PhaseSummary {
  const mine = outcomes.filter((outcome) => outcome.phase === phase);
  const latencies = mine
    .filter((outcome) => outcome.status !== undefined)
    .map((outcome) => outcome.latencyMs)
    .sort((a, b) => a - b);
  const failedByStatus: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const byKind: PhaseSummary["byKind"] = {};
  let failed = 0;
  for (const outcome of mine) {
    const kind = (byKind[outcome.kind] ??= { requests: 0, failed: 0 });
    kind.requests++;
    if (outcome.ok) continue;
    failed++;
    kind.failed++;
    if (outcome.status !== undefined)
      failedByStatus[outcome.status] =
        (failedByStatus[outcome.status] ?? 0) + 1;
    else
      errors[outcome.error ?? "error"] =
        (errors[outcome.error ?? "error"] ?? 0) + 1;
  }
  return {
    phase,
    requests: mine.length,
    perSecond: seconds > 0 ? mine.length / seconds : 0,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed,
    failedShare: mine.length ? failed / mine.length : 0,
    failedByStatus,
    errors,
    byKind,
  };
}
