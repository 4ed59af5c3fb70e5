import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "../ui/button";
import { buttonClasses } from "../ui/button-link";
import { cx } from "../ui/cx";
import { inputClasses } from "../ui/input";
import { KeptValueInput } from "../ui/kept-value-input";

/** A filter control under its label; the control's id is the prefix and its name. */
function FilterField({
  idPrefix,
  name,
  label,
  children,
}: {
  idPrefix: string;
  name: string;
  label: string;
  children: (control: { id: string; name: string }) => ReactNode;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      {children({ id, name })}
    </div>
  );
}

/**
 * The controls of the console's GET filter forms. Each is keyed by its value, so a filter
 * that comes from the URL (Back, a shared link) resets the uncontrolled control after a
 * client-side navigation.
 */
export function FilterSelect({
  idPrefix,
  name,
  label,
  value,
  options,
}: {
  idPrefix: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <FilterField idPrefix={idPrefix} name={name} label={label}>
      {(control) => (
        <select
          {...control}
          key={value}
          defaultValue={value}
          className={cx(inputClasses, "cursor-pointer")}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

export function FilterInput({
  idPrefix,
  name,
  label,
  type,
  value,
}: {
  idPrefix: string;
  name: string;
  label: string;
  type: "search" | "date";
  value: string;
}) {
  return (
    <FilterField idPrefix={idPrefix} name={name} label={label}>
      {(control) => (
        <KeptValueInput control={control} type={type} value={value} />
      )}
    </FilterField>
  );
}

/** One control of a filter form: a select when it has options, else a search or date input. */
export type FilterControl<Name extends string> = {
  name: Name;
  label: string;
} & (
  { options: { value: string; label: string }[] } | { type: "search" | "date" }
);

/**
 * A filter form's controls in order, each showing its filter's current value from `values`
 * (blank when the filter is off); one id prefix keeps their ids apart from the page's others.
 */
export function FilterControls<Values extends object>({
  idPrefix,
  values,
  controls,
}: {
  idPrefix: string;
  values: Values;
  controls: FilterControl<Extract<keyof Values, string>>[];
}) {
  return controls.map((control) => {
    const value = values[control.name];
    const shown = value === null || value === undefined ? "" : String(value);
    return "options" in control ? (
      <FilterSelect
        key={control.name}
        idPrefix={idPrefix}
        name={control.name}
        label={control.label}
        value={shown}
        options={control.options}
      />
    ) : (
      <FilterInput
        key={control.name}
        idPrefix={idPrefix}
        name={control.name}
        label={control.label}
        type={control.type}
        value={shown}
      />
    );
  });
}

/** A filter select's options: "any" first when the filter can be off, then each value by its label. */
export function filterOptions<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
  any?: { value?: string; label: string },
): { value: string; label: string }[] {
  const options = values.map((value) => ({ value, label: labels[value] }));
  return any
    ? [{ value: any.value ?? "", label: any.label }, ...options]
    : options;
}

/** A filter form's buttons: Filter, and Reset back to the unfiltered tab once a filter is on. */
export function FilterActions({
  filtered,
  resetTo,
  className = "flex flex-wrap gap-2",
}: {
  filtered: boolean;
  resetTo: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button type="submit">Filter</Button>
      {filtered ? (
        <Link to={resetTo} className={buttonClasses("secondary")}>
          Reset
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A GET filter form: its controls, then Filter and Reset. A filtered list has a URL and works
 * without JavaScript.
 */
export function FilterForm({
  label,
  className,
  filtered,
  resetTo,
  actionsClassName,
  action,
  role,
  children,
}: {
  /** The form's accessible name ("Filter the queue"). */
  label: string;
  className: string;
  filtered: boolean;
  resetTo: string;
  actionsClassName?: string;
  action?: string;
  role?: "search";
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      action={action}
      role={role}
      aria-label={label}
      className={className}
    >
      {children}
      <FilterActions
        filtered={filtered}
        resetTo={resetTo}
        className={actionsClassName}
      />
    </Form>
  );
}

/** How many rows the current filter holds, announced politely when it changes. */
export function ResultCount({
  total,
  one,
  many,
}: {
  total: number;
  one: string;
  many: string;
}) {
  return (
    <p className="text-sm text-text-muted" aria-live="polite">
      {total.toLocaleString("en-GB")} {total === 1 ? one : many}
    </p>
  );
}
