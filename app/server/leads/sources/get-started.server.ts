import { visitorLocaleOf } from "~/domain/visitor-language";
import { eq } from "drizzle-orm";
import { consentTexts } from "~/domain/forms/consent-text";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import type { GetStartedForm } from "~/domain/forms/lead-forms";
import {
  budgets,
  getStartedCompanySizes,
  getStartedInterests,
  labelOf,
  timelines,
} from "~/domain/forms/options";
import type { Database } from "../../db/client.server";
import { getStartedRequests } from "../../db/schema.server";
import { getAppServices } from "../../services.server";
import { acknowledgementCopy } from "../acknowledgement-copy.server";
import { acknowledgement } from "../lead-emails.server";
import { getStartedStaffMail } from "../lead-notifications.server";
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

/** The getting-started request (the multi-step form): get_started_requests. */
export async function storeGetStartedRequest(
  db: Database,
  submission: Submission<GetStartedForm>,
): Promise<StoreOutcome> {
  const { value, tracking, verdict, recipients, ackLimitPerAddress, locale } =
    submission;
  const staff = getStartedStaffMail(value, contextOf(tracking));
  const ack = acknowledgement(acknowledgementCopy[locale].getStarted, locale);
  return insertLead(db, {
    table: getStartedRequests,
    values: { ...value, locale, ...trackingColumns(tracking, verdict) },
    verdict,
    ...mails(
      { to: recipients.leads, replyTo: value.email, ...staff },
      { to: [value.email], ...ack },
      ackLimitPerAddress,
    ),
  });
}

export const getStartedSource = defineLeadSource({
  source: "get_started",
  form: defineLeadForm({
    kind: "get_started",
    schema: leadFormCatalog.get_started.schema,
    consent: { en: consentTexts.en.lead, fr: consentTexts.fr.lead },
    store: (submission) => storeGetStartedRequest(submission.db, submission),
    // The toast (lead-form-catalog) points at the scheduler only when the thank-you step embeds one.
    success: (value) => ({
      firstName: value.firstName,
      scheduling: getAppServices().env.schedulingUrl ? "calendar" : "email",
    }),
  }),
  table: getStartedRequests,
  tableId: getStartedRequests.id,
  mirrorsWorkflow: true,
  async detail(db, lead) {
    const [s] = await db
      .select()
      .from(getStartedRequests)
      .where(eq(getStartedRequests.id, lead.sourceId));
    if (!s) return null;
    return {
      fields: [
        textField("First name", s.firstName),
        textField("Last name", s.lastName),
        emailField(lead),
        textField("Company", s.company),
        textField(
          "Company size",
          labelOf(getStartedCompanySizes, s.companySize),
        ),
        textField(
          "Primary interest",
          labelOf(getStartedInterests, s.primaryInterest),
        ),
        longField("Current challenges", s.currentChallenges),
        textField("Timeline", labelOf(timelines, s.timeline)),
        textField("Budget", labelOf(budgets, s.budget)),
        submittedField(lead),
        statusField(lead),
      ],
      attribution: attributionOf(s),
      resume: null,
      locale: visitorLocaleOf(s.locale),
    };
  },
  exportColumns: {
    "company size": getStartedRequests.companySize,
    message: getStartedRequests.currentChallenges,
    timeline: getStartedRequests.timeline,
    budget: getStartedRequests.budget,
    language: getStartedRequests.locale,
  },
  async heldNotification(tx, lead, recipients) {
    const [row] = await tx
      .select()
      .from(getStartedRequests)
      .where(eq(getStartedRequests.id, lead.sourceId));
    return row
      ? {
          to: recipients.leads,
          replyTo: row.email,
          ...getStartedStaffMail(row, storedContextOf(row)),
        }
      : null;
  },
});
