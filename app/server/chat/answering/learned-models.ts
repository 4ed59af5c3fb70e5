/**
 * The two kinds of model the pipeline applies (decision 062), fitted at build time by
 * `npm run train:chat` (training/) and read from chat-model.json: a multinomial naive Bayes
 * classifier over a message's terms (the intent) and logistic regressions over a few numeric
 * features (the passage re-ranker and the answerability of a question).
 */
export type NaiveBayesModel = {
  classes: string[];
  /** log P(class) */
  priors: number[];
  /** log P(term | class) per class, for the terms seen in training. */
  likelihoods: Record<string, number[]>;
  /** log P(unseen term | class). */
  unseen: number[];
};

export type LogisticModel = {
  features: string[];
  /** The features' pairwise products are weighed too (after the features themselves). */
  pairwise?: boolean;
  weights: number[];
  bias: number;
  /** Mean and spread of each feature in training: features are standardised before weighing. */
  means: number[];
  scales: number[];
};

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** The features, then (for a pairwise model) every product of two of them. */
export function withPairs(features: number[]): number[] {
  const pairs: number[] = [];
  for (let i = 0; i < features.length; i++)
    for (let j = i + 1; j < features.length; j++)
      pairs.push(features[i]! * features[j]!);
  return [...features, ...pairs];
}

export function logisticProbability(
  model: LogisticModel,
  raw: number[],
): number {
  const features = model.pairwise ? withPairs(raw) : raw;
  let sum = model.bias;
  for (let i = 0; i < model.weights.length; i++)
    sum +=
      (model.weights[i]! * (features[i]! - model.means[i]!)) / model.scales[i]!;
  return sigmoid(sum);
}

/** P(class | terms) for every class, summing to 1; a term's weight scales its evidence. */
export function naiveBayesPosterior(
  model: NaiveBayesModel,
  terms: Array<{ term: string; weight: number }>,
): Map<string, number> {
  const logs = model.priors.map((prior, c) => {
    let sum = prior;
    for (const { term, weight } of terms) {
      const likelihood = model.likelihoods[term];
      if (likelihood) sum += weight * likelihood[c]!;
    }
    return sum;
  });
  const top = Math.max(...logs);
  const exps = logs.map((log) => Math.exp(log - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return new Map(model.classes.map((name, c) => [name, exps[c]! / total]));
}
