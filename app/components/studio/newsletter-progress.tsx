import { useEffect } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import {
  NEWSLETTER_DELIVERY_STATUSES,
  type NewsletterDeliveryStatus,
} from "~/domain/enums";
import { DELIVERY_STATUS_LABELS } from "~/domain/newsletter/newsletter-send-form";
import type {
  DeliveriesPage,
  DeliveryFilter,
  DeliveryRow,
  SendProgress,
} from "~/domain/newsletter/newsletter-send-views";
import {
  FilterControls,
  FilterActions,
  filterOptions,
} from "../console/filter-controls";
import { Badge, type BadgeTone } from "../ui/badge";
import { Button } from "../ui/button";
import { DataTable, type TableColumn } from "../ui/data-table";
import { LocalTime } from "../ui/local-time";
import { Pagination } from "../ui/page-states";
import { EditorPanel } from "./studio-editor-frame";

/** How often a running send's page reads its numbers again (with JavaScript). */
const POLL_MS = 3000;

const SEND_STATUS: Record<
  SendProgress["status"],
  { label: string; tone: BadgeTone }
> = {
  sending: { label: "Sending", tone: "info" },
  paused: { label: "Paused", tone: "warning" },
  complete: { label: "Complete", tone: "success" },
};

const DELIVERY_TONES: Record<NewsletterDeliveryStatus, BadgeTone> = {
  queued: "neutral",
  sending: "info",
  sent: "success",
  failed: "warning",
  dead: "danger",
  skipped: "neutral",
};

const count = (n: number) => n.toLocaleString("en-CA");

function queryOf(filter: DeliveryFilter, page = filter.page) {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

const COLUMNS: TableColumn<DeliveryRow>[] = [
  {
    id: "email",
    header: "Address",
    cell: (row) => <span className="break-all">{row.email}</span>,
    meta: { rowHeader: true },
  },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <Badge tone={DELIVERY_TONES[row.status]}>
        {DELIVERY_STATUS_LABELS[row.status]}
      </Badge>
    ),
  },
  { id: "attempts", header: "Attempts", cell: (row) => row.attempts },
  {
    id: "sentAt",
    header: "Sent at",
    cell: (row) => (row.sentAt ? <LocalTime iso={row.sentAt} /> : "—"),
  },
  {
    id: "lastError",
    header: "Last error",
    cell: (row) => row.lastError ?? "—",
    meta: { className: "max-w-72 break-words" },
  },
];

/**
 * A send's progress (read from the rows the delivery job writes), Pause and Resume, and its
 * recipients. While it runs, the numbers refresh every few seconds with JavaScript; without
 * it, the Refresh link does the same.
 */
export function NewsletterProgress({
  send,
  filter,
  deliveries,
  pagePath,
}: {
  send: SendProgress;
  filter: DeliveryFilter;
  deliveries: DeliveriesPage;
  pagePath: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent");
  const revalidator = useRevalidator();
  const running = send.status === "sending";
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (
        revalidator.state === "idle" &&
        document.visibilityState === "visible"
      )
        void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [running, revalidator]);

  const total = send.recipientCount;
  const sent = send.counts.sent;
  const status = SEND_STATUS[send.status];
  const filtered = filter.status !== null || filter.q !== "";
  return (
    <>
      <EditorPanel id="newsletter-progress-heading" title="Progress">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-text-muted">
          <Badge tone={status.tone}>{status.label}</Badge>
          <span>
            Started <LocalTime iso={send.createdAt} />
            {send.createdByEmail ? ` by ${send.createdByEmail}` : ""}, at most{" "}
            {count(send.ratePerSecond)} message
            {send.ratePerSecond === 1 ? "" : "s"} a second
            {send.completedAt ? (
              <>
                ; finished <LocalTime iso={send.completedAt} />
              </>
            ) : null}
            .
          </span>
        </div>
        <div className="grid gap-1.5">
          <label
            htmlFor="newsletter-progress"
            className="text-base font-semibold text-ink-900"
          >
            {count(sent)} sent of {count(total)}
          </label>
          <progress
            id="newsletter-progress"
            max={Math.max(total, 1)}
            value={sent}
            className="h-3 w-full overflow-hidden rounded-full bg-ink-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:bg-brand-700"
          >
            {count(sent)} sent of {count(total)}
          </progress>
        </div>
        <dl
          aria-label="Recipients by status"
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
        >
          {NEWSLETTER_DELIVERY_STATUSES.map((key) => (
            <div
              key={key}
              className="grid gap-0.5 rounded-lg border border-line p-2"
            >
              <dt className="text-xs text-text-muted">
                {DELIVERY_STATUS_LABELS[key]}
              </dt>
              <dd
                className="text-lg font-semibold text-ink-900"
                data-status-count={key}
              >
                {count(send.counts[key])}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          {send.status !== "complete" ? (
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value={running ? "pause" : "resume"}
                variant={running ? "secondary" : "primary"}
                pending={pending === "pause" || pending === "resume"}
                pendingLabel={running ? "Pausing…" : "Resuming…"}
              >
                {running ? "Pause the send" : "Resume the send"}
              </Button>
            </Form>
          ) : null}
          <Link
            to={`${pagePath}${queryOf(filter)}`}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            Refresh
          </Link>
          {running ? (
            <span className="text-sm text-text-muted">
              With JavaScript on, these numbers refresh by themselves.
            </span>
          ) : null}
        </div>
      </EditorPanel>
      <EditorPanel id="newsletter-recipients-heading" title="Recipients">
        <Form
          method="get"
          action={pagePath}
          className="grid items-end gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto]"
        >
          <FilterControls
            idPrefix="deliveries"
            values={filter}
            controls={[
              {
                name: "status",
                label: "Status",
                options: filterOptions(
                  NEWSLETTER_DELIVERY_STATUSES,
                  DELIVERY_STATUS_LABELS,
                  { label: "Every status" },
                ),
              },
              { name: "q", label: "Address contains", type: "search" },
            ]}
          />
          <FilterActions filtered={filtered} resetTo={pagePath} />
        </Form>
        <DataTable
          caption="Recipients of this send"
          columns={COLUMNS}
          rows={deliveries.rows}
          rowId={(row) => row.subscriberId}
          empty={
            <p className="text-sm text-text-muted">
              {filtered
                ? "No recipient matches this filter."
                : "This send has no recipients."}
            </p>
          }
        />
        <Pagination
          info={deliveries.page}
          basePath={pagePath}
          label="Pages of recipients"
          hrefFor={(page) => `${pagePath}${queryOf(filter, page)}`}
        />
      </EditorPanel>
    </>
  );
}
