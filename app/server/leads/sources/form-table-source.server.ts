import { visitorLocaleOf } from "~/domain/visitor-language";
import { eq, getTableName, type InferSelectModel } from "drizzle-orm";
import type { z } from "zod";
import type { LeadField } from "~/domain/console/lead-work";
import { consentTexts } from "~/domain/forms/consent-text";
import type { Locale } from "~/i18n/locale";
import { NEWSLETTER_FIELD, optedIn } from "~/domain/forms/purpose-consents";
import { recordConsent } from "../../privacy/consents.server";
import { startNewsletterOptIn } from "../newsletter-opt-in.server";
import type {
  blueprintLeads,
  contactRequests,
  getStartedRequests,
} from "../../db/schema.server";
import { acknowledgementCopy } from "../acknowledgement-copy.server";
import { acknowledgement } from "../lead-emails.server";
import type { StoredContext } from "../lead-notifications.server";
import { contextOf, mails } from "../lead-submissions.server";
import { insertLead, trackingColumns } from "../store-lead.server";
import {
  attributionOf,
  defineLeadForm,
  defineLeadSource,
  storedContextOf,
  type LeadRow,
  type LeadSourceDefinition,
  type StoredSubmission,
  type StoredTracking,
} from "./lead-source.server";

/** The sales desk's form tables: one row per submission, nothing stored beside it. */
type SalesTable =
  typeof blueprintLeads | typeof contactRequests | typeof getStartedRequests;

type Mail = { subject: string; text: string };

/** What the shared pipeline reads of a stored row: the visitor's address, language and attribution. */
type StoredRow = StoredTracking & { email: string; locale: string | null };

/**
 * A lead source whose public form stores one row of its own table and queues, with it, the
 * sales desk's notification and the visitor's acknowledgement (contact, blueprint, getting
 * started). What differs between them is data: the table, the row, the notification, the
 * acknowledgement's copy, the lead page's fields and the export's columns. The job application
 * stores a résumé and writes to the careers desk: it keeps its own module.
 */
export function defineSalesFormSource<
  Schema extends z.ZodType<Record<string, unknown> & { email: string }>,
  Table extends SalesTable,
  Row extends StoredRow = Extract<InferSelectModel<Table>, StoredRow>,
>(spec: {
  source: "blueprint" | "contact" | "get_started";
  schema: (locale: Locale) => Schema;
  table: Table;
  /** The row's own columns from the valid submission (absent: the submission as it is). */
  values?: (value: z.output<Schema>) => Record<string, unknown>;
  /**
   * The sales desk's notification (lead-notifications.server.ts), built from the submission
   * when it is stored and from the stored row when "Not spam" releases it.
   */
  staffMail: (
    row: z.output<Schema> | NoInfer<Row>,
    context: StoredContext,
  ) => Mail;
  acknowledgement: "blueprint" | "contact" | "getStarted";
  /** What the form's confirmation needs from the submission (absent: nothing). */
  success?: (
    value: z.output<Schema>,
    stored: StoredSubmission,
  ) => Record<string, string>;
  /** The lead page's fields, in the order staff read them. */
  fields: (row: NoInfer<Row>, lead: LeadRow) => LeadField[];
  exportColumns: LeadSourceDefinition["exportColumns"];
}): LeadSourceDefinition {
  const { table } = spec;
  // Drizzle cannot type a query over a table chosen by a type parameter: the row is this table's.
  const rowOf = async (
    db: Parameters<LeadSourceDefinition["detail"]>[0],
    lead: LeadRow,
  ) => {
    const [row] = await db
      .select()
      .from(table as SalesTable)
      .where(eq(table.id, lead.sourceId));
    return row as Row | undefined;
  };
  return defineLeadSource({
    source: spec.source,
    form: defineLeadForm({
      kind: spec.source,
      schema: spec.schema,
      consent: { en: consentTexts.en.lead, fr: consentTexts.fr.lead },
      store: ({
        db,
        value,
        tracking,
        verdict,
        recipients,
        ackLimitPerAddress,
        locale,
        formData,
      }) => {
        const newsletter = optedIn(formData, NEWSLETTER_FIELD);
        const staff = spec.staffMail(value, contextOf(tracking));
        const ack = acknowledgement(
          acknowledgementCopy[locale][spec.acknowledgement],
          locale,
        );
        return insertLead(db, {
          table,
          values: {
            ...(spec.values ? spec.values(value) : value),
            locale,
            ...trackingColumns(tracking, verdict),
          },
          verdict,
          // The newsletter box (decision 072): its consent and the newsletter's own double
          // opt-in, in the lead's transaction.
          after: newsletter
            ? async (tx, id) => {
                await recordConsent(tx, {
                  purpose: "newsletter",
                  email: value.email,
                  locale,
                  form: spec.source,
                  subjectTable: getTableName(table),
                  subjectId: id,
                });
                await startNewsletterOptIn(tx, {
                  email: value.email,
                  locale,
                  page: tracking.pagePath,
                  spamReason: verdict.isSpam
                    ? (verdict.reason ?? "flagged")
                    : null,
                });
              }
            : undefined,
          ...mails(
            { to: recipients.leads, replyTo: value.email, ...staff },
            { to: [value.email], ...ack },
            ackLimitPerAddress,
          ),
        });
      },
      success: spec.success ?? (() => ({})),
    }),
    table,
    tableId: table.id,
    mirrorsWorkflow: true,
    async detail(db, lead) {
      const row = await rowOf(db, lead);
      if (!row) return null;
      return {
        fields: spec.fields(row, lead),
        attribution: attributionOf(row),
        resume: null,
        locale: visitorLocaleOf(row.locale),
      };
    },
    exportColumns: spec.exportColumns,
    async heldNotification(tx, lead, recipients) {
      const row = await rowOf(tx, lead);
      return row
        ? {
            to: recipients.leads,
            replyTo: row.email,
            ...spec.staffMail(row, storedContextOf(row)),
          }
        : null;
    },
  });
}
