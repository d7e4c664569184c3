/**
 * Features of the learned layer (decision 0023), computed from the same masked, normalised text
 * the rules read (see normalize.ts, masks.ts): words and word pairs, character 4-grams (spelling
 * variants and inflections: "drugged"/"drugging"), words after a negation, the WordNet class of
 * each word (ANIMAL, CHILD, KIN, GROUP, MEANS) and the policy's own concept flags with their
 * pairs; since decision 0024 also sentence cues (who is spoken of, a request for a scene, a
 * question, an emoji, a short message), alone and paired with each concept flag; since decision
 * 0025 also the model-only concept signals of signalFlags.ts (affairs put in order, a near time,
 * school life, leverage …), paired like the flags. Feature names
 * are strings; the model keeps only those that carry weight.
 */
import type { Scan } from '../detectRefusals.js';
import {
  ANIMAL_WORDS,
  CHILD_WORDS,
  GROUP_WORDS,
  KIN_WORDS,
  MEANS_WORDS,
} from '../wordnetLexicons.js';
import { NEGATED_SELF_HARM_RE } from '../concepts/index.js';
import { conceptFlags } from './conceptFlags.js';
import { signalFlags } from './signalFlags.js';

const NEGATIONS = new Set([
  'not',
  'never',
  'no',
  'dont',
  'doesnt',
  'didnt',
  'wont',
  'cant',
  'isnt',
  'nobody',
  'without',
]);
const NEGATION_REACH = 3;

/** One-word entries of each generated lexicon; phrases are the rules' business. */
const WORD_CLASSES: ReadonlyArray<readonly [string, ReadonlySet<string>]> = [
  ['ANIMAL', ANIMAL_WORDS],
  ['CHILD', CHILD_WORDS],
  ['KIN', KIN_WORDS],
  ['GROUP', GROUP_WORDS],
  ['MEANS', MEANS_WORDS],
].map(([name, words]) => [
  name as string,
  new Set((words as readonly string[]).filter((word) => !word.includes(' '))),
]);

// prettier-ignore
const MINOR_NUMBER_WORDS = new Set(['one', 'two', 'thre', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirten', 'fourten', 'fiften', 'sixten', 'seventen']);

/** An age-like number is a class of its own: "14" and "fourteen" weigh the same. */
function numberClass(word: string): string | null {
  if (MINOR_NUMBER_WORDS.has(word) || /^(?:1[0-7]|[1-9])(?:th|yo|y|f|m)?$/.test(word))
    return 'NUM_UNDER_18';
  if (/^(?:1[89]|[2-9][0-9])(?:yo|y|f|m)?$/.test(word)) return 'NUM_ADULT';
  return null;
}

/** The classes of a word, as bare names ("ANIMAL", "NUM_UNDER_18"). */
function wordClasses(word: string, into: Set<string>): void {
  for (const [name, words] of WORD_CLASSES) if (words.has(word)) into.add(name);
  const number = numberClass(word);
  if (number) into.add(number);
}

function charGrams(word: string, into: Set<string>): void {
  if (word.length < 4) return;
  const padded = `<${word}>`;
  for (let i = 0; i + 4 <= padded.length; i += 1) into.add(`g:${padded.slice(i, i + 4)}`);
}

const SELF_WORDS = new Set(['i', 'im', 'me', 'my', 'myself', 'ive', 'id', 'ill', 'mine']);
const YOU_WORDS = new Set(['you', 'your', 'u', 'ur', 'youre', 'yourself']);
// prettier-ignore
const REQUEST_WORDS = new Set(['write', 'roleplay', 'rp', 'pretend', 'scene', 'story', 'continue', 'describe', 'play', 'scenario', 'lets']);
const SHORT_MESSAGE = 8;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

/**
 * What kind of sentence it is, read from the words and the raw text (the normaliser drops "*",
 * "?" and emoji): the writer or "you" spoken of, a scene asked for ("write", "rp", "*action*"),
 * a question, an emoji, a short message. Paired with the concept flags they let the same
 * concept weigh differently in "I feel hopeless" and "write a hopeless hero".
 */
function sentenceCues(words: readonly string[], raw: string): string[] {
  const cues: string[] = [];
  if (words.some((word) => SELF_WORDS.has(word))) cues.push('SELF');
  if (words.some((word) => YOU_WORDS.has(word))) cues.push('YOU');
  if (raw.includes('*') || words.some((word) => REQUEST_WORDS.has(word))) cues.push('REQUEST');
  if (raw.includes('?')) cues.push('QUESTION');
  if (PICTOGRAPH.test(raw)) cues.push('EMOJI');
  if (words.length <= SHORT_MESSAGE) cues.push('SHORT');
  return cues;
}

/** Words of the masked text; the masks' "#" and sentence marks only break pairs. */
function wordsOf(text: string): string[] {
  return text.split(' ').filter((word) => word.length > 0);
}

/**
 * `rulesCare`: the rules already answer the message as a crisis (a check-in or more); passed in
 * rather than recomputed, since the crisis rules are the dearest to run. `raw`: the message as
 * written, for the sentence cues.
 */
export function learnedFeatures(scan: Scan, rulesCare: boolean, raw: string): string[] {
  const features = new Set<string>();
  const tokens = [...conceptFlags(scan), ...signalFlags(scan.text)];
  const flags = [...tokens];
  if (rulesCare) tokens.push('RULE_CARE');
  // "I would never hurt myself" rules the signal out, as it does for the crisis rules.
  const words = wordsOf(scan.text.replace(NEGATED_SELF_HARM_RE, ' # '));
  const classes = new Set<string>();
  let negatedFor = 0;
  let previous = '';
  for (const word of words) {
    if (word === '.' || word === '#') {
      previous = '';
      negatedFor = 0;
      continue;
    }
    features.add(`w:${word}`);
    if (previous) features.add(`b:${previous} ${word}`);
    if (negatedFor > 0) {
      features.add(`n:${word}`);
      negatedFor -= 1;
    }
    if (NEGATIONS.has(word)) negatedFor = NEGATION_REACH;
    charGrams(word, features);
    wordClasses(word, classes);
    previous = word;
  }
  for (const flag of tokens) features.add(`c:${flag}`);
  const cueWords = scan.text.split(' ').filter((word) => word.length > 0 && word !== '#');
  for (const cue of sentenceCues(cueWords, raw)) {
    features.add(`q:${cue}`);
    for (const flag of flags) features.add(`qp:${cue}&${flag}`);
  }
  for (const name of classes) {
    features.add(`k:${name}`);
    tokens.push(name);
  }
  tokens.sort();
  for (let i = 0; i < tokens.length; i += 1)
    for (let j = i + 1; j < tokens.length; j += 1) features.add(`p:${tokens[i]}&${tokens[j]}`);
  return [...features];
}
