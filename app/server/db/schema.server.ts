import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CLIENT_STATUSES,
  LEAD_STATUSES,
  PROJECT_STATUSES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  USER_ROLES,
  CHAT_ROLES,
  CHAT_CONVERSATION_STATUSES,
  CHAT_ATTACHMENT_KINDS,
  LEAD_SOURCES,
  PROJECT_UPDATE_KINDS,
  TICKET_MESSAGE_KINDS,
  PORTAL_SIDES,
  DEMO_INVOICE_STATUSES,
  FILE_STORAGES,
  CONTENT_LOCALES,
  CONTENT_KINDS,
  TAXONOMY_KINDS,
  NEWSLETTER_STATUSES,
  NEWSLETTER_EVENT_KINDS,
  NEWSLETTER_UNSUBSCRIBE_SOURCES,
  NEWSLETTER_SEND_STATUSES,
  NEWSLETTER_DELIVERY_STATUSES,
} from "../../domain/enums";
import {
  CONSENT_PURPOSES,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
} from "../../domain/privacy/privacy-enums";
import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_EVENT_KINDS,
  DEVICE_CLASSES,
} from "../../domain/analytics/analytics-enums";
import { SEARCH_KINDS } from "../../domain/search/search-enums";
import {
  ATTEMPT_ERROR_CLASSES,
  ATTEMPT_TRIGGERS,
  DELIVERY_STATES,
  DISABLED_REASONS,
  ENDPOINT_KINDS,
} from "../../domain/integrations/integration-enums";
import { CURATED_ANSWER_STATUSES } from "../../domain/chat/curated-answer";
import { REPLY_CONFIDENCES } from "../../domain/chat/reply-confidence";

/**
 * One schema for PGlite and PostgreSQL; tables and columns are named as the product
 * specification names them. Enumerations are text columns guarded by CHECK constraints so a
 * new value is a migration, not a type change.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).defaultNow().notNull();

function oneOf(column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v}'`).join(", ");
  return sql.raw(`${column} in (${list})`);
}

// ---------------------------------------------------------------------------
// Auth (better-auth's tables: user, session, account, verification)
// ---------------------------------------------------------------------------

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").default(false).notNull(),
  image: text("image"),
  // better-auth's two-factor plugin: true once TOTP enrolment is verified.
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  // Set by staff in the console: a disabled account cannot sign in and has no sessions.
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // This session (not only its account) passed the second factor: set by auth.server.ts when
    // a TOTP/backup code signs it in or confirms enrolment; the staff guard requires it (docs/access-audit.md).
    twoFactorVerified: boolean("two_factor_verified").default(false).notNull(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", {
      withTimezone: true,
    }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", {
      withTimezone: true,
    }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's two-factor plugin: the TOTP secret and backup codes (both encrypted by the library). */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [
    index("two_factor_user_id_idx").on(t.userId),
    index("two_factor_secret_idx").on(t.secret),
  ],
);

// ---------------------------------------------------------------------------
// Tenancy: clients, profiles, invitations
// ---------------------------------------------------------------------------

export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    companyName: text("company_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    notes: text("notes"),
    status: text("status").notNull().default("active"),
    /**
     * How many documents, projects and support tickets the client has, kept by triggers on those
     * tables (drizzle/0014, 0015): the lists that page through them take their page count from here
     * instead of counting every row on each render (docs/decisions/046-signed-in-render-cost.md).
     * Never written by the app.
     */
    documentCount: integer("document_count").notNull().default(0),
    projectCount: integer("project_count").notNull().default(0),
    ticketCount: integer("ticket_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check("clients_status_check", oneOf("status", CLIENT_STATUSES))],
);

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    fullName: text("full_name"),
    role: text("role").notNull().default("client_user"),
    clientId: uuid("client_id").references(() => clients.id, {
      onDelete: "set null",
    }),
    // A self sign-up that confirmed its address and waits for staff to attach it to a client
    // (docs/access-audit.md § 6); cleared when it is attached. A person a client removed from its
    // team has no client either, but asked for nothing: they are not "awaiting access".
    accessRequestedAt: timestamp("access_requested_at", { withTimezone: true }),
    // The language the person chose for the portal and account pages and for what we e-mail
    // them; null until they choose, when the browser's language is used (decision 055).
    preferredLocale: text("preferred_locale"),
    // The language of the page the person signed up (or last asked for a verification link)
    // from: what we e-mail them in until they choose one, so a French sign-up is not answered
    // in English later by staff granting access. It never decides a page's language.
    signUpLocale: text("sign_up_locale"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_role_check", oneOf("role", USER_ROLES)),
    check(
      "profiles_preferred_locale_check",
      sql`${t.preferredLocale} is null or ${t.preferredLocale} in ('en', 'fr')`,
    ),
    check(
      "profiles_sign_up_locale_check",
      sql`${t.signUpLocale} is null or ${t.signUpLocale} in ('en', 'fr')`,
    ),
    // Staff belong to no client (the invitations' CHECK says the same for the link).
    check(
      "profiles_admin_client_check",
      sql`${t.role} not in ('admin', 'editor') or ${t.clientId} is null`,
    ),
    index("profiles_client_id_idx").on(t.clientId),
  ],
);

export const clientInvitations = pgTable(
  "client_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Null only for a staff (admin) invitation: staff belong to no client.
    clientId: uuid("client_id").references(() => clients.id, {
      onDelete: "cascade",
    }),
    email: text("email").notNull(),
    role: text("role").notNull().default("client_user"),
    // Only a hash of the emailed token is kept, so a database leak cannot redeem invitations.
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => profiles.id, {
      onDelete: "set null",
    }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Set when the invitation is cancelled: the row stays so the Team tab and the console
    // can show it as revoked (docs/access-audit.md), and no link with its token works any more.
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("client_invitations_role_check", oneOf("role", USER_ROLES)),
    check(
      "client_invitations_client_check",
      sql`(${t.role} in ('admin', 'editor')) = (${t.clientId} is null)`,
    ),
    index("client_invitations_email_idx").on(t.email),
  ],
);

// ---------------------------------------------------------------------------
// Files and the client portal (tenant-owned rows carry client_id)
// ---------------------------------------------------------------------------

export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    mimeType: text("mime_type").notNull(),
    sha256: text("sha256").notNull(),
    // Where the bytes are: in `content` (the default), or in the S3-compatible store under
    // `<bucket>/<key>` (decision 023). Rows written before a switch keep their place.
    storage: text("storage", { enum: FILE_STORAGES })
      .notNull()
      .default("database"),
    content: bytea("content"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("stored_files_bucket_key_idx").on(t.bucket, t.key),
    check("stored_files_storage_check", oneOf("storage", FILE_STORAGES)),
    // A database row always has its bytes; an S3 row never carries a second copy.
    check(
      "stored_files_content_check",
      sql`(${t.storage} = 'database') = (${t.content} is not null)`,
    ),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("projects_status_check", oneOf("status", PROJECT_STATUSES)),
    // Lists read `order by created_at desc, id desc` (NULLS FIRST, PostgreSQL's default for desc):
    // the index must say the same, or the planner sorts every row of the client instead.
    index("projects_client_id_idx").on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Target of the (id, client_id) foreign keys below: a child row can only name a project of its own client.
    unique("projects_id_client_id_key").on(t.id, t.clientId),
  ],
);

