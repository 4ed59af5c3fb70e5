import { consentText } from "~/domain/forms/consent";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import { contactInterests } from "~/domain/forms/options";
import { SelectField, TextAreaField, TextField } from "./fields";
import {
  ConsentNote,
  FormErrors,
  InlineConfirmation,
  LeadFormElement,
  LeadFormHiddenFields,
  SubmitButton,
  type LeadFormContext,
} from "./lead-form-parts";
import { useLeadFormState } from "./lead-form-state";

const FORM_ID = "contact-form";
const FIELD_ORDER = [
  "firstName",
  "lastName",
  "email",
  "company",
  "interest",
  "message",
];

/** The /contact form; stored by the /contact action or /api/forms/contact. */
export function ContactForm({ context }: { context: LeadFormContext }) {
  const { field, formErrors, details, focus } = useLeadFormState(FORM_ID, {
    fieldOrder: FIELD_ORDER,
  });
  const confirmation = details
    ? leadFormCatalog.contact.toasts.success(details)
    : null;

  return (
    <LeadFormElement
      kind="contact"
      id={FORM_ID}
      label="Contact us"
      className="grid gap-4"
    >
      {confirmation ? (
        <InlineConfirmation
          title={confirmation.title}
          message={confirmation.description}
        />
      ) : null}
      <FormErrors formId={FORM_ID} errors={formErrors} />
      <LeadFormHiddenFields formId={FORM_ID} {...context} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={field("firstName")}
          label="First name"
          required
          autoComplete="given-name"
          focusOnLoad={focus === "firstName"}
        />
        <TextField
          field={field("lastName")}
          label="Last name"
          required
          autoComplete="family-name"
          focusOnLoad={focus === "lastName"}
        />
        <TextField
          field={field("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          focusOnLoad={focus === "email"}
        />
        <TextField
          field={field("company")}
          label="Company or organisation"
          required
          autoComplete="organization"
          focusOnLoad={focus === "company"}
        />
      </div>
      <SelectField
        field={field("interest")}
        label="Area of interest"
        required
        options={contactInterests}
        focusOnLoad={focus === "interest"}
      />
      <TextAreaField
        field={field("message")}
        label="Message"
        required
        rows={5}
        focusOnLoad={focus === "message"}
      />
      <ConsentNote text={consentText.lead} />
      <div>
        <SubmitButton label="Send Message" pendingLabel="Sending..." />
      </div>
    </LeadFormElement>
  );
}
