/**
 * bench:ab's arithmetic: what one page cost on each of two servers, measured in short slices
 * that alternate between them, and how sure the difference is. Kept apart from the bench so a
 * unit test can check it.
 */

/** One slice of load on one server: its process's CPU over the slice and what it answered. */
export type Slice = { cpuMs: number; pages: number; non2xx: number };

/** One round: a slice on A and a slice on B, back to back. */
export type Round = { a: Slice; b: Slice };

export type SideSummary = {
  /** The server process's CPU (all its threads) per page answered, over every slice. */
  cpuMsPerPage: number;
  pagesPerSecond: number;
  non2xx: number;
};

export type PairSummary = {
  a: SideSummary;
  b: SideSummary;
  /** B's CPU per page ÷ A's, median over the rounds that answered on both sides. */
  ratio: number;
  /** The middle half of the rounds' ratios: how far one round is from the next. */
  ratioQuartiles: [number, number];
  /** Rounds in which B cost less per page than A, of `rounds`. */
  bLower: number;
  rounds: number;
};

function side(slices: Slice[], secondsPerSlice: number): SideSummary {
  const cpuMs = slices.reduce((sum, slice) => sum + slice.cpuMs, 0);
  const pages = slices.reduce((sum, slice) => sum + slice.pages, 0);
  return {
    cpuMsPerPage: pages ? cpuMs / pages : Number.NaN,
    pagesPerSecond: slices.length
      ? pages / (slices.length * secondsPerSlice)
      : 0,
    non2xx: slices.reduce((sum, slice) => sum + slice.non2xx, 0),
  };
}

/** The value at fraction `at` (0–1) of sorted `values`, interpolated between neighbours. */
export function quantile(values: number[], at: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const position = (sorted.length - 1) * at;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return (
    sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)
  );
}

export function summarisePairs(
  rounds: Round[],
  secondsPerSlice: number,
): PairSummary {
  const ratios = rounds
    .filter((round) => round.a.pages > 0 && round.b.pages > 0)
    .map(
      (round) =>
        round.b.cpuMs / round.b.pages / (round.a.cpuMs / round.a.pages),
    );
  return {
    a: side(
      rounds.map((round) => round.a),
      secondsPerSlice,
    ),
    b: side(
      rounds.map((round) => round.b),
      secondsPerSlice,
    ),
    ratio: quantile(ratios, 0.5),
    ratioQuartiles: [quantile(ratios, 0.25), quantile(ratios, 0.75)],
    bLower: ratios.filter((ratio) => ratio < 1).length,
    rounds: ratios.length,
  };
}

/**
 * Which server goes first in round `index`: A B, B A, B A, A B, … (the ABBA order), so that a
 * machine getting steadily faster or slower over a page's rounds favours neither side.
 */
export function roundOrder(index: number): ["a", "b"] | ["b", "a"] {
  return index % 4 === 0 || index % 4 === 3 ? ["a", "b"] : ["b", "a"];
}