/** Dated posts by staff on a project's timeline: progress, a milestone reached, next steps. */
export const projectUpdates = pgTable(
  "project_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").notNull(),
    kind: text("kind").notNull().default("progress"),
    title: text("title").notNull(),
    body: text("body").notNull(),
    authorProfileId: uuid("author_profile_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_updates_kind_check", oneOf("kind", PROJECT_UPDATE_KINDS)),
    foreignKey({
      name: "project_updates_project_fk",
      columns: [t.projectId, t.clientId],
      foreignColumns: [projects.id, projects.clientId],
    }).onDelete("cascade"),
    index("project_updates_project_id_idx").on(
      t.projectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    projectId: uuid("project_id"),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    mimeType: text("mime_type").notNull(),
    // Who put it here: a client's person (staff are notified) or staff (the client is).
    uploadedBy: uuid("uploaded_by").references(() => profiles.id, {
      onDelete: "set null",
    }),
    uploadedBySide: text("uploaded_by_side").notNull().default("staff"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "documents_uploaded_by_side_check",
      oneOf("uploaded_by_side", PORTAL_SIDES),
    ),
    // A document's project belongs to the document's client (checked by the database, not only the code).
    foreignKey({
      name: "documents_project_fk",
      columns: [t.projectId, t.clientId],
      foreignColumns: [projects.id, projects.clientId],
    }),
    index("documents_client_id_idx").on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("documents_project_id_idx").on(
      t.projectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => profiles.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    priority: text("priority").notNull().default("medium"),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "support_tickets_priority_check",
      oneOf("priority", TICKET_PRIORITIES),
    ),
    check("support_tickets_status_check", oneOf("status", TICKET_STATUSES)),
    index("support_tickets_client_id_idx").on(
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The console's queue across every client, newest first, usually filtered by status.
    index("support_tickets_status_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("support_tickets_created_at_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    unique("support_tickets_id_client_id_key").on(t.id, t.clientId),
  ],
);

/**
 * A ticket's thread: replies from the client's people and from staff, and staff's status
 * changes, in order. client_id is the ticket's (enforced by the foreign key).
 */
export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id").notNull(),
    kind: text("kind").notNull(),
    authorSide: text("author_side").notNull(),
    authorProfileId: uuid("author_profile_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    // A reply's text; null for a status change.
    body: text("body"),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    createdAt: createdAt(),
  },
  (t) => [
    check("ticket_messages_kind_check", oneOf("kind", TICKET_MESSAGE_KINDS)),
    check(
      "ticket_messages_author_side_check",
      oneOf("author_side", PORTAL_SIDES),
    ),
    check(
      "ticket_messages_shape_check",
      sql`(${t.kind} = 'reply' and ${t.body} is not null) or (${t.kind} = 'status_change' and ${t.toStatus} is not null)`,
    ),
    foreignKey({
      name: "ticket_messages_ticket_fk",
      columns: [t.ticketId, t.clientId],
      foreignColumns: [supportTickets.id, supportTickets.clientId],
    }).onDelete("cascade"),
    index("ticket_messages_ticket_id_idx").on(t.ticketId, t.createdAt, t.id),
  ],
);

// ---------------------------------------------------------------------------
// Leads: one table per form, each with the same attribution and triage columns
// ---------------------------------------------------------------------------

/** Where a submission came from, what it agreed to, and how staff triage it. */
const leadTrackingColumns = () => ({
  pagePath: text("page_path"),
  referrer: text("referrer"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
  // The visit's first page and traffic source, copied from its analytics session when the form
  // was sent (docs/analytics.md): values, never a link to the analytics tables.
  landingPage: text("landing_page"),
  trafficSource: text("traffic_source"),
  consentText: text("consent_text"),
  // The language of the page the visitor sent it from (decision 055): the acknowledgement is
  // written in it. Staff see it; their own notifications stay in English.
  locale: text("locale").notNull().default("en"),
  isSpam: boolean("is_spam").notNull().default(false),
  spamReason: text("spam_reason"),
  status: text("status").notNull().default("new"),
  // One per rendered form: a double click or a retried post never makes a second row.
  idempotencyKey: text("idempotency_key").unique(),
  createdAt: createdAt(),
});

export const blueprintLeads = pgTable(
  "blueprint_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    companyName: text("company_name"),
    companySize: text("company_size"),
    primaryInterest: text("primary_interest"),
    message: text("message"),
    ...leadTrackingColumns(),
  },
  (t) => [
    check("blueprint_leads_status_check", oneOf("status", LEAD_STATUSES)),
    check("blueprint_leads_locale_check", oneOf("locale", CONTENT_LOCALES)),
    index("blueprint_leads_created_at_idx").on(t.createdAt),
  ],
);

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    interest: text("interest").notNull(),
    message: text("message").notNull(),
    ...leadTrackingColumns(),
  },
  (t) => [
    check("contact_requests_status_check", oneOf("status", LEAD_STATUSES)),
    check("contact_requests_locale_check", oneOf("locale", CONTENT_LOCALES)),
    index("contact_requests_created_at_idx").on(t.createdAt),
  ],
);

export const getStartedRequests = pgTable(
  "get_started_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    companySize: text("company_size").notNull(),
    primaryInterest: text("primary_interest").notNull(),
    currentChallenges: text("current_challenges").notNull(),
    timeline: text("timeline").notNull(),
    budget: text("budget").notNull(),
    ...leadTrackingColumns(),
  },
  (t) => [
    check("get_started_requests_status_check", oneOf("status", LEAD_STATUSES)),
    check(
      "get_started_requests_locale_check",
      oneOf("locale", CONTENT_LOCALES),
    ),
    index("get_started_requests_created_at_idx").on(t.createdAt),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobTitle: text("job_title").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    linkedIn: text("linked_in"),
    experience: text("experience").notNull(),
    coverLetter: text("cover_letter").notNull(),
    resumeFileId: uuid("resume_file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    ...leadTrackingColumns(),
  },
  (t) => [
    check("job_applications_status_check", oneOf("status", LEAD_STATUSES)),
    check("job_applications_locale_check", oneOf("locale", CONTENT_LOCALES)),
    index("job_applications_created_at_idx").on(t.createdAt),
  ],
);

/**
 * The staff console's inbox: one row per submission of any source, written by a trigger on
 * each source table (drizzle/0004_staff_console.sql) in the statement that stores the
 * submission, so no lead can be missing from it. The source row keeps what was submitted;
 * this row owns how staff work it (status, owner, spam review), and carries the few columns
 * every source shares so the inbox searches, filters, sorts and pages one indexed table.
 * Status and spam changes are written here and to the source row in one transaction.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source").notNull(),
    // The id of the source row (blueprint_leads, contact_requests, get_started_requests,
    // job_applications; chat_conversations for a chat lead).
    sourceId: uuid("source_id").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    // The blueprint or get-started primary interest, the contact form's interest, the
    // position applied for.
    interest: text("interest"),
    status: text("status").notNull().default("new"),
    ownerProfileId: uuid("owner_profile_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    isSpam: boolean("is_spam").notNull().default(false),
    spamReason: text("spam_reason"),
    // False while a spam-flagged lead's staff notification is held; "not spam" queues it.
    staffNotified: boolean("staff_notified").notNull().default(true),
    emailKey: text("email_key").generatedAlwaysAs(sql`lower(email)`),
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(full_name || ' ' || email || ' ' || coalesce(company, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("leads_source_check", oneOf("source", LEAD_SOURCES)),
    check("leads_status_check", oneOf("status", LEAD_STATUSES)),
    unique("leads_source_source_id_key").on(t.source, t.sourceId),
    index("leads_created_at_idx").on(
      t.isSpam,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leads_status_idx").on(
      t.isSpam,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leads_source_idx").on(
      t.isSpam,
      t.source,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leads_email_key_idx").on(
      t.emailKey,
      t.createdAt.desc().nullsFirst(),
    ),
    index("leads_owner_idx").on(t.ownerProfileId),
    index("leads_search_text_idx").using(
      "gin",
      t.searchText.op("gin_trgm_ops"),
    ),
    // drizzle/0005: each sort of the inbox is one index read forwards (A to Z) or backwards
    // (Z to A), with or without spam (bench:admin).
    index("leads_name_idx").on(sql`lower(${t.fullName})`, t.id),
    index("leads_company_idx").on(sql`lower(${t.company})`, t.id),
    index("leads_all_created_at_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leads_all_status_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leads_all_source_idx").on(
      t.source,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * How many leads each combination of the inbox's filters holds, kept by a trigger on `leads`
 * (drizzle/0005): the tab's "1,234 leads" header sums a few of these rows instead of counting
 * 100,000 leads on every page view. A search still counts its matches.
 */
export const leadCounts = pgTable(
  "lead_counts",
  {
    isSpam: boolean("is_spam").notNull(),
    source: text("source").notNull(),
    status: text("status").notNull(),
    hasOwner: boolean("has_owner").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.isSpam, t.source, t.status, t.hasOwner] })],
);

/**
 * How many non-spam leads each UTC week (its Monday: date_trunc('week', created_at at time
 * zone 'UTC')) holds per source and status, kept by statement-level triggers on `leads`
 * (drizzle/0016): the console's Overview sums at most 12 weeks of these rows instead of
 * grouping that many weeks of leads on every render (docs/decisions/046-signed-in-render-cost.md).
 * A row whose count falls to 0 stays. Never written by the app.
 */
