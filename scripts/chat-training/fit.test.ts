import { describe, expect, it } from "vitest";
import {
  logisticProbability,
  naiveBayesPosterior,
} from "../../app/server/chat/answering/learned-models";
import { bestThreshold, fitLogistic, fitNaiveBayes, type Example } from "./fit";

const separable: Example[] = Array.from({ length: 40 }, (_, i) => ({
  features: [i / 40, (i % 7) / 7],
  label: i >= 20 ? 1 : 0,
}));

describe("fitting the pipeline's models", () => {
  it("fits a logistic regression that separates what is separable", () => {
    const model = fitLogistic(["x", "noise"], separable);
    expect(logisticProbability(model, [0.9, 0.5])).toBeGreaterThan(0.8);
    expect(logisticProbability(model, [0.1, 0.5])).toBeLessThan(0.2);
    expect(Math.abs(model.weights[0]!)).toBeGreaterThan(
      Math.abs(model.weights[1]!),
    );
  });

  it("is deterministic: the same examples give the same numbers", () => {
    expect(fitLogistic(["x", "noise"], separable)).toEqual(
      fitLogistic(["x", "noise"], separable),
    );
  });

  it("learns an interaction with pairwise features that a linear model cannot", () => {
    const xor: Example[] = [];
    for (let i = 0; i < 20; i++)
      for (const [a, b] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const)
        xor.push({ features: [a, b], label: a === b ? 1 : 0 });
    const linear = fitLogistic(["a", "b"], xor);
    const pairwise = fitLogistic(["a", "b"], xor, {
      pairwise: true,
      iterations: 3000,
      rate: 1,
    });
    const right = (model: typeof linear) =>
      xor.filter(
        (e) =>
          (logisticProbability(model, e.features) >= 0.5 ? 1 : 0) === e.label,
      ).length;
    expect(right(pairwise)).toBe(xor.length);
    expect(right(linear)).toBeLessThan(xor.length);
  });

  it("chooses the threshold that is right most often", () => {
    const model = fitLogistic(["x", "noise"], separable);
    const threshold = bestThreshold(model, separable);
    const right = separable.filter(
      (e) =>
        (logisticProbability(model, e.features) >= threshold ? 1 : 0) ===
        e.label,
    ).length;
    expect(right).toBe(separable.length);
  });

  it("fits naive Bayes over terms seen at least twice", () => {
    const model = fitNaiveBayes([
      { terms: ["job", "apply"], label: "careers" },
      { terms: ["job", "salary"], label: "careers" },
      { terms: ["office", "address"], label: "offices" },
      { terms: ["office", "visit"], label: "offices" },
    ]);
    expect(Object.keys(model.likelihoods).sort()).toEqual(["job", "office"]);
    const posterior = naiveBayesPosterior(model, [{ term: "job", weight: 1 }]);
    expect(posterior.get("careers")).toBeGreaterThan(0.8);
  });
});
