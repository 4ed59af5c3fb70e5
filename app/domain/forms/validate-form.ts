import type { z } from "zod";
import type { FieldErrors } from "./lead-form-response";

/**
 * Form data judged by a form's zod schema, the same way in the browser and on the server:
 * one value per field (the first), files kept as files, and the schema's messages grouped
 * by field. Issues without a field ("" key) are errors of the whole form.
 */
export type FormValues = Record<string, FormDataEntryValue>;

export function formValues(
  entries: Iterable<[string, FormDataEntryValue]>,
): FormValues {
  const values: FormValues = {};
  for (const [name, value] of entries)
    if (!Object.hasOwn(values, name)) values[name] = value;
  return values;
}

/** The text the visitor typed, to put back into the form (files cannot be put back). */
export function textValues(values: FormValues): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    if (typeof value === "string") text[name] = value;
  return text;
}

export type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; fieldErrors: FieldErrors; formErrors: string[] };

export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: FormValues,
): Validation<z.output<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: FieldErrors = {};
  const formErrors: string[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === undefined) formErrors.push(issue.message);
    else (fieldErrors[String(field)] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors, formErrors };
}

/** The ids a field's control, hint and error carry: the server renders them, the browser finds them. */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, descriptionId: `${id}-description`, errorId: `${id}-error` };
}

export function formErrorsId(formId: string): string {
  return `${formId}-form-errors`;
}