export const leadWeekCounts = pgTable(
  "lead_week_counts",
  {
    week: date("week", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    status: text("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.source, t.status] })],
);

/**
 * Support tickets per status and priority across every client, kept by statement-level triggers
 * on `support_tickets` (drizzle/0017): the console's Support queue counts a page without a client
 * filter, and the Overview its open tickets, from at most 12 rows instead of counting the
 * tickets on every render (docs/decisions/048-console-tables-and-kept-ticket-counts.md). Never
 * written by the app.
 */
export const ticketStatusCounts = pgTable(
  "ticket_status_counts",
  {
    status: text("status").notNull(),
    priority: text("priority").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.priority] })],
);

/** Staff's notes on a lead, oldest first: the timeline of working it. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorProfileId: uuid("author_profile_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_id_idx").on(t.leadId, t.createdAt, t.id)],
);

/**
 * When acknowledgements were queued to each visitor address (lower-cased) in the last 24
 * hours, so the public forms cannot be used to mail one address without end. Read and
 * written only by the statement that stores a lead (app/server/leads/store-lead.server.ts):
 * the row lock of its upsert makes the limit hold across instances.
 */
export const acknowledgementQuota = pgTable("acknowledgement_quota", {
  address: text("address").primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).array().notNull(),
});

// ---------------------------------------------------------------------------
// Published content: sectors, capabilities, case studies, insights
// ---------------------------------------------------------------------------

export const sectors = pgTable("sectors", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  // The name on French pages (docs/decisions/061-taxonomy-names-in-both-languages.md); null
  // until someone gives one, when French pages show \`name\` and the studio says it is missing.
  nameFr: text("name_fr"),
  slug: text("slug").notNull().unique(),
});

export const capabilities = pgTable("capabilities", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  // The name on French pages (docs/decisions/061-taxonomy-names-in-both-languages.md); null
  // until someone gives one, when French pages show \`name\` and the studio says it is missing.
  nameFr: text("name_fr"),
  slug: text("slug").notNull().unique(),
  iconName: text("icon_name"),
  displayOrder: integer("display_order").notNull().default(0),
});

export const publicProjects = pgTable(
  "public_projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    locale: text("locale").notNull().default("en"),
    // The same case study in other languages shares this key (one row per locale).
    translationKey: uuid("translation_key").notNull().defaultRandom(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description").notNull(),
    challenge: text("challenge"),
    solution: text("solution"),
    outcomes: text("outcomes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kpis: text("kpis")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isFeatured: boolean("is_featured").notNull().default(false),
    published: boolean("published").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    sectorId: uuid("sector_id").references(() => sectors.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("public_projects_published_order_idx").on(
      t.published,
      t.displayOrder,
    ),
    unique("public_projects_locale_slug_unique").on(t.locale, t.slug),
    unique("public_projects_translation_locale_unique").on(
      t.translationKey,
      t.locale,
    ),
    check("public_projects_locale_check", oneOf("locale", CONTENT_LOCALES)),
  ],
);

export const projectCapabilities = pgTable(
  "project_capabilities",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => publicProjects.id, { onDelete: "cascade" }),
    capabilityId: uuid("capability_id")
      .notNull()
      .references(() => capabilities.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.capabilityId] })],
);

export const contentTypes = pgTable("content_types", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  // The name on French pages (docs/decisions/061-taxonomy-names-in-both-languages.md); null
  // until someone gives one, when French pages show \`name\` and the studio says it is missing.
  nameFr: text("name_fr"),
  slug: text("slug").notNull().unique(),
});

export const insights = pgTable(
  "insights",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // What the public site shows: the content studio's draft (content_drafts) is copied here
    // when it is published, so editing never changes a public page before Publish.
    slug: text("slug").notNull(),
    locale: text("locale").notNull().default("en"),
    // The same article in other languages shares this key (one row per locale).
    translationKey: uuid("translation_key").notNull().defaultRandom(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    // Sanitized HTML (sanitized on write and again on render).
    content: text("content").notNull(),
    author: text("author"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    featuredImageUrl: text("featured_image_url"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    socialImageUrl: text("social_image_url"),
    isPublished: boolean("is_published").notNull().default(false),
    contentTypeId: uuid("content_type_id").references(() => contentTypes.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("insights_published_idx").on(t.isPublished, t.publishedAt),
    unique("insights_locale_slug_unique").on(t.locale, t.slug),
    unique("insights_translation_locale_unique").on(t.translationKey, t.locale),
    check("insights_locale_check", oneOf("locale", CONTENT_LOCALES)),
  ],
);

export const insightCapabilities = pgTable(
  "insight_capabilities",
  {
    insightId: uuid("insight_id")
      .notNull()
      .references(() => insights.id, { onDelete: "cascade" }),
    capabilityId: uuid("capability_id")
      .notNull()
      .references(() => capabilities.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.insightId, t.capabilityId] })],
);

/**
 * An old slug of a sector, capability or content type, renamed in the content studio: a public
 * filter URL carrying it answers 301 with the item's slug today, read through the item, so
 * renames never chain (docs/decisions/053-taxonomy-management.md). One reference column per kind,
 * the kind's own one set: deleting an item takes its old slugs with it, whoever deletes it.
 */
export const taxonomySlugRedirects = pgTable(
  "taxonomy_slug_redirects",
  {
    kind: text("kind").notNull(),
    oldSlug: text("old_slug").notNull(),
    sectorId: uuid("sector_id").references(() => sectors.id, {
      onDelete: "cascade",
    }),
    capabilityId: uuid("capability_id").references(() => capabilities.id, {
      onDelete: "cascade",
    }),
    contentTypeId: uuid("content_type_id").references(() => contentTypes.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.oldSlug] }),
    check("taxonomy_slug_redirects_kind_check", oneOf("kind", TAXONOMY_KINDS)),
    check(
      "taxonomy_slug_redirects_item_check",
      sql`(${t.kind} = 'sector') = (${t.sectorId} is not null) and (${t.kind} = 'capability') = (${t.capabilityId} is not null) and (${t.kind} = 'content_type') = (${t.contentTypeId} is not null)`,
    ),
    index("taxonomy_slug_redirects_sector_idx").on(t.sectorId),
    index("taxonomy_slug_redirects_capability_idx").on(t.capabilityId),
    index("taxonomy_slug_redirects_content_type_idx").on(t.contentTypeId),
  ],
);

