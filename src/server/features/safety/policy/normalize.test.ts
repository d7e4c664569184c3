import { describe, expect, it } from 'vitest';
import { normalizeText, normalizeVariants } from './normalize.js';

describe('normalizeText', () => {
  it.each([
    ['Hello THERE', 'helo there'],
    ['s.e.x', 'sex'],
    ['s e x', 'sex'],
    ['s-e-x-y', 'sexy'],
    ['n a k e d', 'naked'],
    ['s3x', 'sex'],
    ['h0rny', 'horny'],
    ['$exy', 'sexy'],
    ['n@ked', 'naked'],
    ['l0li', 'loli'],
    ['sooooo cuuute', 'so cute'],
    ['kill', 'kil'],
    ['17yo', '17 yo'],
    ['17 y/o', '17 yo'],
    ['17-year-old', '17 year old'],
    ['16f', '16 f'],
    ['8th grader', '8 th grader'],
    ["I'm 16", 'im 16'],
    ['I’m here', 'im here'],
    ['Ｉ’ｍ １６', 'im 16'],
    ['café naïve', 'cafe naive'],
    ['sеxt', 'sext'], // Cyrillic е
    ['s\u200bex', 'sex'], // zero-width space
    ['Hi. How are you?', 'hi . how are you .'],
    ['c u later', 'se you later'],
    ['u r sweet', 'you are swet'],
    ['can u b 15 4 me', 'can you be 15 for me'],
    ['teen', 'tenager'],
    ['t33n girls', 'tenager girls'],
    ['preteen', 'pretenager'],
  ])('%s -> %s', (raw, normalized) => {
    expect(normalizeText(raw)).toBe(normalized);
  });

  it('gives a second reading when a 1 inside a word could be an l', () => {
    const readings = normalizeVariants('1ittle').map((variant) => variant.text);
    expect(readings).toContain('litle');
  });

  it('keeps stretched letters at two in the loose form', () => {
    expect(normalizeVariants('heeeeey')[0].loose).toBe('heey');
  });

  it('leaves plain numbers alone', () => {
    expect(normalizeText('I have 17 unread emails')).toBe('i have 17 unread emails');
  });
});
