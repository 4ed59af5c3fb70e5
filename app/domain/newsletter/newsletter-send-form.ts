import { z } from "zod";
import {
  NEWSLETTER_DELIVERY_STATUSES,
  type NewsletterDeliveryStatus,
} from "../enums";

/**
 * The posts of the studio's "Send to subscribers" page (docs/newsletter.md): a test to oneself,
 * the review step before a send (so the confirmation works without JavaScript), the send
 * itself, and pausing or resuming it.
 */
export const newsletterSendIntentSchema = z.enum(
  ["test", "review", "send", "pause", "resume"],
  { error: "Choose one of the page's buttons." },
);
export type NewsletterSendIntent = z.infer<typeof newsletterSendIntentSchema>;

/** What a delivery status is called on the page. */
export const DELIVERY_STATUS_LABELS: Record<NewsletterDeliveryStatus, string> =
  {
    queued: "Queued",
    sending: "Sending",
    sent: "Sent",
    failed: "Failed — will retry",
    dead: "Failed — no more retries",
    skipped: "Skipped (unsubscribed)",
  };

/** The recipients table's filter, from the page's query string; anything unknown is ignored. */
export function parseDeliveryFilter(params: URLSearchParams): {
  status: NewsletterDeliveryStatus | null;
  q: string;
  page: number;
} {
  const status = params.get("status") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    status: (NEWSLETTER_DELIVERY_STATUSES as readonly string[]).includes(status)
      ? (status as NewsletterDeliveryStatus)
      : null,
    q: (params.get("q") ?? "").trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}
