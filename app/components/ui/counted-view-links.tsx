import { Link } from "react-router";
import { cx } from "./cx";

/**
 * A list's views as links, each with how many rows it holds; the open one is marked
 * (aria-current). One URL per view, so it works without JavaScript.
 */
export function CountedViewLinks<View extends string>({
  label,
  views,
  current,
  labels,
  counts,
  hrefOf,
}: {
  label: string;
  views: readonly View[];
  current: View;
  labels: Readonly<Record<View, string>>;
  counts: Readonly<Record<View, number>>;
  hrefOf: (view: View) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {views.map((view) => {
        const open = view === current;
        return (
          <Link
            key={view}
            to={hrefOf(view)}
            aria-current={open ? "page" : undefined}
            className={cx(
              "inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold",
              open
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-line bg-surface text-ink-900 hover:bg-surface-muted",
            )}
          >
            {labels[view]}
            <span
              className={cx(
                "rounded-full px-2 text-xs",
                open ? "bg-white/20" : "bg-surface-muted",
              )}
            >
              {counts[view].toLocaleString("en-GB")}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
