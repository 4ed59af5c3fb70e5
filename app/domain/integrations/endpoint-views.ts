import { z } from "zod";
import type { StaffToast } from "../forms/form-result";
import type { EndpointState } from "./endpoint-display";
import {
  DELIVERY_STATES,
  type AttemptTrigger,
  type DeliveryState,
  type EndpointKind,
} from "./integration-enums";
import {
  EVENT_TYPE_LABELS,
  TEST_EVENT_TYPE,
  WEBHOOK_EVENT_TYPES,
} from "./webhook-events";

/** What the integrations pages' loaders hand their components: plain, serialisable values. */

export type EndpointListRow = {
  id: string;
  kind: EndpointKind;
  urlDisplay: string;
  description: string | null;
  eventTypes: string[];
  state: EndpointState;
  lastSuccessAt: string | null;
  failingSince: string | null;
  pending: number;
  failed30d: number;
};

export type EndpointListData = { endpoints: EndpointListRow[] };

/** The event types the log can be filtered by: the subscribable ones and "Send test". */
export const LOG_EVENT_TYPES = [
  ...WEBHOOK_EVENT_TYPES,
  TEST_EVENT_TYPE,
] as const;
export type LogEventType = (typeof LOG_EVENT_TYPES)[number];

export function eventTypeLabel(type: string): string {
  if (type === TEST_EVENT_TYPE) return "Test from this page";
  return (EVENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

export const LOG_OUTCOMES = ["all", "succeeded", "failed"] as const;
export type LogOutcome = (typeof LOG_OUTCOMES)[number];
export const LOG_OUTCOME_LABELS: Readonly<Record<LogOutcome, string>> = {
  all: "All attempts",
  succeeded: "Succeeded (2xx)",
  failed: "Failed",
};

export const DELIVERY_STATE_LABELS: Readonly<Record<DeliveryState, string>> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
  skipped: "Skipped",
};

export const TRIGGER_LABELS: Readonly<Record<AttemptTrigger, string>> = {
  schedule: "Scheduled",
  redeliver: "Redeliver",
  replay: "Replay",
  test: "Send test",
};

export const DELIVERY_LOG_PAGE_SIZE = 50;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const logFiltersSchema = z.object({
  outcome: z.enum(LOG_OUTCOMES).catch("all"),
  eventType: z.enum(LOG_EVENT_TYPES).optional().catch(undefined),
  state: z.enum(DELIVERY_STATES).optional().catch(undefined),
  since: z
    .string()
    .regex(ISO_DAY)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type DeliveryLogFilters = z.infer<typeof logFiltersSchema>;

/** The log's GET filters, each ignored when it is not one the form offers. */
export function parseDeliveryLogFilters(
  params: URLSearchParams,
): DeliveryLogFilters {
  const read = (name: string) => params.get(name) || undefined;
  return logFiltersSchema.parse({
    outcome: read("outcome"),
    eventType: read("eventType"),
    state: read("state"),
    since: read("since"),
    page: read("page"),
  });
}

/** The query string of a filtered log page (page 1 leaves `page` out). */
export function deliveryLogQuery(
  filters: DeliveryLogFilters,
  page = filters.page,
): string {
  const params = new URLSearchParams();
  if (filters.outcome !== "all") params.set("outcome", filters.outcome);
  if (filters.eventType) params.set("eventType", filters.eventType);
  if (filters.state) params.set("state", filters.state);
  if (filters.since) params.set("since", filters.since);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export type DeliveryLogRow = {
  attemptId: string;
  deliveryId: string;
  /** The `webhook-id` receivers see: `msg_` and the delivery's id. */
  messageId: string;
  attemptedAt: string;
  eventType: string;
  trigger: AttemptTrigger;
  durationMs: number;
  statusCode: number | null;
  errorLabel: string | null;
  errorDetail: string | null;
  responseExcerpt: string | null;
  nextAttemptAt: string | null;
  deliveryState: DeliveryState;
  /** Redeliver is offered (maySendAgain). */
  maySendAgain: boolean;
};

export type DeliveryLogPage = {
  rows: DeliveryLogRow[];
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
};

export type SecretView = {
  /** The current secret, masked (`whsec_••••••••abcd`); null when it cannot be read. */
  current: string | null;
  /** The previous secret's end, during a rotation's 24 hours. */
  previousValidUntil: string | null;
};

export type EndpointPageData = {
  endpoint: EndpointListRow & {
    includeSpam: boolean;
    settings: Record<string, unknown>;
    createdAt: string;
  };
  formValues: Record<string, string>;
  secret: SecretView | null;
  /** Deliveries waiting while the endpoint is off, and how many of them a replay would send. */
  backlog: { total: number; replayable: number };
  preview: {
    eventType: string;
    body: string;
    /** A signed webhook's headers that carry the signature, in the order they are sent. */
    headerNames: string[];
  } | null;
  log: DeliveryLogPage;
  filters: DeliveryLogFilters;
  /** The replay form's default: 24 hours ago, as a date-time-local value in UTC. */
  replaySinceDefault: string;
};

/** What "Send test" answered, for the page to show. */
export type TestOutcome = {
  statusCode: number | null;
  durationMs: number;
  errorLabel: string | null;
  errorDetail: string | null;
  /** The answer's first lines. */
  answer: string | null;
};

/** What the endpoint page's actions answer in the page rather than by a redirect. */
export type EndpointActionData = {
  ok: boolean;
  intent?: string;
  toast?: StaffToast;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** A rotated secret, in this answer only: it is never shown again. */
  secret?: string;
  /** What "Send test" or Redeliver got back. */
  outcome?: TestOutcome;
  deliveryId?: string;
};

/** The new-endpoint page's answer: field errors, or the new webhook and its secret, once. */
export type NewEndpointResult = {
  ok: boolean;
  toast?: StaffToast;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  created?: { id: string; label: string; secret: string };
};
