import type { ButtonHTMLAttributes } from "react";
import { buttonClasses, type ButtonVariant } from "./button-link";
import { cx } from "./cx";
import { Spinner } from "./spinner";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant | "danger" | "link";
  /** While true the button is disabled and shows a spinner; `pendingLabel` replaces its text. */
  pending?: boolean;
  pendingLabel?: string;
};

const extraVariants = {
  danger:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-danger-700/40 bg-surface px-5 py-2.5 text-sm font-semibold text-danger-700 transition-colors hover:bg-danger-50 focus-visible:outline-offset-2",
  link: "inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline",
} as const;

/**
 * The button of hydrated areas, with the public site's look (button-link.tsx). A pending
 * button stays in the tab order (aria-disabled would not stop a second submit, so it is
 * really disabled) and says what is happening.
 */
export function Button({
  variant = "primary",
  pending = false,
  pendingLabel,
  className,
  children,
  disabled,
  type = "button",
  ...props
}: ButtonProps) {
  const classes =
    variant === "danger" || variant === "link"
      ? cx(extraVariants[variant], className)
      : buttonClasses(variant, className);
  return (
    <button
      {...props}
      // For a page React does not hydrate (app/enhance/account-form.ts).
      data-pending-label={pendingLabel}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cx(
        classes,
        "cursor-pointer disabled:cursor-not-allowed disabled:opacity-70",
      )}
    >
      {pending ? <Spinner className="size-4" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
