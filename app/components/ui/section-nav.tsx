import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cx } from "./cx";

export type SectionNavLink = {
  to: string;
  label: ReactNode;
  /** Active only on this exact URL, not below it (the section's first view). */
  end?: boolean;
  /** Active on more than its own URL too, e.g. on the pages a list leads to. */
  alsoActive?: boolean;
};

const linkClasses = (active: boolean) =>
  cx(
    "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold",
    active
      ? "bg-brand-50 text-brand-800 ring-1 ring-brand-700/30"
      : "text-ink-900 hover:bg-surface-muted",
  );

/** A console section's views as a row of links; the open one is highlighted. */
export function SectionNav({
  label,
  links,
}: {
  label: string;
  links: SectionNavLink[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            linkClasses(isActive || Boolean(link.alsoActive))
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
