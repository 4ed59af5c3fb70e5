import type { ReactNode } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import type { consentTexts } from "~/domain/forms/consent-text";
import type { FormKind } from "~/domain/forms/consent";
import type { OptInSpec } from "~/domain/forms/purpose-consents";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import { useLocale } from "~/i18n/locale-context";
import { fieldNames, FormFields, type FieldLayout } from "./field-spec";
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

/**
 * What every lead form is made of around its fields: the <form> (posting to its page
 * without JavaScript, to its endpoint with it), what the form says first (a confirmation,
 * or a multi-step form's progress), the error summary, and the hidden token, attribution
 * and honeypot fields.
 */
export function LeadFormFrame({
  kind,
  id,
  label,
  context,
  enhancer,
  className = "grid gap-4",
  status,
  formErrors,
  children,
}: {
  kind: FormKind;
  id: string;
  label: string;
  context: LeadFormContext;
  enhancer?: "lead-form" | "get-started";
  className?: string;
  status?: ReactNode;
  formErrors: readonly string[];
  children: ReactNode;
}) {
  return (
    <LeadFormElement
      kind={kind}
      id={id}
      label={label}
      multipart={leadFormCatalog[kind].upload}
      enhancer={enhancer}
      className={className}
    >
      {status}
      <FormErrors formId={id} errors={formErrors} />
      <LeadFormHiddenFields formId={id} {...context} />
      {children}
    </LeadFormElement>
  );
}

/** A one-step lead form as data: its fields, consent line and submit button. */
export type LeadFormSpec = {
  kind: Exclude<FormKind, "get_started">;
  label: MessageDescriptor;
  fields: FieldLayout;
  consent: keyof typeof consentTexts.en;
  /** Consent-per-purpose boxes, each unticked (app/domain/forms/purpose-consents.ts). */
  optIns?: readonly OptInSpec[];
  submit: MessageDescriptor;
  pending: MessageDescriptor;
  /** The layout of the button row, when it holds more than the submit button. */
  buttonsClassName?: string;
};

/**
 * A one-step lead form drawn from its specification. After a post without JavaScript
 * it shows the page's answer: the confirmation of a stored submission (it stays until the
 * next one), or the visitor's input with its errors, the first in error focused.
 */
export function LeadForm({
  spec,
  id,
  context,
  label,
  defaults,
  actions,
}: {
  spec: LeadFormSpec;
  id: string;
  context: LeadFormContext;
  /** When the form's name depends on the page (the careers position). */
  label?: string;
  defaults?: Record<string, string>;
  /** Buttons beside submit (e.g. a dialog's Cancel). */
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { field, formErrors, details, focus } = useLeadFormState(id, {
    fieldOrder: fieldNames(spec.fields),
    defaults,
  });
  const confirmation = details
    ? leadFormCatalog[spec.kind].toasts[locale].success(details)
    : null;

  return (
    <LeadFormFrame
      kind={spec.kind}
      id={id}
      label={label ?? intl.formatMessage(spec.label)}
      context={context}
      formErrors={formErrors}
      status={
        confirmation ? (
          <InlineConfirmation
            title={confirmation.title}
            message={confirmation.description}
          />
        ) : null
      }
    >
      <FormFields layout={spec.fields} field={field} focus={focus} />
      {spec.optIns?.map((optIn) => (
        <OptInBox
          key={optIn.name}
          id={`${id}-${optIn.name}`}
          name={optIn.name}
          label={intl.formatMessage(optIn.label)}
          ticked={field(optIn.name).defaultValue === "on"}
        />
      ))}
      <ConsentNote kind={spec.consent} />
      <div className={spec.buttonsClassName}>
        {actions}
        <SubmitButton
          label={intl.formatMessage(spec.submit)}
          pendingLabel={intl.formatMessage(spec.pending)}
        />
      </div>
    </LeadFormFrame>
  );
}

/** One purpose's consent: a plain unticked checkbox; leaving it unticked refuses nothing else. */
export function OptInBox({
  id,
  name,
  label,
  ticked,
}: {
  id: string;
  name: string;
  label: string;
  ticked: boolean;
}) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={ticked}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm leading-6 text-ink-900">
        {label}
      </label>
    </div>
  );
}
