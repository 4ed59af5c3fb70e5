import { Plus, Webhook } from "lucide-react";
import { Link } from "react-router";
import {
  NEW_ENDPOINT_PATH,
  endpointPath,
} from "~/domain/integrations/endpoint-display";
import type {
  EndpointListData,
  EndpointListRow,
} from "~/domain/integrations/endpoint-views";
import { ENDPOINT_KIND_LABELS } from "~/domain/integrations/integration-enums";
import { ResultCount } from "../console/filter-controls";
import { buttonClasses } from "../ui/button-link";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmptyState } from "../ui/page-states";
import { EndpointStateBadge, EventList, MaybeTime } from "./endpoint-parts";
import { PageHeading } from "../ui/page-heading";

const count = (n: number) => n.toLocaleString("en-GB");

const columns: TableColumn<EndpointListRow>[] = [
  {
    id: "endpoint",
    header: "Endpoint",
    meta: { rowHeader: true, className: "min-w-[16rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <Link
          to={endpointPath(row.id)}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {row.description || ENDPOINT_KIND_LABELS[row.kind]}
        </Link>
        <span className="text-xs text-text-muted">
          {ENDPOINT_KIND_LABELS[row.kind]}
        </span>
        <span className="font-mono text-xs break-all text-text-muted">
          {row.urlDisplay}
        </span>
      </div>
    ),
  },
  {
    id: "events",
    header: "Events",
    meta: { className: "min-w-[12rem]" },
    cell: (row) => <EventList types={row.eventTypes} />,
  },
  {
    id: "state",
    header: "State",
    cell: (row) => <EndpointStateBadge state={row.state} />,
  },
  {
    id: "last-success",
    header: "Last success",
    meta: { className: "min-w-[9rem]" },
    cell: (row) => <MaybeTime iso={row.lastSuccessAt} />,
  },
  {
    id: "failing-since",
    header: "Failing since",
    meta: { className: "min-w-[9rem]" },
    cell: (row) => <MaybeTime iso={row.failingSince} />,
  },
  {
    id: "pending",
    header: "Pending",
    meta: { className: "text-right tabular-nums" },
    cell: (row) => count(row.pending),
  },
  {
    id: "failed",
    header: "Failed (30 days)",
    meta: { className: "text-right tabular-nums" },
    cell: (row) => count(row.failed30d),
  },
];

/** /lead_admin/integrations: every endpoint, its state and counts, and "Add endpoint". */
export function IntegrationsListPage({ data }: { data: EndpointListData }) {
  const total = data.endpoints.length;
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      <PageHeading
        title="Integrations"
        actions={
          <Link to={NEW_ENDPOINT_PATH} className={buttonClasses("primary")}>
            <Plus aria-hidden="true" className="size-4" />
            Add endpoint
          </Link>
        }
      >
        Where the site sends new leads, their status changes and bookings as
        they happen: your own signed webhook, a Slack or Microsoft Teams
        channel, or a HubSpot form. A failed delivery is tried again ten times
        over about three days; an endpoint failing for 5 days is stopped and its
        events are kept.
      </PageHeading>
      {total === 0 ? (
        <EmptyState Icon={Webhook} message="No integration yet.">
          <p className="max-w-prose">
            Add an endpoint to have each new lead posted to your CRM or
            automation tool, announced in a Slack or Teams channel, or submitted
            to a HubSpot form — without anyone copying it from here.
          </p>
        </EmptyState>
      ) : (
        <>
          <ResultCount total={total} one="endpoint" many="endpoints" />
          <DataTable
            caption="Integration endpoints, in the order they were added"
            columns={columns}
            rows={data.endpoints}
            rowId={(row) => row.id}
          />
        </>
      )}
    </section>
  );
}
