import type { Database } from "../db/client.server";
import { outbox } from "../db/schema.server";
import { getAppServices } from "../services.server";
import type { OutboxMessage } from "./outbox.server";

/**
 * E-mail about portal activity: to staff (a client uploaded a document, opened or answered a
 * ticket) and to the client's people (staff answered, a ticket's status changed). Queued in
 * the outbox inside the caller's transaction, so the e-mail exists exactly when the change
 * does (decision 012); links point at the page, never carry the content.
 */
export const PORTAL_MAIL_KIND = "portal_notification";

/** Who on our side hears about client activity (PORTAL_NOTIFY_TO, else LEADS_NOTIFY_TO). */
export function portalStaffRecipients(): string[] {
  return getAppServices().env.portalNotifyTo;
}

/** An absolute link to a page of the site, for an e-mail. */
export function portalLink(path: string): string {
  return new URL(path, getAppServices().env.publicUrl).toString();
}

export async function queuePortalMail(
  db: Database,
  message: OutboxMessage,
): Promise<void> {
  if (message.to.length === 0) return;
  await db.insert(outbox).values({ kind: PORTAL_MAIL_KIND, payload: message });
}
