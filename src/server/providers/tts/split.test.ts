import { describe, expect, it } from 'vitest';
import { speakableText, splitForSpeech } from './split.js';

describe('text for speech', () => {
  it('drops markdown and roleplay marks but keeps the words', () => {
    expect(speakableText('*smiles* Hello **there**, [my site](https://x.y) # ok')).toBe(
      'smiles Hello there , my site ok',
    );
  });

  it('keeps short text whole and splits long text at sentence ends', () => {
    expect(splitForSpeech('One. Two.', 100)).toEqual(['One. Two.']);
    expect(splitForSpeech('One two three. Four five six. Seven.', 16)).toEqual([
      'One two three.',
      'Four five six.',
      'Seven.',
    ]);
  });

  it('cuts a sentence longer than the limit between words, never inside one', () => {
    const chunks = splitForSpeech('alpha beta gamma delta epsilon zeta eta theta', 12);
    expect(chunks.every((chunk) => chunk.length <= 12)).toBe(true);
    expect(chunks.join(' ')).toBe('alpha beta gamma delta epsilon zeta eta theta');
  });
});
