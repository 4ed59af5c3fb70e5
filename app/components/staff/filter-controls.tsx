import { cx } from "../ui/cx";
import { inputClasses } from "../ui/input";

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
  const id = `${idPrefix}-${name}`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
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
    </div>
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
  const id = `${idPrefix}-${name}`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        key={value}
        defaultValue={value}
        className={inputClasses}
      />
    </div>
  );
}