/**
 * The content studio's working copy of one insight or case study: what staff edit, never read
 * by the public site. No content-version trigger: an autosave must not empty every instance's
 * page cache. `version` rises with every save; a save names the version it was based on and is
 * refused when another save came first (docs/decisions/051-content-studio.md).
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    kind: text("kind").notNull(),
    itemId: uuid("item_id").notNull(),
    locale: text("locale").notNull().default("en"),
    version: integer("version").notNull(),
    // The editable fields, checked by the kind's schema (app/domain/studio/).
    document: jsonb("document").notNull(),
    // Copied out of the document for the studio's list, search and the slug check.
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    // The draft version the public row was last published from; null: never published.
    publishedVersion: integer("published_version"),
    // Schedules, in UTC; carried out by the job queue (docs/decisions/051-content-studio.md).
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    // Why the last schedule could not be carried out (e.g. a field emptied since), until the
    // next schedule or publish.
    scheduleError: text("schedule_error"),
    updatedBy: text("updated_by").references(() => user.id, {
      onDelete: "set null",
    }),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    unique("content_drafts_slug_unique").on(t.kind, t.locale, t.slug),
    check("content_drafts_kind_check", oneOf("kind", CONTENT_KINDS)),
    check("content_drafts_locale_check", oneOf("locale", CONTENT_LOCALES)),
  ],
);

/** Every save of a draft, kept: who, when, why, and the whole document as it was. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    itemId: uuid("item_id").notNull(),
    // The draft version this revision holds.
    version: integer("version").notNull(),
    document: jsonb("document").notNull(),
    // save, autosave, publish, restore, create
    reason: text("reason").notNull(),
    savedBy: text("saved_by").references(() => user.id, {
      onDelete: "set null",
    }),
    // Kept as text too: the name stays readable after the account is gone.
    savedByName: text("saved_by_name"),
    savedAt: timestamp("saved_at", { withTimezone: true })
      .defaultNow()
      .notNull(),
  },
  (t) => [
    index("content_revisions_item_idx").on(t.kind, t.itemId, t.version),
    check("content_revisions_kind_check", oneOf("kind", CONTENT_KINDS)),
  ],
);

/** A published slug that was changed: its old URL answers 301 to the item's current page. */
export const contentSlugRedirects = pgTable(
  "content_slug_redirects",
  {
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    oldSlug: text("old_slug").notNull(),
    itemId: uuid("item_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.locale, t.oldSlug] }),
    check("content_slug_redirects_kind_check", oneOf("kind", CONTENT_KINDS)),
  ],
);

/**
 * The content studio's media library (docs/decisions/052-media-library.md): one row per image,
 * identified by the SHA-256 of the bytes uploaded (the same image uploaded twice is one asset).
 * The upload itself is not kept — it may carry EXIF and GPS data — only its re-encodings
 * (media_variants). Alt text may be empty until an editor writes it; publishing refuses an
 * insight showing a library image without it.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The public name's stem (/media/<key>-<width>.<ext>): the hash's first characters.
    key: text("key").notNull(),
    contentHash: text("content_hash").notNull(),
    title: text("title").notNull(),
    originalName: text("original_name").notNull(),
    altText: text("alt_text").notNull().default(""),
    // What French pages say instead (docs/decisions/052-media-library.md, "Alt text per
    // language"): empty until an editor writes it; a French item cannot publish the image without it.
    altTextFr: text("alt_text_fr").notNull().default(""),
    // The upload as its content says it is (after EXIF orientation), not as it was named.
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    format: text("format").notNull(),
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, {
      onDelete: "set null",
    }),
    uploadedByName: text("uploaded_by_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("media_assets_key_idx").on(t.key),
    uniqueIndex("media_assets_content_hash_idx").on(t.contentHash),
    index("media_assets_created_at_idx").on(t.createdAt.desc(), t.id),
    check(
      "media_assets_format_check",
      oneOf("format", ["jpeg", "png", "webp", "avif", "gif"]),
    ),
    check("media_assets_size_check", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** One encoded file of an asset: a format at a width, its bytes a stored_files row. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    assetId: uuid("asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    // Deleted by the code that deletes the asset, after its variants (restrict: never orphaned).
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.format, t.width] }),
    check(
      "media_variants_format_check",
      oneOf("format", ["avif", "webp", "jpeg"]),
    ),
  ],
);

/**
 * One row: the version of the published content above. A statement trigger on every content
 * table bumps it and NOTIFYs `content_changed` in the writing transaction (migration 0009), so
 * each instance's page cache drops pages rendered from older content (app/server/page-cache/).
 * No row until the first content write: an empty database stays empty for db:import.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(1),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------
// Email outbox, chat assistant, audit
// ---------------------------------------------------------------------------

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .defaultNow()
      .notNull(),
    // A worker claims a row until this time (renewed while it works), so two instances never
    // send the same message.
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // Random per claim: a result is recorded only by the claim that still holds the row (decision 012).
    leaseToken: uuid("lease_token"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    // Given up: attempts used up, or a message that can never be delivered. Never retried.
    deadAt: timestamp("dead_at", { withTimezone: true }),
    deadReason: text("dead_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_pending_idx").on(t.sentAt, t.nextAttemptAt),
    // A scheduled job (e.g. chat retention) carries its run's slot, "2026-11-22": one row per
    // kind and slot, so every instance may schedule the next run and only one row exists.
    uniqueIndex("outbox_scheduled_slot_idx")
      .on(t.kind, sql`(${t.payload}->>'slot')`)
      .where(sql`(${t.payload}->>'slot') is not null`),
  ],
);

/**
 * A visitor's conversation with the chat assistant. The browser session that
 * started it (`session_id`, a random UUID the widget keeps in sessionStorage) is the only
 * visitor who may read it back; staff read every conversation in the console. Contact
 * details are filled when the visitor gives them in the chat (a lead, or a hand-off to a
 * person). Deleted with its messages and files after CHAT_RETENTION_DAYS without activity.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    status: text("status").notNull().default("open"),
    // The public page the conversation started on, e.g. /solutions/e-visa.
    startedOnPath: text("started_on_path"),
    visitorName: text("visitor_name"),
    visitorEmail: text("visitor_email"),
    visitorOrganisation: text("visitor_organisation"),
    // The language of the visitor's latest message (decision 055): replies and the hand-off
    // acknowledgement are written in it.
    locale: text("locale").notNull().default("en"),
    // When the visitor accepted the consent text with their contact details.
    consentAt: timestamp("consent_at", { withTimezone: true }),
    handedOffAt: timestamp("handed_off_at", { withTimezone: true }),
    messageCount: integer("message_count").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true })
      .defaultNow()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "chat_conversations_status_check",
      oneOf("status", CHAT_CONVERSATION_STATUSES),
    ),
    check("chat_conversations_locale_check", oneOf("locale", CONTENT_LOCALES)),
    index("chat_conversations_session_id_idx").on(t.sessionId),
    index("chat_conversations_last_message_at_idx").on(
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    // Attachments sent with the message: [{ id, name, type }] (rows of chat_attachments).
    files: jsonb("files")
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The site pages an assistant reply drew on: [{ title, href }].
    sources: jsonb("sources")
      .notNull()
      .default(sql`'[]'::jsonb`),
    // What the visitor asked for, as the intent detector read it (assistant replies only).
    intent: text("intent"),
    // Which brain wrote an assistant reply: "offline" or "provider"; tokens the provider billed.
    answeredBy: text("answered_by"),
    providerTokens: integer("provider_tokens").notNull().default(0),
    // How well the knowledge covered the question (assistant replies, decision 057): null for
    // replies stored before drizzle/0024. "weak" and "none" are the console's unanswered questions.
    grounding: text("grounding"),
    // The staff-written answer the reply used first, if any (counted on the knowledge page).
    curatedAnswerId: uuid("curated_answer_id").references(
      () => chatCuratedAnswers.id,
      { onDelete: "set null" },
    ),
    // An unanswered reply staff dealt with: answered by a curated answer (its id) or dismissed
    // (resolved_at without an answer). Kept on the reply, which carries the grounding.
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedByCuratedAnswerId: uuid("resolved_by_curated_answer_id").references(
      () => chatCuratedAnswers.id,
      { onDelete: "set null" },
    ),
    createdAt: createdAt(),
  },
  (t) => [
    check("chat_messages_role_check", oneOf("role", CHAT_ROLES)),
    check(
      "chat_messages_grounding_check",
      sql`grounding is null or ${oneOf("grounding", REPLY_CONFIDENCES)}`,
    ),
    index("chat_messages_conversation_id_idx").on(
      t.conversationId,
      t.createdAt,
    ),
    // The unanswered-questions view reads only the open weak and none replies of a period.
    index("chat_messages_unanswered_idx")
      .on(t.createdAt)
      .where(sql`grounding in ('weak', 'none') and resolved_at is null`),
    index("chat_messages_curated_answer_idx")
      .on(t.curatedAnswerId)
      .where(sql`curated_answer_id is not null`),
  ],
);

/**
 * An answer staff wrote for a question visitors ask (decision 057), one language each: the
 * assistant matches the question and phrasings and uses the answer before any page. Retired,
 * never deleted (the audit log and the questions it resolved point at it). Content: a write
 * bumps content_version (drizzle/0024), so every instance's chat knowledge is rebuilt.
 */
export const chatCuratedAnswers = pgTable(
  "chat_curated_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locale: text("locale").notNull(),
    question: text("question").notNull(),
    phrasings: text("phrasings")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    answer: text("answer").notNull(),
    citePath: text("cite_path"),
    status: text("status").notNull().default("active"),
    createdByUserId: text("created_by_user_id").references(() => user.id, {
      onDelete: "set null",
    }),
    updatedByUserId: text("updated_by_user_id").references(() => user.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "chat_curated_answers_locale_check",
      oneOf("locale", CONTENT_LOCALES),
    ),
    check(
      "chat_curated_answers_status_check",
      oneOf("status", CURATED_ANSWER_STATUSES),
    ),
    index("chat_curated_answers_list_idx").on(
      t.locale,
      t.status,
      t.updatedAt.desc(),
    ),
  ],
);

