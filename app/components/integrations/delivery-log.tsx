import { Inbox, Send } from "lucide-react";
import { useLocation } from "react-router";
import {
  DELIVERY_STATE_LABELS,
  LOG_EVENT_TYPES,
  LOG_OUTCOMES,
  LOG_OUTCOME_LABELS,
  TRIGGER_LABELS,
  deliveryLogQuery,
  eventTypeLabel,
  type DeliveryLogRow,
  type EndpointPageData,
} from "~/domain/integrations/endpoint-views";
import { DELIVERY_STATES } from "~/domain/integrations/integration-enums";
import {
  FilterControls,
  FilterForm,
  ResultCount,
  filterOptions,
} from "../console/filter-controls";
import { Badge } from "../ui/badge";
import { DataTable, type TableColumn } from "../ui/data-table";
import { EmptyState, Pagination } from "../ui/page-states";
import { SectionCard } from "../ui/section-card";
import { IntentForm } from "./intent-form";
import { MaybeTime, ScrollablePre } from "./endpoint-parts";

const success = (row: DeliveryLogRow) =>
  row.statusCode !== null && row.statusCode >= 200 && row.statusCode < 300;

const columns: TableColumn<DeliveryLogRow>[] = [
  {
    id: "time",
    header: "Time",
    meta: { rowHeader: true, className: "min-w-[9rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <MaybeTime iso={row.attemptedAt} />
        <span className="text-xs font-normal text-text-muted">
          {TRIGGER_LABELS[row.trigger]}
        </span>
      </div>
    ),
  },
  {
    id: "event",
    header: "Event and delivery id",
    meta: { className: "min-w-[17rem]" },
    cell: (row) => (
      <div className="grid gap-0.5">
        <span>{eventTypeLabel(row.eventType)}</span>
        <code className="font-mono text-xs text-text-muted">
          {row.messageId}
        </code>
      </div>
    ),
  },
  {
    id: "result",
    header: "Result",
    cell: (row) => (
      <div className="grid justify-items-start gap-1">
        {row.statusCode !== null ? (
          <Badge tone={success(row) ? "success" : "danger"}>
            {row.statusCode}
          </Badge>
        ) : (
          <Badge tone="danger">{row.errorLabel ?? "No answer"}</Badge>
        )}
        <span className="text-xs whitespace-nowrap text-text-muted tabular-nums">
          {row.durationMs} ms
        </span>
      </div>
    ),
  },
  {
    id: "next",
    header: "Next attempt",
    meta: { className: "min-w-[9rem]" },
    cell: (row) => <MaybeTime iso={row.nextAttemptAt} />,
  },
  {
    id: "details",
    header: "Answer",
    meta: { className: "min-w-[6rem]" },
    cell: (row) =>
      row.responseExcerpt || row.errorDetail ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-brand-800">
            Show
          </summary>
          {row.errorDetail ? (
            <p className="mt-2 break-words text-ink-900">{row.errorDetail}</p>
          ) : null}
          {row.responseExcerpt ? (
            <ScrollablePre
              label="The answer's first 2 KB"
              className="mt-2 max-h-64 max-w-md overflow-auto rounded-md border border-line bg-surface-muted p-2 font-mono text-xs whitespace-pre-wrap text-ink-900"
            >
              {row.responseExcerpt}
            </ScrollablePre>
          ) : null}
        </details>
      ) : (
        <span className="text-text-muted">—</span>
      ),
  },
  {
    id: "action",
    header: "Actions",
    cell: (row) =>
      row.maySendAgain ? (
        <IntentForm
          intent="redeliver"
          fields={{ deliveryId: row.deliveryId }}
          pendingLabel="Sending…"
        >
          <Send aria-hidden="true" className="size-4" />
          Redeliver<span className="sr-only"> {row.messageId}</span>
        </IntentForm>
      ) : (
        <span className="text-sm text-text-muted">
          Not sent again: HubSpot may have it
        </span>
      ),
  },
];

/** The endpoint's delivery log: its GET filters, one row per attempt, 50 a page. */
export function DeliveryLog({ data }: { data: EndpointPageData }) {
  const { log, filters } = data;
  const { pathname } = useLocation();
  const filtered =
    filters.outcome !== "all" ||
    Boolean(filters.eventType || filters.state || filters.since);
  return (
    <SectionCard
      titleId="endpoint-log"
      title="Delivery log"
      description="Every attempt of the last 30 days, newest first. Redeliver sends the same delivery again, under the same webhook-id, signed with the current secret."
      contentClassName="grid min-w-0 gap-4"
    >
      <FilterForm
        label="Filter the delivery log"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        filtered={filtered}
        resetTo={pathname}
      >
        <FilterControls
          idPrefix="log"
          values={filters}
          controls={[
            {
              name: "outcome",
              label: "Outcome",
              options: filterOptions(LOG_OUTCOMES, LOG_OUTCOME_LABELS),
            },
            {
              name: "eventType",
              label: "Event",
              options: [
                { value: "", label: "All events" },
                ...LOG_EVENT_TYPES.map((type) => ({
                  value: type,
                  label: eventTypeLabel(type),
                })),
              ],
            },
            {
              name: "state",
              label: "Delivery state",
              options: filterOptions(DELIVERY_STATES, DELIVERY_STATE_LABELS, {
                label: "Any state",
              }),
            },
            { name: "since", label: "Since (UTC day)", type: "date" },
          ]}
        />
      </FilterForm>
      <ResultCount total={log.total} one="attempt" many="attempts" />
      <DataTable
        caption="Delivery attempts, newest first"
        columns={columns}
        rows={log.rows}
        rowId={(row) => row.attemptId}
        empty={
          <EmptyState
            Icon={Inbox}
            message={
              filtered
                ? "No attempt matches these filters."
                : "Nothing has been sent yet."
            }
          />
        }
      />
      <Pagination
        info={log}
        basePath={pathname}
        label="Delivery log pages"
        hrefFor={(page) => `${pathname}${deliveryLogQuery(filters, page)}`}
      />
    </SectionCard>
  );
}
