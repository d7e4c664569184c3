/**
 * A real HTTP server on 127.0.0.1 that speaks OpenAI's `POST /v1/audio/speech`, so tests and the
 * benchmark exercise the genuine speech client (fetch → socket) instead of a mock. It answers
 * real MP3 audio: a tone whose length follows the input (60 ms per character).
 *
 * Fault modes: 'error500' (transient), 'error400' (a bad voice: permanent), 'hang' (never
 * answers: drives the client's timeout).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { mp3Frames } from '#server/providers/tts/audioDuration.js';
import { encodeMp3 } from '#server/providers/tts/mp3.js';

export type FakeSpeechFault = 'none' | 'error500' | 'error400' | 'hang';

export interface SpeechCall {
  path: string;
  authorization: string | undefined;
  body: { model: string; voice: string; input: string; response_format: string; speed: number };
}

const SAMPLE_RATE = 24000;
const MS_PER_CHAR = 60;

let toneFrames: Uint8Array[] | null = null;

/**
 * MP3 of a quiet tone lasting about `ms`: frames of one tone encoded once and repeated, so the
 * fake answers at once however busy the machine is.
 */
export function toneMp3(ms: number): Uint8Array {
  if (!toneFrames) {
    const samples = new Int16Array(SAMPLE_RATE);
    for (let i = 0; i < samples.length; i++)
      samples[i] = Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE));
    const mp3 = encodeMp3({ samples, sampleRate: SAMPLE_RATE, channels: 1 }, 32);
    toneFrames = mp3Frames(mp3).map((frame) => mp3.slice(frame.start, frame.end));
  }
  const frameMs = (576 / SAMPLE_RATE) * 1000;
  const count = Math.max(1, Math.round(ms / frameMs));
  const frames = Array.from({ length: count }, (_, i) => toneFrames![i % toneFrames!.length]);
  const out = new Uint8Array(frames.reduce((sum, frame) => sum + frame.length, 0));
  let at = 0;
  for (const frame of frames) {
    out.set(frame, at);
    at += frame.length;
  }
  return out;
}

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as SpeechCall['body'];
}

export async function startFakeSpeech(options: { apiKey?: string } = {}) {
  toneMp3(1); // encode the tone before the first request, not during it
  const calls: SpeechCall[] = [];
  const sockets = new Set<Socket>();
  const state = { fault: 'none' as FakeSpeechFault };
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    calls.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ error: { message: 'Invalid API key' } }));
    }
    if (state.fault === 'hang') return;
    if (state.fault === 'error500' || state.fault === 'error400') {
      response.writeHead(state.fault === 'error500' ? 500 : 400, {
        'content-type': 'application/json',
      });
      return response.end(JSON.stringify({ error: { message: `Fake ${state.fault}` } }));
    }
    const audio = toneMp3(body.input.length * MS_PER_CHAR);
    response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': audio.byteLength });
    response.end(Buffer.from(audio));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    msPerChar: MS_PER_CHAR,
    setFault(fault: FakeSpeechFault) {
      state.fault = fault;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeSpeech = Awaited<ReturnType<typeof startFakeSpeech>>;
