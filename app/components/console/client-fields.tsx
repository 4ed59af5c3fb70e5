import { CLIENT_STATUSES } from "~/domain/enums";
import { clientStatusLabels } from "~/domain/console/client-forms";
import type { FieldState } from "../client-work/ticket-fields";
import { cx } from "../ui/cx";
import { Input, inputClasses } from "../ui/input";
import { FormField, LabelledOptions } from "../ui/form-field";

/**
 * A select's look: the inputs' without their read-only style, which a select matches (it
 * takes no typed text) and which would make it look disabled.
 */
export const selectClasses = cx(
  inputClasses.replace(/\s*read-only:\S+/g, ""),
  "cursor-pointer",
);

/** What a client form starts from: the stored row when editing, nothing when adding. */
export type ClientDefaults = {
  name?: string;
  companyName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  notes?: string | null;
  status?: string;
};

/**
 * Add Client's fields (and the page form of `?new=1`): name required, the rest optional.
 * What the server handed back after a refused post wins over the defaults.
 */
export function ClientFields({
  form,
  defaults = {},
  withStatus = false,
}: {
  form: FieldState;
  defaults?: ClientDefaults;
  withStatus?: boolean;
}) {
  const value = (name: keyof ClientDefaults) =>
    form.valueOf(name) ?? defaults[name] ?? "";
  return (
    <>
      <FormField form={form} name="name" label="Client name">
        {(control) => (
          <Input
            {...control}
            required
            maxLength={200}
            defaultValue={value("name")}
          />
        )}
      </FormField>
      <FormField form={form} name="companyName" label="Company">
        {(control) => (
          <Input
            {...control}
            maxLength={200}
            defaultValue={value("companyName")}
          />
        )}
      </FormField>
      <FormField form={form} name="contactEmail" label="Contact email">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            maxLength={254}
            defaultValue={value("contactEmail")}
          />
        )}
      </FormField>
      <FormField form={form} name="contactPhone" label="Contact phone">
        {(control) => (
          <Input
            {...control}
            type="tel"
            maxLength={50}
            defaultValue={value("contactPhone")}
          />
        )}
      </FormField>
      <FormField form={form} name="notes" label="Notes">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={5000}
            defaultValue={value("notes")}
            className={inputClasses}
          />
        )}
      </FormField>
      {withStatus ? (
        <FormField
          form={form}
          name="status"
          label="Status"
          hint="An inactive client's people can no longer open the client portal."
        >
          {(control) => (
            <select
              {...control}
              defaultValue={value("status") || "active"}
              className={selectClasses}
            >
              <LabelledOptions
                values={CLIENT_STATUSES}
                labels={clientStatusLabels}
              />
            </select>
          )}
        </FormField>
      ) : null}
    </>
  );
}
