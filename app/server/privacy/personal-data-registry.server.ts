/**
 * Every place the site keeps personal information, and how one person's rows are found there
 * (docs/privacy.md). The export (privacy-export.server.ts)
 * and the erasure read this list, so a source missing here is a source a person never gets back
 * and never gets erased from: tests/integration/privacy-registry.test.ts reads the database's
 * columns and fails when a table is in no entry and not in NOT_PERSONAL (naming its
 * personal-looking or file columns), and when an entry's table gains a column nobody classified.
 *
 * One entry per table. Each column of its table is in exactly one list:
 * - `collected`: given by the person or observed from them (a form's fields, their messages,
 *   their browser's page and referrer) — what Law 25 s.27 makes portable;
 * - `created`: what we made about them (statuses, spam verdicts, staff notes, our timestamps);
 * - `staff`: names a staff member (a profile, an address, an IP): exported only as "staff";
 * - `files`: a stored_files id whose file goes into the export under files/;
 * - `secret`: never leaves the database (password hashes, tokens, code and key hashes);
 * - `internal`: bookkeeping copies and keys that say nothing about the person (generated
 *   columns, idempotency keys, lease tokens, counters).
 */

/** How a person's rows are found; an entry's lookups are OR-ed. */
export type Lookup =
  /** lower(column) is the address, lower-cased (most tables keep it in `email_key`). */
  | { by: "email"; column: string }
  /** column is the person's portal user id (privacy_requests.user_id, or found by address). */
  | { by: "user"; column: string }
  /** column holds a `parentColumn` value of a row found for the `source` entry. */
  | { by: "parent"; column: string; source: SourceId; parentColumn: string }
  /** column's text (jsonb or text, lower-cased) contains the address. */
  | { by: "mention"; column: string }
  /** column is the id of any row found for any other entry (the audit log's entity_id). */
  | { by: "entity"; column: string };

export type PersonalDataSource = {
  id: SourceId;
  /** English, for staff and the export's manifest. */
  label: string;
  table: string;
  lookups: Lookup[];
  /** Set when no lookup can tie a row to a person: why, and what bounds it instead. */
  unlinkable?: string;
  collected: string[];
  created: string[];
  staff?: string[];
  files?: string[];
  secret?: string[];
  internal?: string[];
  /**
   * Rows whose `column` holds a `parentColumn` value of the person's `source` rows were written
   * by the person (collected); the others were written by staff and are exported whole as
   * created by us (a staff reply in the person's ticket). Or: rows whose `column` is `value`.
   */
  authoredBy?:
    | { column: string; source: SourceId; parentColumn: string }
    | { column: string; value: string };
};

/** Rows whose `column` holds the id of one of the person's `source` rows. */
function childOf(source: SourceId, column: string): Lookup {
  return { by: "parent", column, source, parentColumn: "id" };
}

const LEAD_TRACKING = {
  collected: [
    "page_path",
    "referrer",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
    "landing_page",
    "traffic_source",
    "consent_text",
    "locale",
  ],
  created: ["id", "is_spam", "spam_reason", "status", "created_at"],
  internal: ["idempotency_key"],
};

