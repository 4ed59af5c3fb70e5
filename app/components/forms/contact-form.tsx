import { contactInterests } from "~/domain/forms/options";
import { newsletterOptIn } from "~/domain/forms/purpose-consents";
import { personFields, type FieldSpec } from "./field-spec";
import { LeadForm, type LeadFormSpec } from "./lead-form-frame";
import type { LeadFormContext } from "./lead-form-parts";

const company: FieldSpec = {
  control: "text",
  name: "company",
  label: {
    id: "forms.contact.company",
    defaultMessage: "Company or organisation",
  },
  required: true,
  autoComplete: "organization",
};

export const contactFormSpec: LeadFormSpec = {
  kind: "contact",
  label: { id: "forms.contact.label", defaultMessage: "Contact us" },
  fields: [
    {
      row: [
        personFields.firstName,
        personFields.lastName,
        personFields.email,
        company,
      ],
    },
    {
      control: "select",
      name: "interest",
      label: {
        id: "forms.contact.interest",
        defaultMessage: "Area of interest",
      },
      required: true,
      options: contactInterests,
    },
    {
      control: "textarea",
      name: "message",
      label: { id: "forms.message", defaultMessage: "Message" },
      required: true,
      rows: 5,
    },
  ],
  optIns: [newsletterOptIn],
  consent: "lead",
  submit: { id: "forms.contact.submit", defaultMessage: "Send Message" },
  pending: { id: "forms.contact.sending", defaultMessage: "Sending..." },
};

/** The /contact form; stored by the /contact action or /api/forms/contact. */
export function ContactForm({ context }: { context: LeadFormContext }) {
  return (
    <LeadForm spec={contactFormSpec} id="contact-form" context={context} />
  );
}
