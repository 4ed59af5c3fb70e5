import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "./button";
import type { TableColumn } from "./data-table";
import { EmailText } from "./email-text";
import { Field } from "./field";
import { KeptValueInput } from "./kept-value-input";
import { UtcTime } from "./utc-time";

/**
 * The form above a console table that adds one row: its fields side by side, then the
 * button. It posts to the page with `intent`, without the browser's own validation (the
 * server's messages show under the fields).
 */
export function AddRowForm({
  action,
  label,
  intent,
  Icon,
  submitLabel,
  children,
}: {
  action: string;
  label: string;
  intent: string;
  Icon: LucideIcon;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={action}
      aria-label={label}
      noValidate
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" className="sm:mt-[3.25rem]">
        <Icon aria-hidden="true" className="size-4" />
        {submitLabel}
      </Button>
    </Form>
  );
}

/**
 * A one-line text field of such a form, showing again what was posted when the post failed.
 * `address` turns off capitals and spelling help, for domains and e-mail addresses.
 */
export function PostedTextField({
  name,
  label,
  hint,
  error,
  focus,
  value,
  maxLength,
  type = "text",
  address = false,
}: {
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  focus?: boolean;
  value: string | undefined;
  maxLength: number;
  type?: "text" | "email" | "url";
  address?: boolean;
}) {
  return (
    <Field name={name} label={label} hint={hint} error={error} focus={focus}>
      {(control) => (
        <KeptValueInput
          control={control}
          type={type}
          value={value}
          maxLength={maxLength}
          {...(address
            ? { autoCapitalize: "none", autoCorrect: "off", spellCheck: false }
            : {})}
        />
      )}
    </Field>
  );
}

type RowAction = {
  action: string;
  fields: Record<string, string>;
  Icon: LucideIcon;
  label: ReactNode;
  /** Which row, for screen readers; none when the form is the page's own. */
  rowName?: string;
};

/**
 * A post that is one button: a table row's action, or a page's. The hidden fields say what to
 * do (and to which row); `rowName`, read by screen readers only, says which row it is for.
 */
export function OneButtonForm({
  action,
  fields,
  Icon,
  label,
  rowName,
}: RowAction) {
  return (
    <Form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="secondary">
        <Icon aria-hidden="true" className="size-4" />
        {label}
        {rowName ? <span className="sr-only"> {rowName}</span> : null}
      </Button>
    </Form>
  );
}

/** When a row was added and by whom (when known), for a table's "Added" column. */
export function AddedAt({ iso, by }: { iso: string; by: string | null }) {
  return (
    <div className="grid gap-0.5">
      <UtcTime iso={iso} />
      {by ? (
        <span className="text-text-muted">
          by <EmailText email={by} />
        </span>
      ) : null}
    </div>
  );
}

/** A table's "Added" column (or "Placed", ...): when each row was added, and by whom. */
export function addedColumn<Row>(
  id: string,
  header: string,
  added: (row: Row) => { iso: string; by: string | null },
): TableColumn<Row> {
  return {
    id,
    header,
    meta: { className: "min-w-[12rem]" },
    cell: (row) => <AddedAt {...added(row)} />,
  };
}

/** A table's "Actions" column when each row has one action. */
export function rowActionColumn<Row>(
  id: string,
  action: (row: Row) => RowAction,
): TableColumn<Row> {
  return {
    id,
    header: "Actions",
    cell: (row) => <OneButtonForm {...action(row)} />,
  };
}
