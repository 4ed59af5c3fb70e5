import { CONTENT_LOCALE_LABELS } from "~/domain/studio/studio-list";
import { localizedPath } from "~/i18n/locale";
import { Newspaper } from "lucide-react";
import { Link } from "react-router";
import type {
  StudioInsightRow,
  StudioListParams,
} from "~/domain/studio/studio-list";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import { FilterSelect } from "../console/filter-controls";
import { DataTable, type TableColumn } from "../ui/data-table";
import { LocalTime } from "../ui/local-time";
import { SearchPagination } from "../ui/query-links";
import { ContentStatusBadge } from "./content-status-badge";
import {
  LanguageFilter,
  StudioKindList,
  StudioKindListEmpty,
  type StudioKindListDefinition,
} from "./studio-kind-list";

export type InsightsListData = {
  params: StudioListParams;
  rows: StudioInsightRow<string>[];
  pageInfo: PageInfo;
  contentTypes: { id: string; name: string }[];
};

const columns: TableColumn<StudioInsightRow<string>>[] = [
  {
    id: "title",
    header: "Title",
    meta: { rowHeader: true, className: "min-w-[16rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <Link
          to={`/lead_admin/insights/${row.id}`}
          className="font-semibold break-words text-brand-700 hover:underline"
        >
          {row.title}
        </Link>
        <span className="font-mono text-xs break-all text-text-muted">
          {localizedPath(`/blog/${row.slug}`, row.locale)}
        </span>
      </div>
    ),
  },
  {
    id: "language",
    header: "Language",
    cell: (row) => CONTENT_LOCALE_LABELS[row.locale],
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <div className="grid justify-items-start gap-1">
        <ContentStatusBadge status={row.status} />
        {row.publishAt ? (
          <span className="text-xs text-text-muted">
            Publishes <LocalTime iso={row.publishAt} />
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: "type",
    header: "Type",
    cell: (row) =>
      row.contentTypeName ?? <span className="text-text-muted">None</span>,
  },
  {
    id: "author",
    header: "Byline",
    cell: (row) => row.author ?? <span className="text-text-muted">None</span>,
  },
  {
    id: "updated",
    header: "Last change",
    meta: { className: "whitespace-nowrap" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <LocalTime iso={row.updatedAt} relative />
        {row.updatedByName ? (
          <span className="text-xs text-text-muted">
            by {row.updatedByName}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: "live",
    header: "Public page",
    meta: { className: "whitespace-nowrap" },
    cell: (row) =>
      row.isLive ? (
        <a
          href={localizedPath(`/blog/${row.liveSlug}`, row.locale)}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          View<span className="sr-only"> “{row.title}” on the site</span>
        </a>
      ) : (
        <span className="text-text-muted">Not public</span>
      ),
  },
];

const INSIGHTS_LIST: StudioKindListDefinition = {
  key: "insights",
  keySingular: "insight",
  heading: "Insights",
  intro:
    "The articles at /blog. Edit a draft as often as you like: the public page changes only when you publish.",
  listPath: "/lead_admin/insights",
  one: "insight",
  many: "insights",
  newLabel: "New insight",
  searchLabel: "Search by title, slug or byline",
  Icon: Newspaper,
  filterColumns:
    "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]",
};

/**
 * /lead_admin/insights: every insight with where it stands. The filters are a GET form, so a
 * filtered list has a URL and works without JavaScript.
 */
export function InsightsList({ data }: { data: InsightsListData }) {
  const { params } = data;
  const filtered =
    params.q !== "" ||
    params.status !== null ||
    params.contentTypeId !== null ||
    params.locale !== null;
  return (
    <StudioKindList
      definition={INSIGHTS_LIST}
      q={params.q}
      status={params.status}
      filtered={filtered}
      total={data.pageInfo.total}
      filters={
        <>
          <FilterSelect
            idPrefix="insight-filter"
            name="type"
            label="Content type"
            value={params.contentTypeId ?? ""}
            options={[
              { value: "", label: "Any type" },
              ...data.contentTypes.map((type) => ({
                value: type.id,
                label: type.name,
              })),
            ]}
          />
          <LanguageFilter
            definition={INSIGHTS_LIST}
            value={params.locale ?? ""}
            anyLabel="Any language"
          />
        </>
      }
    >
      <DataTable
        caption="Insights"
        columns={columns}
        rows={data.rows}
        rowId={(row) => row.id}
        empty={
          <StudioKindListEmpty definition={INSIGHTS_LIST} filtered={filtered} />
        }
      />
      <SearchPagination
        info={data.pageInfo}
        basePath="/lead_admin/insights"
        label="Insight pages"
      />
    </StudioKindList>
  );
}
