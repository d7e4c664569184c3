import { createHash } from 'node:crypto';

/** sha256 hex of the text, so an offending message can be counted and matched without storing it. */
export function hashContent(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
