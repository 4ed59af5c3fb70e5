import type { ComponentProps, ReactNode } from "react";
import { FormField, type FieldFeedback } from "./form-field";
import {
  KeptValueInput,
  KeptValueSelect,
  KeptValueTextarea,
} from "./kept-value-input";

/** The labelled field of a form (form-field.tsx) around one control that keeps its value. */
type FieldOf = {
  form: FieldFeedback;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
};

type Own = "name" | "value" | "defaultValue" | "form" | "control";

export function FormInput({
  form,
  name,
  label,
  hint,
  value,
  ...input
}: FieldOf & Omit<ComponentProps<typeof KeptValueInput>, Own>) {
  return (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <KeptValueInput control={control} value={value} {...input} />
      )}
    </FormField>
  );
}

export function FormTextarea({
  form,
  name,
  label,
  hint,
  value,
  ...textarea
}: FieldOf & Omit<ComponentProps<typeof KeptValueTextarea>, Own>) {
  return (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <KeptValueTextarea control={control} value={value} {...textarea} />
      )}
    </FormField>
  );
}

export function FormSelect({
  form,
  name,
  label,
  hint,
  value,
  ...select
}: FieldOf & Omit<ComponentProps<typeof KeptValueSelect>, Own>) {
  return (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <KeptValueSelect control={control} value={value} {...select} />
      )}
    </FormField>
  );
}
