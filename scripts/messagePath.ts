/**
 * The declared path of one chat message, from the textarea to the drawn reply: the numbered list
 * under "The path of one message" in docs/ARCHITECTURE.md. It is read from there, so the document
 * is the one declaration; `scripts/codeHealth.ts` prints its length and
 * `test/architecture/messagePath.test.ts` keeps it true.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const HEADING = '### The path of one message';

/** The aim for the whole path (code-health issue 17). */
export const MESSAGE_PATH_TARGET = 15;

/** The section's text, from its heading to the next heading. */
export function messagePathSection(): string {
  const doc = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
  const start = doc.indexOf(HEADING);
  if (start === -1) throw new Error(`docs/ARCHITECTURE.md has no "${HEADING}" section`);
  const rest = doc.slice(start + HEADING.length);
  const end = rest.search(/\n#{1,3} /);
  return end === -1 ? rest : rest.slice(0, end);
}

/** One numbered line of the list: its number and the repository path it names. */
export interface PathStep {
  number: number;
  file: string;
}

/** The numbered lines `N. \`path\` — what it does`, in the order they are written. */
export function declaredMessagePath(): PathStep[] {
  return [...messagePathSection().matchAll(/^(\d+)\. `([^`]+)`/gm)].map((match) => ({
    number: Number(match[1]),
    file: match[2]!,
  }));
}
