import { useIntl } from "react-intl";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import { contactInterests } from "~/domain/forms/options";
import { useLocale } from "~/i18n/locale-context";
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
  const intl = useIntl();
  const locale = useLocale();
  const { field, formErrors, details, focus } = useLeadFormState(FORM_ID, {
    fieldOrder: FIELD_ORDER,
  });
  const confirmation = details
    ? leadFormCatalog.contact.toasts[locale].success(details)
    : null;

  return (
    <LeadFormElement
      kind="contact"
      id={FORM_ID}
      label={intl.formatMessage({
        id: "forms.contact.label",
        defaultMessage: "Contact us",
      })}
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
          label={intl.formatMessage({
            id: "forms.firstName",
            defaultMessage: "First name",
          })}
          required
          autoComplete="given-name"
          focusOnLoad={focus === "firstName"}
        />
        <TextField
          field={field("lastName")}
          label={intl.formatMessage({
            id: "forms.lastName",
            defaultMessage: "Last name",
          })}
          required
          autoComplete="family-name"
          focusOnLoad={focus === "lastName"}
        />
        <TextField
          field={field("email")}
          label={intl.formatMessage({
            id: "forms.email",
            defaultMessage: "Email",
          })}
          type="email"
          required
          autoComplete="email"
          focusOnLoad={focus === "email"}
        />
        <TextField
          field={field("company")}
          label={intl.formatMessage({
            id: "forms.contact.company",
            defaultMessage: "Company or organisation",
          })}
          required
          autoComplete="organization"
          focusOnLoad={focus === "company"}
        />
      </div>
      <SelectField
        field={field("interest")}
        label={intl.formatMessage({
          id: "forms.contact.interest",
          defaultMessage: "Area of interest",
        })}
        required
        options={contactInterests}
        focusOnLoad={focus === "interest"}
      />
      <TextAreaField
        field={field("message")}
        label={intl.formatMessage({
          id: "forms.message",
          defaultMessage: "Message",
        })}
        required
        rows={5}
        focusOnLoad={focus === "message"}
      />
      <ConsentNote kind="lead" />
      <div>
        <SubmitButton
          label={intl.formatMessage({
            id: "forms.contact.submit",
            defaultMessage: "Send Message",
          })}
          pendingLabel={intl.formatMessage({
            id: "forms.contact.sending",
            defaultMessage: "Sending...",
          })}
        />
      </div>
    </LeadFormElement>
  );
}
