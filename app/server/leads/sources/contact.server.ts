import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import { contactInterests, labelOf } from "~/domain/forms/options";
import { contactRequests } from "../../db/schema.server";
import { contactStaffMail } from "../lead-notifications.server";
import { defineSalesFormSource } from "./form-table-source.server";
import {
  emailField,
  longField,
  statusField,
  submittedField,
  textField,
} from "./lead-source.server";

/** The contact form: contact_requests. */
export const contactSource = defineSalesFormSource({
  source: "contact",
  schema: leadFormCatalog.contact.schema,
  table: contactRequests,
  staffMail: contactStaffMail,
  acknowledgement: "contact",
  fields: (s, lead) => [
    textField("First name", s.firstName),
    textField("Last name", s.lastName),
    emailField(lead),
    textField("Company", s.company),
    textField("Interest", labelOf(contactInterests, s.interest)),
    submittedField(lead),
    longField("Message", s.message),
    statusField(lead),
  ],
  exportColumns: {
    message: contactRequests.message,
    language: contactRequests.locale,
  },
});
