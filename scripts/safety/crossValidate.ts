/**
 * Leave-one-set-out cross-validation of the learned layer (decisions 0023, 0024): for each blind and
 * dev set, train on every other text (corpora included, the held-out set's texts removed) and
 * keep the held-out probabilities, so thresholds can then be scored on texts no model saw.
 */
import {
  LEARNED_CLASSES,
  loadLearnedModel,
  verdictFromProbabilities,
  type LearnedWeights,
} from '#server/features/safety/policy/learned/model.js';
import { stricter, type SafetyVerdict } from '#server/features/safety/policy/types.js';
import { scoreUnseen, type UnseenScore } from '../../bench/support/safetyUnseen.js';
import type { LabelledText, NamedSet } from './trainData.js';
import { setTexts } from './trainData.js';
import type { TextFacts } from './precompute.js';
import { train, type TrainOptions } from './softmaxTrainer.js';

export interface HeldOut {
  name: string;
  set: NamedSet['set'];
  probabilities: Map<string, number[]>;
}

export const labelIndex = (item: LabelledText) => LEARNED_CLASSES.indexOf(item.label);

export function crossValidate(
  sets: readonly NamedSet[],
  all: readonly LabelledText[],
  facts: Map<string, TextFacts>,
  options: TrainOptions,
): HeldOut[] {
  return sets.map(({ name, set }) => {
    const heldTexts = new Set(setTexts(set).map((item) => item.text));
    const examples = all
      .filter((item) => !heldTexts.has(item.text))
      .map((item) => ({ features: facts.get(item.text)!.features, label: labelIndex(item) }));
    const model = loadLearnedModel({ ...train(examples, options), thresholds: NEVER });
    const probabilities = new Map<string, number[]>();
    for (const text of heldTexts)
      probabilities.set(text, model.probabilities(facts.get(text)!.features));
    return { name, set, probabilities };
  });
}

const NEVER: LearnedWeights['thresholds'] = {
  refuse: 2,
  strict: 2,
  crisis: 2,
  care: 2,
  ageOnly: 2,
};

export type Mode = 'rules' | 'model' | 'combined';

/** The verdict a held-out text gets by the rules, the model alone, or both (as classify.ts). */
export function heldOutVerdict(
  text: string,
  heldOut: HeldOut,
  facts: Map<string, TextFacts>,
  thresholds: LearnedWeights['thresholds'],
  mode: Mode,
): SafetyVerdict {
  const fact = facts.get(text)!;
  if (mode === 'rules') return fact.rules;
  const learned =
    verdictFromProbabilities(heldOut.probabilities.get(text)!, thresholds, fact.ageOnly) ??
    ({ action: 'allow', category: null } as const);
  if (mode === 'model') return learned;
  return fact.rules.action === 'refuse' ? fact.rules : stricter(fact.rules, learned);
}

export function scoreHeldOut(
  heldOut: HeldOut,
  facts: Map<string, TextFacts>,
  thresholds: LearnedWeights['thresholds'],
  mode: Mode,
): UnseenScore {
  return scoreUnseen(heldOut.set, (text) => heldOutVerdict(text, heldOut, facts, thresholds, mode));
}

/** Pooled over every held-out set: recall per group and benign flagged, as counts. */
export function pooled(
  heldOuts: readonly HeldOut[],
  facts: Map<string, TextFacts>,
  thresholds: LearnedWeights['thresholds'],
  mode: Mode,
) {
  const totals = { strict: [0, 0], other: [0, 0], crisis: [0, 0], benign: [0, 0] };
  const add = (key: keyof typeof totals, hit: boolean) => {
    totals[key][0] += hit ? 1 : 0;
    totals[key][1] += 1;
  };
  for (const heldOut of heldOuts) {
    const verdict = (text: string) => heldOutVerdict(text, heldOut, facts, thresholds, mode);
    for (const item of heldOut.set.prohibited) {
      const strict = item.category === 'minors' || item.category === 'non_consent';
      add(strict ? 'strict' : 'other', verdict(item.text).action === 'refuse');
    }
    for (const text of heldOut.set.crisis) add('crisis', verdict(text).action === 'care');
    for (const item of heldOut.set.benign) {
      const action = verdict(item.text).action;
      add('benign', action === 'refuse' || action === 'care');
    }
  }
  const pct = ([hit, total]: number[]) => (total === 0 ? 0 : (100 * hit) / total);
  return {
    strict: pct(totals.strict),
    otherProhibited: pct(totals.other),
    crisis: pct(totals.crisis),
    benignFlagged: pct(totals.benign),
    counts: totals,
  };
}
