/** The 16-bit PCM inside a WAV file, as eSpeak NG writes it (mono, 22 050 Hz). */
export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
  channels: number;
}

const ascii = (view: DataView, at: number) =>
  String.fromCharCode(
    view.getUint8(at),
    view.getUint8(at + 1),
    view.getUint8(at + 2),
    view.getUint8(at + 3),
  );

/** Reads the fmt and data chunks; the data chunk runs to the end when its size was never fixed. */
export function readWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || ascii(view, 0) !== 'RIFF' || ascii(view, 8) !== 'WAVE')
    throw new Error('Not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  let channels = 0;
  while (offset + 8 <= bytes.byteLength) {
    const id = ascii(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      if (view.getUint16(body + 14, true) !== 16) throw new Error('Only 16-bit WAV is supported');
    } else if (id === 'data') {
      const end = Math.min(bytes.byteLength, body + size);
      const copy = bytes.slice(body, end - ((end - body) % 2));
      return { samples: new Int16Array(copy.buffer), sampleRate, channels };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

export function concatPcm(parts: Pcm[]): Pcm {
  const total = parts.reduce((sum, part) => sum + part.samples.length, 0);
  const samples = new Int16Array(total);
  let at = 0;
  for (const part of parts) {
    samples.set(part.samples, at);
    at += part.samples.length;
  }
  return { samples, sampleRate: parts[0]?.sampleRate ?? 22050, channels: parts[0]?.channels ?? 1 };
}

export function pcmDurationMs(pcm: Pcm): number {
  if (!pcm.sampleRate || !pcm.channels) return 0;
  return Math.round((pcm.samples.length / pcm.channels / pcm.sampleRate) * 1000);
}

/** A plain 16-bit PCM WAV file (kept when MP3 encoding is switched off). */
export function writeWav(pcm: Pcm): Uint8Array {
  const dataBytes = pcm.samples.byteLength;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, pcm.channels, true);
  view.setUint32(24, pcm.sampleRate, true);
  view.setUint32(28, pcm.sampleRate * pcm.channels * 2, true);
  view.setUint16(32, pcm.channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  out.set(new Uint8Array(pcm.samples.buffer, pcm.samples.byteOffset, dataBytes), 44);
  return out;
}
