/** The few PNG facts the image backends need, read from the bytes themselves. */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 24 && SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** Width and height from the IHDR chunk (always the first chunk), or null when not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (!isPng(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (type !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