export const SOURCE_IDS = [
  "blueprint-leads",
  "contact-requests",
  "get-started-requests",
  "job-applications",
  "leads",
  "lead-notes",
  "acknowledgement-quota",
  "chat-conversations",
  "chat-messages",
  "chat-attachments",
  "newsletter-subscribers",
  "newsletter-subscriber-topics",
  "newsletter-consent-events",
  "newsletter-deliveries",
  "privacy-consents",
  "portal-users",
  "portal-profiles",
  "portal-accounts",
  "portal-sessions",
  "portal-two-factor",
  "portal-verifications",
  "client-invitations",
  "clients",
  "support-tickets",
  "ticket-messages",
  "documents",
  "bookings",
  "booking-holds",
  "webhook-deliveries",
  "webhook-attempts",
  "privacy-requests",
  "privacy-legal-holds",
  "outbox",
  "audit-log",
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

/** In dependency order: a `parent` lookup names an entry listed before it. */
export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  {
    id: "blueprint-leads",
    label: "Blueprint requests",
    table: "blueprint_leads",
    lookups: [{ by: "email", column: "email" }],
    collected: [
      "full_name",
      "email",
      "phone",
      "company_name",
      "company_size",
      "primary_interest",
      "message",
      ...LEAD_TRACKING.collected,
    ],
    created: LEAD_TRACKING.created,
    internal: LEAD_TRACKING.internal,
  },
  {
    id: "contact-requests",
    label: "Contact requests",
    table: "contact_requests",
    lookups: [{ by: "email", column: "email" }],
    collected: [
      "first_name",
      "last_name",
      "email",
      "company",
      "interest",
      "message",
      ...LEAD_TRACKING.collected,
    ],
    created: LEAD_TRACKING.created,
    internal: LEAD_TRACKING.internal,
  },
  {
    id: "get-started-requests",
    label: "Get-started requests",
    table: "get_started_requests",
    lookups: [{ by: "email", column: "email" }],
    collected: [
      "first_name",
      "last_name",
      "email",
      "company",
      "company_size",
      "primary_interest",
      "current_challenges",
      "timeline",
      "budget",
      ...LEAD_TRACKING.collected,
    ],
    created: LEAD_TRACKING.created,
    internal: LEAD_TRACKING.internal,
  },
  {
    id: "job-applications",
    label: "Job applications",
    table: "job_applications",
    lookups: [{ by: "email", column: "email" }],
    collected: [
      "job_title",
      "first_name",
      "last_name",
      "email",
      "phone",
      "linked_in",
      "experience",
      "cover_letter",
      ...LEAD_TRACKING.collected,
    ],
    created: LEAD_TRACKING.created,
    files: ["resume_file_id"],
    internal: LEAD_TRACKING.internal,
  },
  {
    id: "leads",
    label: "Lead inbox (staff's work on each submission)",
    table: "leads",
    lookups: [{ by: "email", column: "email" }],
    // The inbox row copies the submission's name, address and company: the submission's own
    // table is where they were collected, so here they are our copy.
    collected: [],
    created: [
      "id",
      "source",
      "source_id",
      "full_name",
      "email",
      "company",
      "interest",
      "status",
      "is_spam",
      "spam_reason",
      "staff_notified",
      "created_at",
      "updated_at",
    ],
    staff: ["owner_profile_id"],
    internal: ["email_key", "search_text"],
  },
  {
    id: "lead-notes",
    label: "Staff notes on leads",
    table: "lead_notes",
    lookups: [childOf("leads", "lead_id")],
    collected: [],
    created: ["id", "lead_id", "body", "created_at"],
    staff: ["author_profile_id"],
  },
  {
    id: "acknowledgement-quota",
    label: "Acknowledgement e-mails sent in the last day",
    table: "acknowledgement_quota",
    lookups: [{ by: "email", column: "address" }],
    collected: [],
    created: ["address", "queued_at"],
  },
  {
    id: "chat-conversations",
    label: "Chat conversations",
    table: "chat_conversations",
    lookups: [{ by: "email", column: "visitor_email" }],
    collected: [
      "visitor_name",
      "visitor_email",
      "visitor_organisation",
      "started_on_path",
      "locale",
      "consent_at",
    ],
    created: [
      "id",
      "status",
      "handed_off_at",
      "message_count",
      "last_message_at",
      "created_at",
      "updated_at",
    ],
    // The browser tab's random key that lets it read the conversation back: a bearer secret.
    secret: ["session_id"],
  },
  {
    id: "chat-messages",
    label: "Chat messages",
    table: "chat_messages",
    lookups: [childOf("chat-conversations", "conversation_id")],
    // The visitor's own messages are collected; the assistant's answers are ours.
    authoredBy: { column: "role", value: "user" },
    collected: ["content", "files", "created_at"],
    created: [
      "id",
      "conversation_id",
      "role",
      "sources",
      "intent",
      "answered_by",
      "grounding",
      "resolved_at",
    ],
    internal: [
      "provider_tokens",
      "curated_answer_id",
      "resolved_by_curated_answer_id",
    ],
  },
  {
    id: "chat-attachments",
    label: "Files attached in the chat",
    table: "chat_attachments",
    lookups: [childOf("chat-conversations", "conversation_id")],
    collected: ["name", "mime_type", "size", "created_at"],
    created: ["id", "conversation_id", "message_id", "kind", "extracted_text"],
    files: ["stored_file_id"],
    secret: ["session_id"],
  },
  {
    id: "newsletter-subscribers",
    label: "Newsletter subscription",
    table: "newsletter_subscribers",
    lookups: [{ by: "email", column: "email" }],
    collected: [
      "email",
      "locale",
      "consent_text",
      "consent_page",
      "consented_at",
    ],
    created: [
      "id",
      "status",
      "pending_since",
      "confirmation_sent_at",
      "spam_reason",
      "confirmed_at",
      "unsubscribed_at",
      "unsubscribe_source",
      "preferences_version",
      "created_at",
      "updated_at",
    ],
    internal: ["email_key", "domain", "mailbox_key"],
  },
  {
    id: "newsletter-subscriber-topics",
    label: "Newsletter topics chosen",
    table: "newsletter_subscriber_topics",
    lookups: [childOf("newsletter-subscribers", "subscriber_id")],
    collected: ["capability_id"],
    created: ["subscriber_id"],
  },
  {
    id: "newsletter-consent-events",
    label: "Newsletter consent record",
    table: "newsletter_consent_events",
    lookups: [childOf("newsletter-subscribers", "subscriber_id")],
    collected: ["kind", "locale", "page", "consent_text", "created_at"],
    created: ["id", "subscriber_id", "details"],
    staff: ["actor_email"],
  },
  {
    id: "newsletter-deliveries",
    label: "Newsletter issues sent",
    table: "newsletter_deliveries",
    lookups: [childOf("newsletter-subscribers", "subscriber_id")],
    collected: [],
    created: ["send_id", "subscriber_id", "status", "sent_at", "updated_at"],
    internal: [
      "attempts",
      "next_attempt_at",
      "locked_until",
      "lease_token",
      "last_error",
    ],
  },
  {
    id: "privacy-consents",
    label: "Consents given",
    table: "privacy_consents",
    lookups: [{ by: "email", column: "email" }],
    collected: [
      "purpose",
      "email",
      "consent_text",
      "notice_version",
      "locale",
      "form",
      "withdrawn_at",
      "withdrawn_via",
      "created_at",
    ],
    created: ["id", "subject_table", "subject_id"],
    internal: ["email_key"],
  },
  {
    id: "portal-users",
    label: "Portal account",
    table: "user",
    lookups: [
      { by: "email", column: "email" },
      { by: "user", column: "id" },
    ],
    collected: ["name", "email", "image"],
    created: [
      "id",
      "email_verified",
      "two_factor_enabled",
      "disabled_at",
      "created_at",
      "updated_at",
    ],
  },
  {
    id: "portal-profiles",
    label: "Portal profile",
    table: "profiles",
    lookups: [
      childOf("portal-users", "user_id"),
      { by: "email", column: "email" },
    ],
    collected: ["email", "full_name", "preferred_locale", "sign_up_locale"],
    created: [
      "id",
      "user_id",
      "role",
      "client_id",
      "access_requested_at",
      "created_at",
      "updated_at",
    ],
  },
  {
    id: "portal-accounts",
    label: "Sign-in methods",
    table: "account",
    lookups: [childOf("portal-users", "user_id")],
    collected: [],
    created: ["id", "provider_id", "scope", "created_at", "updated_at"],
    secret: [
      "password",
      "access_token",
      "refresh_token",
      "id_token",
      "account_id",
    ],
    internal: [
      "user_id",
      "access_token_expires_at",
      "refresh_token_expires_at",
    ],
  },
  {
    id: "portal-sessions",
    label: "Signed-in sessions",
    table: "session",
    lookups: [childOf("portal-users", "user_id")],
    collected: ["ip_address", "user_agent"],
    created: ["created_at", "updated_at", "expires_at", "two_factor_verified"],
    secret: ["token", "id"],
    internal: ["user_id"],
  },
  {
    id: "portal-two-factor",
    label: "Two-step verification",
    table: "two_factor",
    lookups: [childOf("portal-users", "user_id")],
    collected: [],
    created: ["verified", "failed_verification_count", "locked_until"],
    secret: ["secret", "backup_codes", "id"],
    internal: ["user_id"],
  },
  {
    id: "portal-verifications",
    label: "Pending e-mail verifications",
    table: "verification",
    // better-auth keys a verification by the address (or a token that embeds it).
    lookups: [{ by: "mention", column: "identifier" }],
    collected: [],
    created: ["expires_at", "created_at", "updated_at"],
    secret: ["identifier", "value", "id"],
  },
  {
    id: "client-invitations",
    label: "Invitations to the portal",
    table: "client_invitations",
    lookups: [{ by: "email", column: "email" }],
    collected: [],
    created: [
      "id",
      "client_id",
      "email",
      "role",
      "used_at",
      "expires_at",
      "revoked_at",
      "created_at",
    ],
    staff: ["invited_by"],
    secret: ["token_hash"],
  },
  {
    id: "clients",
    label: "Organisations with the person as contact",
    table: "clients",
    lookups: [{ by: "email", column: "contact_email" }],
    collected: ["name", "company_name", "contact_email", "contact_phone"],
    created: ["id", "notes", "status", "created_at", "updated_at"],
    internal: ["document_count", "project_count", "ticket_count"],
  },
  {
    id: "support-tickets",
    label: "Support tickets",
    table: "support_tickets",
    lookups: [childOf("portal-profiles", "created_by")],
    collected: ["title", "description", "priority", "created_at"],
    created: ["id", "client_id", "created_by", "status", "updated_at"],
  },
  {
    id: "ticket-messages",
    label: "Support ticket messages",
    table: "ticket_messages",
    lookups: [
      childOf("support-tickets", "ticket_id"),
      childOf("portal-profiles", "author_profile_id"),
    ],
    authoredBy: {
      column: "author_profile_id",
      source: "portal-profiles",
      parentColumn: "id",
    },
    collected: ["body", "created_at"],
    created: [
      "id",
      "client_id",
      "ticket_id",
      "kind",
      "author_side",
      "from_status",
      "to_status",
    ],
    staff: ["author_profile_id"],
  },
  {
    id: "documents",
    label: "Documents uploaded to the portal",
    table: "documents",
    lookups: [childOf("portal-profiles", "uploaded_by")],
    collected: ["name", "file_size", "mime_type", "created_at"],
    created: ["id", "client_id", "project_id", "uploaded_by_side"],
    staff: ["uploaded_by"],
    files: ["file_id"],
  },
  {
    id: "bookings",
    label: "Meetings booked",
    table: "bookings",
    lookups: [{ by: "email", column: "visitor_email" }],
    collected: [
      "visitor_name",
      "visitor_email",
      "organisation",
      "locale",
      "visitor_zone",
      "starts_at",
      "ends_at",
      "created_at",
    ],
    created: [
      "id",
      "lead_id",
      "status",
      "sequence",
      "assignment_reason",
      "no_show",
      "cancelled_at",
      "updated_at",
    ],
    staff: ["host_id"],
    secret: ["manage_token_hash"],
    internal: ["blocked_start", "blocked_end", "idempotency_key"],
  },
  {
    id: "booking-holds",
    label: "Meeting times held while booking",
    table: "booking_holds",
    lookups: [],
    unlinkable:
      "a hold names no one: only a hash of the client's network address and of its link, and it lapses within minutes",
    collected: ["visitor_zone", "starts_at"],
    created: ["id", "expires_at", "created_at"],
    staff: ["host_id"],
    secret: ["token_hash", "client_key_hash"],
    internal: ["blocked_start", "blocked_end"],
  },
  {
    id: "webhook-deliveries",
    label: "Events sent to staff's tools (webhooks, Slack, Teams, HubSpot)",
    table: "webhook_deliveries",
    lookups: [childOf("leads", "lead_id"), childOf("bookings", "booking_id")],
    collected: ["data"],
    created: [
      "id",
      "event_type",
      "occurred_at",
      "state",
      "attempts",
      "next_attempt_at",
      "last_status",
      "last_error_class",
      "delivered_at",
      "replayed_at",
      "created_at",
    ],
    internal: [
      "endpoint_id",
      "event_key",
      "lead_id",
      "booking_id",
      "locked_until",
      "lease_token",
    ],
  },
  {
    id: "webhook-attempts",
    label: "Attempts at sending those events",
    table: "webhook_attempts",
    lookups: [childOf("webhook-deliveries", "delivery_id")],
    collected: [],
    created: [
      "id",
      "attempted_at",
      "duration_ms",
      "trigger",
      "status_code",
      "error_class",
      "error_detail",
      "response_excerpt",
      "next_attempt_at",
    ],
    internal: ["delivery_id", "endpoint_id"],
  },
  {
    id: "privacy-requests",
    label: "Privacy requests",
    table: "privacy_requests",
    lookups: [
      { by: "email", column: "email" },
      { by: "user", column: "user_id" },
    ],
    collected: [
      "kind",
      "email",
      "full_name",
      "details",
      "locale",
      "created_at",
    ],
    created: [
      "id",
      "status",
      "user_id",
      "received_at",
      "due_at",
      "extended_due_at",
      "extension_reason",
      "extension_notified_at",
      "outcome",
      "refusal_reason",
      "refusal_recourse",
      "closed_at",
      "export_expires_at",
      "updated_at",
    ],
    staff: ["handler_email"],
    secret: ["code_hash", "client_key_hash", "export_token_hash"],
    // The export itself: a zip does not contain itself.
    internal: [
      "email_key",
      "code_expires_at",
      "code_attempts",
      "export_file_id",
    ],
  },
  {
    id: "privacy-legal-holds",
    label: "Legal holds",
    table: "privacy_legal_holds",
    lookups: [{ by: "email", column: "email" }],
    collected: [],
    created: ["id", "email", "reason", "released_at", "created_at"],
    staff: ["placed_by_email", "released_by_email"],
    internal: ["email_key"],
  },
  {
    id: "outbox",
    label: "E-mails queued to or about the person",
    table: "outbox",
    // A mail's payload holds its recipients and its text; only the fact and time are exported
    // (its text names staff and is a copy of what the sources above hold).
    lookups: [{ by: "mention", column: "payload" }],
    collected: [],
    created: ["id", "kind", "sent_at", "created_at"],
    secret: ["payload"],
    internal: [
      "attempts",
      "next_attempt_at",
      "locked_until",
      "lease_token",
      "last_error",
      "dead_at",
      "dead_reason",
    ],
  },
  {
    id: "audit-log",
    label: "Staff actions about the person (audit log)",
    table: "audit_log",
    lookups: [
      { by: "entity", column: "entity_id" },
      { by: "mention", column: "summary" },
      { by: "mention", column: "before" },
      { by: "mention", column: "after" },
      { by: "mention", column: "details" },
    ],
    collected: [],
    created: [
      "id",
      "action",
      "entity_type",
      "entity_id",
      "summary",
      "before",
      "after",
      "details",
      "created_at",
    ],
    staff: ["actor_user_id", "actor_email", "ip_address"],
  },
];

