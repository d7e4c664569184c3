import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSpeech, type FakeSpeech } from '#test/helpers/fakeSpeech.js';
import { OpenAiSpeechProvider } from './openaiSpeech.js';
import { SpeechProviderError, type VoiceSettings } from './types.js';

const voice: VoiceSettings = {
  voiceId: 'shimmer',
  offlineVoice: 'en-us+f3',
  speed: 0.95,
  pitch: 58,
};

describe('OpenAI-compatible speech client against a fake endpoint on loopback', () => {
  let fake: FakeSpeech;
  const provider = (
    overrides: Partial<ConstructorParameters<typeof OpenAiSpeechProvider>[0]> = {},
  ) =>
    new OpenAiSpeechProvider({
      baseURL: fake.baseURL,
      apiKey: 'sk-test',
      model: 'tts-1',
      format: 'mp3',
      timeoutMs: 10_000,
      ...overrides,
    });

  beforeAll(async () => {
    fake = await startFakeSpeech({ apiKey: 'sk-test' });
  });
  afterAll(async () => fake?.close());
  beforeEach(() => {
    fake.calls.length = 0;
    fake.setFault('none');
  });

  it('posts model, voice, input, response_format and speed with the key, and measures the MP3', async () => {
    const speech = await provider().synthesize({ text: 'Hello there, love.', voice });
    expect(fake.calls).toEqual([
      {
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-test',
        body: {
          model: 'tts-1',
          voice: 'shimmer',
          input: 'Hello there, love.',
          response_format: 'mp3',
          speed: 0.95,
        },
      },
    ]);
    expect(speech).toMatchObject({ contentType: 'audio/mpeg', offline: false });
    // 18 characters at 60 ms each, give or take a frame of padding.
    expect(speech.durationMs).toBeGreaterThan(18 * 60 - 100);
    expect(speech.durationMs).toBeLessThan(18 * 60 + 200);
  });

  it('splits a long reply at sentences within the input limit and joins the audio', async () => {
    const text = 'First sentence is here. Second one follows it! Does the third ask? Yes.';
    const speech = await provider({ maxInputChars: 30 }).synthesize({ text, voice });
    const inputs = fake.calls.map((call) => call.body.input);
    expect(inputs.length).toBeGreaterThan(1);
    expect(inputs.every((input) => input.length <= 30)).toBe(true);
    expect(inputs.join(' ')).toBe(text);
    expect(speech.durationMs).toBeGreaterThan(inputs.join('').length * 60 - 300);
  });

  it('reports a 400 (bad voice) as permanent and a 500 as transient', async () => {
    fake.setFault('error400');
    const bad = await provider()
      .synthesize({ text: 'Hi.', voice })
      .catch((error) => error);
    expect(bad).toBeInstanceOf(SpeechProviderError);
    expect(bad).toMatchObject({ transient: false, message: expect.stringContaining('400') });
    fake.setFault('error500');
    const down = await provider()
      .synthesize({ text: 'Hi.', voice })
      .catch((error) => error);
    expect(down).toMatchObject({ transient: true, message: expect.stringContaining('500') });
  });

  it('gives up on an endpoint that never answers after its timeout', async () => {
    fake.setFault('hang');
    const error = await provider({ timeoutMs: 300 })
      .synthesize({ text: 'Hi.', voice })
      .catch((caught) => caught);
    expect(error).toMatchObject({ transient: true, message: expect.stringContaining('timed out') });
  });

  it('reports an unreachable endpoint as transient', async () => {
    const error = await provider({ baseURL: 'http://127.0.0.1:9/v1' })
      .synthesize({ text: 'Hi.', voice })
      .catch((caught) => caught);
    expect(error).toMatchObject({
      transient: true,
      message: expect.stringContaining('unreachable'),
    });
  });
});
