import { CLIENT_STATUSES } from "~/domain/enums";
import { clientStatusLabels } from "~/domain/console/client-forms";
import type { FieldState } from "../client-work/ticket-fields";
import { cx } from "../ui/cx";
import { Field } from "../ui/field";
import { Input, inputClasses } from "../ui/input";

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
      <Field
        name="name"
        label="Client name"
        focus={form.autoFocus("name")}
        error={form.errorOf("name")}
      >
        {(control) => (
          <Input
            {...control}
            required
            maxLength={200}
            defaultValue={value("name")}
          />
        )}
      </Field>
      <Field
        name="companyName"
        label="Company"
        focus={form.autoFocus("companyName")}
        error={form.errorOf("companyName")}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={200}
            defaultValue={value("companyName")}
          />
        )}
      </Field>
      <Field
        name="contactEmail"
        label="Contact email"
        focus={form.autoFocus("contactEmail")}
        error={form.errorOf("contactEmail")}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            maxLength={254}
            defaultValue={value("contactEmail")}
          />
        )}
      </Field>
      <Field
        name="contactPhone"
        label="Contact phone"
        focus={form.autoFocus("contactPhone")}
        error={form.errorOf("contactPhone")}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            maxLength={50}
            defaultValue={value("contactPhone")}
          />
        )}
      </Field>
      <Field
        name="notes"
        label="Notes"
        focus={form.autoFocus("notes")}
        error={form.errorOf("notes")}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={5000}
            defaultValue={value("notes")}
            className={inputClasses}
          />
        )}
      </Field>
      {withStatus ? (
        <Field
          name="status"
          label="Status"
          hint="An inactive client's people can no longer open the client portal."
          focus={form.autoFocus("status")}
          error={form.errorOf("status")}
        >
          {(control) => (
            <select
              {...control}
              defaultValue={value("status") || "active"}
              className={selectClasses}
            >
              {CLIENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {clientStatusLabels[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
    </>
  );
}
