import {
  clampProgress,
  progressTone,
  type ProgressTone,
} from "~/domain/sales-demo/demo-format";
import { cx } from "../ui/cx";

// Each fill is 3:1 or better against the ink-100 track (app.css), the non-text contrast a
// bar needs; the percentage is also written out, so colour never carries it alone.
const fills: Record<ProgressTone, string> = {
  green: "bg-progress-green",
  yellow: "bg-progress-yellow",
  blue: "bg-progress-blue",
};

/**
 * A project's progress: 80 and over green, 50 and over yellow, otherwise blue.
 * A real progressbar for assistive technology, named by `label` ("Progress of …") so two
 * bars on one page are told apart; data-tone lets tests read the rule without parsing colours.
 */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const percent = clampProgress(value);
  const tone = progressTone(percent);
  return (
    <div className={cx("grid gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-text-muted">Progress</span>
        {/* Hidden from the accessibility tree: the progressbar already announces the value. */}
        <span
          aria-hidden="true"
          data-progress-text
          className="font-semibold text-ink-900 tabular-nums"
        >
          {percent}% complete
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        data-tone={tone}
        className="h-2.5 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          data-progress-fill
          className={cx("h-full rounded-full", fills[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
