import { Ban, Download, MailX, SearchX } from "lucide-react";
import { Link } from "react-router";
import { NEWSLETTER_STATUSES } from "~/domain/enums";
import {
  NEWSLETTER_LANGUAGES,
  isSubscriberListFiltered,
  newsletterLanguageLabel,
  newsletterLanguageLabels,
  newsletterStatusLabels,
  topicsLabel,
  type NewsletterTabData,
  type SubscriberListItem,
} from "~/domain/console/newsletter-list";
import { buttonClasses } from "../ui/button-link";
import type { TableColumn } from "../ui/data-table";
import { EmailText } from "../ui/email-text";
import { useSortHref } from "../ui/query-links";
import {
  FilterControls,
  FilterForm,
  FilterInput,
  filterOptions,
} from "./filter-controls";
import { FilteredTable } from "./filtered-table";
import { NewsletterGrowth } from "./newsletter-growth";
import { SubscriberStatusBadge } from "./newsletter-badges";
import { UtcTime } from "../ui/utc-time";

const BASE = "/lead_admin/newsletter";

const columns: TableColumn<SubscriberListItem>[] = [
  {
    id: "address",
    header: "Address",
    meta: { sortKey: "address", rowHeader: true, className: "min-w-[14rem]" },
    cell: (row) => (
      <Link
        to={`${BASE}/${row.id}`}
        className="text-brand-800 underline-offset-4 hover:underline"
      >
        <EmailText email={row.email} />
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    meta: { sortKey: "status" },
    cell: (row) => <SubscriberStatusBadge status={row.status} />,
  },
  {
    id: "language",
    header: "Language",
    cell: (row) => newsletterLanguageLabel(row.language),
  },
  {
    id: "topics",
    header: "Topics",
    meta: { className: "min-w-[10rem]" },
    cell: (row) => topicsLabel(row.topics),
  },
  {
    id: "signed_up",
    header: "Signed up",
    meta: { sortKey: "signed_up", className: "whitespace-nowrap" },
    cell: (row) => <UtcTime iso={row.signedUpAt} />,
  },
  {
    id: "confirmed",
    header: "Confirmed",
    meta: { sortKey: "confirmed", className: "whitespace-nowrap" },
    cell: (row) => <UtcTime iso={row.confirmedAt} />,
  },
];

/** The Newsletter tab: counts, growth, the subscribers' list, and the ways to the rest. */
export function NewsletterTab({ data }: { data: NewsletterTabData }) {
  const sortHref = useSortHref(BASE);
  const { params, counts } = data;
  const filtered = isSubscriberListFiltered(params);
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl font-bold text-ink-900">Newsletter</h2>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`${BASE}/blocked-domains`}
            className={buttonClasses("secondary")}
          >
            <Ban aria-hidden="true" className="size-4" />
            Blocked domains ({data.blockedDomains})
          </Link>
          {data.canExport ? (
            <a
              href={`${BASE}/export.csv`}
              download
              className={buttonClasses("secondary")}
            >
              <Download aria-hidden="true" className="size-4" />
              Export confirmed (CSV)
            </a>
          ) : null}
        </div>
      </div>
      <dl
        aria-label="Subscribers by status"
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
      >
        {[...NEWSLETTER_STATUSES, "total" as const].map((key) => (
          <div
            key={key}
            data-count={key}
            className="grid gap-1 rounded-xl border border-line bg-surface p-4"
          >
            <dt className="text-sm text-text-muted">
              {key === "total" ? "All addresses" : newsletterStatusLabels[key]}
            </dt>
            <dd className="text-2xl font-bold text-ink-900 tabular-nums">
              {counts[key].toLocaleString("en-GB")}
            </dd>
          </div>
        ))}
      </dl>
      <NewsletterGrowth weeks={data.growth} />
      <h3 className="text-lg font-semibold text-ink-900">Subscribers</h3>
      <FilterForm
        action={BASE}
        role="search"
        label="Search and filter subscribers"
        className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto] lg:items-end"
        filtered={filtered}
        resetTo={BASE}
        actionsClassName="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1"
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <FilterInput
            idPrefix="subscribers"
            name="q"
            label="Address contains"
            type="search"
            value={params.q}
          />
        </div>
        <FilterControls
          idPrefix="subscribers"
          values={params}
          controls={[
            {
              name: "status",
              label: "Status",
              options: filterOptions(
                NEWSLETTER_STATUSES,
                newsletterStatusLabels,
                { value: "all", label: "All statuses" },
              ),
            },
            {
              name: "language",
              label: "Language",
              options: filterOptions(
                NEWSLETTER_LANGUAGES,
                newsletterLanguageLabels,
                { value: "all", label: "Both languages" },
              ),
            },
          ]}
        />
        {params.sort !== "signed_up" ? (
          <input type="hidden" name="sort" value={params.sort} />
        ) : null}
      </FilterForm>
      <FilteredTable
        caption="Subscribers"
        columns={columns}
        rows={data.items}
        pageInfo={data}
        count={{ one: "subscriber", many: "subscribers" }}
        filtered={filtered}
        empty={{
          Icon: MailX,
          noMatchIcon: SearchX,
          noMatch: "No subscribers match this search.",
          none: "No one has subscribed yet.",
        }}
        pages={{ basePath: BASE, label: "Subscriber pages" }}
        sort={{ key: params.sort, direction: params.dir }}
        sortHref={sortHref}
      />
    </section>
  );
}
