import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import {
  changeOf,
  type AnalyticsTotals as Totals,
} from "~/domain/analytics/analytics-dashboard";
import { FigureCards } from "../ui/figure-cards";
import { count, percent } from "./analytics-format";

type ChangingFigure = {
  key: string;
  label: string;
  value: string;
  /** The change against the previous period, in words a screen reader reads whole. */
  change: { text: string; direction: "up" | "down" | "same" };
};

function countChange(
  current: number,
  previous: number,
  periodName: string,
): ChangingFigure["change"] {
  const change = changeOf(current, previous);
  const against = `the previous ${periodName} (${count(previous)})`;
  if (change.kind === "same")
    return { text: `No change on ${against}`, direction: "same" };
  if (change.kind === "new")
    return { text: `Up from none in ${against}`, direction: "up" };
  return {
    text: `${change.kind === "up" ? "Up" : "Down"} ${change.percent}% on ${against}`,
    direction: change.kind,
  };
}

/** A rate moves in percentage points, never in a percent of a percent. */
function rateChange(
  current: number | null,
  previous: number | null,
  periodName: string,
): ChangingFigure["change"] {
  const against = `the previous ${periodName} (${percent(previous)})`;
  const points = Math.round(((current ?? 0) - (previous ?? 0)) * 1000) / 10;
  if (points === 0)
    return { text: `No change on ${against}`, direction: "same" };
  return {
    text: `${points > 0 ? "Up" : "Down"} ${Math.abs(points)} points on ${against}`,
    direction: points > 0 ? "up" : "down",
  };
}

const icons = { up: ArrowUp, down: ArrowDown, same: Minus };

/** The period's headline figures, each with its change against the previous period. */
export function AnalyticsTotals({
  current,
  previous,
  periodName,
}: {
  current: Totals;
  previous: Totals;
  periodName: string;
}) {
  const figures: ChangingFigure[] = [
    {
      key: "visitors",
      label: "Visitors",
      value: count(current.visitors),
      change: countChange(current.visitors, previous.visitors, periodName),
    },
    {
      key: "page-views",
      label: "Page views",
      value: count(current.pageViews),
      change: countChange(current.pageViews, previous.pageViews, periodName),
    },
    {
      key: "sessions",
      label: "Visits",
      value: count(current.sessions),
      change: countChange(current.sessions, previous.sessions, periodName),
    },
    {
      key: "conversions",
      label: "Conversions (leads sent)",
      value: count(current.conversions),
      change: countChange(
        current.conversions,
        previous.conversions,
        periodName,
      ),
    },
    {
      key: "conversion-rate",
      label: "Conversion rate (per visit)",
      value: percent(current.conversionRate),
      change: rateChange(
        current.conversionRate,
        previous.conversionRate,
        periodName,
      ),
    },
  ];
  return (
    <FigureCards
      label="This period's totals"
      className="min-[420px]:grid-cols-2 lg:grid-cols-5"
      figures={figures.map(({ change, ...figure }) => {
        const Icon = icons[change.direction];
        return {
          ...figure,
          detail: (
            <span className="flex items-start gap-1">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{change.text}</span>
            </span>
          ),
        };
      })}
    />
  );
}
