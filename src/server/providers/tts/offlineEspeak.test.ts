import { describe, expect, it } from 'vitest';
import { ROSTER_VOICES } from '#server/features/voice/rosterVoices.js';
import { ROSTER } from '#server/db/seed/roster.js';
import { mp3DurationMs } from './audioDuration.js';
import { espeakArguments, OfflineSpeechProvider } from './offlineEspeak.js';

const LINE = 'It is lovely to hear from you again. Tell me about your day?';

describe('offline eSpeak NG voice', () => {
  it('gives every roster character a voice of its own on both engines', () => {
    const ids = ROSTER.map((character) => character.id).sort();
    expect(Object.keys(ROSTER_VOICES).sort()).toEqual(ids);
    const voices = Object.values(ROSTER_VOICES);
    expect(new Set(voices.map((v) => v.offlineVoice)).size).toBe(ids.length);
    expect(new Set(voices.map((v) => `${v.voiceId}/${v.speed}/${v.pitch}`)).size).toBe(ids.length);
  });

  it('reads the input from a file, so no reply text is taken for a flag', () => {
    const args = espeakArguments({ voiceId: 'x', offlineVoice: '--help', speed: 9, pitch: -4 });
    expect(args).toEqual([
      '-w',
      '/out.wav',
      '-v',
      'en-us+f3',
      '-s',
      '340',
      '-p',
      '0',
      '-f',
      '/in.txt',
    ]);
  });

  it(
    'produces real MP3 audio of a plausible length for every roster character',
    { timeout: 300_000 },
    async () => {
      const provider = new OfflineSpeechProvider();
      for (const [id, voice] of Object.entries(ROSTER_VOICES)) {
        const speech = await provider.synthesize({ text: LINE, voice });
        expect(speech.contentType, id).toBe('audio/mpeg');
        expect(speech.offline).toBe(true);
        expect(speech.bytes.byteLength, id).toBeGreaterThan(4000);
        // About 60 characters: roughly 3–4 s of speech at 0.9–1.1× eSpeak's pace.
        expect(speech.durationMs, id).toBeGreaterThan(1500);
        expect(speech.durationMs, id).toBeLessThan(10_000);
        // The MP3's own frames agree with the PCM it was encoded from (encoder padding aside).
        expect(Math.abs(mp3DurationMs(speech.bytes) - speech.durationMs), id).toBeLessThan(300);
      }
    },
  );

  it('keeps WAV when compression is off', async () => {
    const speech = await new OfflineSpeechProvider({ compress: false }).synthesize({
      text: 'Hello.',
      voice: ROSTER_VOICES.luna!,
    });
    expect(speech.contentType).toBe('audio/wav');
    expect(new TextDecoder().decode(speech.bytes.slice(0, 4))).toBe('RIFF');
  });
});
