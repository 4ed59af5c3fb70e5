import { Inbox } from "lucide-react";
import { Link } from "react-router";
import {
  PRIVACY_QUEUE_VIEWS,
  privacyKindLabels,
  privacyQueueHref,
  privacyQueueViewLabels,
  privacyStatusLabels,
  type PrivacyQueueData,
  type PrivacyQueueRow,
} from "~/domain/privacy/privacy-queue";
import { PRIVACY_REQUESTS_PATH } from "~/domain/privacy/privacy-paths";
import { ResultCount } from "../console/filter-controls";
import { Alert } from "../ui/alert";
import { CountedViewLinks } from "../ui/counted-view-links";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmailText } from "../ui/email-text";
import { EmptyState, Pagination } from "../ui/page-states";
import { PrivacyClockBadge } from "./privacy-clock-badge";
import { PrivacyNav } from "./privacy-nav";
import { PageHeading } from "../ui/page-heading";

const columns: TableColumn<PrivacyQueueRow>[] = [
  {
    id: "reference",
    header: "Request",
    meta: { rowHeader: true, className: "min-w-[10rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <Link
          to={`${PRIVACY_REQUESTS_PATH}/requests/${row.id}`}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {row.reference}
        </Link>
        <span className="text-sm text-text-muted">
          {privacyKindLabels[row.kind]} · {row.language.toUpperCase()}
        </span>
      </div>
    ),
  },
  {
    id: "person",
    header: "Person",
    meta: { className: "min-w-[12rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        {row.name ? (
          <span className="font-semibold break-words text-ink-900">
            {row.name}
          </span>
        ) : null}
        <EmailText email={row.email} />
      </div>
    ),
  },
  {
    id: "received",
    header: "Received",
    meta: { className: "whitespace-nowrap" },
    cell: (row) =>
      row.received ?? (
        <span className="text-text-muted">Sent {row.submitted}</span>
      ),
  },
  {
    id: "due",
    header: "Due",
    meta: { className: "whitespace-nowrap" },
    cell: (row) => (
      <div className="grid justify-items-start gap-1">
        {row.clock.kind === "due" ? <span>{row.clock.due}</span> : null}
        <PrivacyClockBadge clock={row.clock} />
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => privacyStatusLabels[row.status],
  },
];

/** /lead_admin/privacy: people's requests, what is owed first, with the law's clock. */
export function PrivacyQueuePage({ data }: { data: PrivacyQueueData }) {
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <PrivacyNav />
      <PageHeading title="Privacy requests">
        The law gives 30 days from receipt (the moment the person proved their
        address), and one extension of up to 30 days if the person is told why
        before the first due date. Silence counts as a refusal.
      </PageHeading>
      {data.overdue > 0 ? (
        <Alert tone="error" title="Overdue">
          {data.overdue === 1
            ? "1 request is overdue."
            : `${data.overdue} requests are overdue.`}{" "}
          Answer them now, or tell the people concerned where they stand.
        </Alert>
      ) : null}
      <CountedViewLinks
        label="Requests to show"
        views={PRIVACY_QUEUE_VIEWS}
        current={data.params.view}
        labels={privacyQueueViewLabels}
        counts={data.counts}
        hrefOf={(view) => privacyQueueHref({ view, page: 1 })}
      />
      <ResultCount total={data.total} one="request" many="requests" />
      {data.total === 0 ? (
        <EmptyState
          Icon={Inbox}
          message={
            data.params.view === "open"
              ? "No request is waiting for an answer."
              : "No request in this view."
          }
        />
      ) : (
        <>
          <DataTable
            caption={`Privacy requests: ${privacyQueueViewLabels[data.params.view]}`}
            columns={columns}
            rows={data.rows}
            rowId={(row) => row.id}
          />
          <Pagination
            info={data}
            basePath={PRIVACY_REQUESTS_PATH}
            label="Privacy request pages"
            hrefFor={(page) =>
              privacyQueueHref({ view: data.params.view, page })
            }
          />
        </>
      )}
    </section>
  );
}
