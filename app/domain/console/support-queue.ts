import { z } from "zod";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "../enums";
import type { TicketPriority, TicketStatus } from "../enums";
import type { PageInfo } from "../client-work/client-work-views";

/**
 * The console's Support queue: every client's tickets, filtered by GET parameters.
 * A filter the queue does not know falls back to its default rather than failing: the URL is
 * something staff share and bookmark, and a stale one should still open the queue.
 */

/** "active" is the queue's default: what still needs someone (open and in progress). */
export const SUPPORT_STATUS_FILTERS = [
  "active",
  ...TICKET_STATUSES,
  "all",
] as const;
export type SupportStatusFilter = (typeof SUPPORT_STATUS_FILTERS)[number];

export const supportStatusFilterLabels: Record<SupportStatusFilter, string> = {
  active: "Open tickets (open and in progress)",
  open: "Open",
  in_progress: "In progress",
  resolved: "Resolved",
  closed: "Closed",
  all: "All statuses",
};

export const SUPPORT_QUEUE_PAGE_SIZE = 25;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const supportQueueFilterSchema = z.object({
  client: z
    .string()
    .regex(UUID)
    .transform((id) => id.toLowerCase())
    .optional()
    .catch(undefined),
  status: z.enum(SUPPORT_STATUS_FILTERS).catch("active"),
  priority: z.enum(TICKET_PRIORITIES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type SupportQueueFilters = z.infer<typeof supportQueueFilterSchema>;

/** The queue's filters from its URL (?client=&status=&priority=&page=). */
export function supportQueueFiltersOf(
  params: URLSearchParams,
): SupportQueueFilters {
  return supportQueueFilterSchema.parse({
    client: params.get("client") || undefined,
    status: params.get("status") || undefined,
    priority: params.get("priority") || undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The ticket statuses a status filter lets through. */
export function statusesOf(filter: SupportStatusFilter): TicketStatus[] {
  if (filter === "all") return [...TICKET_STATUSES];
  if (filter === "active") return ["open", "in_progress"];
  return [filter];
}

export type SupportQueueRow = {
  id: string;
  reference: string;
  title: string;
  client: { id: string; label: string };
  priority: TicketPriority;
  priorityLabel: string;
  status: TicketStatus;
  statusText: string;
  createdAt: string;
  lastActivityAt: string;
};

export type SupportQueueData = {
  filters: SupportQueueFilters;
  clients: { id: string; label: string }[];
  rows: SupportQueueRow[];
  pageInfo: PageInfo;
};
