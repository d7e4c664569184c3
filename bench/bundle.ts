/**
 * Gzipped size of the JavaScript the landing page needs before it can render: the entry
 * chunk(s) of index.html, the landing route's chunk, and everything they import statically
 * (dynamic imports load later and are not counted). Run after `npm run build`:
 *   node --import tsx bench/bundle.ts
 * Budget: 120 KB (120 000 bytes) gzipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const distDir = path.resolve('dist/web');
const landingSource = 'src/web/features/landing/LandingPage.tsx';
const budgetBytes = 120_000;

let manifest: Record<string, ManifestChunk>;
try {
  manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
} catch {
  console.error('No dist/web/.vite/manifest.json: run `npm run build` first.');
  process.exit(1);
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (!manifest[landingSource]) {
  console.error(`The manifest has no chunk for ${landingSource}.`);
  process.exit(1);
}

/** Every chunk reachable from the roots through static imports. */
function staticClosure(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

const gzipped = (file: string) => {
  const content = readFileSync(path.join(distDir, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const chunks = staticClosure([...entryKeys, landingSource]);
const rows = chunks.map((key) => ({
  key,
  file: manifest[key].file,
  ...gzipped(manifest[key].file),
}));
rows.sort((a, b) => b.gzip - a.gzip);

console.log('Landing page initial JavaScript (gzip -9):');
for (const row of rows) {
  console.log(`  ${kb(row.gzip).padStart(9)}  (${kb(row.raw).padStart(9)} raw)  ${row.file}`);
}
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const cssFiles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))];
const cssTotal = cssFiles.reduce((sum, file) => sum + gzipped(file).gzip, 0);
console.log(
  `Total JS: ${kb(total)} (${(total / 1024).toFixed(1)} KiB) gzipped, budget ${kb(budgetBytes)}: ` +
    (total <= budgetBytes ? 'within budget' : `OVER BUDGET by ${kb(total - budgetBytes)}`),
);
console.log(`CSS (not counted): ${kb(cssTotal)} gzipped in ${cssFiles.length} file(s)`);
process.exitCode = total <= budgetBytes ? 0 : 1;
