import { Mp3Encoder } from '@breezystack/lamejs';
import type { Pcm } from './wav.js';

/** Speech needs little: 48 kbit/s mono MP3 is about a seventh of eSpeak's 22 kHz WAV. */
export const OFFLINE_MP3_KBPS = 48;
const BLOCK = 1152 * 8;

/** Encodes mono 16-bit PCM as MP3 with lamejs (pure JavaScript, no native build). */
export function encodeMp3(pcm: Pcm, kbps = OFFLINE_MP3_KBPS): Uint8Array {
  const encoder = new Mp3Encoder(1, pcm.sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let at = 0; at < pcm.samples.length; at += BLOCK) {
    const block = encoder.encodeBuffer(pcm.samples.subarray(at, at + BLOCK));
    if (block.length) parts.push(block);
  }
  const tail = encoder.flush();
  if (tail.length) parts.push(tail);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
