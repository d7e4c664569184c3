/**
 * Size of the JavaScript the landing page loads on its own (bench/support/landingChunks.ts: the
 * entry, the app it starts after the first paint, the landing route's chunk and their static
 * imports), per file, as the server sends it (the build's Brotli copy) and gzipped.
 * Run after `npm run build`:  node --import tsx bench/bundle.ts
 * Budget: 90 KB (90 000 bytes) as sent; the stylesheet 20 KB.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { landingInitialFiles } from './support/landingChunks.js';

const distDir = path.resolve('dist/web');
const JS_BUDGET = 90_000;
const CSS_BUDGET = 20_000;

if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
  console.error('No dist/web/.vite/manifest.json: run `npm run build` first.');
  process.exit(1);
}

const sizes = (file: string) => {
  const content = readFileSync(path.join(distDir, file));
  const brotliCopy = path.join(distDir, `${file}.br`);
  // Files under 1 KB have no compressed copy and are sent as they are.
  const sent = existsSync(brotliCopy) ? readFileSync(brotliCopy).length : content.length;
  return { file, raw: content.length, sent, gzip: gzipSync(content, { level: 9 }).length };
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const sum = (rows: Array<{ sent: number }>) => rows.reduce((total, row) => total + row.sent, 0);

const landing = landingInitialFiles(distDir);
const js = landing.js.map(sizes).sort((a, b) => b.sent - a.sent);
const css = landing.css.map(sizes);

console.log('Landing page JavaScript: as sent (Brotli) / gzip -9 / raw');
for (const row of js) {
  console.log(
    `  ${kb(row.sent).padStart(9)} ${kb(row.gzip).padStart(9)} ${kb(row.raw).padStart(9)}  ${row.file}`,
  );
}
const jsTotal = sum(js);
const cssTotal = sum(css);
const verdict = (total: number, budget: number) =>
  total <= budget ? 'within budget' : `OVER BUDGET by ${kb(total - budget)}`;
console.log(
  `Total JS as sent: ${kb(jsTotal)} in ${js.length} files (gzip -9: ${kb(js.reduce((t, r) => t + r.gzip, 0))}), ` +
    `budget ${kb(JS_BUDGET)}: ${verdict(jsTotal, JS_BUDGET)}`,
);
console.log(
  `CSS as sent: ${kb(cssTotal)} in ${css.length} file(s), budget ${kb(CSS_BUDGET)}: ${verdict(cssTotal, CSS_BUDGET)}`,
);
process.exitCode = jsTotal <= JS_BUDGET && cssTotal <= CSS_BUDGET ? 0 : 1;
