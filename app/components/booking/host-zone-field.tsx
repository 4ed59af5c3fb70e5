import type { FieldFeedback } from "../ui/form-field";
import { FormSelect } from "../ui/form-controls";

/** The zone a host's hours are written in, from the zones the server offers. */
export function HostZoneField({
  form,
  zones,
  value,
  hint,
  className,
}: {
  form: FieldFeedback;
  zones: readonly string[];
  value: string;
  hint: string;
  className?: string;
}) {
  return (
    <FormSelect
      form={form}
      name="zone"
      label="Time zone"
      hint={hint}
      value={value}
      fieldClassName={className}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </FormSelect>
  );
}
