import { describe, expect, it } from 'vitest';
import { voiceFromCard } from './rosterVoices.js';

describe('a voice carried by a Character Card', () => {
  it('is read from extensions.velvet.voice, else extensions.voice', () => {
    expect(
      voiceFromCard({ extensions: { velvet: { voice: { voiceId: 'af_bella', speed: 1.1 } } } }),
    ).toEqual({ voiceId: 'af_bella', speed: 1.1 });
    expect(voiceFromCard({ extensions: { voice: { voiceId: 'nova', pitch: 40 } } })).toEqual({
      voiceId: 'nova',
      pitch: 40,
    });
  });

  it('is null when the card has none or only fields of the wrong type', () => {
    expect(voiceFromCard({})).toBeNull();
    expect(voiceFromCard({ extensions: { voice: 'nova' } })).toBeNull();
    expect(voiceFromCard({ extensions: { voice: { voiceId: 7, speed: 'fast' } } })).toBeNull();
  });
});
