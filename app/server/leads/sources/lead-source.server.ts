import type { AnyColumn } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { FormKind } from "~/domain/forms/consent";
import type { ByLocale } from "~/i18n/copy";
import type { Locale } from "~/i18n/locale";
import type { LeadSource } from "~/domain/enums";
import type { LeadDetailView, LeadField } from "~/domain/console/lead-work";
import type { Database, Transaction } from "../../db/client.server";
import type { blueprintLeads, leads } from "../../db/schema.server";
import type { SpamVerdict } from "../../security/spam.server";
import type { OutboxMessage } from "../../mail/outbox.server";
import type { StoredContext } from "../lead-notifications.server";
import type { LeadTracking, StoreOutcome } from "../store-lead.server";

/**
 * What one lead source is, in one place (docs/decisions/032-lead-sources-as-data.md): where
 * it is stored, the public form that feeds it (schema, consent, store, success answer), what
 * the console's lead page shows, what it adds to the CSV export, and the staff notification
 * "Not spam" releases. The console iterates these definitions instead of switching on the
 * source, so a new form is one module in this folder plus its migration (docs/leads.md).
 */
type Db = Database | Transaction;

export type LeadRow = typeof leads.$inferSelect;

/** Who gets a source's staff notification: the sales desk or the careers desk. */
export type Recipients = { leads: string[]; careers: string[] };

export type StoreArgs<T> = {
  db: Database;
  value: T;
  tracking: LeadTracking;
  verdict: SpamVerdict;
  recipients: Recipients;
  ackLimitPerAddress: number;
  formData: FormData;
  /** The submitting page's language: stored with the lead, and the acknowledgement's. */
  locale: Locale;
};

/** A store function may refuse with field errors (e.g. a résumé that is not a document). */
export type StoreResult =
  StoreOutcome | { fieldErrors: Record<string, string[]> };

type TypedFormDefinition<Schema extends z.ZodType<Record<string, unknown>>> = {
  kind: FormKind;
  /** The schema with the submitting page's messages. */
  schema: (locale: Locale) => Schema;
  /** The consent line each language's page shows (the one the visitor saw is stored). */
  consent: ByLocale<string>;
  store: (args: StoreArgs<z.output<Schema>>) => Promise<StoreResult>;
  /** What the success answer tells the page; `stored` is the submission's row (null for a repeat). */
  success: (
    value: z.output<Schema>,
    stored: StoredSubmission,
  ) => Record<string, string>;
};

/** The stored submission, for a success answer that links to it (get-started's booking picker). */
export type StoredSubmission = { id: string | null; locale: Locale };

/**
 * A public form, for both ways it reaches the server — its page's action (a document post
 * without JavaScript) and POST /api/forms/:form (the enhanced form): the schema (shared with
 * the browser), the consent it shows, how it is stored, and what the success confirmation
 * needs. Its body limits are the HTTP layer's (app/server/http/body-limits.server.ts), which
 * runs before any module of this folder could be loaded.
 */
export type LeadFormDefinition = TypedFormDefinition<
  z.ZodType<Record<string, unknown>>
>;

/** A form definition with its value type erased, so all of them share one map and one pipeline. */
export function defineLeadForm<
  Schema extends z.ZodType<Record<string, unknown>>,
>(definition: TypedFormDefinition<Schema>): LeadFormDefinition {
  // Sound: the pipeline only hands store() and success() what this definition's own schema produced.
  return definition as unknown as LeadFormDefinition;
}

/** The source-specific columns of the CSV export, after the inbox's own columns, in file order. */
export const EXPORT_SOURCE_COLUMNS = [
  "phone",
  "company size",
  "message",
  "timeline",
  "budget",
  "linkedin",
  // The visitor's language (the source row's locale), so staff answer in it.
  "language",
] as const;
export type ExportSourceColumn = (typeof EXPORT_SOURCE_COLUMNS)[number];

