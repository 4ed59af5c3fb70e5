import { Fragment, type ComponentProps, type ReactNode } from "react";
import { Form } from "react-router";
import type { DemoEditIntent } from "~/domain/console/sales-demo-forms";
import type { useAccountForm } from "../forms/use-account-form";
import { IntentForm, type IntentResult } from "../forms/intent-form";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input, inputClasses } from "../ui/input";

export type DemoEditResult = IntentResult<"rowId">;
export type DemoFormState = ReturnType<typeof useAccountForm>;

/**
 * One of the demo editor's forms, a contact's, project's or invoice's own when it names a
 * `rowId`: its answer is shown only by the form it belongs to.
 */
export function DemoForm(
  props: Omit<
    ComponentProps<typeof IntentForm<"rowId">>,
    "intent" | "rowField" | "pendingLabel" | "submitClassName" | "label"
  > & {
    intent: DemoEditIntent;
    /** The form's accessible name (several forms share a page). */
    label: string;
  },
) {
  return (
    <IntentForm
      {...props}
      rowField="rowId"
      pendingLabel="Saving…"
      submitClassName="flex flex-wrap items-center gap-3"
    />
  );
}

type DemoTextFieldProps = {
  form: DemoFormState;
  name: string;
  label: string;
  value: string;
  hint?: ReactNode;
  /** A textarea of this many rows. */
  rows?: number;
  type?: "text" | "email" | "tel" | "url" | "date";
  maxLength?: number;
  className?: string;
  inputMode?: "numeric" | "decimal";
};

/** A demo field as data: its stored value comes from the row, its state from the form. */
export type DemoFieldSpec = Omit<DemoTextFieldProps, "form" | "value">;

/** One row's fields in order, each showing the row's stored value until the form says otherwise. */
export function DemoTextFields({
  form,
  values,
  fields,
}: {
  form: DemoFormState;
  /** The row: its text values by field name (other values are not fields). */
  values: Readonly<Record<string, unknown>>;
  fields: readonly DemoFieldSpec[];
}) {
  return fields.map((field) => {
    const value = values[field.name];
    return (
      <DemoTextField
        key={field.name}
        {...field}
        form={form}
        value={typeof value === "string" ? value : ""}
      />
    );
  });
}

/** Fields shown together: side by side in two columns (bottoms aligned), or one under another. */
export type DemoFieldGroup = {
  fields: readonly DemoFieldSpec[];
  columns?: 2;
};

/** A panel's field groups in order, all from the same row. */
export function DemoFieldGroups({
  form,
  values,
  groups,
}: {
  form: DemoFormState;
  values: Readonly<Record<string, unknown>>;
  groups: readonly DemoFieldGroup[];
}) {
  return groups.map(({ fields, columns }) => {
    const list = <DemoTextFields form={form} values={values} fields={fields} />;
    const key = fields[0]?.name;
    return columns === 2 ? (
      <div key={key} className="grid items-end gap-x-4 sm:grid-cols-2">
        {list}
      </div>
    ) : (
      <Fragment key={key}>{list}</Fragment>
    );
  });
}

/** A labelled text input or textarea whose value survives a failed post. */
export function DemoTextField({
  form,
  name,
  label,
  value,
  hint,
  rows,
  type = "text",
  maxLength,
  className,
  inputMode,
}: DemoTextFieldProps) {
  const defaultValue = form.valueOf(name) ?? value;
  return (
    <FormField
      form={form}
      name={name}
      label={label}
      hint={hint}
      className={className}
    >
      {(control) =>
        rows ? (
          <textarea
            {...control}
            rows={rows}
            maxLength={maxLength}
            className={inputClasses}
            defaultValue={defaultValue}
          />
        ) : (
          <Input
            {...control}
            type={type}
            maxLength={maxLength}
            inputMode={inputMode}
            defaultValue={defaultValue}
          />
        )
      }
    </FormField>
  );
}

/** A row's Remove button: a post of its own, outside the row's edit form. */
export function DemoRemoveForm({
  intent,
  rowId,
  label,
  preventScrollReset,
  className,
  children,
}: {
  intent: string;
  rowId: string;
  /** The form's accessible name ("Remove Ada Lovelace"). */
  label: string;
  preventScrollReset?: boolean;
  className: string;
  /** The button's text. */
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      preventScrollReset={preventScrollReset}
      aria-label={label}
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="rowId" value={rowId} />
      <Button type="submit" variant="danger">
        {children}
      </Button>
    </Form>
  );
}

/** A section's panel: a heading and what it holds. */
export function DemoPanel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h3 id={id} className="text-lg font-semibold text-ink-900">
          {title}
        </h3>
        {description ? (
          <p className="text-sm text-text-muted">{description}</p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
