import { alt } from '../patterns.js';

/**
 * Numbers as people write ages: digits, number words and ordinals. Compiled into the regexes
 * once, so reading "thirteenth" or "year nine" costs nothing per message. (An NLP parser such
 * as compromise reads number words too, but measured about 4.5 ms per message here, twenty
 * times the whole policy's budget; see docs/decisions/0020-safety-concepts-context-judge.md.)
 */
const UNIT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEEN_WORDS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
];
// prettier-ignore
const ORDINAL_WORDS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
  'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth',
];
// "twenty one" is 21, not 1.
const NOT_AFTER_TENS = '(?<!(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) )';
const END = '(?![a-z0-9])(?! [0-9])';

/** 1–17 as digits or words. */
export const MINOR_NUMBER = `${alt('1[0-7]', '[1-9]', NOT_AFTER_TENS + alt(...UNIT_WORDS, ...TEEN_WORDS))}${END}`;
/** Two to nine as words, for ages after a person ("she is nine"); "one" is too often not an age. */
export const SMALL_NUMBER_WORD = `${NOT_AFTER_TENS}${alt(...UNIT_WORDS.slice(1))}${END}`;
/**
 * Birth years of people under 18 now ("born in 2014"). The year is read when the server starts,
 * which is often enough for a boundary that moves once a year.
 */
const THIS_YEAR = new Date().getUTCFullYear();
export const MINOR_BIRTH_YEAR = alt(
  ...Array.from({ length: 18 }, (_, back) => String(THIS_YEAR - back)),
);
/** 1st–17th as digits ("13 th" after normalising) or words. */
export const MINOR_ORDINAL = alt(`${alt('1[0-7]', '[1-9]')} (?:st|nd|rd|th)`, ...ORDINAL_WORDS);
/** School grades and years 1–13. */
export const SCHOOL_NUMBER = `${alt('1[0-3]', '[1-9]', ...UNIT_WORDS, 'ten', 'eleven', 'twelve', 'thirteen')}${END}`;
/** 18–99 as digits or words ("thirty two", "forty"). */
export const ADULT_NUMBER = alt(
  '(?:1[89]|[2-9][0-9])(?![0-9])',
  'eighteen',
  'nineteen',
  `${alt('twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety')}(?: ${alt(...UNIT_WORDS)})?`,
);
