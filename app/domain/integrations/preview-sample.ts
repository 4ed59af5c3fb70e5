import type {
  BookingEventData,
  LeadEventData,
  WebhookEventType,
} from "./webhook-events";

/**
 * The invented event the endpoint page's preview is built from: the data the database's
 * triggers would store for it (drizzle/0034's `webhook_lead_data` and the booking trigger),
 * without `console_url`, which the body builder adds as it does for a real delivery.
 */
export const SAMPLE_LEAD_ID = "3f6c2a1e-8b4d-4c7a-9e21-5d0f7b9a1c34";
const SAMPLE_BOOKING_ID = "7a1d9e42-0c5b-4f3e-8a6d-2b9c4e1f5a70";

export function sampleEventData(
  type: WebhookEventType,
  now: Date,
): Record<string, unknown> {
  const createdAt = new Date(now.getTime() - 3_600_000).toISOString();
  if (type.startsWith("lead.")) {
    const lead: Omit<LeadEventData, "console_url"> = {
      schema_version: 1,
      id: SAMPLE_LEAD_ID,
      source: "get_started",
      full_name: "Amara Okafor",
      email: "amara.okafor@example.org",
      organisation: "Ministry of Digital Services",
      interest: "Digital service design",
      status: type === "lead.created" ? "new" : "contacted",
      is_spam: false,
      created_at: createdAt,
    };
    if (type === "lead.status_changed") lead.previous_status = "new";
    if (type === "lead.assigned")
      lead.owner = { email: "jordan.lee@example.org", name: "Jordan Lee" };
    return lead;
  }
  const startsAt = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 15),
  );
  const booking: Omit<BookingEventData, "console_url"> = {
    schema_version: 1,
    id: SAMPLE_BOOKING_ID,
    lead_id: SAMPLE_LEAD_ID,
    visitor_name: "Amara Okafor",
    visitor_email: "amara.okafor@example.org",
    organisation: "Ministry of Digital Services",
    locale: "en",
    starts_at: startsAt.toISOString().replace(/\.\d{3}Z$/, "Z"),
    ends_at: new Date(startsAt.getTime() + 1_800_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, "Z"),
    host_name: "Jordan Lee",
    status: type === "booking.cancelled" ? "cancelled" : "confirmed",
  };
  return booking;
}
