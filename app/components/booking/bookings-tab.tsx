import { CalendarX, SearchX } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import {
  BOOKING_VIEWS,
  BOOKINGS_PATH,
  bookingListHref,
  bookingViewLabels,
  isBookingListFiltered,
  type BookingRowView,
  type BookingsTabData,
  type NoShowResult,
} from "~/domain/booking/booking-list";
import { FilterControls, FilterForm } from "../console/filter-controls";
import { FilteredTable } from "../console/filtered-table";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { CountedViewLinks } from "../ui/counted-view-links";
import type { TableColumn } from "../ui/data-table";
import { EmailText } from "../ui/email-text";
import { PageToast } from "../ui/toaster";
import { BookingNav } from "./booking-nav";
import { BlankValue } from "../ui/blank-value";

/**
 * Mark or unmark a no-show: a plain post to this list's own URL (its filters kept), shown
 * once the meeting has started — before that the server refuses it too.
 */
function NoShowCell({ row }: { row: BookingRowView }) {
  if (row.status === "cancelled") return <BlankValue />;
  if (!row.started)
    return (
      <span className="text-sm text-text-muted">
        From the meeting&apos;s start
      </span>
    );
  return (
    <Form method="post" className="grid gap-1">
      <input type="hidden" name="intent" value="no-show" />
      <input type="hidden" name="bookingId" value={row.id} />
      <input type="hidden" name="noShow" value={row.noShow ? "no" : "yes"} />
      <Button
        type="submit"
        variant={row.noShow ? "secondary" : "danger"}
        className="whitespace-nowrap"
      >
        {row.noShow ? "Not a no-show" : "Mark no-show"}
        <span className="sr-only">: {row.visitorName}</span>
      </Button>
    </Form>
  );
}

const columns: TableColumn<BookingRowView>[] = [
  {
    id: "start",
    header: "Start (host's time)",
    meta: { className: "min-w-[12rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <time dateTime={row.startsAt} className="font-semibold text-ink-900">
          {row.startLabel}
        </time>
        <span className="text-xs text-text-muted">
          {row.zoneLabel} · {row.durationMinutes} min
        </span>
      </div>
    ),
  },
  {
    id: "visitor",
    header: "Visitor",
    meta: { rowHeader: true, className: "min-w-[12rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <span className="font-semibold break-words text-ink-900">
          {row.visitorName}
        </span>
        <a
          href={`mailto:${row.visitorEmail}`}
          className="text-sm text-brand-800 underline-offset-4 hover:underline"
        >
          <EmailText email={row.visitorEmail} />
        </a>
      </div>
    ),
  },
  {
    id: "organisation",
    header: "Organisation",
    meta: { className: "min-w-[10rem]" },
    cell: (row) => row.organisation || <BlankValue />,
  },
  { id: "host", header: "Host", cell: (row) => row.hostName },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <div className="flex flex-wrap gap-1">
        {row.status === "cancelled" ? (
          <Badge tone="neutral">Cancelled</Badge>
        ) : (
          <Badge tone="success">Confirmed</Badge>
        )}
        {row.noShow ? <Badge tone="danger">No-show</Badge> : null}
      </div>
    ),
  },
  {
    id: "reason",
    header: "Why this host",
    meta: { className: "min-w-[14rem]" },
    cell: (row) => (
      <span className="text-sm text-text-muted">{row.assignmentReason}</span>
    ),
  },
  {
    id: "lead",
    header: "Lead",
    cell: (row) =>
      row.leadId ? (
        <Link
          to={`/lead_admin/leads/${row.leadId}`}
          className="font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline"
        >
          Open lead<span className="sr-only"> of {row.visitorName}</span>
        </Link>
      ) : (
        <BlankValue />
      ),
  },
  {
    id: "no-show",
    header: "No-show",
    cell: (row) => <NoShowCell row={row} />,
  },
];

/** /lead_admin/bookings: the consultations visitors booked, by view, host, dates and search. */
export function BookingsTab({
  data,
  result,
}: {
  data: BookingsTabData;
  result: NoShowResult | undefined;
}) {
  const { params } = data;
  const location = useLocation();
  const filtered = isBookingListFiltered(params);
  const resetTo = bookingListHref(params, {
    host: "",
    from: "",
    to: "",
    q: "",
  });
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <div className="grid gap-3">
        <h2 className="text-2xl font-bold text-ink-900">Bookings</h2>
        <BookingNav />
        <PageToast toast={result?.toast} />
      </div>
      <CountedViewLinks
        label="Meetings to show"
        views={BOOKING_VIEWS}
        current={data.params.view}
        labels={bookingViewLabels}
        counts={data.counts}
        hrefOf={(view) => bookingListHref(data.params, { view })}
      />
      <FilterForm
        label="Filter bookings"
        role="search"
        action={BOOKINGS_PATH}
        filtered={filtered}
        resetTo={resetTo}
        className="grid grid-cols-1 gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
        actionsClassName="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1"
      >
        {params.view !== "upcoming" ? (
          <input type="hidden" name="view" value={params.view} />
        ) : null}
        <FilterControls
          idPrefix="bookings"
          values={params}
          controls={[
            {
              name: "q",
              label: "Name, organisation or e-mail",
              type: "search",
            },
            {
              name: "host",
              label: "Host",
              options: [
                { value: "", label: "All hosts" },
                ...data.hosts.map((host) => ({
                  value: host.id,
                  label: host.name,
                })),
              ],
            },
            { name: "from", label: "From (UTC date)", type: "date" },
            { name: "to", label: "To (UTC date)", type: "date" },
          ]}
        />
      </FilterForm>
      <FilteredTable
        caption={`${bookingViewLabels[params.view]} meetings`}
        columns={columns}
        rows={data.rows}
        pageInfo={data}
        count={{ one: "meeting", many: "meetings" }}
        filtered={filtered}
        empty={{
          Icon: CalendarX,
          noMatchIcon: SearchX,
          noMatch: "No meetings match these filters.",
          none: `No ${bookingViewLabels[params.view].toLowerCase()} meetings.`,
        }}
        pages={{ basePath: location.pathname, label: "Booking pages" }}
        rowClassName={(row) => (row.noShow ? "bg-danger-50/40" : undefined)}
      />
    </section>
  );
}
