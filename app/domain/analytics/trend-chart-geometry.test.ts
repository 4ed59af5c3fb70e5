import { describe, expect, it } from "vitest";
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  niceCeiling,
  trendGeometry,
} from "./trend-chart-geometry";

describe("the trend chart's geometry", () => {
  it("rounds the y axis up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(21)).toBe(25);
    expect(niceCeiling(240)).toBe(250);
    expect(niceCeiling(251)).toBe(500);
    expect(niceCeiling(999)).toBe(1000);
  });

  it("spreads the days from the left edge to the right and scales values to the top", () => {
    const { max, lines } = trendGeometry([[0, 5, 10]]);
    expect(max).toBe(10);
    expect(lines[0]).toBe(
      `0,${CHART_HEIGHT} ${CHART_WIDTH / 2},${(CHART_HEIGHT + 8) / 2} ${CHART_WIDTH},8`,
    );
  });

  it("draws both periods on the same scale, the previous one's peak included", () => {
    const { max, lines } = trendGeometry([
      [1, 1],
      [40, 0],
    ]);
    expect(max).toBe(50);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(" ")[0]).toBe("0,46.4");
  });

  it("has gridlines from zero at the bottom to the top value", () => {
    const { gridlines } = trendGeometry([[0, 100]], 4);
    expect(gridlines.map((line) => line.value)).toEqual([0, 25, 50, 75, 100]);
    expect(gridlines[0]!.y).toBe(CHART_HEIGHT);
    expect(gridlines[4]!.y).toBe(8);
  });

  it("an empty period or a single day still draws", () => {
    expect(trendGeometry([[]]).lines).toEqual([""]);
    expect(trendGeometry([[3]]).lines).toEqual(["0,84.8"]);
    expect(trendGeometry([[0, 0]]).max).toBe(1);
  });
});
