import { useId, type ReactNode } from "react";
import { cx } from "./cx";

export function Label({
  htmlFor,
  children,
  className,
}: {
  htmlFor: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={cx("text-sm font-medium text-ink-900", className)}
    >
      {children}
    </label>
  );
}

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  autoFocus: true | undefined;
};

/**
 * A labelled field. It gives its control (through the render prop) the id the label points
 * at, `aria-invalid` when there is an error, and `aria-describedby` naming the hint and the
 * error, so a screen reader reads the message with the field. The error line is there even
 * when empty, so the form does not jump when one appears.
 */
export function Field({
  name,
  label,
  error,
  hint,
  labelAside,
  focus,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Something at the end of the label's line, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /**
   * Focus the control when the page loads: for the first field in error after a post
   * without JavaScript (with JavaScript, useAccountForm moves focus), or a page's only field.
   */
  focus?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = `${useId()}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cx("grid gap-1.5", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby":
          cx(hint ? hintId : null, error ? errorId : null) || undefined,
        autoFocus: focus || undefined,
      })}
      <p
        id={errorId}
        data-field-error={name}
        className="min-h-5 text-sm font-medium text-danger-700"
      >
        {error ?? ""}
      </p>
    </div>
  );
}
