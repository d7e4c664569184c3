import {
  ANIMAL_WORDS,
  CHILD_WORDS,
  GROUP_WORDS,
  KIN_WORDS,
  MEANS_WORDS,
} from '../wordnetLexicons.js';
import { wordSet } from '../wordSets.js';

/** The generated WordNet lexicons as whole-word lookups (see scripts/safety/generateLexicons.ts). */
export const ANIMAL_SET = wordSet(ANIMAL_WORDS);
export const CHILD_SET = wordSet(CHILD_WORDS);
export const GROUP_SET = wordSet(GROUP_WORDS, [
  'black people',
  'white people',
  'gay people',
  'trans people',
  'disabled people',
  'jewish people',
  'muslim people',
  'asian people',
  'immigrants',
  'migrants',
  'refugees',
  'foreigners',
  'women',
  'blacks',
  'whites',
  'gays',
  'lesbians',
  'disabled',
  'trans',
  'roma',
  'gypsies',
  'race',
  'races',
  'ethnic',
]);
export const KIN_SET = wordSet(KIN_WORDS);
export const MEANS_SET = wordSet(MEANS_WORDS);
