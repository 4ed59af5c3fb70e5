import type { ReactNode } from "react";
import { cx } from "./cx";

/** A group of a long form's fields, in a card, under a heading that names them. */
export function FieldGroup({
  legend,
  children,
  className,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={cx(
        "grid gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6",
        className,
      )}
    >
      <legend className="px-1 text-base font-semibold text-ink-900">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}
