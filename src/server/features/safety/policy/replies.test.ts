import { describe, expect, it } from 'vitest';
import {
  classifyText,
  crisisReply,
  hashContent,
  refusalReply,
  type SafetyCategory,
} from './index.js';

const CATEGORIES: SafetyCategory[] = [
  'minors',
  'non_consent',
  'incest',
  'bestiality',
  'illegal',
  'hate',
  'harassment',
  'self_harm',
  'intimate',
];
// Shaming words have no place in a refusal: it should set a line, not judge the person.
const JUDGEMENTAL =
  /\b(disgusting|sick|pervert|creep|shame|ashamed|gross|reported|banned|illegal|criminal)\b/i;

describe('refusalReply', () => {
  it.each(CATEGORIES)('%s: names the character, is kind, and steers back', (category) => {
    const reply = refusalReply('Luna', category);
    expect(reply).toContain('Luna');
    expect(reply).not.toMatch(JUDGEMENTAL);
    expect(reply.length).toBeGreaterThan(40);
  });

  it('sends the crisis reply for self-harm', () => {
    expect(refusalReply('Luna', 'self_harm')).toBe(crisisReply('Luna'));
  });

  it('passes our own policy as a model reply', () => {
    for (const category of CATEGORIES) {
      expect(classifyText(refusalReply('Mia', category), { source: 'model' }).action).toBe('allow');
    }
  });

  it('survives an empty character name', () => {
    expect(refusalReply('  ', 'minors')).toContain('companion');
  });
});

describe('crisisReply', () => {
  const reply = crisisReply('Aria');

  it('is personal and caring', () => {
    expect(reply).toContain('Aria');
    expect(reply).not.toMatch(JUDGEMENTAL);
  });

  it('says it is an AI that cannot replace real help', () => {
    expect(reply).toContain('AI');
    expect(reply).toMatch(/can't replace real help/);
  });

  it('lists crisis resources', () => {
    for (const resource of ['988', '112', '911', 'Samaritans', '116 123', 'findahelpline.com']) {
      expect(reply).toContain(resource);
    }
  });
});

describe('hashContent', () => {
  it('is the sha256 hex digest', () => {
    expect(hashContent('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('is stable and differs for different text', () => {
    expect(hashContent('hello')).toBe(hashContent('hello'));
    expect(hashContent('hello')).not.toBe(hashContent('hello!'));
    expect(hashContent('')).toMatch(/^[0-9a-f]{64}$/);
  });
});
