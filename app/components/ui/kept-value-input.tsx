import type { ComponentProps } from "react";
import { cx } from "./cx";
import type { ControlProps } from "./field";
import { inputClasses } from "./input";

/**
 * What a field's control needs to start from a value the server gave back (what was posted,
 * what is stored, or the filter in the URL). The control is keyed by that value: a new one
 * after a post replaces what is typed.
 */
type Kept = {
  /** The label's tie (id, name), and what a Field adds: errors, hint, focus. */
  control: Pick<ControlProps, "id" | "name"> & Partial<ControlProps>;
  value: string | undefined;
  className?: string;
};

export function KeptValueInput({
  control,
  value,
  className,
  ...input
}: Omit<ComponentProps<"input">, keyof Kept | "defaultValue"> & Kept) {
  return (
    <input
      {...control}
      {...input}
      key={value}
      defaultValue={value}
      className={cx(inputClasses, className)}
    />
  );
}

export function KeptValueTextarea({
  control,
  value,
  className,
  ...textarea
}: Omit<ComponentProps<"textarea">, keyof Kept | "defaultValue"> & Kept) {
  return (
    <textarea
      {...control}
      {...textarea}
      key={value}
      defaultValue={value}
      className={cx(inputClasses, className)}
    />
  );
}

/** A select of the same kind; it keeps the pointer cursor of the console's selects. */
export function KeptValueSelect({
  control,
  value,
  className,
  ...select
}: Omit<ComponentProps<"select">, keyof Kept | "defaultValue"> & Kept) {
  return (
    <select
      {...control}
      {...select}
      key={value}
      defaultValue={value}
      className={cx(inputClasses, "cursor-pointer", className)}
    />
  );
}
