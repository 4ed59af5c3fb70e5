import { asc, eq, sql } from "drizzle-orm";
import type { CreateTicketInput } from "~/domain/client-work/ticket-forms";
import type {
  TicketListView,
  TicketThreadView,
} from "~/domain/client-work/client-work-views";
import {
  priorityLabels,
  ticketReference,
} from "~/domain/client-work/client-work-format";
import {
  ticketSummaryOf,
  ticketThreadOf,
} from "~/domain/client-work/ticket-thread";
import { profiles, supportTickets, ticketMessages } from "../db/schema.server";
import {
  portalLink,
  portalStaffRecipients,
  queuePortalMail,
} from "../mail/portal-mail.server";
import {
  newestFirstPage,
  pageInfoOf,
  pageWindow,
} from "../http/pagination.server";
import { isUuid, notFound, type TenantScope } from "./tenant-scope.server";
import {
  messageColumns,
  messageRowOf,
  ticketColumns,
} from "../client-work/ticket-rows.server";

/**
 * A client's support tickets and their threads. Every query is the
 * scope's: a ticket of another client is indistinguishable from one that does not exist.
 */
export const TICKETS_PAGE_SIZE = 20;

export async function listTickets(
  scope: TenantScope,
  { page }: { page: number },
): Promise<TicketListView> {
  const window = pageWindow(page, scope.counts.tickets, TICKETS_PAGE_SIZE);
  const rows = await newestFirstPage(
    scope.db
      .select(ticketColumns)
      .from(supportTickets)
      .where(scope.owns(supportTickets))
      .$dynamic(),
    supportTickets,
    window,
  );
  return { tickets: rows.map(ticketSummaryOf), pageInfo: pageInfoOf(window) };
}

/** A new ticket is open; staff hear of it in the same transaction. */
export async function createTicket(
  scope: TenantScope,
  input: CreateTicketInput,
): Promise<{ id: string }> {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({
        clientId: scope.clientId,
        createdBy: scope.profileId,
        title: input.title,
        description: input.description,
        priority: input.priority,
        status: "open",
      })
      .returning({ id: supportTickets.id });
    const id = row!.id;
    const reference = ticketReference(id);
    await queuePortalMail(tx, {
      to: portalStaffRecipients(),
      subject: `New support ticket from ${scope.clientLabel} (${reference})`,
      text:
        `${scope.clientLabel} opened ${reference}, ${priorityLabels[input.priority].toLowerCase()} priority.\n\n` +
        `Read it and answer in the console:\n${portalLink(`/lead_admin/support/${id}`)}\n`,
    });
    return { id };
  });
}

/** The ticket and its thread in order, with authors' names; 404 unless it is the scope's. */
export async function getTicketThread(
  scope: TenantScope,
  ticketId: string,
): Promise<TicketThreadView> {
  if (!isUuid(ticketId)) throw notFound();
  const [ticket] = await scope.db
    .select({ ...ticketColumns, createdByName: profiles.fullName })
    .from(supportTickets)
    .leftJoin(profiles, eq(profiles.id, supportTickets.createdBy))
    .where(scope.owns(supportTickets, eq(supportTickets.id, ticketId)))
    .limit(1);
  if (!ticket) throw notFound();
  const messages = await scope.db
    .select(messageColumns)
    .from(ticketMessages)
    .leftJoin(profiles, eq(profiles.id, ticketMessages.authorProfileId))
    .where(scope.owns(ticketMessages, eq(ticketMessages.ticketId, ticketId)))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return ticketThreadOf(ticket, messages.map(messageRowOf));
}

export type ReplyOutcome = { ok: true } | { ok: false; reason: "closed" };

/**
 * A client's reply. The ticket row is locked for the transaction, so a reply and staff
 * closing the ticket cannot cross: a closed ticket takes no more replies.
 */
export async function replyToTicket(
  scope: TenantScope,
  ticketId: string,
  body: string,
): Promise<ReplyOutcome> {
  if (!isUuid(ticketId)) throw notFound();
  return scope.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: supportTickets.id, status: supportTickets.status })
      .from(supportTickets)
      .where(scope.owns(supportTickets, eq(supportTickets.id, ticketId)))
      .for("update");
    if (!ticket) throw notFound();
    if (ticket.status === "closed") return { ok: false, reason: "closed" };
    await tx.insert(ticketMessages).values({
      clientId: scope.clientId,
      ticketId,
      kind: "reply",
      authorSide: "client",
      authorProfileId: scope.profileId,
      body,
    });
    await tx
      .update(supportTickets)
      .set({ updatedAt: sql`now()` })
      .where(scope.owns(supportTickets, eq(supportTickets.id, ticketId)));
    const reference = ticketReference(ticketId);
    await queuePortalMail(tx, {
      to: portalStaffRecipients(),
      subject: `${scope.clientLabel} replied on ${reference}`,
      text:
        `${scope.clientLabel} added a reply to ${reference}.\n\n` +
        `Read the thread and answer in the console:\n${portalLink(`/lead_admin/support/${ticketId}`)}\n`,
    });
    return { ok: true };
  });
}