/** What the lead page shows below the heading every lead shares. */
export type SourceDetail = {
  fields: LeadField[];
  attribution: LeadField[];
  resume: LeadDetailView["resume"];
  /** The language the visitor used, from the source row's `locale`. */
  locale: LeadDetailView["locale"];
  transcript?: LeadDetailView["transcript"];
};

/** The workflow columns a form's own table mirrors (status, spam), as every form table has them. */
export type WorkflowTable = typeof blueprintLeads;

export type LeadSourceDefinition = {
  source: LeadSource;
  /** The public form that stores this source, or null (a chat lead is written by the assistant). */
  form: LeadFormDefinition | null;
  /** The table the submission is stored in; `leads.source_id` is its id. */
  table: PgTable;
  /** The table's id column, for the export's join. */
  tableId: AnyColumn;
  /**
   * Whether the console writes status and spam to the source row as well as to `leads`, so the
   * spec's tables (blueprint_leads.status, …) stay true. A chat conversation has no such columns.
   */
  mirrorsWorkflow: boolean;
  /** The lead page's fields, attribution and attachments; null when the source row is gone. */
  detail: (db: Db, lead: LeadRow) => Promise<SourceDetail | null>;
  /** Where this source keeps each export column the inbox row does not carry (absent: empty). */
  exportColumns: Partial<Record<ExportSourceColumn, AnyColumn>>;
  /**
   * The staff notification the spam check held back, rebuilt from the stored row by the same
   * builder the form uses (lead-notifications.server.ts), so "Not spam" sends the team exactly
   * what the form would have sent; null when there is none to send.
   */
  heldNotification: (
    tx: Transaction,
    lead: LeadRow,
    recipients: Recipients,
  ) => Promise<OutboxMessage | null>;
};

/** Keeps a definition's literal types while checking its shape. */
export const defineLeadSource = (
  definition: LeadSourceDefinition,
): LeadSourceDefinition => definition;

// The lead page's field helpers: an empty answer reads as null, so the page shows its dash.
export const textField = (
  label: string,
  value: string | null | undefined,
): LeadField => ({
  label,
  value: value?.trim() ? value : null,
  kind: "text",
});
export const longField = (
  label: string,
  value: string | null | undefined,
): LeadField => ({
  ...textField(label, value),
  kind: "long",
});
export const datetimeField = (
  label: string,
  value: Date | null | undefined,
): LeadField => ({
  label,
  value: value ? value.toISOString() : null,
  kind: "datetime",
});
export const emailField = (lead: LeadRow): LeadField => ({
  label: "Email",
  value: lead.email,
  kind: "email",
});
export const submittedField = (lead: LeadRow): LeadField => ({
  label: "Submitted",
  value: lead.createdAt.toISOString(),
  kind: "datetime",
});
export const statusField = (lead: LeadRow): LeadField => ({
  label: "Current status",
  value: lead.status,
  kind: "status",
});

/** The attribution columns every form table shares. */
export type StoredTracking = Omit<LeadTracking, "consentText"> & {
  consentText: string | null;
  createdAt: Date;
};

/** A form lead's attribution on its page: page, landing page, source, referrer, campaign, the consent it showed. */
export function attributionOf(t: StoredTracking): LeadField[] {
  const campaign = [
    ["utm_source", t.utmSource],
    ["utm_medium", t.utmMedium],
    ["utm_campaign", t.utmCampaign],
    ["utm_term", t.utmTerm],
    ["utm_content", t.utmContent],
  ]
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
  return [
    textField("Page", t.pagePath),
    // The visit that sent it (docs/analytics.md): its first page and where it came from.
    textField("Landing page", t.landingPage),
    textField("Traffic source", t.trafficSource),
    textField("Referrer", t.referrer),
    textField("Campaign (UTM)", campaign),
    longField("Consent", t.consentText),
  ];
}

/** A stored row's context for its staff notification: submitted when it was stored. */
export function storedContextOf(
  row: Omit<StoredContext, "submittedAt"> & { createdAt: Date },
): StoredContext {
  return { ...row, submittedAt: row.createdAt };
}
