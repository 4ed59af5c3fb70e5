import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";
import { ArrowDown, ArrowRight, ArrowUp, ArrowUpDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "./cx";

declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server's sort key for this column; sortable only when set. */
    sortKey?: string;
    /** Classes for this column's header and cells (width, alignment, hiding on phones). */
    className?: string;
    /** A row header (th scope=row) instead of a cell: the column that names the row. */
    rowHeader?: boolean;
  }
}

export type SortDirection = "asc" | "desc";
export type TableSort = { key: string; direction: SortDirection };

/**
 * The console's tables (@tanstack/react-table in manual mode): the server sorts, filters
 * and pages, so a sortable header is a link to the same list sorted by that column — it works
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
  columns: ColumnDef<Row, unknown>[];
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
  // Manual mode and no memoized children: the table is rebuilt from the loader's rows on
  // each render, which is what the compiler's warning is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
  });

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
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(
                        header.column.columnDef.header,
                        header.getContext(),
                      );
                  const sortKey = meta?.sortKey;
                  const active =
                    sortKey && sort?.key === sortKey ? sort.direction : null;
                  return (
                    <th
                      key={header.id}
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
                          {label}
                          {active === "asc" ? (
                            <ArrowUp aria-hidden="true" className="size-3.5" />
                          ) : active === "desc" ? (
                            <ArrowDown
                              aria-hidden="true"
                              className="size-3.5"
                            />
                          ) : (
                            <ArrowUpDown
                              aria-hidden="true"
                              className="size-3.5 opacity-60"
                            />
                          )}
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cx(
                  "border-b border-line last:border-b-0",
                  rowClassName?.(row.original),
                )}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const content = flexRender(
                    cell.column.columnDef.cell,
                    cell.getContext(),
                  );
                  return meta?.rowHeader ? (
                    <th
                      key={cell.id}
                      scope="row"
                      className={cx(
                        "px-4 py-3 align-top font-semibold text-ink-900",
                        meta.className,
                      )}
                    >
                      {content}
                    </th>
                  ) : (
                    <td
                      key={cell.id}
                      className={cx(
                        "px-4 py-3 align-top text-ink-900",
                        meta?.className,
                      )}
                    >
                      {content}
                    </td>
                  );
                })}
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
