import type { ComponentProps } from "react";
import { Field } from "./field";

/**
 * What a form tells its fields: the error of each, and which one takes the focus. Both form
 * hooks give it: useAccountForm (account, portal) and the console's.
 */
export type FieldFeedback = {
  errorOf: (name: string) => string | undefined;
  autoFocus: (name: string) => boolean;
};

/**
 * A labelled field of a form: its error and its focus come from the form's state by name —
 * after a failed plain post, the first field in error takes the focus; `focus` overrides that.
 */
export function FormField({
  form,
  name,
  focus,
  ...field
}: Omit<ComponentProps<typeof Field>, "error" | "focus"> & {
  form: FieldFeedback;
  focus?: boolean;
}) {
  return (
    <Field
      {...field}
      name={name}
      focus={focus ?? form.autoFocus(name)}
      error={form.errorOf(name)}
    />
  );
}

/** A select's options: each value, shown by its label. */
export function LabelledOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Readonly<Record<Value, string>> | ((value: Value) => string);
}) {
  const labelOf =
    typeof labels === "function" ? labels : (value: Value) => labels[value];
  return values.map((value) => (
    <option key={value} value={value}>
      {labelOf(value)}
    </option>
  ));
}
