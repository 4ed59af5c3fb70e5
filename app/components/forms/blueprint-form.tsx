import { useIntl } from "react-intl";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import {
  blueprintCompanySizes,
  blueprintInterests,
} from "~/domain/forms/options";
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

const FORM_ID = "blueprint-form";
const FIELD_ORDER = [
  "fullName",
  "email",
  "companyName",
  "phone",
  "companySize",
  "primaryInterest",
  "message",
];

/** The Blueprint page's contact section form; stored by the /blueprint action or /api/forms/blueprint. */
export function BlueprintForm({ context }: { context: LeadFormContext }) {
  const intl = useIntl();
  const locale = useLocale();
  const { field, formErrors, details, focus } = useLeadFormState(FORM_ID, {
    fieldOrder: FIELD_ORDER,
  });
  const confirmation = details
    ? leadFormCatalog.blueprint.toasts[locale].success(details)
    : null;

  return (
    <LeadFormElement
      kind="blueprint"
      id={FORM_ID}
      label={intl.formatMessage({
        id: "forms.blueprint.label",
        defaultMessage: "Blueprint request",
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
          field={field("fullName")}
          label={intl.formatMessage({
            id: "forms.blueprint.fullName",
            defaultMessage: "Full name",
          })}
          required
          autoComplete="name"
          focusOnLoad={focus === "fullName"}
        />
        <TextField
          field={field("email")}
          label={intl.formatMessage({
            id: "forms.workEmail",
            defaultMessage: "Work email",
          })}
          type="email"
          required
          autoComplete="email"
          focusOnLoad={focus === "email"}
        />
        <TextField
          field={field("companyName")}
          label={intl.formatMessage({
            id: "forms.blueprint.organization",
            defaultMessage: "Organization",
          })}
          autoComplete="organization"
          focusOnLoad={focus === "companyName"}
        />
        <TextField
          field={field("phone")}
          label={intl.formatMessage({
            id: "forms.phone",
            defaultMessage: "Phone",
          })}
          type="tel"
          autoComplete="tel"
          focusOnLoad={focus === "phone"}
        />
        <SelectField
          field={field("companySize")}
          label={intl.formatMessage({
            id: "forms.blueprint.organizationSize",
            defaultMessage: "Organization size",
          })}
          options={blueprintCompanySizes}
          focusOnLoad={focus === "companySize"}
        />
        <SelectField
          field={field("primaryInterest")}
          label={intl.formatMessage({
            id: "forms.primaryInterest",
            defaultMessage: "Primary interest",
          })}
          options={blueprintInterests}
          focusOnLoad={focus === "primaryInterest"}
        />
      </div>
      <TextAreaField
        field={field("message")}
        label={intl.formatMessage({
          id: "forms.blueprint.message",
          defaultMessage: "What would you like to transform?",
        })}
        hint={intl.formatMessage({
          id: "forms.blueprint.messageHint",
          defaultMessage:
            "Up to 1000 characters: the service, the scale, any deadline.",
        })}
        rows={4}
        focusOnLoad={focus === "message"}
      />
      <ConsentNote kind="lead" />
      <div>
        <SubmitButton
          label={intl.formatMessage({
            id: "forms.blueprint.submit",
            defaultMessage: "Request My Blueprint",
          })}
          pendingLabel={intl.formatMessage({
            id: "forms.submitting",
            defaultMessage: "Submitting...",
          })}
        />
      </div>
    </LeadFormElement>
  );
}
