/** Numbers and plain-text tables as every bench prints them. */

export function formatNumber(value: number, decimals: number): string {
  return value.toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** autocannon records latency in whole milliseconds; do not print made-up decimals. */
export function formatLatency(ms: number): string {
  return Number.isInteger(ms) ? String(ms) : formatNumber(ms, 2);
}

/**
 * A plain-text table: the first `leftColumns` columns left-aligned, the others right-aligned
 * (or the columns whose index `leftColumns` lists).
 */
export function renderTable(
  header: string[],
  body: string[][],
  leftColumns: number | number[] = 1,
): string {
  const left = (column: number) =>
    typeof leftColumns === "number"
      ? column < leftColumns
      : leftColumns.includes(column);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        left(column)
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(header), rule, ...body.map(line)].join("\n");
}

/** The nearest-rank percentile `p` (0–100) of ascending `sorted`; NaN when it is empty. */
export function percentile(sorted: readonly number[], p: number): number {
  return (
    sorted[
      Math.min(
        sorted.length - 1,
        Math.max(0, Math.ceil((p / 100) * sorted.length) - 1),
      )
    ] ?? Number.NaN
  );
}

/** p50, p95, p99 and the maximum of `samples` (in any order). */
export function latencySummary(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}
