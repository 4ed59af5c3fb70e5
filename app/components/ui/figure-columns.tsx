import type { ReactNode } from "react";
import type { TableColumn } from "./data-table";

/** A column of figures in a dashboard's table: digits aligned, never wrapped. */
export function figureColumn<Row>(
  id: string,
  header: string,
  cell: (row: Row) => ReactNode,
): TableColumn<Row> {
  return {
    id,
    header,
    meta: { className: "tabular-nums whitespace-nowrap" },
    cell,
  };
}

/** What a dashboard's table shows when its period has no rows. */
export const noRowsNote = (text: string) => (
  <p className="rounded-xl border border-dashed border-line bg-surface px-4 py-6 text-sm text-text-muted">
    {text}
  </p>
);
