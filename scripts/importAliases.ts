import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

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

const IMPORT = /(?:^|\n)\s*((?:import|export)[^'"]*?)from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

export interface ImportEdge {
  /** The imported file, absolute. */
  to: string;
  /** `import type` / `export type`: gone once compiled, so it never runs. */
  typeOnly: boolean;
}

/** './service.js' → service.ts, './x' → x.tsx or x/index.ts, as TypeScript's bundler mode does. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = importTarget(dirname(from), specifier.replace(/\.js$/, ''));
  if (!base) return null;
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The first-party files a source file imports (packages left out), read from its text. */
export function importsOf(file: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const to = resolveImport(file, match[2] ?? match[3]!);
    if (to) edges.push({ to, typeOnly: /^(import|export)\s+type\s/.test(match[1] ?? '') });
  }
  return edges;
}
