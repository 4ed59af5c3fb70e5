import { visitorLocaleOf } from "~/domain/visitor-language";
import { eq } from "drizzle-orm";
import { consentTexts } from "~/domain/forms/consent-text";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import type { ContactForm } from "~/domain/forms/lead-forms";
import { contactInterests, labelOf } from "~/domain/forms/options";
import type { Database } from "../../db/client.server";
import { contactRequests } from "../../db/schema.server";
import { acknowledgementCopy } from "../acknowledgement-copy.server";
import { acknowledgement } from "../lead-emails.server";
import { contactStaffMail } from "../lead-notifications.server";
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

/** The contact form: contact_requests. */
export async function storeContactRequest(
  db: Database,
  submission: Submission<ContactForm>,
): Promise<StoreOutcome> {
  const { value, tracking, verdict, recipients, ackLimitPerAddress, locale } =
    submission;
  const staff = contactStaffMail(value, contextOf(tracking));
  const ack = acknowledgement(acknowledgementCopy[locale].contact, locale);
  return insertLead(db, {
    table: contactRequests,
    values: { ...value, locale, ...trackingColumns(tracking, verdict) },
    verdict,
    ...mails(
      { to: recipients.leads, replyTo: value.email, ...staff },
      { to: [value.email], ...ack },
      ackLimitPerAddress,
    ),
  });
}

export const contactSource = defineLeadSource({
  source: "contact",
  form: defineLeadForm({
    kind: "contact",
    schema: leadFormCatalog.contact.schema,
    consent: { en: consentTexts.en.lead, fr: consentTexts.fr.lead },
    store: (submission) => storeContactRequest(submission.db, submission),
    success: () => ({}),
  }),
  table: contactRequests,
  tableId: contactRequests.id,
  mirrorsWorkflow: true,
  async detail(db, lead) {
    const [s] = await db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, lead.sourceId));
    if (!s) return null;
    return {
      fields: [
        textField("First name", s.firstName),
        textField("Last name", s.lastName),
        emailField(lead),
        textField("Company", s.company),
        textField("Interest", labelOf(contactInterests, s.interest)),
        submittedField(lead),
        longField("Message", s.message),
        statusField(lead),
      ],
      attribution: attributionOf(s),
      resume: null,
      locale: visitorLocaleOf(s.locale),
    };
  },
  exportColumns: {
    message: contactRequests.message,
    language: contactRequests.locale,
  },
  async heldNotification(tx, lead, recipients) {
    const [row] = await tx
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, lead.sourceId));
    return row
      ? {
          to: recipients.leads,
          replyTo: row.email,
          ...contactStaffMail(row, storedContextOf(row)),
        }
      : null;
  },
});
