/**
 * The landing page's initial files from Vite's manifest: the entry, what it starts at once (its
 * own dynamic imports: the app, loaded after the first paint), the landing route's chunk, and
 * everything those import statically. Imports made later (below the fold, dialogs, other pages)
 * are not counted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const LANDING_SOURCE = 'src/web/features/landing/LandingPage.tsx';

export function landingInitialFiles(distDir: string): { js: string[]; css: string[] } {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[LANDING_SOURCE])
    throw new Error(`The manifest has no chunk for ${LANDING_SOURCE}.`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const startedByEntries = entries.flatMap((key) => manifest[key].dynamicImports ?? []);
  [...entries, ...startedByEntries, LANDING_SOURCE].forEach(visit);
  const chunks = [...seen].map((key) => manifest[key]);
  return {
    js: chunks.map((chunk) => chunk.file),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}
