import type { FormResult } from "~/domain/forms/form-result";
import { CLIENT_STATUSES } from "~/domain/enums";
import {
  clientStatusLabels,
  updateClientSchema,
} from "~/domain/console/client-forms";
import { useAccountForm } from "../forms/use-account-form";
import { PostForm, SubmitButton } from "../forms/account-form-fields";
import { ButtonLink } from "../ui/button-link";
import { cx } from "../ui/cx";
import { inputClasses } from "../ui/input";
import { selectClasses } from "./client-fields";
import { LabelledOptions } from "../ui/form-field";

export const EDIT_FIELDS = [
  "name",
  "companyName",
  "contactEmail",
  "contactPhone",
  "notes",
  "status",
] as const;
type EditField = (typeof EDIT_FIELDS)[number];

/** The row being edited: its inputs sit in the table's cells and belong to one form by id. */
export type RowEditor = {
  formId: string;
  control: (
    name: EditField,
    label: string,
    value: string | null,
    kind?: "text" | "email" | "tel" | "textarea" | "status",
  ) => React.ReactNode;
};

/**
 * Inline edit of one client row (`?edit=<id>`): each cell holds its own input, all tied to
 * the form in the Actions cell by the `form` attribute, so the row stays a table row and the
 * post works without JavaScript.
 */
export function useRowEditor(
  clientId: string,
  result: (FormResult & { clientId?: string | null }) | undefined,
): RowEditor & { form: ReturnType<typeof useAccountForm> } {
  const mine = result?.clientId === clientId ? result : null;
  const form = useAccountForm({
    schema: updateClientSchema,
    result: mine,
    intent: "update",
    fields: EDIT_FIELDS,
  });
  const formId = form.formProps.id;
  const control: RowEditor["control"] = (name, label, value, kind = "text") => {
    const error = form.errorOf(name);
    const controlId = `${formId}-${name}`;
    const errorId = `${controlId}-error`;
    // Opening the row focuses its first field; after a refused save, the first in error.
    const anyError = EDIT_FIELDS.some((field) => form.errorOf(field));
    const common = {
      id: controlId,
      form: formId,
      name,
      "aria-invalid": error ? (true as const) : undefined,
      "aria-describedby": error ? errorId : undefined,
      autoFocus:
        (anyError ? form.autoFocus(name) : name === EDIT_FIELDS[0]) ||
        undefined,
      defaultValue: form.valueOf(name) ?? value ?? "",
      className: cx(inputClasses, "min-w-36 text-sm"),
    };
    return (
      <div className="grid gap-1">
        {/* A visible label for every field: a placeholder or aria-label alone is gone once typed in. */}
        <label
          htmlFor={controlId}
          className="text-xs font-semibold text-ink-800"
        >
          {label}
        </label>
        {kind === "textarea" ? (
          <textarea {...common} rows={2} maxLength={5000} />
        ) : kind === "status" ? (
          <select {...common} className={cx(selectClasses, "min-w-36 text-sm")}>
            <LabelledOptions
              values={CLIENT_STATUSES}
              labels={clientStatusLabels}
            />
          </select>
        ) : (
          <input {...common} type={kind} />
        )}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return { formId, control, form };
}

/** Save and Cancel, and the form the row's inputs belong to. */
export function RowEditActions({
  clientId,
  form,
  cancelTo,
}: {
  clientId: string;
  form: ReturnType<typeof useAccountForm>;
  cancelTo: string;
}) {
  return (
    <PostForm form={form} intent="update" className="flex flex-wrap gap-2">
      <input type="hidden" name="clientId" value={clientId} />
      <SubmitButton form={form} pendingLabel="Saving…">
        Save
      </SubmitButton>
      <ButtonLink to={cancelTo} variant="secondary" preventScrollReset>
        Cancel
      </ButtonLink>
    </PostForm>
  );
}
