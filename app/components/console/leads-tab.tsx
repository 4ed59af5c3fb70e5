import { Download, Inbox, SearchX } from "lucide-react";
import { Link, useLocation } from "react-router";
import { leadCountLabel } from "~/domain/console/lead-format";
import {
  leadListQuery,
  leadsCopy,
  type LeadListItemView,
  type LeadsTabData,
} from "~/domain/console/lead-list";
import { EmptyState, LoadError } from "../ui/page-states";
import { SearchPagination, useSortHref } from "../ui/query-links";
import { buttonClasses } from "../ui/button-link";
import { EmailText } from "../ui/email-text";
import {
  DataTable,
  withSearchParams,
  type TableColumn,
} from "../ui/data-table";
import { LeadDetailDialog } from "./lead-detail-dialog";
import { LeadSourceBadge, LeadStatusBadge, SpamBadge } from "./lead-badges";
import { LeadFilters } from "./lead-filters";
import { BlankValue } from "../ui/blank-value";

const BASE = "/lead_admin/leads";

const columns: TableColumn<LeadListItemView>[] = [
  {
    id: "name",
    header: "Name",
    meta: { sortKey: "name", rowHeader: true, className: "min-w-[11rem]" },
    cell: (row) => (
      <div className="grid gap-1">
        <Link
          to={`${BASE}/${row.id}`}
          className="break-words text-brand-800 underline-offset-4 hover:underline"
        >
          {row.name}
        </Link>
        {row.isSpam ? <SpamBadge reason={row.spamReason} /> : null}
      </div>
    ),
  },
  {
    id: "email",
    header: "Email",
    meta: { className: "min-w-[13rem]" },
    cell: (row) => (
      <a
        href={`mailto:${row.email}`}
        className="text-brand-800 underline-offset-4 hover:underline"
      >
        <EmailText email={row.email} />
      </a>
    ),
  },
  {
    id: "company",
    header: "Company",
    meta: { sortKey: "company" },
    cell: (row) => row.company || <BlankValue />,
  },
  {
    id: "interest",
    header: "Interest",
    cell: (row) => row.interest || <BlankValue />,
  },
  {
    id: "source",
    header: "Source",
    meta: { sortKey: "source" },
    cell: (row) => <LeadSourceBadge label={row.sourceLabel} />,
  },
  {
    id: "status",
    header: "Status",
    meta: { sortKey: "status" },
    cell: (row) => (
      <LeadStatusBadge status={row.status} label={row.statusLabel} />
    ),
  },
  {
    id: "submitted",
    header: "Submitted",
    meta: { sortKey: "submitted", className: "whitespace-nowrap" },
    cell: (row) => <time dateTime={row.submittedAt}>{row.submittedOn}</time>,
  },
  {
    id: "actions",
    header: "Actions",
    cell: (row) => <LeadDetailDialog leadId={row.id} name={row.name} />,
  },
];

/** The Leads tab (the Blueprint Leads, grown into one inbox for every source). */
export function LeadsTab({ data }: { data: LeadsTabData }) {
  const location = useLocation();
  const sortHref = useSortHref(BASE);
  if (!data.ok) {
    return (
      <section aria-labelledby="leads-heading" className="grid gap-4">
        <h2 id="leads-heading" className="text-2xl font-bold text-ink-900">
          Leads
        </h2>
        <LoadError message={data.loadError} retryTo={BASE + location.search} />
      </section>
    );
  }
  const { params } = data;
  const exportQuery = leadListQuery(params, { withPage: false });
  return (
    // Not a named region: the table's own region is "Leads" (axe landmark-unique, docs/access-audit.md).
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="leads-heading" className="text-2xl font-bold text-ink-900">
            Leads
          </h2>
          <p className="text-sm text-text-muted" aria-live="polite">
            <span data-testid="lead-total">{leadCountLabel(data.total)}</span>
          </p>
        </div>
        <a
          href={`${BASE}/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
          download
          className={buttonClasses("secondary")}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      <LeadFilters params={params} />
      {exportQuery ? (
        <p className="-mt-2 text-sm">
          <Link
            to={BASE}
            className="font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Clear search and filters
          </Link>
        </p>
      ) : null}
      {data.emptyMessage ? (
        <EmptyState
          Icon={data.emptyMessage === leadsCopy.noMatch ? SearchX : Inbox}
          message={data.emptyMessage}
        />
      ) : (
        <>
          <DataTable
            caption="Leads"
            columns={columns}
            rows={data.items}
            rowId={(row) => row.id}
            sort={{ key: params.sort, direction: params.dir }}
            sortHref={sortHref}
            rowClassName={(row) => (row.isSpam ? "bg-danger-50/40" : undefined)}
          />
          {data.items.length === 0 ? (
            <p className="text-sm text-text-muted">
              This page is past the end of the list.{" "}
              <Link
                to={withSearchParams(BASE, location.search, { page: null })}
              >
                Back to the first page
              </Link>
            </p>
          ) : null}
          <SearchPagination info={data} basePath={BASE} label="Lead pages" />
        </>
      )}
    </section>
  );
}
