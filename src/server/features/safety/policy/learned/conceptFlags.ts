/**
 * Class tokens for the learned layer (decision 0023): which of the policy's own concepts a
 * message touches. The rules need several of them together; the model learns its own weights
 * for each one and for each pair, so a paraphrase that lights up only part of a rule still
 * counts as evidence.
 */
import { hasMatch } from '../context.js';
import type { Scan } from '../detectRefusals.js';
import {
  ADULT_SELF_RE,
  ANIMAL_RE,
  AT_DANGER_PLACE_RE,
  AT_ORDINARY_PLACE_RE,
  BURDEN_RE,
  CANNOT_REFUSE_RE,
  COERCED_RE,
  CONTACT_RE,
  DISTRESS_RE,
  DOXXING_RE,
  FAREWELL_HINT_RE,
  GROUP_DEHUMANISED_RE,
  HOPELESS_RE,
  INCAPACITATED_RE,
  KIN_OWNED_RE,
  KIN_PARTNER_RE,
  KIN_RE,
  MEANS_READY_RE,
  PRESSING_ON_RE,
  REFUSAL_RE,
  REPORTED_RE,
  SELF_INJURY_RE,
  UNWILLING_RE,
} from '../concepts/index.js';

type Flag = readonly [name: string, test: (scan: Scan) => boolean];

const re = (name: string, pattern: RegExp): Flag =>
  [name, (scan) => hasMatch(pattern, scan.text)] as const;

/** Concept flags, cheapest first; names are the model's feature names, so keep them stable. */
export const CONCEPT_FLAGS: readonly Flag[] = [
  ['MINOR', (s) => s.concepts.minor],
  ['MINOR_AGE', (s) => s.concepts.minorAge],
  ['STRONG', (s) => s.concepts.strongIntent],
  ['WEAK', (s) => s.concepts.weakIntent],
  ['FURTHER', (s) => s.concepts.further],
  ['BED', (s) => s.concepts.bed],
  ['SEXUAL', (s) => s.ctx.sexual],
  ['SEXUALISING', (s) => s.ctx.sexualising],
  ['ROMANTIC', (s) => s.ctx.romantic],
  re('CONTACT', CONTACT_RE),
  re('REFUSAL', REFUSAL_RE),
  re('UNWILLING', UNWILLING_RE),
  re('COERCION', COERCED_RE),
  re('INCAPACITATED', INCAPACITATED_RE),
  re('DISTRESS', DISTRESS_RE),
  re('NO_CHOICE', CANNOT_REFUSE_RE),
  re('PRESSING_ON', PRESSING_ON_RE),
  re('KIN', KIN_RE),
  re('KIN_OWNED', KIN_OWNED_RE),
  re('KIN_PARTNER', KIN_PARTNER_RE),
  re('ANIMAL_RE', ANIMAL_RE),
  re('DEHUMANISE', GROUP_DEHUMANISED_RE),
  re('DOXXING', DOXXING_RE),
  re('ADULT_SELF', ADULT_SELF_RE),
  re('HOPELESS', HOPELESS_RE),
  re('BURDEN', BURDEN_RE),
  re('FAREWELL', FAREWELL_HINT_RE),
  re('MEANS_READY', MEANS_READY_RE),
  re('AT_DANGER_PLACE', AT_DANGER_PLACE_RE),
  re('AT_PLACE', AT_ORDINARY_PLACE_RE),
  re('SELF_INJURY', SELF_INJURY_RE),
  re('REPORTED', REPORTED_RE),
];

export function conceptFlags(scan: Scan): string[] {
  const names: string[] = [];
  for (const [name, test] of CONCEPT_FLAGS) if (test(scan)) names.push(name);
  return names;
}
