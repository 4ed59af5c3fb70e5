import type { ReactNode } from "react";
import { cx } from "./cx";

/**
 * A console page's title and the paragraph under it that says what the page holds, with its
 * actions (a "New…" link, an export) on the right when it has some.
 */
export function PageHeading({
  title,
  children,
  actions,
  relaxed = false,
}: {
  title: ReactNode;
  /** The intro paragraph's text. */
  children: ReactNode;
  actions?: ReactNode;
  /** Roomier lines, for a longer intro. */
  relaxed?: boolean;
}) {
  const heading = (
    <div className="grid gap-1">
      <h2 className="text-2xl font-bold text-ink-900">{title}</h2>
      <p
        className={cx(
          "max-w-prose text-sm text-text-muted",
          relaxed && "leading-6",
        )}
      >
        {children}
      </p>
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {heading}
      {actions}
    </div>
  );
}
