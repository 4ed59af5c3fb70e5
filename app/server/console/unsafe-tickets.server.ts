import { asc, eq, sql } from "drizzle-orm";
import type { TicketStatus } from "~/domain/enums";
import {
  ticketReference,
  ticketStatusLabels,
} from "~/domain/client-work/client-work-format";
import type { TicketThreadView } from "~/domain/client-work/client-work-views";
import { ticketThreadOf } from "~/domain/client-work/ticket-thread";
import type { MessageDescriptor } from "react-intl";
import { intlFor } from "~/i18n/intl";
import { htmlLang, type Locale } from "~/i18n/locale";
import type { Transaction } from "../db/client.server";
import {
  clients,
  profiles,
  supportTickets,
  ticketMessages,
} from "../db/schema.server";
import { portalLink, queuePortalMail } from "../mail/portal-mail.server";
import { mailLocaleOf, profileMailLocale } from "../account/mail-locale.server";
import {
  messageColumns,
  messageRowOf,
  ticketColumns,
} from "../client-work/ticket-rows.server";
import { staffWrite, type AuditEntry, type StaffActor } from "./audit.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * Staff's side of a support ticket: any client's ticket, by id. UNSAFE by name and by design
 * — nothing here scopes by client, so only staff code behind requireAdmin may call it. Every
 * row written takes its client_id from the ticket itself (and the database's composite key
 * refuses anything else). The ticket's creator hears of staff replies and status changes by
 * e-mail, queued in the same transaction; the e-mail links to the thread and never carries
 * what staff wrote. Each staff write is recorded in the audit log in its own transaction.
 */

export type StaffTicketThread = TicketThreadView & {
  client: { id: string; label: string };
};

export async function unsafeGetTicketThread(
  { db }: StaffScope,
  ticketId: string,
): Promise<StaffTicketThread | null> {
  const [ticket] = await db
    .select({
      ...ticketColumns,
      createdByName: profiles.fullName,
      clientId: supportTickets.clientId,
      clientName: clients.name,
      clientCompany: clients.companyName,
    })
    .from(supportTickets)
    .innerJoin(clients, eq(clients.id, supportTickets.clientId))
    .leftJoin(profiles, eq(profiles.id, supportTickets.createdBy))
    .where(eq(supportTickets.id, ticketId))
    .limit(1);
  if (!ticket) return null;
  const messages = await db
    .select(messageColumns)
    .from(ticketMessages)
    .leftJoin(profiles, eq(profiles.id, ticketMessages.authorProfileId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return {
    ...ticketThreadOf(ticket, messages.map(messageRowOf)),
    client: {
      id: ticket.clientId,
      label: ticket.clientCompany ?? ticket.clientName,
    },
  };
}

type Tx = Transaction;

/**
 * The ticket, locked for the rest of the transaction (a client's reply and a status change
 * cannot cross), with the creator's address — only while the creator still belongs to the
 * ticket's client: someone moved to another organisation hears nothing more of this one.
 */
async function lockTicket(tx: Tx, ticketId: string) {
  const [ticket] = await tx
    .select({
      id: supportTickets.id,
      clientId: supportTickets.clientId,
      status: supportTickets.status,
      title: supportTickets.title,
      createdBy: supportTickets.createdBy,
    })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
    .for("update");
  if (!ticket) return null;
  let creatorEmail: string | null = null;
  let creatorLocale: Locale = "en";
  if (ticket.createdBy) {
    const [creator] = await tx
      .select({
        email: profiles.email,
        clientId: profiles.clientId,
        mailLocale: profileMailLocale,
      })
      .from(profiles)
      .where(eq(profiles.id, ticket.createdBy))
      .limit(1);
    if (creator?.clientId === ticket.clientId) {
      creatorEmail = creator.email;
      creatorLocale = mailLocaleOf(creator.mailLocale);
    }
  }
  return { ...ticket, creatorEmail, creatorLocale };
}

/** What the creator's e-mail says happened: a reply, a status change, or both. */
type TicketNews =
  | { kind: "reply" }
  | { kind: "reply-and-status"; from: string; to: string }
  | { kind: "status"; from: string; to: string };

/**
 * The creator's e-mail, in the language they chose (English without a choice). The English is
 * what it always said: the reference reads "Ticket #…", the statuses as the console labels them.
 */
async function tellCreator(
  tx: Tx,
  ticket: { id: string; creatorEmail: string | null; creatorLocale: Locale },
  news: TicketNews,
) {
  if (!ticket.creatorEmail) return;
  const intl = intlFor(ticket.creatorLocale);
  const status = (value: string) =>
    intl.formatMessage(
      {
        id: "portal.ticketStatus",
        defaultMessage:
          "{status, select, open {Open} in_progress {In progress} resolved {Resolved} closed {Closed} other {{status}}}",
      },
      { status: value },
    );
  const reference = intl.formatMessage(
    { id: "portal.ticketReference", defaultMessage: "Ticket #{shortId}" },
    { shortId: ticket.id.slice(0, 8) },
  );
  const moved =
    news.kind === "reply"
      ? null
      : { from: status(news.from), to: status(news.to) };
  const values = {
    reference,
    from: moved?.from ?? "",
    to: moved?.to ?? "",
    // Mid-sentence, the status is lower case ("it is now in progress").
    toLower: moved?.to.toLocaleLowerCase(htmlLang(ticket.creatorLocale)) ?? "",
  };
  const say = (descriptor: MessageDescriptor) =>
    intl.formatMessage(descriptor, values);
  const { subject, lead } =
    news.kind === "reply"
      ? {
          // The reference already says "Ticket #…": "your ticket Ticket #…" read twice (docs/access-audit.md).
          subject: say({
            id: "portal.ticketEmail.replySubject",
            defaultMessage: "New reply on {reference}",
          }),
          lead: say({
            id: "portal.ticketEmail.replyLead",
            defaultMessage: "Our support team has replied to {reference}.",
          }),
        }
      : news.kind === "reply-and-status"
        ? {
            subject: say({
              id: "portal.ticketEmail.replyAndStatusSubject",
              defaultMessage: "New reply on {reference}; it is now {toLower}",
            }),
            lead: say({
              id: "portal.ticketEmail.replyAndStatusLead",
              defaultMessage:
                "Our support team has replied to {reference} and changed its status from {from} to {to}.",
            }),
          }
        : {
            subject: say({
              id: "portal.ticketEmail.statusSubject",
              defaultMessage: "{reference} is now {toLower}",
            }),
            lead: say({
              id: "portal.ticketEmail.statusLead",
              defaultMessage:
                "The status of {reference} changed from {from} to {to}.",
            }),
          };
  const readThread = say({
    id: "portal.ticketEmail.readThread",
    defaultMessage: "Read the thread and reply in your client portal:",
  });
  await queuePortalMail(tx, {
    to: [ticket.creatorEmail],
    subject,
    text:
      `${lead}\n\n${readThread}\n` +
      `${portalLink(`/dashboard/support/${ticket.id}`)}\n`,
  });
}

export type StaffTicketOutcome = "done" | "not-found" | "unchanged";

/**
 * A staff reply, and (when `status` names a different one) the ticket's new status, in one
 * transaction: both land or neither does, each is audited, and the creator gets one e-mail
 * that says both (docs/access-audit.md: a reply sent "with" a status used to drop the status silently).
 */
export async function unsafeReplyAsStaff(
  { db, actor }: StaffScope,
  input: { ticketId: string; body: string; status?: TicketStatus },
): Promise<"done" | "moved" | "not-found"> {
  return staffWrite(db, actor, async (tx, audit) => {
    const ticket = await lockTicket(tx, input.ticketId);
    if (!ticket) return "not-found";
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        clientId: ticket.clientId,
        ticketId: ticket.id,
        kind: "reply",
        authorSide: "staff",
        authorProfileId: actor.profileId,
        body: input.body,
      })
      .returning({ id: ticketMessages.id });
    await tx
      .update(supportTickets)
      .set({ updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticket.id));
    const reference = ticketReference(ticket.id);
    // The reply's text is the client's conversation: the log names the message, not its words.
    await audit({
      action: "ticket.reply",
      entityType: "ticket",
      entityId: ticket.id,
      summary: `Replied to ${reference} “${ticket.title}”`,
      before: null,
      after: { messageId: message!.id, length: input.body.length },
      details: { clientId: ticket.clientId },
    });
    const moved =
      input.status && input.status !== ticket.status
        ? await applyStatus(tx, audit, actor, ticket, input.status)
        : null;
    await tellCreator(
      tx,
      ticket,
      moved ? { kind: "reply-and-status", ...moved } : { kind: "reply" },
    );
    return moved ? "moved" : "done";
  });
}

