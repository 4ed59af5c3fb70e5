import { useLocation } from "react-router";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import { withSearchParams, type SortDirection } from "./data-table";
import { Pagination } from "./page-states";

/**
 * Page links for a filtered or sorted list: each keeps the current query (the filters, the
 * sort) and changes only ?page, which the first page drops.
 */
export function SearchPagination({
  info,
  basePath,
  label,
}: {
  info: PageInfo;
  basePath: string;
  label: string;
}) {
  const { search } = useLocation();
  return (
    <Pagination
      info={info}
      basePath={basePath}
      label={label}
      hrefFor={(page) =>
        withSearchParams(basePath, search, { page: page === 1 ? null : page })
      }
    />
  );
}

/**
 * The links of a sortable table's headers: each keeps the filters, sets the sort and goes back
 * to the first page.
 */
export function useSortHref(
  basePath: string,
): (key: string, direction: SortDirection) => string {
  const { search } = useLocation();
  return (key, direction) =>
    withSearchParams(basePath, search, {
      sort: key,
      dir: direction,
      page: null,
    });
}
