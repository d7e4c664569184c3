/**
 * 32-bit FNV-1a over a normalised token. Slurs are stored only as these numbers so the
 * repository does not spell them out; to add one, hash its normalised spelling
 * (`slurHash(normalizeVariants(word)[0].loose)`) and append the number to SLUR_HASHES.
 */
export function slurHash(token: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
