import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import {
  budgets,
  getStartedCompanySizes,
  getStartedInterests,
  labelOf,
  timelines,
} from "~/domain/forms/options";
import { getStartedRequests } from "../../db/schema.server";
import { bookingPathForLead } from "../../booking/lead-booking-link.server";
import { getAppServices } from "../../services.server";
import { localizedPath } from "~/i18n/locale";
import { getStartedStaffMail } from "../lead-notifications.server";
import { defineSalesFormSource } from "./form-table-source.server";
import {
  emailField,
  longField,
  statusField,
  submittedField,
  textField,
} from "./lead-source.server";

/** The getting-started request (the multi-step form): get_started_requests. */
export const getStartedSource = defineSalesFormSource({
  source: "get_started",
  schema: leadFormCatalog.get_started.schema,
  table: getStartedRequests,
  staffMail: getStartedStaffMail,
  acknowledgement: "getStarted",
  // The toast (lead-form-catalog) points at the scheduler only when the thank-you step embeds
  // one; otherwise the visitor books on our own picker, /book, linked to this request
  // (docs/booking.md). A repeated post (no new row) gets the picker without the link.
  success: (value, stored): Record<string, string> => {
    const { env } = getAppServices();
    if (env.schedulingUrl)
      return { firstName: value.firstName, scheduling: "calendar" };
    return {
      firstName: value.firstName,
      scheduling: "booking",
      bookingPath: stored.id
        ? bookingPathForLead(env.authSecret, stored.locale, stored.id)
        : localizedPath("/book", stored.locale),
    };
  },
  fields: (s, lead) => [
    textField("First name", s.firstName),
    textField("Last name", s.lastName),
    emailField(lead),
    textField("Company", s.company),
    textField("Company size", labelOf(getStartedCompanySizes, s.companySize)),
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
  exportColumns: {
    "company size": getStartedRequests.companySize,
    message: getStartedRequests.currentChallenges,
    timeline: getStartedRequests.timeline,
    budget: getStartedRequests.budget,
    language: getStartedRequests.locale,
  },
});
