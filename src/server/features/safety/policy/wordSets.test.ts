import { describe, expect, it } from 'vitest';
import { ANIMAL_WORDS, KIN_WORDS, MEANS_WORDS } from './wordnetLexicons.js';
import { normalizeText } from './normalize.js';
import { wordSet } from './wordSets.js';

describe('generated WordNet lexicons as word sets', () => {
  it('finds whole words and phrases, never parts of words', () => {
    const set = wordSet(['dog', 'german shepherd']);
    expect(set.find('my german shepherd is asleep')).toBe('german shepherd');
    expect(set.find('a hotdog stand')).toBeNull();
    expect(set.find('the dog')).toBe('dog');
  });

  it('cover words nobody listed by hand, in the normalised spelling', () => {
    const animals = wordSet(ANIMAL_WORDS);
    expect(animals.find(normalizeText('my Rottweiler'))).toBe('rotweiler');
    expect(animals.find(normalizeText('a Shetland pony'))).not.toBeNull();
    expect(KIN_WORDS).toContain('half brother');
    expect(KIN_WORDS).toContain('stepsister');
    expect(wordSet(MEANS_WORDS).find(normalizeText('my amitriptyline'))).toBe('amitriptyline');
  });

  it('leave out words whose everyday sense is not the concept', () => {
    const animals = wordSet(ANIMAL_WORDS);
    expect(animals.find('a toy for the kids')).toBeNull();
    expect(animals.find('she is a cougar')).toBeNull();
    expect(KIN_WORDS).not.toContain('babe');
    expect(KIN_WORDS).not.toContain('daddy');
  });
});
