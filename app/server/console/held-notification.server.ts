import type { Transaction } from "../db/client.server";
import { leadSourceOf } from "../leads/sources/lead-sources.server";
import type { OutboxMessage } from "../mail/outbox.server";
import type { LeadRow } from "./unsafe-lead-detail.server";

/**
 * The staff notification the spam check held back, rebuilt from the stored submission by its
 * source's definition (app/server/leads/sources/) with the same builders the public forms use
 * (lead-notifications.server.ts), so "Not spam" sends the team exactly what the form would have
 * sent. Job applications go to the careers desk, with the résumé attached.
 */
export type LeadRecipients = { leads: string[]; careers: string[] };

/** The staff notification of a stored submission, built by the form's own builder. */
export async function heldNotification(
  tx: Transaction,
  lead: LeadRow,
  recipients: LeadRecipients,
): Promise<OutboxMessage | null> {
  return (
    (await leadSourceOf(lead.source)?.heldNotification(tx, lead, recipients)) ??
    null
  );
}
