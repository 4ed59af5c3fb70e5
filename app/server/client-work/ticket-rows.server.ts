import { profiles, supportTickets, ticketMessages } from "../db/schema.server";

/**
 * The columns a ticket's page reads, shared by the client's scoped queries
 * (tickets.server.ts) and staff's unsafe ones (staff/unsafe-tickets.server.ts): the two
 * sides must read the same thread. Author names come from a left join on profiles, since
 * a profile deleted after it wrote leaves its words behind.
 */
export const ticketColumns = {
  id: supportTickets.id,
  title: supportTickets.title,
  description: supportTickets.description,
  priority: supportTickets.priority,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  createdBy: supportTickets.createdBy,
};

export const messageColumns = {
  id: ticketMessages.id,
  kind: ticketMessages.kind,
  authorSide: ticketMessages.authorSide,
  authorFullName: profiles.fullName,
  authorEmail: profiles.email,
  body: ticketMessages.body,
  fromStatus: ticketMessages.fromStatus,
  toStatus: ticketMessages.toStatus,
  createdAt: ticketMessages.createdAt,
};

export type MessageRecord = {
  id: string;
  kind: string;
  authorSide: string;
  authorFullName: string | null;
  authorEmail: string | null;
  body: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  createdAt: Date;
};

/** The thread mapper's row: a person's name, else their address. */
export function messageRowOf(record: MessageRecord) {
  const { authorFullName, authorEmail, ...rest } = record;
  return { ...rest, authorName: authorFullName ?? authorEmail };
}
