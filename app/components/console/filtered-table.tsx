import type { LucideIcon } from "lucide-react";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import {
  DataTable,
  type SortDirection,
  type TableColumn,
  type TableSort,
} from "../ui/data-table";
import { EmptyState } from "../ui/page-states";
import { SearchPagination } from "../ui/query-links";
import { ResultCount } from "./filter-controls";

/**
 * The results of a filtered console list, a page at a time: how many match, the table (or,
 * when empty, whether the filters match nothing or there is nothing yet), and the page links,
 * which keep the filters.
 */
export function FilteredTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  pageInfo,
  count,
  filtered,
  empty,
  pages,
  sort,
  sortHref,
  rowClassName,
}: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  pageInfo: PageInfo;
  /** The count's noun, for one row and for several. */
  count: { one: string; many: string };
  filtered: boolean;
  /** What an empty list says; `noMatchIcon` is the icon when the filters match nothing. */
  empty: {
    Icon: LucideIcon;
    noMatchIcon?: LucideIcon;
    noMatch: string;
    none: string;
  };
  /** The page links: where the list is, and what they are called. */
  pages: { basePath: string; label: string };
  sort?: TableSort;
  sortHref?: (key: string, direction: SortDirection) => string;
  rowClassName?: (row: Row) => string | undefined;
}) {
  return (
    <>
      <ResultCount total={pageInfo.total} one={count.one} many={count.many} />
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        sort={sort}
        sortHref={sortHref}
        rowClassName={rowClassName}
        empty={
          <EmptyState
            Icon={filtered ? (empty.noMatchIcon ?? empty.Icon) : empty.Icon}
            message={filtered ? empty.noMatch : empty.none}
          />
        }
      />
      <SearchPagination
        info={pageInfo}
        basePath={pages.basePath}
        label={pages.label}
      />
    </>
  );
}
