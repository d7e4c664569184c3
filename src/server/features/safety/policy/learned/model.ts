/**
 * The learned layer beside the rules (decision 0023): a multinomial logistic regression over
 * learnedFeatures(), trained by `npm run safety:train` (scripts/safety/train.ts) into
 * weights.ts. It only ever adds strictness: rules refuse as before; the model may add a refusal
 * or a gentle check-in where the rules let a message through.
 */
import { hasMatch } from '../context.js';
import type { Scan } from '../detectRefusals.js';
import { CONTACT_RE } from '../concepts/index.js';
import {
  CARE,
  CHECK_IN,
  REFUSE_ORDER,
  refuse,
  type RefuseCategory,
  type SafetyVerdict,
} from '../types.js';
import { learnedFeatures } from './features.js';

/** The model's classes, in the order of its weights: the refusal categories between safe and crisis. */
export const LEARNED_CLASSES = ['safe', ...REFUSE_ORDER, 'crisis'] as const;
export type LearnedClass = (typeof LEARNED_CLASSES)[number];

export interface LearnedWeights {
  bias: readonly number[];
  /** Feature → sparse weights as [class index, weight, class index, weight, …]. */
  weights: Readonly<Record<string, readonly number[]>>;
  thresholds: LearnedThresholds;
}

/** Chosen by cross-validation (scripts/safety/train.ts; decisions 0023, 0024, 0025). */
export interface LearnedThresholds {
  /**
   * Every harmful class together (the refuse classes and crisis, i.e. 1 − safe): the model acts,
   * on the larger of the refuse classes (a refusal) and crisis (the check-in). Since decision 0025
   * this counts crisis too: a text the model is sure is harmful but splits between "illegal" and
   * "crisis" was let through by a threshold on the refuse classes alone.
   */
  refuse: number;
  /** Minors and non-consent together: the model refuses (their target is the strictest). */
  strict: number;
  /** Crisis: the gentle check-in. */
  crisis: number;
  /** Crisis: the crisis reply itself (no held-out benign text reached it). */
  care: number;
  /**
   * A stated minor age with no sign of intimacy (see statesAgeOnly) is refused as a sexual
   * category only when the sexual classes together reach this: the model is sure anyway.
   */
  ageOnly: number;
}

export interface LearnedModel {
  thresholds: LearnedWeights['thresholds'];
  /** Class probabilities, in LEARNED_CLASSES order. */
  probabilities(features: readonly string[]): number[];
}

export function loadLearnedModel(source: LearnedWeights): LearnedModel {
  const table = new Map(Object.entries(source.weights));
  return {
    thresholds: source.thresholds,
    probabilities(features) {
      const scores = [...source.bias];
      for (const feature of features) {
        const sparse = table.get(feature);
        if (!sparse) continue;
        for (let i = 0; i < sparse.length; i += 2) scores[sparse[i]] += sparse[i + 1];
      }
      return softmax(scores);
    },
  };
}

export function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - max));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

/**
 * The model's verdict from its probabilities: when every harmful class together reaches `refuse`,
 * a refusal if the refuse classes outweigh crisis (category: the likeliest refuse class), else the
 * check-in; a refusal too when minors and non-consent together reach `strict`; else the crisis
 * reply or the check-in when crisis alone reaches `care` or `crisis`.
 * No extra "intimacy signal" is required for the sexual categories: cross-validation showed the
 * policy's intimacy concepts miss the same paraphrases the model catches ("make it hot"), and
 * requiring them cost 12 points of minors/non-consent recall on set F (decision 0023).
 */
export function verdictFromProbabilities(
  probabilities: readonly number[],
  thresholds: LearnedThresholds,
  ageOnly = false,
): SafetyVerdict | null {
  const crisis = probabilities[LEARNED_CLASSES.length - 1];
  const guarded = ageOnly && 1 - probabilities[0] - crisis < thresholds.ageOnly;
  let refuseMass = 0;
  let strictMass = 0;
  let best = -1;
  for (let i = 1; i < LEARNED_CLASSES.length - 1; i += 1) {
    if (guarded && SEXUAL_CATEGORIES.has(LEARNED_CLASSES[i])) continue;
    refuseMass += probabilities[i];
    if (STRICT_CATEGORIES.has(LEARNED_CLASSES[i])) strictMass += probabilities[i];
    if (best < 0 || probabilities[i] > probabilities[best]) best = i;
  }
  const harmful = refuseMass + crisis >= thresholds.refuse;
  const refuses = harmful || strictMass >= thresholds.strict;
  if (best > 0 && refuses && refuseMass >= crisis)
    return refuse(LEARNED_CLASSES[best] as RefuseCategory);
  if (crisis >= thresholds.care) return CARE;
  if (crisis >= thresholds.crisis || harmful) return CHECK_IN;
  return null;
}

const SEXUAL_CATEGORIES = new Set<string>(['minors', 'non_consent', 'incest', 'bestiality']);
const STRICT_CATEGORIES = new Set<string>(['minors', 'non_consent']);

/**
 * A stated minor age with no sign of intimacy or touch at all ("my character is fifteen and
 * loves painting") is left to the conversation context (decision 0020), which refuses any later
 * intimacy; the model alone must not refuse it.
 */
export function statesAgeOnly(scan: Scan): boolean {
  const { concepts, ctx } = scan;
  if (!concepts.minorAge) return false;
  const intimacy =
    ctx.romantic ||
    concepts.strongIntent ||
    concepts.weakIntent ||
    concepts.further ||
    concepts.bed ||
    hasMatch(CONTACT_RE, scan.text);
  return !intimacy;
}

/** `raw`: the message as written, for the sentence cues (features.ts). */
export function learnedVerdict(
  model: LearnedModel,
  scan: Scan,
  rulesCare: boolean,
  raw: string,
): SafetyVerdict | null {
  const probabilities = model.probabilities(learnedFeatures(scan, rulesCare, raw));
  return verdictFromProbabilities(probabilities, model.thresholds, statesAgeOnly(scan));
}
