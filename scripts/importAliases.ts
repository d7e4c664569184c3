import { join, resolve } from 'node:path';

/** The import aliases of tsconfig.json (`#server/…` is `src/server/…`), for scripts that read imports. */
const ALIASES: Record<string, string> = {
  '#server/': 'src/server/',
  '#web/': 'src/web/',
  '#shared/': 'src/shared/',
  '#test/': 'test/',
};

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Where a relative or aliased import points, as an absolute path without resolving the file's
 * extension; null for a package import.
 */
export function importTarget(fromDir: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(fromDir, specifier);
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  return alias ? join(ROOT, ALIASES[alias]!, specifier.slice(alias.length)) : null;
}
