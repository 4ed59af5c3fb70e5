import type { ReactNode } from "react";
import type { z } from "zod";
import type { FormResult } from "~/domain/forms/form-result";
import { cx } from "../ui/cx";
import { PostForm, SubmitButton } from "./account-form-fields";
import { useAccountForm } from "./use-account-form";

/** The answer to one of a page's forms: which form (`intent`) and, for a row's form, which row. */
export type IntentResult<RowField extends string> = FormResult & {
  intent?: string;
} & Partial<Record<RowField, string | null>>;

/**
 * One of the forms of a page that has several: a plain post with its `intent` (and a row's
 * id, in `rowField`, for a form of one row), the shared schema checked in the browser first,
 * and the server's answer shown only by the form it belongs to (same intent, same row).
 */
export function IntentForm<RowField extends string>({
  intent,
  rowField,
  rowId,
  schema,
  fields,
  result,
  submit,
  pendingLabel,
  label,
  className,
  submitClassName,
  aside,
  children,
}: {
  intent: string;
  /** The field that names the row, posted and answered: `rowId`, `projectId`. */
  rowField: RowField;
  rowId?: string;
  schema: z.ZodType;
  fields: readonly string[];
  result: IntentResult<RowField> | undefined;
  submit: string;
  pendingLabel: string;
  /** The form's accessible name, where several forms share a page. */
  label?: string;
  className?: string;
  /** Classes of the box around the submit button. */
  submitClassName?: string;
  /** Something beside the submit button, e.g. Cancel. */
  aside?: ReactNode;
  children: (form: ReturnType<typeof useAccountForm>) => ReactNode;
}) {
  const mine =
    result?.intent === intent &&
    (rowId === undefined || result[rowField] === rowId)
      ? result
      : null;
  const form = useAccountForm({ schema, result: mine, intent, fields });
  return (
    <PostForm
      form={form}
      intent={intent}
      aria-label={label}
      preventScrollReset
      className={cx("grid gap-4", className)}
    >
      {rowId ? <input type="hidden" name={rowField} value={rowId} /> : null}
      {children(form)}
      <div className={submitClassName}>
        <SubmitButton form={form} pendingLabel={pendingLabel}>
          {submit}
        </SubmitButton>
        {aside}
      </div>
    </PostForm>
  );
}
