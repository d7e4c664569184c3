/**
 * What training and cross-validation need of each text, computed once: the rules' verdict, the
 * learned layer's features, and whether it states a minor age with no sign of intimacy (see
 * statesAgeOnly in model.ts).
 */
import { classifyWith, scanOf } from '#server/features/safety/policy/classify.js';
import { normalizeVariants } from '#server/features/safety/policy/normalize.js';
import { learnedFeatures } from '#server/features/safety/policy/learned/features.js';
import { statesAgeOnly } from '#server/features/safety/policy/learned/model.js';
import type { SafetyVerdict } from '#server/features/safety/policy/types.js';

export interface TextFacts {
  rules: SafetyVerdict;
  features: string[];
  ageOnly: boolean;
}

export function precompute(texts: Iterable<string>): Map<string, TextFacts> {
  const facts = new Map<string, TextFacts>();
  for (const text of texts) {
    if (facts.has(text)) continue;
    const scan = scanOf(normalizeVariants(text)[0]);
    const rules = classifyWith(null, text);
    facts.set(text, {
      rules,
      features: learnedFeatures(scan, rules.action === 'care', text),
      ageOnly: statesAgeOnly(scan),
    });
  }
  return facts;
}
