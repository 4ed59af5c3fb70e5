import type {
  BOOKING_EVENT_TYPES,
  BookingEventData,
  LEAD_EVENT_TYPES,
  LeadEventData,
  WebhookEvent,
  WebhookEventType,
} from "./webhook-events";

/**
 * The lead and booking every destination's tests format (Slack, Teams, HubSpot), so a
 * change to the event's shape is made once for all of them.
 */
export const eventTimestamp = "2026-11-27T10:00:00.000Z";

export const sampleLead: LeadEventData = {
  schema_version: 1,
  id: "lead-1",
  source: "get_started",
  full_name: "Ada Lovelace",
  email: "ada@analytical.example",
  organisation: "Analytical Engines",
  interest: "Discovery workshop",
  status: "new",
  is_spam: false,
  created_at: eventTimestamp,
  console_url: "https://example.com/admin/leads/lead-1",
};

export const sampleBooking: BookingEventData = {
  schema_version: 1,
  id: "booking-1",
  lead_id: "lead-1",
  visitor_name: "Grace Hopper",
  visitor_email: "grace@navy.example",
  organisation: "Navy Labs",
  locale: "en",
  starts_at: "2026-12-01T14:30:00.000Z",
  ends_at: "2026-12-01T15:00:00.000Z",
  host_name: "Alan Turing",
  status: "confirmed",
  console_url: "https://example.com/admin/bookings/booking-1",
};

type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];
type BookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

/** What "Send test" sends, with the console's message. */
export const testEvent = (message: string): WebhookEvent => ({
  type: "webhook.test",
  timestamp: eventTimestamp,
  data: { schema_version: 1, message },
});

/** Builders over the samples, each file's own variation of them applied first. */
export function sampleWebhookEvents(
  variation: {
    lead?: Partial<LeadEventData>;
    booking?: Partial<BookingEventData>;
  } = {},
) {
  const lead: LeadEventData = { ...sampleLead, ...variation.lead };
  const booking: BookingEventData = { ...sampleBooking, ...variation.booking };
  const leadEvent = (
    data: Partial<LeadEventData> = {},
    type: LeadEventType = "lead.created",
  ): WebhookEvent => ({
    type,
    timestamp: eventTimestamp,
    data: { ...lead, ...data },
  });
  const bookingEvent = (
    data: Partial<BookingEventData> = {},
    type: BookingEventType = "booking.created",
  ): WebhookEvent => ({
    type,
    timestamp: eventTimestamp,
    data: { ...booking, ...data },
  });
  /** The sample event of a lead or booking type. */
  const sampleEventOf = (type: WebhookEventType): WebhookEvent =>
    type.startsWith("lead.")
      ? leadEvent({}, type as LeadEventType)
      : bookingEvent({}, type as BookingEventType);
  /** A lead event carrying what no destination may show: the message and the owner's e-mail. */
  const leadEventWithPrivateFields = (
    type: LeadEventType,
    ownerName: string | null,
  ): WebhookEvent => ({
    type,
    timestamp: eventTimestamp,
    // A later schema version may add fields; none may reach a destination unless chosen.
    data: {
      ...lead,
      message: "Please call me on my private number",
      owner: { email: "alan@staff.example", name: ownerName },
      previous_status: "new",
    } as LeadEventData,
  });
  return {
    lead,
    booking,
    leadEvent,
    bookingEvent,
    sampleEventOf,
    leadEventWithPrivateFields,
  };
}
