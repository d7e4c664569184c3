import { describe, expect, it } from 'vitest';
import { buildAutomaton } from './ahoCorasick.js';
import { requiredLiterals } from './requiredLiterals.js';

const sorted = (re: RegExp) => requiredLiterals(re)?.sort() ?? null;

describe('requiredLiterals (docs/decisions/0106-rule-prefilter.md)', () => {
  it('reads the strings a match must contain', () => {
    expect(sorted(/(?<![a-z0-9])(?:kiss|hug)(?![a-z0-9])/)).toEqual(['hug', 'kiss']);
    expect(sorted(/colou?r/)).toEqual(['color', 'colour']);
    expect(sorted(/[a-z]*girl of \d+/)).toEqual(['girl of ']);
    expect(sorted(/Bomb/i)).toEqual(['bomb']);
  });

  it('prefers the longer strings when common words make two choices equally rare', () => {
    // "had" alone occurs in ordinary prose ("I had a coffee"); "had her " far less often.
    expect(sorted(/(?:had|have) (?:her|my) \d/)).toEqual([
      'had her ',
      'had my ',
      'have her ',
      'have my ',
    ]);
  });

  it('promises nothing where a match can do without any string', () => {
    expect(requiredLiterals(/(?:kiss|[a-z]+)/)).toBeNull();
    expect(requiredLiterals(/(\w)\1/)).toBeNull();
    expect(requiredLiterals(/x?/)).toBeNull();
    // Unicode case folding reads ſ as s, which lower-casing does not.
    expect(requiredLiterals(/sex/iu)).toBeNull();
    expect(requiredLiterals(/caf\u00e9/)).toEqual(['caf']);
  });
});

describe('buildAutomaton', () => {
  it('finds every listed string, overlapping ones too', () => {
    const strings = ['he', 'she', 'his', 'hers'];
    const found: string[] = [];
    buildAutomaton(strings).scan('ushers and his', (id) => {
      found.push(strings[id]);
      return true;
    });
    expect(found.sort()).toEqual(['he', 'hers', 'his', 'she']);
  });
});
