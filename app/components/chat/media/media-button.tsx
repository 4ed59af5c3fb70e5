import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cx } from "~/components/ui/cx";

/**
 * The square icon button of the chat panel's media controls. It always has an accessible
 * name (`label`); the disabled state is visible (faded, no pointer) and `active` marks a
 * control that is running now (recording, speaking) so it reads as "press again to stop".
 */
export const MediaButton = forwardRef<
  HTMLButtonElement,
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label"> & {
    label: string;
    active?: boolean;
  }
>(function MediaButton(
  { label, active = false, className, type = "button", children, ...props },
  ref,
) {
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cx(
        "inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg transition-colors",
        "focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-50",
        active
          ? "bg-danger-50 text-danger-700 hover:bg-danger-50"
          : "text-text-muted hover:bg-surface-muted hover:text-ink-900 disabled:hover:bg-transparent disabled:hover:text-text-muted",
        className,
      )}
    >
      {children}
    </button>
  );
});