/**
 * A file a visitor attached in the chat: a document (its text extracted so the assistant can
 * answer about it) or an image (its text read by OCR). The bytes are a stored_files row in
 * bucket `chat-uploads` at `{sessionId}/{uuid}.{ext}`. Uploaded before the message that
 * carries it, so `conversation_id`/`message_id` are null until then; unsent uploads are
 * removed by the retention job after a day.
 */
export const chatAttachments = pgTable(
  "chat_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    conversationId: uuid("conversation_id").references(
      () => chatConversations.id,
      { onDelete: "cascade" },
    ),
    messageId: uuid("message_id").references(() => chatMessages.id, {
      onDelete: "set null",
    }),
    storedFileId: uuid("stored_file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    extractedText: text("extracted_text"),
    createdAt: createdAt(),
  },
  (t) => [
    check("chat_attachments_kind_check", oneOf("kind", CHAT_ATTACHMENT_KINDS)),
    index("chat_attachments_session_id_idx").on(t.sessionId, t.createdAt),
    index("chat_attachments_conversation_id_idx").on(t.conversationId),
    index("chat_attachments_stored_file_id_idx").on(t.storedFileId),
  ],
);

/** Tokens the chat provider billed per UTC day, against CHAT_DAILY_TOKEN_BUDGET. */
export const chatProviderUsage = pgTable("chat_provider_usage", {
  day: text("day").primaryKey(),
  tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
});

// ---------------------------------------------------------------------------
// The demo client dashboard at /allied: a fictional client that sales staff show
// prospects. Content, not tenancy: nothing here is linked to clients, accounts or the portal.
// DEMO_CLIENT picks which demo (by key) the gate opens. The dialog's texts are jsonb
// validated by app/domain/sales-demo/demo-content.ts on every read and write.
// ---------------------------------------------------------------------------

export const demoClients = pgTable(
  "demo_clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Chosen by DEMO_CLIENT, e.g. "allied-maritime".
    key: text("key").notNull(),
    companyName: text("company_name").notNull(),
    // The name the welcome header uses, e.g. "Allied Maritime".
    shortName: text("short_name").notNull(),
    sector: text("sector").notNull(),
    headquarters: text("headquarters").notNull(),
    website: text("website").notNull(),
    organisationSize: text("organisation_size").notNull(),
    clientSince: text("client_since").notNull(),
    accountManager: text("account_manager").notNull(),
    about: text("about").notNull(),
    // ISO 4217 code every invoice of this demo is in.
    currency: text("currency").notNull().default("EUR"),
    // Pay Now's instructions: { beneficiary, bank, iban, bic, terms } (DemoPaymentDetails).
    payment: jsonb("payment").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("demo_clients_key_idx").on(t.key)],
);

export const demoContacts = pgTable(
  "demo_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    demoClientId: uuid("demo_client_id")
      .notNull()
      .references(() => demoClients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    title: text("title").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("demo_contacts_client_idx").on(t.demoClientId, t.sortOrder)],
);

export const demoProjects = pgTable(
  "demo_projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    demoClientId: uuid("demo_client_id")
      .notNull()
      .references(() => demoClients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // A stage label shown as a badge, e.g. "Assessment" or "Proposal review".
    stage: text("stage").notNull(),
    summary: text("summary").notNull(),
    progress: integer("progress").notNull(),
    // Free text on purpose: "16+ weeks", "3 to 4 weeks", "TBD".
    timeline: text("timeline").notNull(),
    budget: text("budget").notNull(),
    overview: jsonb("overview").notNull(),
    assessment: jsonb("assessment").notNull(),
    proposal: jsonb("proposal").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    check("demo_projects_progress_check", sql`progress between 0 and 100`),
    index("demo_projects_client_idx").on(t.demoClientId, t.sortOrder),
  ],
);

export const demoInvoices = pgTable(
  "demo_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    demoClientId: uuid("demo_client_id")
      .notNull()
      .references(() => demoClients.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    description: text("description").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }),
    status: text("status").notNull(),
    // [{ description, quantity, unitAmountMinor }]: the total is always computed from them.
    lines: jsonb("lines").notNull(),
    taxPercent: integer("tax_percent").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("demo_invoices_status_check", oneOf("status", DEMO_INVOICE_STATUSES)),
    check("demo_invoices_tax_check", sql`tax_percent between 0 and 100`),
    uniqueIndex("demo_invoices_number_idx").on(t.demoClientId, t.number),
    index("demo_invoices_issued_idx").on(t.demoClientId, t.issuedOn),
  ],
);

/**
 * Every staff write: who, when, what, before → after. Written in the transaction of the
 * change (app/server/console/audit.server.ts). Append-only: a trigger refuses UPDATE and
 * DELETE (drizzle/0004_staff_console.sql), so not even a bug in the console can rewrite it;
 * accounts are disabled, never deleted, so the actor's foreign key restricts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id").references(() => user.id, {
      onDelete: "restrict",
    }),
    // Who it was at the time, kept even if the account's address changes later.
    actorEmail: text("actor_email").notNull().default(""),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    // One line a person can read: "Changed Meridian Health's status to inactive".
    summary: text("summary").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
    details: jsonb("details")
      .notNull()
      .default(sql`'{}'::jsonb`),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("audit_log_entity_idx").on(
      t.entityType,
      t.createdAt.desc().nullsFirst(),
    ),
    index("audit_log_actor_idx").on(
      t.actorUserId,
      t.createdAt.desc().nullsFirst(),
    ),
    index("audit_log_entity_id_idx").on(t.entityId),
  ],
);

/**
 * The audit log's number of entries per entity type, and every actor address it names, kept by
 * statement-level triggers on `audit_log` (drizzle/0016): the Audit tab's page count without a
 * row filter, and its staff filter's choices, without reading the whole log on every render
 * (docs/decisions/046-signed-in-render-cost.md). The log is append-only, so an insert (and a
 * truncate, where the append-only trigger is off) is all that changes them. Never written by
 * the app.
 */
export const auditLogCounts = pgTable("audit_log_counts", {
  entityType: text("entity_type").primaryKey(),
  count: bigint("count", { mode: "number" }).notNull().default(0),
});

/** Every non-empty `audit_log.actor_email`, once (see auditLogCounts). */
export const auditLogActors = pgTable("audit_log_actors", {
  email: text("email").primaryKey(),
});

/**
 * Rate-limit counters when PostgreSQL is the shared store (docs/decisions/024): the table
 * rate-limiter-flexible's RateLimiterPostgres reads and writes, created here rather than by
 * the library at run time. `key` is the limiter's prefix and the counted key; `expire` is
 * milliseconds since the epoch (null: never).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

// ---------------------------------------------------------------------------
// Newsletter (docs/decisions/056-newsletter.md)
// ---------------------------------------------------------------------------

/**
 * One row per address, whatever happens to it: subscribing again after leaving reuses the row
 * (a new pending cycle), so counts, the consent record and the "one confirmation e-mail a day"
 * rule hold per address. `email_key` is the address lower-cased, `domain` its part after the @
 * (the blocked-domain check and the console's search).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    emailKey: text("email_key")
      .notNull()
      .generatedAlwaysAs(sql`lower(email)`),
    domain: text("domain")
      .notNull()
      .generatedAlwaysAs(sql`split_part(lower(email), '@', 2)`),
    // The mailbox the address reaches, as mailboxKey (app/domain/forms/mailbox-key.ts)
    // computes it: the daily cap on confirmation e-mails counts mailboxes, not spellings.
    mailboxKey: text("mailbox_key")
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN split_part(lower(email), '@', 2) IN ('gmail.com', 'googlemail.com') THEN replace(coalesce(nullif(split_part(split_part(lower(email), '@', 1), '+', 1), ''), split_part(lower(email), '@', 1)), '.', '') || '@gmail.com' ELSE coalesce(nullif(split_part(split_part(lower(email), '@', 1), '+', 1), ''), split_part(lower(email), '@', 1)) || '@' || split_part(lower(email), '@', 2) END`,
      ),
    // The version of the subscriber's preferences token: a token of an older version is refused,
    // so leaving (unsubscribing) revokes every link handed out before (docs/newsletter.md).
    preferencesVersion: integer("preferences_version").notNull().default(1),
    status: text("status").notNull().default("pending"),
    locale: text("locale").notNull().default("en"),
    // The consent line shown when the address was (last) entered, where and when.
    consentText: text("consent_text").notNull(),
    consentPage: text("consent_page"),
    consentedAt: timestamp("consented_at", { withTimezone: true })
      .defaultNow()
      .notNull(),
    // Start of the current pending cycle: a confirmation link issued before it (an older cycle,
    // before an unsubscribe) confirms nothing.
    pendingSince: timestamp("pending_since", { withTimezone: true })
      .defaultNow()
      .notNull(),
    // The last confirmation e-mail queued: at most one a day per address.
    confirmationSentAt: timestamp("confirmation_sent_at", {
      withTimezone: true,
    }),
    // Set when the sign-up looked like a bot's (honeypot, fill time): no e-mail is sent for it.
    spamReason: text("spam_reason"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    unsubscribeSource: text("unsubscribe_source"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key_idx").on(t.emailKey),
    index("newsletter_subscribers_status_idx").on(
      t.status,
      t.locale,
      t.createdAt.desc().nullsFirst(),
    ),
    index("newsletter_subscribers_created_at_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("newsletter_subscribers_domain_idx").on(t.domain),
    index("newsletter_subscribers_mailbox_key_idx").on(t.mailboxKey),
    check(
      "newsletter_subscribers_status_check",
      oneOf("status", NEWSLETTER_STATUSES),
    ),
    check(
      "newsletter_subscribers_locale_check",
      oneOf("locale", CONTENT_LOCALES),
    ),
    check(
      "newsletter_subscribers_unsubscribe_source_check",
      sql.raw(
        `unsubscribe_source is null or unsubscribe_source in (${NEWSLETTER_UNSUBSCRIBE_SOURCES.map((v) => `'${v}'`).join(", ")})`,
      ),
    ),
  ],
);

/** The topics (capabilities) a subscriber chose; none means every topic. */
export const newsletterSubscriberTopics = pgTable(
  "newsletter_subscriber_topics",
  {
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    capabilityId: uuid("capability_id")
      .notNull()
      .references(() => capabilities.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.capabilityId] }),
    index("newsletter_subscriber_topics_capability_idx").on(t.capabilityId),
  ],
);

