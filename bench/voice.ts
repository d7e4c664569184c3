/**
 * Voice replies. (1) The offline eSpeak NG voice: milliseconds of synthesis per 100 characters,
 * with and without the MP3 encoding, and how many times faster than real time it speaks.
 * (2) Server overhead of `POST /api/messages/{id}/audio` against the fake speech endpoint on
 * loopback: the whole request (ownership, credits, audio row and job in one transaction, the
 * queue, storage, the answer) minus the same synthesis called directly; and a free replay.
 * PGlite in memory by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 */
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { user } from '../src/server/db/schema/index.js';
import { seedDatabase } from '../src/server/db/seed/index.js';
import { ROSTER_VOICES } from '../src/server/features/voice/index.js';
import { OfflineSpeechProvider, OpenAiSpeechProvider } from '../src/server/providers/tts/index.js';
import type { FileStorage } from '../src/server/providers/storage/types.js';
import { startFakeSpeech } from '../test/helpers/fakeSpeech.js';
import { fmt, percentile, printTable } from './support/stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const TEXT =
  'It is lovely to hear from you again. I spent the afternoon by the window with a book and a ' +
  'cup of tea, thinking about what you told me yesterday. Tell me, how did the interview go? ' +
  'I want every detail, from the moment you walked in to the moment you left.';

// (1) Offline synthesis.
const offlineRows = [];
for (const compress of [false, true]) {
  const provider = new OfflineSpeechProvider({ compress });
  await provider.synthesize({ text: 'Warm up.', voice: ROSTER_VOICES.luna! });
  const times: number[] = [];
  let audioMs = 0;
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const id of ['luna', 'aria', 'raven']) {
      const started = performance.now();
      const speech = await provider.synthesize({ text: TEXT, voice: ROSTER_VOICES[id]! });
      times.push(performance.now() - started);
      audioMs += speech.durationMs;
      bytes += speech.bytes.byteLength;
    }
  const total = times.reduce((sum, time) => sum + time, 0);
  offlineRows.push({
    output: compress ? 'MP3 48 kbit/s (lamejs)' : 'WAV 22 kHz',
    'ms per 100 chars': fmt((total / times.length / TEXT.length) * 100, 0),
    'times real time': fmt(audioMs / total, 1),
    'KB per second of audio': fmt(bytes / 1024 / (audioMs / 1000), 1),
  });
}

// (2) Server overhead against the fake endpoint.
const fake = await startFakeSpeech();
const speech = new OpenAiSpeechProvider({
  baseURL: fake.baseURL,
  model: 'tts-1',
  format: 'mp3',
  timeoutMs: 30_000,
});
const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
const storage: FileStorage = {
  kind: 'local',
  put: async (key, bytes, contentType) => void files.set(key, { bytes, contentType }),
  get: async (key) => files.get(key) ?? null,
  delete: async (key) => void files.delete(key),
  health: async () => ({ ok: true, kind: 'local', detail: 'memory' }),
};
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { databaseUrl: url } : {});
await seedDatabase(database.db);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  IMAGE_RATE_LIMIT_PER_MINUTE: '10000',
  IMAGE_IP_PER_MINUTE: '100000',
  CONVERSATIONS_PER_MINUTE: '10000',
});
const app = await buildApp({
  config,
  database,
  logger: false,
  webDistDir: '/nonexistent',
  speech,
  fileStorage: storage,
});
await app.ready();
const { auth, chat, credits, voice } = app.services;

await database.db.insert(user).values({
  id: 'bench-voice',
  name: 'b',
  email: 'bench-voice@example.com',
  username: 'bv',
  ageConfirmedAt: new Date(),
});
await auth.setPremiumGrant('bench-voice@example.com', true);
await credits.grantCredits('bench-voice', REQUESTS * 50 + 100, 'bench-voice', 'purchase');
const viewer = (await auth.getViewerById('bench-voice'))!;
const subject = { viewer, guestId: null, ip: '10.0.0.1' };

const direct: number[] = [];
const whole: number[] = [];
const replay: number[] = [];
for (let index = 0; index < REQUESTS; index++) {
  const { messages } = await chat.conversations.create(subject, index % 2 ? 'luna' : 'aria');
  const words = messages[0]!.content;
  let started = performance.now();
  await speech.synthesize({ text: words, voice: ROSTER_VOICES.luna! });
  direct.push(performance.now() - started);
  started = performance.now();
  await voice.requestAudio(viewer, '10.0.0.1', messages[0]!.id);
  whole.push(performance.now() - started);
  started = performance.now();
  await voice.requestAudio(viewer, '10.0.0.1', messages[0]!.id);
  replay.push(performance.now() - started);
}
await app.close();
await fake.close();

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );
console.log(
  `bench/voice: offline eSpeak NG, ${ROUNDS} rounds × 3 voices, ${TEXT.length} characters`,
);
printTable(offlineRows);
console.log(
  `\nserver overhead, ${REQUESTS} requests on ${url ? 'PostgreSQL' : 'PGlite'} against the fake endpoint`,
);
printTable([
  {
    measure: 'synthesis called directly',
    'median ms': fmt(median(direct), 1),
    'p95 ms': fmt(p95(direct), 1),
  },
  {
    measure: 'POST …/audio (charged)',
    'median ms': fmt(median(whole), 1),
    'p95 ms': fmt(p95(whole), 1),
  },
  {
    measure: 'overhead (charged − direct)',
    'median ms': fmt(median(whole) - median(direct), 1),
    'p95 ms': '',
  },
  {
    measure: 'POST …/audio (free replay)',
    'median ms': fmt(median(replay), 1),
    'p95 ms': fmt(p95(replay), 1),
  },
]);
