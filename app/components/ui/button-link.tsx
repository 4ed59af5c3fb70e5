import { Link, type LinkProps } from "react-router";
import { cx } from "./cx";

export type ButtonVariant = "primary" | "secondary" | "ghost-on-dark" | "outline-on-dark";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold " +
  "transition-colors focus-visible:outline-offset-2";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-line bg-surface text-ink-900 hover:bg-surface-muted",
  "ghost-on-dark": "text-white hover:bg-white/10",
  "outline-on-dark": "border border-white/40 text-white hover:bg-white/10",
};

export function buttonClasses(variant: ButtonVariant = "primary", className?: string): string {
  return cx(base, variants[variant], className);
}

/** A link styled as a button: navigation is a link, even when it looks like an action. */
export function ButtonLink({ variant = "primary", className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClasses(variant, className)} />;
}
