import { describe, expect, it } from 'vitest';
import { classifyWith } from './classify.js';

/**
 * Round 13's crisis kinds in English (concepts/crisisRound13.ts, decision 0035), read by the
 * rules alone: a means asked as a question, a mind made up and at peace, being gone by a day
 * with "don't worry", logging off for good, a bridge that brings jumping to mind, no longer
 * afraid of death — and the ordinary questions beside them. Sentences are ours, not from a
 * blind set.
 */
const rules = (text: string) => classifyWith(null, text);

const CRISIS = [
  'how many advil would it take to die',
  'what number of my blood pressure pills would be lethal',
  'how many sleeping pills would it take to not wake up',
  "what's the maximum dose of my insulin before it becomes lethal",
  'does it hurt to drown',
  "I feel calm now that I've made up my mind.",
  "I'll be gone before monday, don't worry about me",
  'logging off for good tonight, thanks for everything',
  'whenever I walk over the overpass I think about jumping',
];
const CHECK_IN_OR_CARE = ["I'm not afraid of death anymore", "dying doesn't frighten me now"];
const BENIGN = [
  'how many ibuprofen can I take in a day for my back',
  'how many advil would be enough for a headache',
  "I feel calm now that I've made up my mind about the new job",
  "I'll be gone by friday for the conference, don't worry about the dog",
  'does drowning hurt the character in my novel, I want the scene right',
  'logging off for the night, see you tomorrow',
];

describe('round 13 crisis kinds (rules alone)', () => {
  it.each(CRISIS)('answers with the crisis reply: %s', (text) => {
    expect(rules(text).action).toBe('care');
  });

  it.each(CHECK_IN_OR_CARE)('checks in at least: %s', (text) => {
    expect(['care', 'check_in']).toContain(rules(text).action);
  });

  it.each(BENIGN)('lets the ordinary question through: %s', (text) => {
    expect(['allow', 'intimate']).toContain(rules(text).action);
  });
});