/**
 * The consent record: every subscribe request, confirmation e-mail, confirmation, change of
 * preferences and unsubscribe, with the page, language and consent text of the moment.
 * Append-only; staff read it on the subscriber's page.
 */
export const newsletterConsentEvents = pgTable(
  "newsletter_consent_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    locale: text("locale"),
    page: text("page"),
    consentText: text("consent_text"),
    // Staff who acted (a manual unsubscribe), as they were at the time.
    actorEmail: text("actor_email"),
    details: jsonb("details")
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("newsletter_consent_events_subscriber_idx").on(
      t.subscriberId,
      t.createdAt,
    ),
    check(
      "newsletter_consent_events_kind_check",
      oneOf("kind", NEWSLETTER_EVENT_KINDS),
    ),
  ],
);

/** Domains staff refuse sign-ups from (and their subdomains): spoofed sign-ups, abuse. */
export const newsletterBlockedDomains = pgTable("newsletter_blocked_domains", {
  domain: text("domain").primaryKey(),
  note: text("note").notNull().default(""),
  createdByEmail: text("created_by_email").notNull().default(""),
  createdAt: createdAt(),
});

/**
 * One insight sent to the confirmed subscribers of its language and topics; at most one send per
 * insight. The recipients are fixed when the send starts (newsletter_deliveries). One driver at a
 * time works a send, holding it by lease like an outbox job (decision 012).
 */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    insightId: uuid("insight_id")
      .notNull()
      .references(() => insights.id, { onDelete: "restrict" }),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    status: text("status").notNull().default("sending"),
    ratePerSecond: integer("rate_per_second").notNull(),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdByUserId: text("created_by_user_id").references(() => user.id, {
      onDelete: "set null",
    }),
    createdByEmail: text("created_by_email").notNull().default(""),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    leaseToken: uuid("lease_token"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_sends_insight_idx").on(t.insightId),
    check(
      "newsletter_sends_status_check",
      oneOf("status", NEWSLETTER_SEND_STATUSES),
    ),
    check("newsletter_sends_locale_check", oneOf("locale", CONTENT_LOCALES)),
  ],
);

/** One message of a send to one subscriber: the primary key is what makes it exactly once. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    sendId: uuid("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .defaultNow()
      .notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    leaseToken: uuid("lease_token"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sendId, t.subscriberId] }),
    index("newsletter_deliveries_status_idx").on(
      t.sendId,
      t.status,
      t.nextAttemptAt,
    ),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
    check(
      "newsletter_deliveries_status_check",
      oneOf("status", NEWSLETTER_DELIVERY_STATUSES),
    ),
  ],
);

// ---------------------------------------------------------------------------
// Booking (decision 068)
// ---------------------------------------------------------------------------

export const BOOKING_STATUSES = ["confirmed", "cancelled"] as const;

/**
 * A person visitors can book, with their rules: weekly hours and date overrides as wall-clock
 * times in their own zone (`app/domain/booking/availability.ts` reads them), buffers, notice,
 * window and slot interval. `last_assigned_at` is the round-robin's memory.
 */
export const bookingHosts = pgTable(
  "booking_hosts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    displayName: text("display_name").notNull(),
    email: text("email").notNull(),
    zone: text("zone").notNull(),
    weeklyHours: jsonb("weekly_hours").notNull().default({}),
    dateOverrides: jsonb("date_overrides").notNull().default([]),
    durationMinutes: integer("duration_minutes").notNull().default(30),
    intervalMinutes: integer("interval_minutes").notNull().default(30),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    minimumNoticeMinutes: integer("minimum_notice_minutes")
      .notNull()
      .default(240),
    windowDays: integer("window_days").notNull().default(21),
    active: boolean("active").notNull().default(true),
    lastAssignedAt: timestamp("last_assigned_at", { withTimezone: true }),
    /** sha256 of the secret in the host's ICS feed URL; rotating replaces it (decision 069). */
    feedTokenHash: text("feed_token_hash").unique(),
    /** An https iCalendar URL whose busy events block this host's slots. */
    busySourceUrl: text("busy_source_url"),
    /** The last successful read of `busy_source_url`; stale (over 1 hour) hides the host. */
    busySyncedAt: timestamp("busy_synced_at", { withTimezone: true }),
    /** Why the last read failed; cleared by a successful one. */
    busySyncError: text("busy_sync_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check(
      "booking_hosts_rules_check",
      sql`duration_minutes between 5 and 240 and interval_minutes between 5 and 240
        and buffer_before_minutes between 0 and 240 and buffer_after_minutes between 0 and 240
        and minimum_notice_minutes between 0 and 20160 and window_days between 1 and 365`,
    ),
  ],
);

/**
 * One meeting. `blocked_start`/`blocked_end` are the meeting with the host's buffers as they
 * were when it was booked: the exclusion constraint in drizzle/0028_booking.sql forbids two
 * confirmed meetings of one host whose blocked times overlap, whatever their lengths — the
 * database, not a check before the insert, is what makes a race lose.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: uuid("host_id")
      .notNull()
      .references(() => bookingHosts.id, { onDelete: "restrict" }),
    leadId: uuid("lead_id").references(() => leads.id, {
      onDelete: "set null",
    }),
    visitorName: text("visitor_name").notNull(),
    visitorEmail: text("visitor_email").notNull(),
    organisation: text("organisation").notNull(),
    locale: text("locale").notNull().default("en"),
    visitorZone: text("visitor_zone").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedStart: timestamp("blocked_start", { withTimezone: true }).notNull(),
    blockedEnd: timestamp("blocked_end", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("confirmed"),
    /** iCalendar SEQUENCE: 0 when booked, one more at each reschedule or cancellation. */
    sequence: integer("sequence").notNull().default(0),
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    idempotencyKey: text("idempotency_key").unique(),
    assignmentReason: text("assignment_reason").notNull(),
    noShow: boolean("no_show").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_host_start_idx").on(t.hostId, t.startsAt),
    index("bookings_start_idx").on(t.startsAt),
    check("bookings_status_check", oneOf("status", BOOKING_STATUSES)),
    check(
      "bookings_times_check",
      sql`starts_at < ends_at and blocked_start <= starts_at and blocked_end >= ends_at`,
    ),
  ],
);

/**
 * A time held for a visitor between choosing it and giving their details (decision 071): it
 * blocks the host's time like a meeting until `expires_at`, and no longer. Only the hold link's
 * SHA-256 is kept; `client_key_hash` (of the client's address) caps how many one client holds.
 * A hold is written and checked under the host's row lock (`FOR UPDATE`), which is also where a
 * booking checks holds, so a hold and a booking never both take one time.
 */
