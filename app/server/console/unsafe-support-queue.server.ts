import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { TicketPriority, TicketStatus } from "~/domain/enums";
import {
  priorityLabels,
  statusBadgeText,
  ticketReference,
} from "~/domain/client-work/client-work-format";
import {
  SUPPORT_QUEUE_PAGE_SIZE,
  statusesOf,
  type SupportQueueData,
  type SupportQueueFilters,
} from "~/domain/console/support-queue";
import type { Database } from "../db/client.server";
import {
  clients,
  supportTickets,
  ticketMessages,
  ticketStatusCounts,
} from "../db/schema.server";
import {
  newestFirstPage,
  pageInfoOf,
  pageWindow,
} from "../http/pagination.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The console's Support queue: tickets of EVERY client — UNSAFE by name, for staff code
 * behind requireStaff only. Newest first by (created_at, id), which
 * support_tickets_status_idx and support_tickets_created_at_idx serve.
 */
export async function unsafeListSupportQueue(
  { db }: StaffScope,
  filters: SupportQueueFilters,
): Promise<SupportQueueData> {
  const conditions: SQL[] = [
    inArray(supportTickets.status, statusesOf(filters.status)),
  ];
  if (filters.client)
    conditions.push(eq(supportTickets.clientId, filters.client));
  if (filters.priority)
    conditions.push(eq(supportTickets.priority, filters.priority));
  const where = and(...conditions);

  const total = await countQueue(db, filters, where);
  const clientRows = await db
    .select({
      id: clients.id,
      name: clients.name,
    })
    .from(clients)
    .orderBy(asc(clients.name), asc(clients.id));
  const window = pageWindow(filters.page, total, SUPPORT_QUEUE_PAGE_SIZE);

  // Last activity: the latest of the ticket's own change and its thread's newest entry.
  const lastMessageAt = sql<Date | string | null>`(
    select max(${ticketMessages.createdAt}) from ${ticketMessages}
    where ${ticketMessages.ticketId} = ${supportTickets.id}
  )`;
  const rows = await newestFirstPage(
    db
      .select({
        id: supportTickets.id,
        title: supportTickets.title,
        priority: supportTickets.priority,
        status: supportTickets.status,
        createdAt: supportTickets.createdAt,
        updatedAt: supportTickets.updatedAt,
        lastMessageAt,
        clientId: clients.id,
        clientName: clients.name,
      })
      .from(supportTickets)
      .innerJoin(clients, eq(clients.id, supportTickets.clientId))
      .where(where)
      .$dynamic(),
    supportTickets,
    window,
  );

  return {
    filters: { ...filters, page: window.page },
    // Staff know a client by its name (the company's full name is on its workspace).
    clients: clientRows.map((c) => ({ id: c.id, label: c.name })),
    rows: rows.map((row) => {
      const priority = row.priority as TicketPriority;
      const status = row.status as TicketStatus;
      const last = row.lastMessageAt ? new Date(row.lastMessageAt) : null;
      const lastActivity =
        last && last.getTime() > row.updatedAt.getTime() ? last : row.updatedAt;
      return {
        id: row.id,
        reference: ticketReference(row.id),
        title: row.title,
        client: { id: row.clientId, label: row.clientName },
        priority,
        priorityLabel: priorityLabels[priority] ?? row.priority,
        status,
        statusText: statusBadgeText(row.status),
        createdAt: row.createdAt.toISOString(),
        lastActivityAt: lastActivity.toISOString(),
      };
    }),
    pageInfo: pageInfoOf(window),
  };
}

/**
 * How many tickets the queue's filters match. Without a client filter it is the sum of at most
 * 12 kept counts (`ticket_status_counts`, drizzle/0017) — what the queue shows by default — rather
 * than a count of every open ticket on each render; a client's tickets are counted through
 * support_tickets_client_id_idx.
 */
async function countQueue(
  db: Database,
  filters: SupportQueueFilters,
  where: SQL | undefined,
): Promise<number> {
  if (!filters.client) {
    const [kept] = await db
      .select({ total: sql<string | null>`sum(${ticketStatusCounts.count})` })
      .from(ticketStatusCounts)
      .where(
        and(
          inArray(ticketStatusCounts.status, statusesOf(filters.status)),
          filters.priority
            ? eq(ticketStatusCounts.priority, filters.priority)
            : undefined,
        ),
      );
    return Number(kept?.total ?? 0);
  }
  const [row] = await db
    .select({ total: count() })
    .from(supportTickets)
    .where(where);
  return row?.total ?? 0;
}
