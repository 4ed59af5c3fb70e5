import type { ReactNode } from "react";
import { FormField, type FieldFeedback } from "./form-field";
import {
  KeptValueInput,
  KeptValueSelect,
  KeptValueTextarea,
  type Kept,
} from "./kept-value-input";

/** The labelled field of a form (form-field.tsx) around one control that keeps its value. */
type FieldOf = {
  form: FieldFeedback;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  /** Classes for the field's own box (label, hint, control, error), e.g. its width. */
  fieldClassName?: string;
};

function formControl<Props extends Kept>(Control: (props: Props) => ReactNode) {
  return function FormControl({
    form,
    name,
    label,
    hint,
    value,
    fieldClassName,
    ...props
  }: FieldOf &
    Omit<Props, "control" | "value" | "name" | "form" | "defaultValue">) {
    return (
      <FormField
        form={form}
        name={name}
        label={label}
        hint={hint}
        className={fieldClassName}
      >
        {(control) => (
          <Control {...({ ...props, control, value } as unknown as Props)} />
        )}
      </FormField>
    );
  };
}

export const FormInput = formControl(KeptValueInput);
export const FormTextarea = formControl(KeptValueTextarea);
export const FormSelect = formControl(KeptValueSelect);
