import type { ComponentProps, ElementType } from "react";
import { cx } from "./cx";
import type { ControlProps } from "./field";
import { inputClasses } from "./input";

/**
 * What a field's control needs to start from a value the server gave back (what was posted,
 * what is stored, or the filter in the URL). The control is keyed by that value: a new one
 * after a post replaces what is typed.
 */
export type Kept = {
  /** The label's tie (id, name), and what a Field adds: errors, hint, focus. */
  control: Pick<ControlProps, "id" | "name"> & Partial<ControlProps>;
  value: string | undefined;
  className?: string;
};

type KeptProps<Tag extends "input" | "textarea" | "select"> = Omit<
  ComponentProps<Tag>,
  keyof Kept | "defaultValue"
> &
  Kept;

function keptValueControl<Tag extends "input" | "textarea" | "select">(
  tag: Tag,
  classes: string,
) {
  const Control = tag as ElementType;
  return function KeptValueControl({
    control,
    value,
    className,
    ...props
  }: KeptProps<Tag>) {
    return (
      <Control
        {...control}
        {...props}
        key={value}
        defaultValue={value}
        className={cx(classes, className)}
      />
    );
  };
}

export const KeptValueInput = keptValueControl("input", inputClasses);
export const KeptValueTextarea = keptValueControl("textarea", inputClasses);
/** A select keeps the pointer cursor of the console's selects. */
export const KeptValueSelect = keptValueControl(
  "select",
  cx(inputClasses, "cursor-pointer"),
);
