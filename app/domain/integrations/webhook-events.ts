import type { LeadSource, LeadStatus } from "../enums";

/**
 * What an integration endpoint can subscribe to, and the shape of each event's `data`. The
 * body every destination is built from is `{ type, timestamp, data }` (Standard Webhooks);
 * `data.schema_version` is 1 and only ever gains fields: a field is never renamed, removed
 * or given another meaning without a new version (docs/integrations.md).
 */
export const LEAD_EVENT_TYPES = [
  "lead.created",
  "lead.status_changed",
  "lead.assigned",
] as const;
export const BOOKING_EVENT_TYPES = [
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
] as const;
export const WEBHOOK_EVENT_TYPES = [
  ...LEAD_EVENT_TYPES,
  ...BOOKING_EVENT_TYPES,
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by "Send test", to one endpoint; never subscribed to. */
export const TEST_EVENT_TYPE = "webhook.test";

export const EVENT_SCHEMA_VERSION = 1;

export type LeadEventData = {
  schema_version: 1;
  id: string;
  /** Which form (or the chat) the lead came through. */
  source: LeadSource;
  full_name: string;
  email: string;
  organisation: string | null;
  /** The interest chosen on the form, or the position applied for. */
  interest: string | null;
  status: LeadStatus;
  /** lead.status_changed only. */
  previous_status?: LeadStatus;
  /** lead.assigned only: the staff member now responsible, null when unassigned. */
  owner?: { email: string; name: string | null } | null;
  is_spam: boolean;
  created_at: string;
  /** The lead's page in the console (staff sign-in required). */
  console_url: string;
};

export type BookingEventData = {
  schema_version: 1;
  id: string;
  lead_id: string | null;
  visitor_name: string;
  visitor_email: string;
  organisation: string;
  locale: "en" | "fr";
  starts_at: string;
  ends_at: string;
  host_name: string;
  status: "confirmed" | "cancelled";
  console_url: string;
};

export type TestEventData = {
  schema_version: 1;
  message: string;
};

export type WebhookEvent =
  | {
      type: (typeof LEAD_EVENT_TYPES)[number];
      timestamp: string;
      data: LeadEventData;
    }
  | {
      type: (typeof BOOKING_EVENT_TYPES)[number];
      timestamp: string;
      data: BookingEventData;
    }
  | { type: typeof TEST_EVENT_TYPE; timestamp: string; data: TestEventData };

/** What the console says each event is, in its subscription checkboxes and the delivery log. */
export const EVENT_TYPE_LABELS: Readonly<Record<WebhookEventType, string>> = {
  "lead.created": "A lead arrives",
  "lead.status_changed": "A lead's status changes",
  "lead.assigned": "A lead is assigned or unassigned",
  "booking.created": "A consultation is booked",
  "booking.rescheduled": "A consultation is rescheduled",
  "booking.cancelled": "A consultation is cancelled",
};
