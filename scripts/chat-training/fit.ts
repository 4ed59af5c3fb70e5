import type {
  LogisticModel,
  NaiveBayesModel,
} from "../../app/server/chat/answering/learned-models";
import {
  logisticProbability,
  withPairs,
} from "../../app/server/chat/answering/learned-models";

/**
 * Fitting the pipeline's models (decision 062): plain, deterministic, dependency-free (the
 * same data gives the same numbers, so chat-model.json only changes when its inputs do).
 */
const round = (value: number, places = 5) =>
  Math.round(value * 10 ** places) / 10 ** places;

export type Example = { features: number[]; label: 0 | 1 };

function standardisation(examples: Example[], width: number) {
  const means = Array.from(
    { length: width },
    (_, i) =>
      examples.reduce((sum, e) => sum + e.features[i]!, 0) / examples.length,
  );
  const scales = means.map((mean, i) => {
    const variance =
      examples.reduce((sum, e) => sum + (e.features[i]! - mean) ** 2, 0) /
      examples.length;
    return Math.sqrt(variance) || 1;
  });
  return { means, scales };
}

/** Logistic regression by full-batch gradient descent with an L2 penalty. */
export function fitLogistic(
  names: readonly string[],
  examples: Example[],
  options: {
    iterations?: number;
    rate?: number;
    l2?: number;
    pairwise?: boolean;
  } = {},
): LogisticModel {
  const {
    iterations = 600,
    rate = 0.3,
    l2 = 0.001,
    pairwise = false,
  } = options;
  if (pairwise)
    examples = examples.map((e) => ({ ...e, features: withPairs(e.features) }));
  const width = examples[0]?.features.length ?? names.length;
  const { means, scales } = standardisation(examples, width);
  const rows = examples.map((e) =>
    e.features.map((value, i) => (value - means[i]!) / scales[i]!),
  );
  const weights = new Array<number>(width).fill(0);
  let bias = 0;
  for (let step = 0; step < iterations; step++) {
    const gradient = new Array<number>(width).fill(0);
    let biasGradient = 0;
    rows.forEach((row, r) => {
      let sum = bias;
      for (let i = 0; i < width; i++) sum += weights[i]! * row[i]!;
      const error = 1 / (1 + Math.exp(-sum)) - examples[r]!.label;
      for (let i = 0; i < width; i++) gradient[i]! += error * row[i]!;
      biasGradient += error;
    });
    for (let i = 0; i < width; i++)
      weights[i]! -= rate * (gradient[i]! / rows.length + l2 * weights[i]!);
    bias -= (rate * biasGradient) / rows.length;
  }
  return {
    features: [...names],
    ...(pairwise ? { pairwise } : {}),
    weights: weights.map((w) => round(w)),
    bias: round(bias),
    means: means.map((m) => round(m)),
    scales: scales.map((s) => round(s)),
  };
}

/** The cut on P(answerable) that is right most often on the training examples. */
export function bestThreshold(model: LogisticModel, examples: Example[]) {
  // Examples hold the raw features: logisticProbability expands them as the model says.
  const scored = examples.map((e) => ({
    p: logisticProbability(model, e.features),
    label: e.label,
  }));
  let best = { threshold: 0.5, right: -1 };
  for (let t = 0.05; t < 0.95; t += 0.01) {
    const right = scored.filter((s) => (s.p >= t ? 1 : 0) === s.label).length;
    if (right > best.right) best = { threshold: round(t, 2), right };
  }
  return best.threshold;
}

/** Multinomial naive Bayes with additive smoothing, over terms seen at least `minCount` times. */
export function fitNaiveBayes(
  examples: Array<{ terms: string[]; label: string }>,
  options: { alpha?: number; minCount?: number } = {},
): NaiveBayesModel {
  const { alpha = 0.5, minCount = 2 } = options;
  const classes = [...new Set(examples.map((e) => e.label))].sort();
  const totals = new Map<string, number>();
  for (const e of examples)
    for (const term of e.terms) totals.set(term, (totals.get(term) ?? 0) + 1);
  const vocabulary = [...totals]
    .filter(([, count]) => count >= minCount)
    .map(([term]) => term)
    .sort();
  const known = new Set(vocabulary);
  const counts = classes.map(() => new Map<string, number>());
  const sizes = classes.map(() => 0);
  const docs = classes.map(() => 0);
  for (const e of examples) {
    const c = classes.indexOf(e.label);
    docs[c]!++;
    for (const term of e.terms)
      if (known.has(term)) {
        counts[c]!.set(term, (counts[c]!.get(term) ?? 0) + 1);
        sizes[c]!++;
      }
  }
  const denominators = sizes.map((size) => size + alpha * vocabulary.length);
  const likelihoods: Record<string, number[]> = {};
  for (const term of vocabulary)
    likelihoods[term] = classes.map((_, c) =>
      round(
        Math.log(((counts[c]!.get(term) ?? 0) + alpha) / denominators[c]!),
        3,
      ),
    );
  return {
    classes,
    priors: docs.map((n) => round(Math.log(n / examples.length), 4)),
    likelihoods,
    unseen: denominators.map((d) => round(Math.log(alpha / d), 3)),
  };
}
