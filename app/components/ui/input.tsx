import { FormattedMessage } from "react-intl";
import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { useHydrated } from "./use-hydrated";
import { cx } from "./cx";

// The public forms' control look (app/components/forms/fields.tsx), 44 px tall.
export const inputClasses =
  "block min-h-11 w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-text-muted/80 " +
  "focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger-700 " +
  "read-only:bg-surface-muted read-only:text-text-muted";

export type InputProps = ComponentProps<"input">;

export function Input({ className, ...props }: InputProps) {
  return <input {...props} className={cx(inputClasses, className)} />;
}

/**
 * A password input with a show/hide toggle. The toggle needs JavaScript, so it appears only
 * once the page is hydrated — or, on a page that is not, once app/enhance/password-toggle.ts
 * has run; without it the field is a plain password field. Paste is never blocked (ASVS 6.2.7).
 */
export function PasswordInput({
  className,
  ...props
}: Omit<InputProps, "type">) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative" data-enhance="password-toggle">
      <input
        {...props}
        type={visible ? "text" : "password"}
        // Browsers must not spell-check or capitalise a shown password.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cx(inputClasses, hydrated && "pr-12", className)}
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={props.id}
          className="absolute inset-y-0 right-0 inline-flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-text-muted hover:text-ink-900"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">
            <FormattedMessage
              id="ui.showPassword"
              defaultMessage="Show password"
            />
          </span>
        </button>
      ) : null}
    </div>
  );
}
