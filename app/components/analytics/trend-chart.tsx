import { useId } from "react";
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  trendGeometry,
} from "~/domain/analytics/trend-chart-geometry";
import { count, longDay, shortDay } from "./analytics-format";

export type TrendPoint = {
  day: string;
  value: number;
  previousDay: string;
  previousValue: number;
};

const th =
  "border-b border-line bg-surface-muted px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-800 uppercase";
const td = "border-b border-line px-3 py-2 text-left text-ink-900 tabular-nums";

/**
 * A daily trend drawn on the server as inline SVG: this period's line over the previous
 * period's (dashed), on one scale. The SVG is an image with a name and a one-sentence summary;
 * its numbers follow in a table, the accessible equivalent, one row per day. The SVG stretches
 * to its box, so its labels are HTML beside it and its strokes keep their width
 * (vector-effect).
 */
export function TrendChart({
  id,
  title,
  measure,
  points,
  periodName,
}: {
  id: string;
  title: string;
  /** What a value counts, lower case and plural ("visitors"). */
  measure: string;
  points: TrendPoint[];
  periodName: string;
}) {
  const titleId = `${id}-title`;
  const svgTitleId = useId();
  const geometry = trendGeometry([
    points.map((point) => point.value),
    points.map((point) => point.previousValue),
  ]);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const previousTotal = points.reduce(
    (sum, point) => sum + point.previousValue,
    0,
  );
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `${title}, ${longDay(first.day)} to ${longDay(last.day)}: ${count(total)} ${measure} in this period, ${count(previousTotal)} in the previous ${periodName}.`
      : title;
  return (
    <section
      aria-labelledby={titleId}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border border-line bg-surface p-4 sm:p-6"
      data-chart={id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="text-lg font-semibold text-ink-900">
          {title}
        </h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-900">
          <li className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-0.5 w-6 bg-brand-700"
            />
            This period
          </li>
          <li className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block w-6 border-t-2 border-dashed border-text-muted"
            />
            Previous {periodName}
          </li>
        </ul>
      </div>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          aria-hidden="true"
          className="relative h-48 min-w-8 text-right text-xs text-text-muted tabular-nums"
        >
          {/* Every other gridline's value, centred on its line: 0, the middle and the top. */}
          {geometry.gridlines
            .filter((_, index) => index % 2 === 0)
            .map((line) => (
              <span
                key={line.value}
                className="absolute right-0 -translate-y-1/2 leading-none"
                style={{ top: `${(line.y / CHART_HEIGHT) * 100}%` }}
              >
                {count(line.value)}
              </span>
            ))}
        </div>
        <svg
          role="img"
          aria-labelledby={svgTitleId}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 w-full overflow-visible"
        >
          <title id={svgTitleId}>{summary}</title>
          {geometry.gridlines.map((line) => (
            <line
              key={line.value}
              x1={0}
              x2={CHART_WIDTH}
              y1={line.y}
              y2={line.y}
              className="stroke-line"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <polyline
            points={geometry.lines[1]}
            fill="none"
            className="stroke-text-muted"
            strokeWidth={2}
            strokeDasharray="6 4"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          <polyline
            points={geometry.lines[0]}
            fill="none"
            className="stroke-brand-700"
            strokeWidth={2.5}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {first && last ? (
          <div
            aria-hidden="true"
            className="col-start-2 flex justify-between pt-1 text-xs text-text-muted"
          >
            <span>{shortDay(first.day)}</span>
            <span>{shortDay(last.day)}</span>
          </div>
        ) : null}
      </div>
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
          Show the numbers<span className="sr-only">: {title}</span>
        </summary>
        <div
          className="relative mt-2 max-h-96 overflow-auto rounded-lg border border-line"
          role="region"
          aria-label={`${title}: data table`}
          data-table-scroll=""
          // A long or wide table scrolls inside its own focusable region.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full min-w-[20rem] border-collapse text-sm">
            <caption className="sr-only">{`${title}, this period and the previous ${periodName}`}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Day
                </th>
                <th scope="col" className={th}>
                  This period
                </th>
                <th scope="col" className={th}>
                  Previous {periodName}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.day} data-day={point.day}>
                  <th
                    scope="row"
                    className={`${td} font-semibold whitespace-nowrap`}
                  >
                    <time dateTime={point.day}>{longDay(point.day)}</time>
                  </th>
                  <td className={td}>{count(point.value)}</td>
                  <td className={td}>
                    {count(point.previousValue)}{" "}
                    <span className="text-text-muted">
                      (
                      <time dateTime={point.previousDay}>
                        {shortDay(point.previousDay)}
                      </time>
                      )
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