/**
 * Every other table, each with why it holds no personal information of the people we serve. Staff's own identities (hosts, authors, actors) are here: staff are
 * "staff" in every export, and their accounts are managed in the console.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  stored_files:
    "the bytes of every upload: a person's files are found and exported through the file columns of the entries above",
  projects: "a client organisation's projects, written by staff",
  project_updates: "staff's posts on a client's project timeline",
  sectors: "published taxonomy",
  capabilities: "published taxonomy",
  content_types: "published taxonomy",
  public_projects: "published case studies",
  insights: "published articles; `author` is a staff byline",
  content_drafts: "the content studio's drafts, edited by staff",
  content_revisions: "the content studio's saves; `saved_by_name` is staff's",
  media_assets:
    "the content studio's image library (re-encoded, no EXIF); uploaded by staff",
  media_variants: "the library images' encoded files",
  chat_curated_answers: "answers written by staff for the assistant",
  demo_clients: "the sales demo's invented companies",
  demo_contacts: "the sales demo's invented people",
  demo_projects: "the sales demo's invented projects",
  demo_invoices: "the sales demo's invented invoices",
  audit_log_actors: "the addresses of staff who made audited changes",
  newsletter_blocked_domains:
    "domains refused at sign-up, not people; `created_by_email` is staff's",
  newsletter_sends: "one issue sent to a list; `created_by_email` is staff's",
  booking_hosts: "staff who take meetings",
  privacy_suppressions:
    "an HMAC of an erased address, kept by design so the list cannot re-import it; it cannot be read back",
  privacy_incidents:
    "the incident register: kinds of information and counts, never one person's identity; `created_by_email` is staff's",
  lead_counts:
    "how many leads each inbox filter holds (`has_owner` is a yes/no count key)",
  lead_week_counts: "non-spam leads per week, source and status",
  ticket_status_counts: "support tickets per status and priority",
  audit_log_counts: "audit entries per entity type",
  chat_provider_usage: "tokens the chat provider billed per day",
  content_version: "the version number of the published content",
  content_slug_redirects: "old slugs of published content",
  taxonomy_slug_redirects: "old slugs of taxonomy items",
  project_capabilities: "links between case studies and capabilities",
  insight_capabilities: "links between articles and capabilities",
  booking_busy_times:
    "busy times read from a staff host's calendar (times only)",
  rate_limits:
    "counters keyed by address or network address that expire within hours",
  analytics_salts:
    "the random value of each day behind visitor keys, deleted after 48 hours (docs/analytics.md)",
  analytics_sessions:
    "visits under a daily key that no one can recompute once its day's salt is deleted (48 hours); no address, user agent, name or lead",
  analytics_events:
    "the page views, conversions and get-started steps of those visits; a conversion names its form, never its lead",
  analytics_daily: "daily totals per page, source, campaign and form",
  search_documents:
    "the search index: the text of published pages, insights and case studies",
  search_terms: "the words of published pages, for search suggestions",
  search_queries:
    "what readers searched for, folded, with no visitor key; a query that looks like an e-mail, phone number or postal code is never stored (docs/search.md)",
  webhook_endpoints:
    "where staff send events (a URL, stored encrypted) and which events; names no visitor",
  webhook_endpoint_secrets: "signing secrets, encrypted",
};

export function sourceById(id: SourceId): PersonalDataSource {
  const source = PERSONAL_DATA_SOURCES.find((entry) => entry.id === id);
  if (!source) throw new Error(`No personal data source ${id}`);
  return source;
}

/** Every column an entry names, whichever list it is in. */
export function classifiedColumns(source: PersonalDataSource): string[] {
  return [
    ...source.collected,
    ...source.created,
    ...(source.staff ?? []),
    ...(source.files ?? []),
    ...(source.secret ?? []),
    ...(source.internal ?? []),
  ];
}
