import { describe, expect, it } from "vitest";
import { changeOf, funnelSteps, totalsOf } from "./analytics-dashboard";

describe("the Analytics tab's figures", () => {
  it("says how a number moved against the previous period", () => {
    expect(changeOf(120, 100)).toEqual({ kind: "up", percent: 20 });
    expect(changeOf(50, 100)).toEqual({ kind: "down", percent: 50 });
    expect(changeOf(5, 0)).toEqual({ kind: "new" });
    expect(changeOf(0, 0)).toEqual({ kind: "same" });
    expect(changeOf(1001, 1000)).toEqual({ kind: "same" });
  });

  it("a conversion rate is conversions per session, none without sessions", () => {
    const counts = { visitors: 1, sessions: 4, pageViews: 9, conversions: 1 };
    expect(totalsOf(counts).conversionRate).toBe(0.25);
    expect(totalsOf({ ...counts, sessions: 0 }).conversionRate).toBeNull();
  });

  it("the funnel gives each step's drop-off from the one before and its share of the first", () => {
    const sessions: Record<string, number> = {
      "step-1": 100,
      "step-2": 50,
      "step-3": 0,
      sent: 0,
    };
    const steps = funnelSteps(
      ["step-1", "step-2", "step-3", "sent"],
      (key) => sessions[key] ?? 0,
    );
    expect(steps.map((step) => [step.dropOff, step.ofFirst])).toEqual([
      [null, 1],
      [0.5, 0.5],
      [1, 0],
      [null, 0],
    ]);
    expect(steps.map((step) => step.label)).toEqual([
      "Step 1: opened the form",
      "Step 2 reached",
      "Step 3 reached",
      "Form sent",
    ]);
  });
});