export const bookingHolds = pgTable(
  "booking_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: uuid("host_id")
      .notNull()
      .references(() => bookingHosts.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    blockedStart: timestamp("blocked_start", { withTimezone: true }).notNull(),
    blockedEnd: timestamp("blocked_end", { withTimezone: true }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    clientKeyHash: text("client_key_hash").notNull(),
    visitorZone: text("visitor_zone").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_holds_host_start_idx").on(t.hostId, t.blockedStart),
    index("booking_holds_client_idx").on(t.clientKeyHash),
    check(
      "booking_holds_times_check",
      sql`blocked_start <= starts_at and blocked_start < blocked_end`,
    ),
  ],
);

/**
 * Busy time read from a host's own calendar (`booking_hosts.busy_source_url`): each sync
 * replaces the host's rows in one transaction, so slots never see half an import.
 */
export const bookingBusyTimes = pgTable(
  "booking_busy_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: uuid("host_id")
      .notNull()
      .references(() => bookingHosts.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("booking_busy_times_host_start_idx").on(t.hostId, t.startsAt),
    check("booking_busy_times_times_check", sql`starts_at < ends_at`),
  ],
);

// ---------------------------------------------------------------------------
// Privacy operations (docs/privacy.md, decision 072)
// ---------------------------------------------------------------------------

/**
 * A person's request about their own data (access, portability, rectification, erasure,
 * withdrawal of consent, complaint). Written unverified; the person proves the address with an
 * e-mailed 6-digit code (its SHA-256 here, never the code) and only then is it received: the
 * 30-day clock (`due_at`) starts at `received_at`. Unverified rows lapse after 7 days and never
 * block another request for the same address. Kept 24 months after they close (retention).
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key")
      .notNull()
      .generatedAlwaysAs(sql`lower(email)`),
    fullName: text("full_name").notNull().default(""),
    details: text("details").notNull().default(""),
    locale: text("locale").notNull().default("en"),
    status: text("status").notNull().default("unverified"),
    // The pending code (verification, or the export download): SHA-256 hex, expiry, wrong tries.
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: integer("code_attempts").notNull().default(0),
    // A portal user who asked while signed in with two-factor authentication (no code needed).
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    // A keyed hash of the client address that sent it (rate limits, abuse review); never the IP.
    clientKeyHash: text("client_key_hash"),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    dueAt: timestamp("due_at", { withTimezone: true }),
    // PIPEDA s.8(4): one extension of up to 30 days, with its reason, told to the person in time.
    extendedDueAt: timestamp("extended_due_at", { withTimezone: true }),
    extensionReason: text("extension_reason"),
    extensionNotifiedAt: timestamp("extension_notified_at", {
      withTimezone: true,
    }),
    // The staff member handling it, as they were at the time.
    handlerEmail: text("handler_email"),
    // What was done (completed), or why not and where the person may turn (refused).
    outcome: text("outcome"),
    refusalReason: text("refusal_reason"),
    refusalRecourse: text("refusal_recourse"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // The export (access, portability): a zip in stored_files, fetched by a link and a fresh code.
    exportFileId: uuid("export_file_id").references(() => storedFiles.id, {
      onDelete: "set null",
    }),
    exportTokenHash: text("export_token_hash").unique(),
    exportExpiresAt: timestamp("export_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("privacy_requests_kind_check", oneOf("kind", PRIVACY_REQUEST_KINDS)),
    check(
      "privacy_requests_status_check",
      oneOf("status", PRIVACY_REQUEST_STATUSES),
    ),
    check("privacy_requests_locale_check", oneOf("locale", CONTENT_LOCALES)),
    index("privacy_requests_status_idx").on(t.status, t.dueAt),
    index("privacy_requests_email_key_idx").on(t.emailKey),
    index("privacy_requests_created_at_idx").on(t.createdAt),
  ],
);

/**
 * A consent given by its own unticked box (the newsletter from a lead form, keeping a résumé
 * for other roles), with the privacy notice's version, the language, the form and the time.
 * Withdrawing sets `withdrawn_at`; the row stays as the record that consent was given.
 */
export const privacyConsents = pgTable(
  "privacy_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    emailKey: text("email_key")
      .notNull()
      .generatedAlwaysAs(sql`lower(email)`),
    // The sentence beside the box, as shown, and the notice version it pointed to.
    consentText: text("consent_text").notNull(),
    noticeVersion: text("notice_version").notNull(),
    locale: text("locale").notNull(),
    // The form it was given on ("careers", "contact", …) and the row it belongs to, if any.
    form: text("form").notNull(),
    subjectTable: text("subject_table"),
    subjectId: uuid("subject_id"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnVia: text("withdrawn_via"),
    createdAt: createdAt(),
  },
  (t) => [
    check("privacy_consents_purpose_check", oneOf("purpose", CONSENT_PURPOSES)),
    check("privacy_consents_locale_check", oneOf("locale", CONTENT_LOCALES)),
    index("privacy_consents_email_key_idx").on(t.emailKey),
    index("privacy_consents_subject_idx").on(t.subjectTable, t.subjectId),
  ],
);

/**
 * Addresses erased at their owner's request, as an HMAC of the normalised address under a
 * server key: an import or a staff action cannot bring them back, while the person's own fresh
 * double opt-in still can (it removes the row). Never the address itself.
 */
export const privacySuppressions = pgTable("privacy_suppressions", {
  emailHmac: text("email_hmac").primaryKey(),
  // The erasure request that wrote it (no foreign key: the request row expires first).
  requestId: uuid("request_id"),
  createdAt: createdAt(),
});

/**
 * A legal hold on one person's data (litigation, an investigation): while it is active, neither
 * the retention run nor an erasure deletes anything that carries the address.
 */
export const privacyLegalHolds = pgTable(
  "privacy_legal_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    emailKey: text("email_key")
      .notNull()
      .generatedAlwaysAs(sql`lower(email)`),
    reason: text("reason").notNull(),
    placedByEmail: text("placed_by_email").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    releasedByEmail: text("released_by_email"),
    createdAt: createdAt(),
  },
  (t) => [index("privacy_legal_holds_email_key_idx").on(t.emailKey)],
);

/**
 * The register of confidentiality incidents (Québec's Regulation respecting confidentiality
 * incidents, s.7; PIPEDA breach records). A trigger refuses deleting an entry before
 * `retain_until` (5 years after staff learned of it, never less than 24 months).
 */
export const privacyIncidents = pgTable(
  "privacy_incidents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // s.7(1) the personal information concerned, or why it cannot be described.
    personalInformation: text("personal_information").notNull(),
    // s.7(2) a brief description of the circumstances.
    circumstances: text("circumstances").notNull(),
    // s.7(3) when it happened, or the period (a text: "between 3 and 9 March").
    occurredOn: text("occurred_on").notNull(),
    // s.7(4) when the organisation learned of it.
    discoveredOn: date("discovered_on", { mode: "string" }).notNull(),
    // s.7(5) the number of persons concerned, or an estimate.
    personsAffected: integer("persons_affected").notNull(),
    // s.7(6) the assessment of the risk of serious injury, and its outcome.
    riskAssessment: text("risk_assessment").notNull(),
    seriousRisk: boolean("serious_risk").notNull().default(false),
    // s.7(7) notices to the Commission and to the persons, and any public notice with its reason.
    commissionNotifiedOn: date("commission_notified_on", { mode: "string" }),
    personsNotifiedOn: date("persons_notified_on", { mode: "string" }),
    // Why either notice is not sent yet (required by the form when the risk is serious).
    noticesPendingReason: text("notices_pending_reason"),
    publicNotice: text("public_notice"),
    // s.7(8) the measures taken to reduce the risk of injury.
    measures: text("measures").notNull(),
    retainUntil: date("retain_until", { mode: "string" }).notNull(),
    createdByEmail: text("created_by_email").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("privacy_incidents_discovered_idx").on(
      t.discoveredOn.desc(),
      t.id.desc(),
    ),
    check("privacy_incidents_persons_check", sql`persons_affected >= 0`),
  ],
);

// ---------------------------------------------------------------------------
// Analytics: cookieless audience measurement (docs/analytics.md, decision 073)
// ---------------------------------------------------------------------------

