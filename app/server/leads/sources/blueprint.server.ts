import { visitorLocaleOf } from "~/domain/visitor-language";
import { eq } from "drizzle-orm";
import { consentTexts } from "~/domain/forms/consent-text";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import type { BlueprintForm } from "~/domain/forms/lead-forms";
import {
  blueprintCompanySizes,
  blueprintInterests,
  labelOf,
} from "~/domain/forms/options";
import type { Database } from "../../db/client.server";
import { blueprintLeads } from "../../db/schema.server";
import { acknowledgementCopy } from "../acknowledgement-copy.server";
import { acknowledgement } from "../lead-emails.server";
import { blueprintStaffMail } from "../lead-notifications.server";
import { contextOf, mails, type Submission } from "../lead-submissions.server";
import {
  insertLead,
  trackingColumns,
  type StoreOutcome,
} from "../store-lead.server";
import {
  attributionOf,
  defineLeadForm,
  defineLeadSource,
  emailField,
  longField,
  statusField,
  storedContextOf,
  submittedField,
  textField,
} from "./lead-source.server";

/** The blueprint request: the spec's blueprint_leads table and its detail dialog. */
export async function storeBlueprintLead(
  db: Database,
  submission: Submission<BlueprintForm>,
): Promise<StoreOutcome> {
  const { value, tracking, verdict, recipients, ackLimitPerAddress, locale } =
    submission;
  const staff = blueprintStaffMail(value, contextOf(tracking));
  const ack = acknowledgement(acknowledgementCopy[locale].blueprint, locale);
  return insertLead(db, {
    table: blueprintLeads,
    values: {
      fullName: value.fullName,
      email: value.email,
      phone: value.phone ?? null,
      companyName: value.companyName ?? null,
      companySize: value.companySize ?? null,
      primaryInterest: value.primaryInterest ?? null,
      message: value.message ?? null,
      locale,
      ...trackingColumns(tracking, verdict),
    },
    verdict,
    ...mails(
      { to: recipients.leads, replyTo: value.email, ...staff },
      { to: [value.email], ...ack },
      ackLimitPerAddress,
    ),
  });
}

export const blueprintSource = defineLeadSource({
  source: "blueprint",
  form: defineLeadForm({
    kind: "blueprint",
    schema: leadFormCatalog.blueprint.schema,
    consent: { en: consentTexts.en.lead, fr: consentTexts.fr.lead },
    store: (submission) => storeBlueprintLead(submission.db, submission),
    success: () => ({}),
  }),
  table: blueprintLeads,
  tableId: blueprintLeads.id,
  mirrorsWorkflow: true,
  async detail(db, lead) {
    const [s] = await db
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.id, lead.sourceId));
    if (!s) return null;
    // The lead detail's fields, in the order staff read them.
    return {
      fields: [
        textField("Full name", s.fullName),
        emailField(lead),
        textField("Phone", s.phone),
        textField("Organization", s.companyName),
        textField(
          "Organization size",
          s.companySize ? labelOf(blueprintCompanySizes, s.companySize) : null,
        ),
        submittedField(lead),
        textField(
          "Primary interest",
          s.primaryInterest
            ? labelOf(blueprintInterests, s.primaryInterest)
            : null,
        ),
        longField("Message", s.message),
        statusField(lead),
      ],
      attribution: attributionOf(s),
      resume: null,
      locale: visitorLocaleOf(s.locale),
    };
  },
  exportColumns: {
    phone: blueprintLeads.phone,
    "company size": blueprintLeads.companySize,
    message: blueprintLeads.message,
    language: blueprintLeads.locale,
  },
  async heldNotification(tx, lead, recipients) {
    const [row] = await tx
      .select()
      .from(blueprintLeads)
      .where(eq(blueprintLeads.id, lead.sourceId));
    return row
      ? {
          to: recipients.leads,
          replyTo: row.email,
          ...blueprintStaffMail(row, storedContextOf(row)),
        }
      : null;
  },
});
