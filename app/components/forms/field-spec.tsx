import { useIntl, type MessageDescriptor } from "react-intl";
import type { Option } from "~/domain/forms/options";
import {
  FileField,
  SelectField,
  TextAreaField,
  TextField,
  type FieldState,
} from "./fields";

type LabelledField = {
  /** The name the schema validates (app/domain/forms/lead-forms.ts). */
  name: string;
  label: MessageDescriptor;
  required?: boolean;
  hint?: MessageDescriptor;
};

/**
 * One field of a lead form as data: what the visitor reads and what the browser needs
 * (type, autocomplete). Its value and error come from the page's answer (lead-form-state.ts),
 * so the same markup serves with and without JavaScript.
 */
export type FieldSpec =
  | (LabelledField & {
      control: "text";
      type?: "text" | "email" | "tel" | "url";
      autoComplete?: string;
      /** An example value, shown as written in both languages. */
      placeholder?: string;
    })
  | (LabelledField & {
      control: "select";
      options: readonly Option[];
      placeholder?: MessageDescriptor;
    })
  | (LabelledField & { control: "textarea"; rows?: number })
  | (LabelledField & { control: "file"; accept: string })
  | { control: "hidden"; name: string; value: string };

/** Fields that stand side by side from the `sm` breakpoint on. */
export type FieldRow = { row: readonly FieldSpec[] };

/** A form's fields in page order: the order errors take focus in. */
export type FieldLayout = readonly (FieldSpec | FieldRow)[];

export function fieldNames(layout: FieldLayout): string[] {
  return layout
    .flatMap((item) => ("row" in item ? item.row : [item]))
    .map((spec) => spec.name);
}

/** The fields most lead forms ask for, worded once. */
export const personFields = {
  firstName: {
    control: "text",
    name: "firstName",
    label: { id: "forms.firstName", defaultMessage: "First name" },
    required: true,
    autoComplete: "given-name",
  },
  lastName: {
    control: "text",
    name: "lastName",
    label: { id: "forms.lastName", defaultMessage: "Last name" },
    required: true,
    autoComplete: "family-name",
  },
  email: {
    control: "text",
    name: "email",
    label: { id: "forms.email", defaultMessage: "Email" },
    type: "email",
    required: true,
    autoComplete: "email",
  },
  workEmail: {
    control: "text",
    name: "email",
    label: { id: "forms.workEmail", defaultMessage: "Work email" },
    type: "email",
    required: true,
    autoComplete: "email",
  },
  phone: {
    control: "text",
    name: "phone",
    label: { id: "forms.phone", defaultMessage: "Phone" },
    type: "tel",
    autoComplete: "tel",
  },
} as const satisfies Record<string, FieldSpec>;

/** Renders a layout; `field` and `focus` are the form's state (useLeadFormState). */
export function FormFields({
  layout,
  field,
  focus,
}: {
  layout: FieldLayout;
  field: (name: string) => FieldState;
  focus: string | null;
}) {
  return layout.map((item) =>
    "row" in item ? (
      <div key={item.row[0]?.name} className="grid gap-4 sm:grid-cols-2">
        {item.row.map((spec) => (
          <FormField key={spec.name} spec={spec} field={field} focus={focus} />
        ))}
      </div>
    ) : (
      <FormField key={item.name} spec={item} field={field} focus={focus} />
    ),
  );
}

function FormField({
  spec,
  field,
  focus,
}: {
  spec: FieldSpec;
  field: (name: string) => FieldState;
  focus: string | null;
}) {
  const intl = useIntl();
  if (spec.control === "hidden")
    return <input type="hidden" name={spec.name} value={spec.value} />;
  const common = {
    field: field(spec.name),
    label: intl.formatMessage(spec.label),
    required: spec.required,
    hint: spec.hint ? intl.formatMessage(spec.hint) : undefined,
    focusOnLoad: focus === spec.name,
  };
  switch (spec.control) {
    case "text":
      return (
        <TextField
          {...common}
          type={spec.type}
          autoComplete={spec.autoComplete}
          placeholder={spec.placeholder}
        />
      );
    case "select":
      return (
        <SelectField
          {...common}
          options={spec.options}
          placeholder={
            spec.placeholder ? intl.formatMessage(spec.placeholder) : undefined
          }
        />
      );
    case "textarea":
      return <TextAreaField {...common} rows={spec.rows} />;
    case "file":
      return <FileField {...common} accept={spec.accept} />;
  }
}
