import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
} from "~/domain/analytics/analytics-period";
import { ChoiceLinks } from "../ui/choice-links";
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
    <ChoiceLinks
      label="Period"
      choices={ANALYTICS_PERIODS.map((days) => ({
        key: String(days),
        to: `${basePath}?period=${days}`,
        text: (
          <>
            <span className="sr-only">Last </span>
            {periodLabel(days)}
          </>
        ),
        current: days === current,
      }))}
    />
  );
}
