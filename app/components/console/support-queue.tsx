import { LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { TICKET_PRIORITIES } from "~/domain/enums";
import { priorityLabels } from "~/domain/client-work/client-work-format";
import {
  SUPPORT_STATUS_FILTERS,
  supportStatusFilterLabels,
  type SupportQueueData,
  type SupportQueueRow,
} from "~/domain/console/support-queue";
import { PriorityBadge, TicketStatusBadge } from "../client-work/ticket-badges";
import type { TableColumn } from "../ui/data-table";
import { LocalTime } from "../ui/local-time";
import { FilterControls, FilterForm, filterOptions } from "./filter-controls";
import { FilteredTable } from "./filtered-table";
import { SectionHeading } from "../ui/section-heading";

const columns: TableColumn<SupportQueueRow>[] = [
  {
    id: "reference",
    header: "Ticket",
    meta: { className: "whitespace-nowrap" },
    cell: (row) => (
      <Link
        to={`/lead_admin/support/${row.id}`}
        className="font-mono font-semibold text-brand-700 hover:underline"
      >
        {row.reference}
      </Link>
    ),
  },
  {
    id: "title",
    header: "Title",
    meta: { rowHeader: true, className: "min-w-[14rem] break-words" },
    cell: (row) => row.title,
  },
  {
    id: "client",
    header: "Client",
    cell: (row) => row.client.label,
  },
  {
    id: "priority",
    header: "Priority",
    cell: (row) => (
      <PriorityBadge priority={row.priority} label={row.priorityLabel} />
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <TicketStatusBadge status={row.status} text={row.statusText} />
    ),
  },
  {
    id: "created",
    header: "Created",
    meta: { className: "whitespace-nowrap" },
    cell: (row) => <LocalTime iso={row.createdAt} />,
  },
  {
    id: "activity",
    header: "Last activity",
    meta: { className: "whitespace-nowrap" },
    cell: (row) => <LocalTime iso={row.lastActivityAt} relative />,
  },
];

/**
 * /lead_admin/support: every client's tickets, newest first. The filters are a GET form, so
 * a filtered queue has a URL and works without JavaScript; each row opens the ticket.
 */
export function SupportQueue({ data }: { data: SupportQueueData }) {
  const { filters } = data;
  const filtered =
    Boolean(filters.client) ||
    Boolean(filters.priority) ||
    filters.status !== "active";
  return (
    <section
      aria-labelledby="support-queue-heading"
      className="grid min-w-0 gap-5"
    >
      <SectionHeading id="support-queue-heading" title="Support queue">
        Every client&apos;s tickets, newest first. Open one to reply or move its
        status; the client is e-mailed either way.
      </SectionHeading>
      <FilterForm
        label="Filter the queue"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
        filtered={filtered}
        resetTo="/lead_admin/support"
      >
        <FilterControls
          idPrefix="support-filter"
          values={filters}
          controls={[
            {
              name: "client",
              label: "Client",
              options: [
                { value: "", label: "All clients" },
                ...data.clients.map((c) => ({ value: c.id, label: c.label })),
              ],
            },
            {
              name: "status",
              label: "Status",
              options: filterOptions(
                SUPPORT_STATUS_FILTERS,
                supportStatusFilterLabels,
              ),
            },
            {
              name: "priority",
              label: "Priority",
              options: filterOptions(TICKET_PRIORITIES, priorityLabels, {
                label: "Any priority",
              }),
            },
          ]}
        />
      </FilterForm>
      <FilteredTable
        caption="Support tickets of every client"
        columns={columns}
        rows={data.rows}
        pageInfo={data.pageInfo}
        count={{ one: "ticket", many: "tickets" }}
        filtered={filtered}
        empty={{
          Icon: LifeBuoy,
          noMatch: "No tickets match these filters.",
          none: "No open tickets. Every client is answered.",
        }}
        pages={{
          basePath: "/lead_admin/support",
          label: "Support queue pages",
        }}
      />
    </section>
  );
}
