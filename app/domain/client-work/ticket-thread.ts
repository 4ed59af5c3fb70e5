import { format } from "date-fns";
import type {
  PortalSide,
  TicketMessageKind,
  TicketPriority,
  TicketStatus,
} from "../enums";
import {
  priorityLabels,
  statusBadgeText,
  ticketReference,
  ticketStatusLabels,
} from "./client-work-format";
import type {
  TicketEntryView,
  TicketSummaryView,
  TicketThreadView,
} from "./client-work-views";

/**
 * Rows → what the pages show. One mapping for the client's thread and the staff page, so
 * both sides read the same thread the same way. Pure: the server runs it, tests pin it.
 */
export type TicketRow = {
  id: string;
  title: string;
  description: string;
  priority: string;
  status: string;
  createdAt: Date;
};

export type TicketMessageRow = {
  id: string;
  kind: string;
  authorSide: string;
  authorName: string | null;
  body: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  createdAt: Date;
};

export function ticketSummaryOf(row: TicketRow): TicketSummaryView {
  const priority = row.priority as TicketPriority;
  const status = row.status as TicketStatus;
  return {
    id: row.id,
    reference: ticketReference(row.id),
    title: row.title,
    description: row.description,
    priority,
    priorityLabel: priorityLabels[priority] ?? row.priority,
    status,
    statusText: statusBadgeText(row.status),
    createdOn: format(row.createdAt, "MMM d, yyyy"),
    createdAt: row.createdAt.toISOString(),
  };
}

function statusLabel(status: string): string {
  return ticketStatusLabels[status as TicketStatus] ?? statusBadgeText(status);
}

// A profile can be deleted after it wrote; its words stay, under a neutral name.
function authorNameOf(side: PortalSide, name: string | null): string {
  if (name?.trim()) return name;
  return side === "staff" ? "Support team" : "Former team member";
}

export function ticketEntryOf(row: TicketMessageRow): TicketEntryView {
  const side = row.authorSide as PortalSide;
  const common = {
    id: row.id,
    side,
    authorName: authorNameOf(side, row.authorName),
    at: row.createdAt.toISOString(),
  };
  if ((row.kind as TicketMessageKind) === "status_change") {
    return {
      ...common,
      kind: "status_change",
      fromLabel: row.fromStatus ? statusLabel(row.fromStatus) : null,
      toLabel: statusLabel(row.toStatus ?? ""),
    };
  }
  return { ...common, kind: "reply", body: row.body ?? "" };
}

export function ticketThreadOf(
  ticket: TicketRow & { createdByName: string | null },
  messages: TicketMessageRow[],
): TicketThreadView {
  return {
    ticket: {
      ...ticketSummaryOf(ticket),
      createdOnLong: format(ticket.createdAt, "MMMM d, yyyy"),
      createdByName: ticket.createdByName,
    },
    entries: messages.map(ticketEntryOf),
    open: ticket.status !== "closed",
  };
}

/** "Status changed from Open to In progress" (or "Status set to …" when the old one is unknown). */
export function statusChangeSentence(
  entry: Extract<TicketEntryView, { kind: "status_change" }>,
): string {
  return entry.fromLabel
    ? `Status changed from ${entry.fromLabel} to ${entry.toLabel}`
    : `Status set to ${entry.toLabel}`;
}
