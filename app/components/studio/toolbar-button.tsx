import type { LucideIcon } from "lucide-react";
import { Toolbar } from "radix-ui";
import type { ReactNode } from "react";

/*
 * One button of the editor's toolbar (editor-toolbar.tsx): an icon with its name as the
 * accessible label and tooltip, the keyboard shortcut in the platform's own words, and the
 * pressed, expanded and unavailable states as ARIA attributes the styles read.
 */

// Shortcut hints in the platform's own words; aria-keyshortcuts names both modifiers.
const isApple =
  typeof navigator !== "undefined" &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const hint = (keys: string) =>
  isApple
    ? keys.replace("Mod+", "⌘").replace("Shift+", "⇧")
    : keys.replace("Mod+", "Ctrl+");
const ariaShortcut = (keys: string) =>
  `${keys.replace("Mod+", "Control+")} ${keys.replace("Mod+", "Meta+")}`;

const buttonBase =
  "inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-1 rounded-md px-2 text-sm font-medium text-ink-900 " +
  "hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus " +
  "aria-pressed:bg-brand-100 aria-pressed:text-brand-800 aria-pressed:ring-1 aria-pressed:ring-brand-700 " +
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent";

export function ToolButton({
  label,
  icon: Icon,
  text,
  pressed,
  disabled,
  shortcut,
  expanded,
  controls,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  /** Visible text beside the icon; it must be part of `label` (the accessible name). */
  text?: string;
  pressed?: boolean;
  disabled?: boolean;
  shortcut?: string;
  expanded?: boolean;
  controls?: string;
  onClick: () => void;
}) {
  return (
    <Toolbar.Button
      // aria-disabled, not disabled: the button stays in the toolbar's arrow-key order and
      // keeps focus, so moving the cursor out of a table does not make it vanish.
      aria-disabled={disabled || undefined}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-keyshortcuts={shortcut ? ariaShortcut(shortcut) : undefined}
      aria-label={label}
      title={shortcut ? `${label} (${hint(shortcut)})` : label}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className={buttonBase}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {text ? <span aria-hidden="true">{text}</span> : null}
    </Toolbar.Button>
  );
}

export function Group({ children }: { children: ReactNode }) {
  return (
    <>
      <Toolbar.Separator className="mx-1 h-6 w-px bg-line" />
      {children}
    </>
  );
}
