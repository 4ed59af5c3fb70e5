import type { LinkProps } from "react-router";
import { SiteLink } from "./site-link";
import { cx } from "./cx";

export type ButtonVariant =
  "primary" | "secondary" | "ghost-on-dark" | "outline-on-dark";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold " +
  "transition-colors focus-visible:outline-offset-2";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary:
    "border border-line bg-surface text-ink-900 hover:bg-surface-muted",
  "ghost-on-dark": "text-white hover:bg-white/10",
  "outline-on-dark": "border border-white/40 text-white hover:bg-white/10",
};

export function buttonClasses(
  variant: ButtonVariant = "primary",
  className?: string,
): string {
  return cx(base, variants[variant], className);
}

/**
 * A link styled as a button: navigation is a link, even when it looks like an action. A
 * target on the same page ("#solutions") is a plain anchor: React Router's Link resolves it
 * against the route ("/capabilities/x/#solutions"), a different URL that reloads the page.
 */
export function ButtonLink({
  variant = "primary",
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  const classes = buttonClasses(variant, className);
  if (typeof props.to === "string" && props.to.startsWith("#")) {
    // The router-only props have no meaning on a plain anchor.
    const {
      to,
      discover: _d,
      prefetch: _p,
      reloadDocument: _r,
      replace: _re,
      state: _s,
      ...rest
    } = props;
    const {
      preventScrollReset: _ps,
      relative: _rel,
      viewTransition: _v,
      children,
      ...anchor
    } = rest;
    return (
      <a {...anchor} href={to} className={classes}>
        {children}
      </a>
    );
  }
  return <SiteLink {...props} className={classes} />;
}
