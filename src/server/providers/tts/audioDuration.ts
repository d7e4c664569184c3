/**
 * Durations of the files a speech endpoint returns, read from their headers: MP3 by counting
 * frames, Ogg Opus from the last page's granule position. Hand-written because a metadata
 * library would be far heavier than these two loops (docs/decisions/0080-voice-replies.md).
 */

const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** Skips an ID3v2 tag at the start of the file, if any. */
function afterId3(bytes: Uint8Array, at: number): number {
  if (bytes[at] !== 0x49 || bytes[at + 1] !== 0x44 || bytes[at + 2] !== 0x33) return at;
  const size = (bytes[at + 6] << 21) | (bytes[at + 7] << 14) | (bytes[at + 8] << 7) | bytes[at + 9];
  return at + 10 + size;
}

/** MPEG layer III frames: where each starts and ends and how long it plays. */
export function mp3Frames(bytes: Uint8Array): Array<{ start: number; end: number; ms: number }> {
  const frames = [];
  let at = afterId3(bytes, 0);
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) {
      const next = afterId3(bytes, at);
      at = next === at ? at + 1 : next;
      continue;
    }
    const version = (bytes[at + 1] >> 3) & 3;
    const layer = (bytes[at + 1] >> 1) & 3;
    const bitrateIndex = bytes[at + 2] >> 4;
    const rateIndex = (bytes[at + 2] >> 2) & 3;
    const padding = (bytes[at + 2] >> 1) & 1;
    const rate = RATES[version]?.[rateIndex];
    const kbps = (version === 3 ? MPEG1_KBPS : MPEG2_KBPS)[bitrateIndex];
    if (layer !== 1 || !rate || !kbps) {
      at += 1;
      continue;
    }
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / rate) + padding;
    frames.push({ start: at, end: at + length, ms: (samples / rate) * 1000 });
    at += length;
  }
  return frames;
}

/** Sums the frames of an MP3 file (concatenated files included). */
export function mp3DurationMs(bytes: Uint8Array): number {
  return Math.round(mp3Frames(bytes).reduce((sum, frame) => sum + frame.ms, 0));
}

/**
 * Ogg Opus: per logical stream, the last granule position at 48 kHz less the pre-skip; chained
 * streams (joined replies) are summed.
 */
export function oggOpusDurationMs(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  let granule = 0;
  let preSkip = 0;
  for (let at = 0; at + 27 <= bytes.length;) {
    if (view.getUint32(at, false) !== 0x4f676753) break; // "OggS"
    const beginsStream = (bytes[at + 5] & 2) !== 0;
    const position = Number(view.getBigInt64(at + 6, true));
    const segments = bytes[at + 26];
    let body = 0;
    for (let i = 0; i < segments; i++) body += bytes[at + 27 + i];
    const payload = at + 27 + segments;
    if (beginsStream) {
      total += Math.max(0, granule - preSkip);
      granule = 0;
      preSkip = 0;
    }
    if (bytes[payload] === 0x4f && bytes[payload + 1] === 0x70 && bytes[payload + 4] === 0x48)
      preSkip = view.getUint16(payload + 10, true); // "OpusHead"
    if (position > 0) granule = Math.max(granule, position);
    at = payload + body;
  }
  total += Math.max(0, granule - preSkip);
  return Math.round((total / 48000) * 1000);
}

export function audioDurationMs(bytes: Uint8Array, contentType: string): number {
  if (contentType === 'audio/ogg') return oggOpusDurationMs(bytes);
  if (contentType === 'audio/mpeg') return mp3DurationMs(bytes);
  return 0;
}
