import { Link } from "react-router";
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
} from "~/domain/analytics/analytics-period";
import { cx } from "../ui/cx";
import { periodLabel } from "./analytics-format";

/** The period as links (?period=N): one URL each, so it works without JavaScript. */
export function PeriodLinks({
  basePath,
  current,
}: {
  basePath: string;
  current: AnalyticsPeriod;
}) {
  return (
    <nav aria-label="Period" className="min-w-0">
      <ul className="inline-grid grid-cols-4 gap-1 rounded-lg bg-surface p-1 ring-1 ring-line">
        {ANALYTICS_PERIODS.map((days) => (
          <li key={days}>
            <Link
              to={`${basePath}?period=${days}`}
              aria-current={days === current ? "page" : undefined}
              className={cx(
                "inline-flex min-h-11 w-full items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors",
                days === current
                  ? "bg-brand-700 text-white"
                  : "text-text-muted hover:bg-surface-muted hover:text-ink-900",
              )}
            >
              <span className="sr-only">Last </span>
              {periodLabel(days)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
