/** Enumerations, shared by the schema, the server and the browser. */

export const USER_ROLES = [
  "admin",
  "editor",
  "client_admin",
  "client_user",
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Staff belong to no client and sign in at /admin/auth. An admin has the whole console; an
 * editor (marketing staff) the content studio, the newsletter without its export, and the
 * assistant's answers (docs/decisions/060-what-an-editor-may-do.md).
 */
export const STAFF_ROLES = ["admin", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(
  role: string | null | undefined,
): role is StaffRole {
  return role === "admin" || role === "editor";
}

/**
 * The languages content may be written in; every insight and case study carries one, so French
 * versions need no schema change. The site publishes the languages of SITE_LOCALES only.
 */
export const CONTENT_LOCALES = ["en", "fr"] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const SITE_LOCALES = ["en"] as const satisfies readonly ContentLocale[];

/** What the content studio edits: drafts, revisions and old slugs are kept per kind. */
export const CONTENT_KINDS = ["insight", "case_study"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * What public content is filed under, managed in the content studio: a case study's sector, the
 * capabilities of case studies and insights, an insight's content type
 * (docs/decisions/053-taxonomy-management.md).
 */
export const TAXONOMY_KINDS = ["sector", "capability", "content_type"] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export const CLIENT_STATUSES = ["active", "inactive", "pending"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const PROJECT_STATUSES = ["active", "completed", "planning"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const TICKET_STATUSES = [
  "open",
  "in_progress",
  "resolved",
  "closed",
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ["low", "medium", "high"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const LEAD_STATUSES = [
  "new",
  "contacted",
  "qualified",
  "converted",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = [
  "blueprint",
  "contact",
  "get_started",
  "job_application",
  "chat",
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const CHAT_ROLES = ["user", "assistant"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** A chat conversation: the assistant answers while open; once handed to a person it stays silent. */
export const CHAT_CONVERSATION_STATUSES = ["open", "handed_off"] as const;
export type ChatConversationStatus =
  (typeof CHAT_CONVERSATION_STATUSES)[number];

/** What a chat attachment is: a document read for its text, or an image whose text was extracted. */
export const CHAT_ATTACHMENT_KINDS = ["document", "image"] as const;
export type ChatAttachmentKind = (typeof CHAT_ATTACHMENT_KINDS)[number];

/** What a staff post on a project's timeline reports. */
export const PROJECT_UPDATE_KINDS = [
  "progress",
  "milestone",
  "next_steps",
] as const;
export type ProjectUpdateKind = (typeof PROJECT_UPDATE_KINDS)[number];

/** An entry of a support ticket's thread. */
export const TICKET_MESSAGE_KINDS = ["reply", "status_change"] as const;
export type TicketMessageKind = (typeof TICKET_MESSAGE_KINDS)[number];

/** Who wrote something in the portal: one of the client's people, or our staff. */
export const PORTAL_SIDES = ["client", "staff"] as const;
export type PortalSide = (typeof PORTAL_SIDES)[number];

/** A demo dashboard invoice: staged by staff, so the status is data, not derived from dates. */
export const DEMO_INVOICE_STATUSES = ["paid", "pending", "overdue"] as const;
export type DemoInvoiceStatus = (typeof DEMO_INVOICE_STATUSES)[number];

/** Where a stored file's bytes are (decision 023): in its database row, or in the S3-compatible store. */
export const FILE_STORAGES = ["database", "s3"] as const;
export type FileStorage = (typeof FILE_STORAGES)[number];

/**
 * A newsletter subscriber's state (docs/decisions/056-newsletter.md): `pending` until the
 * e-mailed link is confirmed by POST, `confirmed` receives issues, `unsubscribed` keeps the row
 * (and its consent record) but receives nothing until it subscribes and confirms again.
 */
export const NEWSLETTER_STATUSES = [
  "pending",
  "confirmed",
  "unsubscribed",
] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** What happened to a subscriber, in the consent record (append-only). */
export const NEWSLETTER_EVENT_KINDS = [
  "subscribe_requested",
  "confirmation_sent",
  "confirmed",
  "preferences_changed",
  "unsubscribed",
] as const;
export type NewsletterEventKind = (typeof NEWSLETTER_EVENT_KINDS)[number];

/** How a subscriber left: the RFC 8058 one-click POST, the preferences page, or staff. */
export const NEWSLETTER_UNSUBSCRIBE_SOURCES = [
  "one_click",
  "preferences",
  "staff",
] as const;
export type NewsletterUnsubscribeSource =
  (typeof NEWSLETTER_UNSUBSCRIBE_SOURCES)[number];

/** A send of one insight to its subscribers: running, paused by staff, or finished. */
export const NEWSLETTER_SEND_STATUSES = [
  "sending",
  "paused",
  "complete",
] as const;
export type NewsletterSendStatus = (typeof NEWSLETTER_SEND_STATUSES)[number];

/**
 * One recipient of a send: `queued` → `sending` (claimed, or in flight) → `sent`; `failed`
 * waits for a retry, `dead` gave up (a permanent answer, or attempts used up), `skipped` left
 * before their message went (unsubscribed during the send).
 */
export const NEWSLETTER_DELIVERY_STATUSES = [
  "queued",
  "sending",
  "sent",
  "failed",
  "dead",
  "skipped",
] as const;
export type NewsletterDeliveryStatus =
  (typeof NEWSLETTER_DELIVERY_STATUSES)[number];
