import { describe, expect, it } from "vitest";
import {
  isSuccess,
  percentile,
  phaseAt,
  summarizePhase,
  type Outcome,
} from "./cluster-stats";

describe("phaseAt", () => {
  it("cuts the run in thirds by start time and leaves out what started outside it", () => {
    expect(phaseAt(0, 60_000)).toBe("before");
    expect(phaseAt(19_999, 60_000)).toBe("before");
    expect(phaseAt(20_000, 60_000)).toBe("kill");
    expect(phaseAt(39_999, 60_000)).toBe("kill");
    expect(phaseAt(40_000, 60_000)).toBe("after");
    expect(phaseAt(59_999, 60_000)).toBe("after");
    expect(phaseAt(60_000, 60_000)).toBeNull();
    expect(phaseAt(-1, 60_000)).toBeNull();
  });
});

describe("isSuccess", () => {
  it("takes 200 for reads and posts, and only the redirect to the ticket list for the ticket form", () => {
    expect(isSuccess("page", 200)).toBe(true);
    expect(isSuccess("lead", 200)).toBe(true);
    expect(isSuccess("lead", 302, "/")).toBe(false);
    expect(isSuccess("portal", 302, "/auth")).toBe(false);
    expect(isSuccess("ticket", 302, "/dashboard/support")).toBe(true);
    expect(isSuccess("ticket", 303, "/dashboard/support")).toBe(true);
    expect(isSuccess("ticket", 302, "/auth")).toBe(false);
    expect(isSuccess("ticket", 200)).toBe(false);
    expect(isSuccess("chat", undefined)).toBe(false);
  });
});

describe("percentile", () => {
  it("is the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe("summarizePhase", () => {
  const outcome = (
    phase: Outcome["phase"],
    extra: Partial<Outcome>,
  ): Outcome => ({
    kind: "page",
    phase,
    startedAt: 0,
    latencyMs: 10,
    ok: true,
    status: 200,
    ...extra,
  });

  it("counts a phase's requests, failures by status and errors, and its latencies over answers only", () => {
    const outcomes = [
      outcome("kill", { latencyMs: 5 }),
      outcome("kill", { latencyMs: 15 }),
      outcome("kill", { kind: "lead", ok: false, status: 502, latencyMs: 30 }),
      outcome("kill", {
        kind: "lead",
        ok: false,
        status: undefined,
        error: "ECONNRESET",
        latencyMs: 9_999,
      }),
      outcome("before", { latencyMs: 1 }),
    ];
    const row = summarizePhase(outcomes, "kill", 2);
    expect(row).toMatchObject({
      requests: 4,
      perSecond: 2,
      failed: 2,
      failedShare: 0.5,
      failedByStatus: { "502": 1 },
      errors: { ECONNRESET: 1 },
      byKind: {
        page: { requests: 2, failed: 0 },
        lead: { requests: 2, failed: 2 },
      },
    });
    expect(row.p50).toBe(15);
    expect(row.p99).toBe(30);
  });

  it("is empty, not broken, for a phase without requests", () => {
    expect(summarizePhase([], "after", 20)).toMatchObject({
      requests: 0,
      perSecond: 0,
      failed: 0,
      failedShare: 0,
    });
  });
});
