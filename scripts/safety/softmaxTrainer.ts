/**
 * Multinomial logistic regression on sparse binary features, trained with AdaGrad and an L2
 * penalty, deterministic (seeded shuffle). Small enough to read; the corpora train in seconds.
 */
import {
  LEARNED_CLASSES,
  type LearnedWeights,
} from '#server/features/safety/policy/learned/model.js';

export interface TrainExample {
  features: readonly string[];
  label: number;
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** A feature seen in fewer training texts is ignored. */
  minCount: number;
  /** Weights smaller than this are dropped from the generated file. */
  prune: number;
  /** Loss weight of a text by its class (LEARNED_CLASSES order); 1 when absent. */
  classWeights?: readonly number[];
  /**
   * Models trained with different shuffle seeds whose weights are averaged (decision 0025): one
   * model's probabilities depend on the order it saw the texts in, and the thresholds sit on a few
   * extreme ones; the average is steadier and costs nothing when classifying.
   */
  seeds: number;
}

/** L2 3e-4 since decision 0024: with 1,700 more texts the weaker penalty generalised better. */
export const DEFAULT_OPTIONS: TrainOptions = {
  epochs: 30,
  learningRate: 0.3,
  l2: 3e-4,
  minCount: 3,
  prune: 0.25,
  seeds: Number(process.env.SAFETY_SEEDS ?? 5),
};

const K = LEARNED_CLASSES.length;

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function vocabulary(examples: readonly TrainExample[], minCount: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const example of examples)
    for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const [feature, count] of counts) if (count >= minCount) index.set(feature, index.size);
  return index;
}

export function train(examples: readonly TrainExample[], options: TrainOptions = DEFAULT_OPTIONS) {
  const index = vocabulary(examples, options.minCount);
  const rows = examples.map((example) => ({
    ids: example.features.map((f) => index.get(f)).filter((id): id is number => id !== undefined),
    label: example.label,
  }));
  const weights = new Float64Array(index.size * K);
  const bias = new Float64Array(K);
  const seeds = Math.max(1, options.seeds);
  for (let seed = 0; seed < seeds; seed += 1) {
    const model = trainOne(rows, index.size, options, 7 + seed);
    for (let i = 0; i < weights.length; i += 1) weights[i] += model.weights[i] / seeds;
    for (let k = 0; k < K; k += 1) bias[k] += model.bias[k] / seeds;
  }
  return toWeights(index, weights, bias, options.prune);
}

interface Row {
  ids: number[];
  label: number;
}

function trainOne(rows: readonly Row[], size: number, options: TrainOptions, seed: number) {
  const weights = new Float64Array(size * K);
  const squared = new Float64Array(size * K).fill(1e-8);
  const bias = new Float64Array(K);
  const biasSquared = new Float64Array(K).fill(1e-8);
  const random = seededRandom(seed);
  const order = rows.map((_, i) => i);
  const scores = new Float64Array(K);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const r of order) {
      const { ids, label } = rows[r];
      let max = -Infinity;
      for (let k = 0; k < K; k += 1) {
        let score = bias[k];
        for (const id of ids) score += weights[id * K + k];
        scores[k] = score;
        if (score > max) max = score;
      }
      let total = 0;
      for (let k = 0; k < K; k += 1) total += scores[k] = Math.exp(scores[k] - max);
      const weight = options.classWeights?.[label] ?? 1;
      for (let k = 0; k < K; k += 1) {
        const gradient = weight * (scores[k] / total - (k === label ? 1 : 0));
        biasSquared[k] += gradient * gradient;
        bias[k] -= (options.learningRate * gradient) / Math.sqrt(biasSquared[k]);
        for (const id of ids) {
          const at = id * K + k;
          const g = gradient + options.l2 * weights[at];
          squared[at] += g * g;
          weights[at] -= (options.learningRate * g) / Math.sqrt(squared[at]);
        }
      }
    }
  }
  return { weights, bias };
}

const round = (value: number) => Math.round(value * 100) / 100;

function toWeights(
  index: Map<string, number>,
  weights: Float64Array,
  bias: Float64Array,
  prune: number,
): Omit<LearnedWeights, 'thresholds'> {
  const sparse: Record<string, number[]> = {};
  for (const [feature, id] of [...index].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const pairs: number[] = [];
    for (let k = 0; k < K; k += 1) {
      const w = round(weights[id * K + k]);
      if (Math.abs(w) >= prune) pairs.push(k, w);
    }
    if (pairs.length > 0) sparse[feature] = pairs;
  }
  return { bias: [...bias].map(round), weights: sparse };
}