export async function unsafeChangeTicketStatus(
  { db, actor }: StaffScope,
  input: { ticketId: string; status: TicketStatus },
): Promise<StaffTicketOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const ticket = await lockTicket(tx, input.ticketId);
    if (!ticket) return "not-found";
    if (ticket.status === input.status) return "unchanged";
    const moved = await applyStatus(tx, audit, actor, ticket, input.status);
    await tellCreator(tx, ticket, { kind: "status", ...moved });
    return "done";
  });
}

/**
 * The status change itself, its line in the thread and its audit entry (the caller e-mails).
 * Returns the statuses' values: the e-mail words them in its reader's language.
 */
async function applyStatus(
  tx: Tx,
  audit: (entry: AuditEntry) => Promise<void>,
  actor: StaffActor,
  ticket: { id: string; clientId: string; status: string; title: string },
  status: TicketStatus,
): Promise<{ from: string; to: string }> {
  await tx
    .update(supportTickets)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(supportTickets.id, ticket.id));
  await tx.insert(ticketMessages).values({
    clientId: ticket.clientId,
    ticketId: ticket.id,
    kind: "status_change",
    authorSide: "staff",
    authorProfileId: actor.profileId,
    fromStatus: ticket.status,
    toStatus: status,
  });
  const reference = ticketReference(ticket.id);
  const from = ticketStatusLabels[ticket.status as TicketStatus];
  const to = ticketStatusLabels[status];
  await audit({
    action: "ticket.status",
    entityType: "ticket",
    entityId: ticket.id,
    summary: `Moved ${reference} “${ticket.title}” from ${from} to ${to}`,
    before: { status: ticket.status },
    after: { status },
    details: { clientId: ticket.clientId },
  });
  return { from: ticket.status, to: status };
}