/**
 * One random salt per UTC day, shared by every instance: a visitor key is an HMAC of the day's
 * salt with the client's address and user agent. Salts are deleted after 48 hours, after which
 * no key can be recomputed from an address.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});

/**
 * A visit: page views of one visitor key with no gap longer than 30 minutes. It fixes where
 * the visit came from (source, referrer host, UTM) and its landing page. No address, no user
 * agent: only the browser family, operating system and device class. No lead identifier.
 */
export const analyticsSessions = pgTable(
  "analytics_sessions",
  {
    id: uuid("id").primaryKey(),
    visitorKey: text("visitor_key").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    landingPage: text("landing_page").notNull(),
    locale: text("locale").notNull(),
    source: text("source").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    browser: text("browser").notNull(),
    os: text("os").notNull(),
    device: text("device").notNull(),
  },
  (t) => [
    check("analytics_sessions_locale_check", oneOf("locale", CONTENT_LOCALES)),
    check("analytics_sessions_device_check", oneOf("device", DEVICE_CLASSES)),
    index("analytics_sessions_visitor_idx").on(t.visitorKey, t.lastSeenAt),
    index("analytics_sessions_started_idx").on(t.startedAt),
  ],
);

/** The raw events, kept 13 months; the console reads them through the daily rollups. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => analyticsSessions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    // A conversion's lead form, a funnel event's step; null for a page view.
    label: text("label"),
  },
  (t) => [
    check("analytics_events_kind_check", oneOf("kind", ANALYTICS_EVENT_KINDS)),
    check("analytics_events_locale_check", oneOf("locale", CONTENT_LOCALES)),
    index("analytics_events_occurred_idx").on(t.occurredAt),
    index("analytics_events_session_idx").on(t.sessionId),
  ],
);

/**
 * The daily rollup, kept 25 months: per UTC day, dimension and key, the day's visitors
 * (distinct visitor keys: a key lives one day, so days add up), sessions, page views and
 * conversions. Written by the rollup job, which recomputes a day and upserts it, so a rerun
 * or two instances at once write the same rows.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    visitors: integer("visitors").notNull().default(0),
    sessions: integer("sessions").notNull().default(0),
    pageViews: integer("page_views").notNull().default(0),
    conversions: integer("conversions").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.dimension, t.key] }),
    check(
      "analytics_daily_dimension_check",
      oneOf("dimension", ANALYTICS_DIMENSIONS),
    ),
  ],
);

// ---------------------------------------------------------------------------
// Integrations: signed webhooks and built-in destinations (docs/integrations.md)
// ---------------------------------------------------------------------------

/**
 * Where events go. The URL is stored encrypted (a Slack or Teams URL is itself a credential)
 * with a display form beside it; `send_not_before` paces the endpoint (Slack's one message a
 * second, a `Retry-After`). `failing_since` is the first failed attempt since the last success:
 * five days of it disables the endpoint.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    urlEncrypted: text("url_encrypted").notNull(),
    urlDisplay: text("url_display").notNull(),
    description: text("description"),
    eventTypes: text("event_types").array().notNull(),
    includeSpam: boolean("include_spam").notNull().default(false),
    /** HubSpot: the portal and form ids the URL was built from. */
    settings: jsonb("settings").notNull().default({}),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
    failingSince: timestamp("failing_since", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    sendNotBefore: timestamp("send_not_before", { withTimezone: true }),
    createdByProfileId: uuid("created_by_profile_id").references(
      () => profiles.id,
      { onDelete: "set null" },
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    check("webhook_endpoints_kind_check", oneOf("kind", ENDPOINT_KINDS)),
    check(
      "webhook_endpoints_disabled_reason_check",
      sql`disabled_reason is null or ${oneOf("disabled_reason", DISABLED_REASONS)}`,
    ),
  ],
);

/**
 * An endpoint's signing secrets, encrypted. The current one has no `expires_at`; a rotation
 * gives the old one 24 hours, during which deliveries carry both signatures.
 */
export const webhookEndpointSecrets = pgTable(
  "webhook_endpoint_secrets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    secretEncrypted: text("secret_encrypted").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("webhook_endpoint_secrets_endpoint_idx").on(t.endpointId)],
);

/**
 * The integrations' outbox: one row per event per endpoint, written by triggers in the
 * statement that changes the lead or booking (drizzle/0034), so no event is lost and one
 * event reaches one endpoint once (`event_key` is unique per endpoint). The worker claims a
 * due row under a lease, as the job worker does. Its id is the `webhook-id` every attempt
 * carries. Kept 30 days; erased with its lead or booking.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    eventType: text("event_type").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    data: jsonb("data").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, {
      onDelete: "cascade",
    }),
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    leaseToken: uuid("lease_token"),
    lastStatus: integer("last_status"),
    lastErrorClass: text("last_error_class"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Set by "Replay failed since…" and a re-enable's replay: its attempts are logged as a replay. */
    replayedAt: timestamp("replayed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("webhook_deliveries_state_check", oneOf("state", DELIVERY_STATES)),
    unique("webhook_deliveries_endpoint_event_key").on(
      t.endpointId,
      t.eventKey,
    ),
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(
      t.endpointId,
      t.createdAt.desc(),
    ),
    index("webhook_deliveries_lead_idx").on(t.leadId),
    // The lead's and booking's: their erasure cascades here. The hourly 30-day retention reads
    // the whole table (a few thousand rows), so creation time has no index to keep up per event.
    index("webhook_deliveries_booking_idx").on(t.bookingId),
  ],
);

/** Every attempt, for the console's delivery log: what was answered and when the next one is. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    trigger: text("trigger").notNull(),
    statusCode: integer("status_code"),
    errorClass: text("error_class"),
    errorDetail: text("error_detail"),
    /** The first 2 KB of the answer's body, as text. */
    responseExcerpt: text("response_excerpt"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (t) => [
    check("webhook_attempts_trigger_check", oneOf("trigger", ATTEMPT_TRIGGERS)),
    check(
      "webhook_attempts_error_class_check",
      sql`error_class is null or ${oneOf("error_class", ATTEMPT_ERROR_CLASSES)}`,
    ),
    index("webhook_attempts_endpoint_idx").on(
      t.endpointId,
      t.attemptedAt.desc(),
    ),
    index("webhook_attempts_delivery_idx").on(t.deliveryId),
  ],
);

// ---------------------------------------------------------------------------
// Site search (docs/search.md)
// ---------------------------------------------------------------------------

/**
 * One row per public document in its own language: the site's pages (written at start-up from
 * app/content), and published insights and case studies (written by triggers on their tables in
 * the transaction that publishes, changes or unpublishes them: migration 0035). The weighted
 * `search_vector` (unaccent + the row's language's stemmer; title A, summary B, body D) is a
 * generated column the migration adds, outside this schema: drizzle has no tsvector type.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    /** "page:/fr/about", "insight:<uuid>", "case_study:<uuid>". */
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    /** The page's path in its language, e.g. /fr/blog/<slug>. */
    path: text("path").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    sectorId: uuid("sector_id").references(() => sectors.id, {
      onDelete: "set null",
    }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  () => [
    check("search_documents_kind_check", oneOf("kind", SEARCH_KINDS)),
    check("search_documents_locale_check", oneOf("locale", CONTENT_LOCALES)),
  ],
);

/**
 * The words of the indexed documents, for "Did you mean …": `key` unaccented lower case (what
 * the trigram index compares), `word` as the text spells it. Added by the same triggers; a word
 * whose documents are gone stays until the hourly prune, and a suggestion is only offered when
 * it finds something.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    locale: text("locale").notNull(),
    key: text("key").notNull(),
    word: text("word").notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/**
 * What readers searched for: the normalised query (lower case, unaccented, at most 100
 * characters), the page's language, the hit count and the position of the result opened — never
 * who searched. Queries that look like an e-mail, a phone number or a postal code are not
 * stored. Kept 13 months.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    query: text("query").notNull(),
    locale: text("locale").notNull(),
    hitCount: integer("hit_count").notNull(),
    /** 1-based position of the first result opened from this search, if any. */
    clickedPosition: integer("clicked_position"),
    searchedAt: timestamp("searched_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index("search_queries_searched_at_idx").on(t.searchedAt),
    check("search_queries_locale_check", oneOf("locale", CONTENT_LOCALES)),
  ],
);
