/**
 * Part of `npm run build`, after Vite: writes the first HTML a new visitor gets (the landing page
 * and the 18+ question, as the app draws them for a guest) into dist/prerender/, where the server
 * reads it (src/server/http/spaPages.ts). See docs/decisions/0042-prerendered-first-paint.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderPages } from '../src/web/prerender.js';

const outDir = path.resolve('dist/prerender');
mkdirSync(outDir, { recursive: true });
const pages = prerenderPages();
writeFileSync(path.join(outDir, 'landing.html'), pages.landing);
writeFileSync(path.join(outDir, 'age-gate.html'), pages.ageGate);
console.log(
  `prerendered: landing ${pages.landing.length} B, age gate ${pages.ageGate.length} B → ${outDir}`,
);
