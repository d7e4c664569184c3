import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { encodeMp3 } from './mp3.js';
import { splitForSpeech } from './split.js';
import {
  SpeechProviderError,
  type SpeechProvider,
  type SpeechRequest,
  type SynthesizedSpeech,
  type VoiceSettings,
} from './types.js';
import { concatPcm, pcmDurationMs, readWav, writeWav, type Pcm } from './wav.js';

/** eSpeak's own pace at speed 1, in words per minute. */
const BASE_WPM = 170;
/** eSpeak reads any length, but one run per chunk keeps each WebAssembly instance small. */
const OFFLINE_CHUNK_CHARS = 1000;
const VOICE_NAME = /^[a-z]{2,3}(?:-[a-z0-9]+)*(?:\+[A-Za-z0-9_]+)?$/;

let compiled: Promise<{
  factory: typeof import('espeak-ng').default;
  module: WebAssembly.Module;
}> | null = null;

/** Compiles the 18 MB WebAssembly once per process; each synthesis instantiates it afresh. */
function loadEngine() {
  compiled ??= (async () => {
    const require = createRequire(import.meta.url);
    const script = require.resolve('espeak-ng');
    const wasm = await readFile(script.replace(/espeak-ng\.js$/, 'espeak-ng.wasm'));
    const [{ default: factory }, module] = await Promise.all([
      import('espeak-ng'),
      WebAssembly.compile(wasm),
    ]);
    return { factory, module };
  })();
  return compiled;
}

/** eSpeak's arguments for a voice: the input is read from a file, so no text is parsed as a flag. */
export function espeakArguments(voice: VoiceSettings): string[] {
  const name = VOICE_NAME.test(voice.offlineVoice) ? voice.offlineVoice : 'en-us+f3';
  const wpm = Math.round(BASE_WPM * Math.min(2, Math.max(0.5, voice.speed)));
  const pitch = Math.round(Math.min(99, Math.max(0, voice.pitch)));
  return ['-w', '/out.wav', '-v', name, '-s', String(wpm), '-p', String(pitch), '-f', '/in.txt'];
}

async function speakChunk(text: string, voice: VoiceSettings): Promise<Pcm> {
  const { factory, module } = await loadEngine();
  const errors: string[] = [];
  const engine = await factory({
    arguments: espeakArguments(voice),
    preRun: [(m) => m.FS.writeFile('/in.txt', text)],
    instantiateWasm: (imports, done) => {
      void WebAssembly.instantiate(module, imports).then(done);
      return {};
    },
    print: () => {},
    printErr: (line) => errors.push(line),
  });
  try {
    return readWav(engine.FS.readFile('/out.wav'));
  } catch (error) {
    throw new SpeechProviderError(
      `Offline voice failed: ${errors.join(' ') || (error as Error).message}`,
      false,
    );
  }
}

/**
 * The embedded default: eSpeak NG compiled to WebAssembly (the `espeak-ng` package), fully
 * offline. Its robotic-but-clear voice is labelled "offline voice" in the player. WAV output is
 * encoded to MP3 with lamejs unless `compress` is false.
 */
export class OfflineSpeechProvider implements SpeechProvider {
  readonly kind = 'offline' as const;
  readonly maxInputChars = OFFLINE_CHUNK_CHARS;

  constructor(private readonly options: { compress?: boolean } = {}) {}

  async synthesize(request: SpeechRequest): Promise<SynthesizedSpeech> {
    const parts: Pcm[] = [];
    for (const chunk of splitForSpeech(request.text, this.maxInputChars)) {
      request.signal?.throwIfAborted();
      parts.push(await speakChunk(chunk, request.voice));
    }
    const pcm = concatPcm(parts);
    if (pcm.samples.length === 0) throw new SpeechProviderError('Nothing to read aloud.', false);
    const compress = this.options.compress ?? true;
    return {
      bytes: compress ? encodeMp3(pcm) : writeWav(pcm),
      contentType: compress ? 'audio/mpeg' : 'audio/wav',
      durationMs: pcmDurationMs(pcm),
      offline: true,
    };
  }
}
