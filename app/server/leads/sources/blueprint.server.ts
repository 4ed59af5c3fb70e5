import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import {
  blueprintCompanySizes,
  blueprintInterests,
  labelOf,
} from "~/domain/forms/options";
import { blueprintLeads } from "../../db/schema.server";
import { blueprintStaffMail } from "../lead-notifications.server";
import { defineSalesFormSource } from "./form-table-source.server";
import {
  emailField,
  longField,
  statusField,
  submittedField,
  textField,
} from "./lead-source.server";

/** The blueprint request: the spec's blueprint_leads table and its detail dialog. */
export const blueprintSource = defineSalesFormSource({
  source: "blueprint",
  schema: leadFormCatalog.blueprint.schema,
  table: blueprintLeads,
  // The optional answers are stored as null, not as an absent column.
  values: (value) => ({
    fullName: value.fullName,
    email: value.email,
    phone: value.phone ?? null,
    companyName: value.companyName ?? null,
    companySize: value.companySize ?? null,
    primaryInterest: value.primaryInterest ?? null,
    message: value.message ?? null,
  }),
  staffMail: blueprintStaffMail,
  acknowledgement: "blueprint",
  fields: (s, lead) => [
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
      s.primaryInterest ? labelOf(blueprintInterests, s.primaryInterest) : null,
    ),
    longField("Message", s.message),
    statusField(lead),
  ],
  exportColumns: {
    phone: blueprintLeads.phone,
    "company size": blueprintLeads.companySize,
    message: blueprintLeads.message,
    language: blueprintLeads.locale,
  },
});
