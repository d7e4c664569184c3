import { describe, expect, it } from 'vitest';
import { chipLabel, pickStarterPrompts } from './starters';

const prompts = Array.from({ length: 10 }, (_, i) => `Prompt number ${i + 1}`);

describe('chipLabel', () => {
  it('keeps short prompts and cuts long ones at 30 characters with an ellipsis', () => {
    expect(chipLabel('Tell me about your day')).toBe('Tell me about your day');
    const long = 'What would our perfect date look like, honestly?';
    expect(chipLabel(long)).toBe(`${long.slice(0, 30).trimEnd()}…`);
    expect(chipLabel('x'.repeat(30))).toBe('x'.repeat(30));
  });
});

describe('pickStarterPrompts', () => {
  it('gives free users and guests the first three prompts', () => {
    expect(pickStarterPrompts(prompts, false)).toEqual(prompts.slice(0, 3));
  });

  it('gives premium users three of all ten, in a random order', () => {
    // random() near 0 swaps every element with the first one: a deterministic shuffle.
    const picked = pickStarterPrompts(prompts, true, () => 0);
    expect(picked).toHaveLength(3);
    expect(picked).not.toEqual(prompts.slice(0, 3));
    for (const prompt of picked) expect(prompts).toContain(prompt);
    expect(new Set(picked).size).toBe(3);
  });

  it('copes with fewer prompts and drops blank ones', () => {
    expect(pickStarterPrompts(['Hi', '  '], false)).toEqual(['Hi']);
    expect(pickStarterPrompts([], true)).toEqual([]);
  });
});
