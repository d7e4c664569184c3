import { describe, it, expect } from 'vitest';
import { ROSTER } from './roster.js';
import { ROSTER_TAGS } from './rosterTypes.js';

const EXPECTED_IDS = [
  'luna',
  'aria',
  'blaze',
  'melody',
  'nova',
  'ruby',
  'vivienne',
  'sofia',
  'chloe',
  'lana',
  'mei',
  'isabella',
  'selena',
  'ava',
  'scarlett',
  'raven',
];

const PREMIUM_IDS = ['aria', 'melody', 'ruby', 'sofia', 'lana', 'mei', 'isabella', 'selena', 'ava'];

const TAG_VOCABULARY = new Set<string>(ROSTER_TAGS);

describe('ROSTER', () => {
  it('has the 16 characters in the expected order with unique ids', () => {
    expect(ROSTER).toHaveLength(16);
    expect(ROSTER.map((c) => c.id)).toEqual(EXPECTED_IDS);
    expect(new Set(ROSTER.map((c) => c.id)).size).toBe(ROSTER.length);
  });

  it('names each character after her capitalised id', () => {
    for (const c of ROSTER) {
      expect(c.name).toBe(c.id.charAt(0).toUpperCase() + c.id.slice(1));
    }
  });

  it('flags exactly the listed characters as premium', () => {
    for (const c of ROSTER) {
      expect(c.isPremium, c.id).toBe(PREMIUM_IDS.includes(c.id));
    }
  });

  it('only has adult characters aged 21 or over', () => {
    for (const c of ROSTER) {
      expect(Number.isInteger(c.age), c.id).toBe(true);
      expect(c.age, c.id).toBeGreaterThanOrEqual(21);
      expect(c.age, c.id).toBeLessThanOrEqual(35);
    }
  });

  it('exercises every branch of the card age-label fallback', () => {
    const labels = ROSTER.map((c) => c.ageLabel);
    expect(labels.filter((l) => l === null)).toHaveLength(2);
    expect(labels.some((l) => l !== null && !/^\d/.test(l))).toBe(true);
    for (const c of ROSTER) {
      if (c.ageLabel !== null && /^\d/.test(c.ageLabel)) {
        expect(c.ageLabel.startsWith(String(c.age)), c.id).toBe(true);
      }
    }
  });

  it('keeps popularity within 87..98 with Luna on top', () => {
    for (const c of ROSTER) {
      expect(Number.isInteger(c.popularity), c.id).toBe(true);
      expect(c.popularity, c.id).toBeGreaterThanOrEqual(87);
      expect(c.popularity, c.id).toBeLessThanOrEqual(98);
    }
    const luna = ROSTER.find((c) => c.id === 'luna');
    expect(luna?.popularity).toBe(98);
    expect(ROSTER.filter((c) => c.popularity === 98)).toHaveLength(1);
  });

  it('spreads popularity as widely as the range allows', () => {
    // 16 characters cannot have distinct whole numbers in 87..98 (only 12 values),
    // so every value in the range is used and no value is shared by more than two.
    const values = ROSTER.map((c) => c.popularity);
    expect(new Set(values).size).toBe(12);
    for (const v of new Set(values)) {
      expect(values.filter((x) => x === v).length).toBeLessThanOrEqual(2);
    }
  });

  it('keeps ratings within 8..10 with one decimal place', () => {
    for (const c of ROSTER) {
      expect(c.rating, c.id).toBeGreaterThanOrEqual(8);
      expect(c.rating, c.id).toBeLessThanOrEqual(10);
      expect(Math.round(c.rating * 10) / 10, c.id).toBe(c.rating);
    }
    expect(ROSTER.some((c) => c.rating >= 9)).toBe(true);
    expect(ROSTER.some((c) => c.rating < 9)).toBe(true);
  });

  it('gives every character a persona system prompt that mentions 21+ and flirty', () => {
    for (const c of ROSTER) {
      const prompt = c.personaSystemPrompt;
      expect(prompt.length, c.id).toBeGreaterThanOrEqual(50);
      expect(prompt.length, c.id).toBeLessThanOrEqual(1500);
      expect(prompt, c.id).toContain('21+');
      expect(prompt, c.id).toContain('flirty');
      expect(prompt.startsWith(`You are ${c.name}, a ${c.age}-year-old`), c.id).toBe(true);
    }
  });

  it('gives every character exactly 10 distinct starter prompts', () => {
    for (const c of ROSTER) {
      expect(c.starterPrompts, c.id).toHaveLength(10);
      expect(new Set(c.starterPrompts).size, c.id).toBe(10);
      for (const p of c.starterPrompts) expect(p.trim().length, c.id).toBeGreaterThan(0);
    }
  });

  it('lists one to three looks per character', () => {
    for (const c of ROSTER) {
      expect(c.looks.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.looks.length, c.id).toBeLessThanOrEqual(3);
    }
  });

  it('writes every bio as exactly two short lines', () => {
    for (const c of ROSTER) {
      const lines = c.bio.split('\n');
      expect(lines, c.id).toHaveLength(2);
      for (const line of lines) {
        expect(line.trim().length, c.id).toBeGreaterThan(0);
        expect(line.length, c.id).toBeLessThan(80);
      }
    }
  });

  it('draws 3..5 lowercase tags from the shared vocabulary', () => {
    for (const c of ROSTER) {
      expect(c.tags.length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.tags.length, c.id).toBeLessThanOrEqual(5);
      for (const tag of c.tags) expect(TAG_VOCABULARY.has(tag), `${c.id}: ${tag}`).toBe(true);
    }
    const raven = ROSTER.find((c) => c.id === 'raven');
    expect(raven?.tags).toEqual(expect.arrayContaining(['goth', 'mysterious']));
  });

  it('uses pastel hex portrait colours without a leading #', () => {
    for (const c of ROSTER) {
      expect(c.portrait.seed.startsWith(c.id), c.id).toBe(true);
      expect(c.portrait.backgroundColor.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.portrait.backgroundColor.length, c.id).toBeLessThanOrEqual(2);
      for (const colour of c.portrait.backgroundColor) {
        expect(colour, c.id).toMatch(/^[0-9a-f]{6}$/);
      }
    }
  });
});
