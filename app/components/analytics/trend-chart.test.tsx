import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TrendChart } from "./trend-chart";

const points = [
  { day: "2026-03-01", value: 4, previousDay: "2026-02-22", previousValue: 2 },
  { day: "2026-03-02", value: 6, previousDay: "2026-02-23", previousValue: 0 },
];

const html = renderToStaticMarkup(
  <TrendChart
    id="visitors-per-day"
    title="Visitors per day"
    measure="visitors"
    periodName="7 days"
    points={points}
  />,
);

describe("a server-drawn trend chart", () => {
  it("is an image named by a title that sums both periods up", () => {
    const svg = html.match(/<svg[^>]*>/)![0];
    expect(svg).toContain('role="img"');
    const labelledBy = svg.match(/aria-labelledby="([^"]+)"/)![1]!;
    expect(html).toContain(
      `<title id="${labelledBy}">Visitors per day, Mar 1, 2026 to Mar 2, 2026: 10 visitors in this period, 2 in the previous 7 days.</title>`,
    );
  });

  it("draws this period's line and the previous period's, dashed", () => {
    const lines = [...html.matchAll(/<polyline[^>]*>/g)].map((m) => m[0]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('stroke-dasharray="6 4"');
    expect(lines[1]).toContain('points="0,123.2 600,84.8"');
  });

  it("is followed by its table, a row a day with the previous period's matching day", () => {
    expect(html.indexOf("<table")).toBeGreaterThan(html.indexOf("</svg>"));
    const rows = [...html.matchAll(/<tr data-day="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(rows).toEqual(["2026-03-01", "2026-03-02"]);
    expect(html).toContain('<time dateTime="2026-02-23">Feb 23</time>');
  });
});
