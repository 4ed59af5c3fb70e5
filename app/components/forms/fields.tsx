import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { localizedOptions } from "~/domain/forms/option-labels";
import type { Option } from "~/domain/forms/options";
import { useLocale } from "~/i18n/locale-context";
import { cx } from "../ui/cx";

/**
 * Labelled form controls, rendered on the server. Each carries its error slot from the
 * start (aria-describedby points at it), so the browser only fills in text and
 * aria-invalid (app/enhance/lead-form.ts); an error from a post without JavaScript is
 * rendered in place, and the first one takes focus.
 */
export type FieldState = {
  name: string;
  id: string;
  descriptionId: string;
  errorId: string;
  /** The visitor's input after a post without JavaScript, or the form's default. */
  defaultValue: string;
  error?: string;
};

const controlClasses =
  "block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-text-muted/80 " +
  "focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger-700";

export function FieldLabel({
  field,
  label,
  required,
}: {
  field: FieldState;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={field.id} className="text-sm font-medium text-ink-900">
      {label}
      {required ? (
        <span className="text-danger-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className="font-normal text-text-muted">
          {" "}
          <FormattedMessage id="forms.optional" defaultMessage="(optional)" />
        </span>
      )}
    </label>
  );
}

export function FieldError({ field }: { field: FieldState }) {
  return (
    <p
      id={field.errorId}
      className="min-h-5 text-sm font-medium text-danger-700"
      aria-live="polite"
    >
      {field.error ?? ""}
    </p>
  );
}

function FieldShell({
  field,
  label,
  required,
  hint,
  children,
}: CommonProps & { children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <FieldLabel field={field} label={label} required={required} />
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError field={field} />
    </div>
  );
}

type CommonProps = {
  field: FieldState;
  label: string;
  required?: boolean;
  hint?: string;
  focusOnLoad?: boolean;
};

/** The attributes every control shares: identity, its value, and its link to hint and error. */
export function controlProps({
  field,
  required,
  hint,
  focusOnLoad,
}: Omit<CommonProps, "label">) {
  return {
    id: field.id,
    name: field.name,
    required,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": cx(hint && field.descriptionId, field.errorId),
    // Only after a post without JavaScript: focus goes to the first field in error.
    autoFocus: focusOnLoad,
  } as const;
}

export function TextField({
  type = "text",
  autoComplete,
  placeholder,
  ...props
}: CommonProps & {
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <FieldShell {...props}>
      <input
        {...controlProps(props)}
        type={type}
        defaultValue={props.field.defaultValue}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={controlClasses}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  rows = 5,
  ...props
}: CommonProps & { rows?: number }) {
  return (
    <FieldShell {...props}>
      <textarea
        {...controlProps(props)}
        rows={rows}
        defaultValue={props.field.defaultValue}
        className={controlClasses}
      />
    </FieldShell>
  );
}

export function FileField({
  accept,
  ...props
}: CommonProps & { accept: string }) {
  return (
    <FieldShell {...props}>
      <input
        {...controlProps(props)}
        type="file"
        accept={accept}
        className="block w-full rounded-lg border border-line bg-white text-sm text-ink-900 file:mr-4 file:min-h-11 file:border-0 file:bg-surface-muted file:px-4 file:font-semibold file:text-ink-900 aria-[invalid=true]:border-danger-700"
      />
    </FieldShell>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: CommonProps & { options: readonly Option[]; placeholder?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <FieldShell {...props}>
      <select
        {...controlProps(props)}
        defaultValue={props.field.defaultValue}
        className={controlClasses}
      >
        <option value="">
          {placeholder ??
            intl.formatMessage({
              id: "forms.selectPlaceholder",
              defaultMessage: "Select…",
            })}
        </option>
        {localizedOptions(options, locale).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
