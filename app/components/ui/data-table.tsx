import { ArrowDown, ArrowRight, ArrowUp, ArrowUpDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "./cx";

/** One column of a console table: its header, how a row's cell reads, and how it looks. */
export type TableColumn<Row> = {
  /** Unique within the table: the key of its header and cells. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  meta?: {
    /** The server's sort key for this column; sortable only when set. */
    sortKey?: string;
    /** Classes for this column's header and cells (width, alignment, hiding on phones). */
    className?: string;
    /** A row header (th scope=row) instead of a cell: the column that names the row. */
    rowHeader?: boolean;
  };
};

export type SortDirection = "asc" | "desc";
export type TableSort = { key: string; direction: SortDirection };

/**
 * The console's tables. The server sorts, filters and pages, so a table is its rows times its
 * columns (no table library: docs/decisions/048-console-tables-and-kept-ticket-counts.md), and
 * a sortable header is a link to the same list sorted by that column — it works
 * without JavaScript and survives a reload. `aria-sort` tells a screen reader the order.
 * The table scrolls sideways inside its own focusable region on a narrow screen, and says so
 * in words a person sees there (docs/access-audit.md: on a phone, half the columns were simply off-screen).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  sort,
  sortHref,
  empty,
  rowClassName,
}: {
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  sort?: TableSort | null;
  /** The link that sorts by `key` in `direction`, keeping the list's other parameters. */
  sortHref?: (key: string, direction: SortDirection) => string;
  /** Shown in place of the table when there are no rows. */
  empty?: ReactNode;
  rowClassName?: (row: Row) => string | undefined;
}) {
  const hintId = `${useId()}-scroll-hint`;
  if (rows.length === 0 && empty) return <>{empty}</>;

  return (
    <div className="grid min-w-0 gap-1.5">
      {/* Below md every console table is wider than the screen (min-width 40rem). */}
      <p
        id={hintId}
        className="flex items-center gap-1.5 text-xs font-medium text-text-muted md:hidden"
      >
        Scroll sideways to see every column
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </p>
      {/* `relative`: a cell's visually hidden text (sr-only is position:absolute) must be
        positioned inside the scroll region, or it widens the whole page on a phone. */}
      <div
        className="relative overflow-x-auto rounded-xl border border-line bg-surface"
        role="region"
        aria-label={caption}
        aria-describedby={hintId}
        data-table-scroll=""
        // Keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-muted">
            <tr>
              {columns.map((column) => {
                const meta = column.meta;
                const sortKey = meta?.sortKey;
                const active =
                  sortKey && sort?.key === sortKey ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={
                      active
                        ? active === "asc"
                          ? "ascending"
                          : "descending"
                        : undefined
                    }
                    className={cx(
                      "border-b border-line px-4 py-3 text-xs font-semibold tracking-wide text-ink-800 uppercase",
                      meta?.className,
                    )}
                  >
                    {sortKey && sortHref ? (
                      <Link
                        to={sortHref(
                          sortKey,
                          active === "asc" ? "desc" : "asc",
                        )}
                        className="inline-flex min-h-11 items-center gap-1 hover:text-brand-800 hover:underline"
                      >
                        {column.header}
                        {active === "asc" ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : active === "desc" ? (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowUpDown
                            aria-hidden="true"
                            className="size-3.5 opacity-60"
                          />
                        )}
                      </Link>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={rowId(row)}
                className={cx(
                  "border-b border-line last:border-b-0",
                  rowClassName?.(row),
                )}
              >
                {columns.map((column) =>
                  column.meta?.rowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={cx(
                        "px-4 py-3 align-top font-semibold text-ink-900",
                        column.meta.className,
                      )}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      className={cx(
                        "px-4 py-3 align-top text-ink-900",
                        column.meta?.className,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * A list URL with some parameters replaced (null removes one), keeping the rest: the console's
 * filters, sort and page all live in the query string.
 */
export function withSearchParams(
  pathname: string,
  current: URLSearchParams | string,
  changes: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "")
      params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
