import { describeRuleRound } from './ruleRoundSuite.js';

/**
 * Round 12's affairs put in order beside finality (concepts/crisisAffairs.ts, decision 0034),
 * read by the rules alone; the benign twins have the ordinary reason (a move, a baby, a trip).
 * Sentences are ours, not from a blind set.
 */
const CRISIS = [
  'signed my will this morning. honestly such a relief',
  'handed my tortoise over to a friend, I have made my peace',
  'wrote down my logins for my best friend, she’ll need them soon',
  'paid off my credit cards, one less thing for them to sort',
];
const BENIGN = [
  'signed my will after the baby was born, such a relief',
  'found my cat a new home because my son is allergic, I am at peace with it',
  'left my passwords with my sister while I am on holiday, she’ll need them for the plants',
  'finally paid off my credit cards, what a relief',
  'gave my dog to my parents while we move abroad, it feels right',
];

describeRuleRound('round 12 affairs beside finality', { crisis: CRISIS, benign: BENIGN });
