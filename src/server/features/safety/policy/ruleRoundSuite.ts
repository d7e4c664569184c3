import { describe, expect, it } from 'vitest';
import { classifyWith } from './classify.js';

/** A round's rule-level cases (each round's decision names its kinds; the sentences are ours). */
export interface RuleRoundCases {
  /** [category, text]: refused in that category. */
  refused?: Array<[string, string]>;
  /** The crisis reply (care, high intensity). */
  crisis?: string[];
  /** At least the check-in (care, any intensity). */
  checkIn?: string[];
  /** The benign twins: allowed, or intimate for adults. */
  benign: string[];
}

const rules = (text: string) => classifyWith(null, text);

/** The checks every safety round makes of its rules alone, without the learned layer. */
export function describeRuleRound(title: string, cases: RuleRoundCases) {
  describe(`${title} (rules alone)`, () => {
    if (cases.refused?.length)
      it.each(cases.refused)('refuses as %s: %s', (category, text) => {
        expect(rules(text)).toEqual({ action: 'refuse', category });
      });
    if (cases.crisis?.length)
      it.each(cases.crisis)('answers with the crisis reply: %s', (text) => {
        expect(rules(text)).toMatchObject({ action: 'care', intensity: 'high' });
      });
    if (cases.checkIn?.length)
      it.each(cases.checkIn)('answers with at least the check-in: %s', (text) => {
        expect(rules(text).action).toBe('care');
      });
    it.each(cases.benign)('lets the benign twin through: %s', (text) => {
      expect(['allow', 'intimate']).toContain(rules(text).action);
    });
  });
}
