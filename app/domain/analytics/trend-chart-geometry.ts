/**
 * The geometry of the Analytics tab's trend charts, drawn as SVG on the server (no script, so
 * the chart is there without JavaScript). Pure numbers: a viewBox, a "nice" top of the y axis,
 * gridlines and one polyline per series. The SVG is stretched to its box
 * (preserveAspectRatio="none"), so its text lives outside it, in HTML that does not stretch.
 */

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 200;
/** Room above the highest point, so a peak's line is not cut by the top edge. */
const TOP_PAD = 8;

/** The smallest of 1, 2, 2.5, 5 × 10^n that is at least `value` (at least 1). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * magnitude;
    if (candidate >= value) return candidate;
  }
  return 10 * magnitude;
}

export type TrendGeometry = {
  /** The value at the top of the y axis. */
  max: number;
  /** Gridlines: each value and its y in the viewBox, bottom (0) first. */
  gridlines: { value: number; y: number }[];
  /** One SVG `points` attribute per series, in the order given. */
  lines: string[];
};

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Lays out series of daily values over the same x positions: index 0 at the left edge, the
 * last index at the right. A series shorter than the longest ends early; one point alone sits
 * at the left edge.
 */
export function trendGeometry(
  series: readonly (readonly number[])[],
  gridlineCount = 4,
): TrendGeometry {
  const length = Math.max(0, ...series.map((values) => values.length));
  const max = niceCeiling(Math.max(0, ...series.flat()));
  const plotHeight = CHART_HEIGHT - TOP_PAD;
  const y = (value: number) => round(CHART_HEIGHT - (value / max) * plotHeight);
  const x = (index: number) =>
    length <= 1 ? 0 : round((index / (length - 1)) * CHART_WIDTH);
  return {
    max,
    gridlines: Array.from({ length: gridlineCount + 1 }, (_, i) => {
      const value = (max * i) / gridlineCount;
      return { value, y: y(value) };
    }),
    lines: series.map((values) =>
      values.map((value, index) => `${x(index)},${y(value)}`).join(" "),
    ),
  };
}
