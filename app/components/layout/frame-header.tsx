import type { ReactNode } from "react";
import { cx } from "../ui/cx";

/**
 * The top of a signed-in frame's page: whose space it is, the page's h1, and a line on what
 * the space holds. The demo dashboard shows it as the client portal does, with a badge after
 * the client's name.
 */
export function FrameHeader({
  owner,
  badge,
  title,
  intro,
}: {
  owner: ReactNode;
  badge?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <header className="grid gap-1">
      <p
        className={cx(
          badge ? "flex flex-wrap items-center gap-2" : null,
          "text-sm font-semibold tracking-wide text-brand-700 uppercase",
        )}
      >
        {owner}
        {badge}
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">
        {title}
      </h1>
      {intro ? <p className="text-text-muted">{intro}</p> : null}
    </header>
  );
}
