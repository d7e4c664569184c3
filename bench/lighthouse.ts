/**
 * Lighthouse 12 (mobile, simulated throttling) against the built server, on the main pages.
 * Run after `npm run build`:  npm run bench:lighthouse
 * Starts `src/server/main.ts` with its own DATA_DIR (a temp folder) and port (BENCH_PORT, default
 * 3216), drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), runs each page
 * BENCH_RUNS times (default 3) and prints the median of each figure beside its target.
 *
 * Two visitors (BENCH_VISITORS, default `first,returning`): a first-time guest (no cookies, no
 * storage: the guarded pages show the 18+ question) and a returning guest who answered it (the
 * `velvet_age=yes` cookie: the page itself). The landing page is the same for both, so it is
 * measured once. BENCH_DETAILS=1 prints what the slow parts and the audits that are not green
 * point at.
 * BENCH_SAVE_DIR=folder writes each run's full report there as JSON.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AGE_CONFIRMED_COOKIE } from '../src/shared/ageGate.js';
import { printDetails } from './support/lighthouseDetails.js';
import { figuresOf, GREEN_AUDITS, TARGETS, type Figures } from './support/lighthouseFigures.js';
import { startBenchServer } from './support/benchServer.js';
import { landingInitialFiles } from './support/landingChunks.js';

const PORT = Number(process.env.BENCH_PORT ?? 3216);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/,/characters,/chat/luna,/pricing').split(',');
const VISITORS = (process.env.BENCH_VISITORS ?? 'first,returning').split(',');
const DETAILS = Boolean(process.env.BENCH_DETAILS);
const SAVE_DIR = process.env.BENCH_SAVE_DIR;
const origin = `http://localhost:${PORT}`;

/** Bytes on the wire for each file, as a browser accepting Brotli receives them. */
async function bytesAsSent(files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) {
    const response = await fetch(`${origin}/${file}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    // fetch decodes the body; the Content-Length is what travelled.
    total += Number(
      response.headers.get('content-length') ?? (await response.arrayBuffer()).byteLength,
    );
  }
  return total;
}

let saved = 0;
/** BENCH_SAVE_DIR: each run's full report as JSON, for the long tasks and the trace's breakdown. */
function saveReport(lhr: unknown, page: string, visitor: string) {
  mkdirSync(SAVE_DIR!, { recursive: true });
  saved += 1;
  const name = `${String(saved).padStart(2, '0')}-${visitor}${page.replaceAll('/', '_') || '_'}.json`;
  writeFileSync(path.join(SAVE_DIR!, name), JSON.stringify(lhr));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mark = (met: boolean) => (met ? 'ok ' : 'NO ');

const stopServer = await startBenchServer(PORT, origin);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-sync',
    '--no-first-run',
    '--metrics-recording-only',
  ],
});
// Playwright drives the same browser only to set the returning visitor's cookie.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const context = browser.contexts()[0]!;

async function measure(page: string, visitor: string): Promise<Figures> {
  await context.clearCookies();
  if (visitor === 'returning') {
    await context.addCookies([{ name: AGE_CONFIRMED_COOKIE, value: 'yes', url: origin }]);
  }
  const result = await lighthouse(`${origin}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Local storage too (the app's copy of the answer); cookies are set above, per visitor.
    clearStorageTypes: [
      'file_systems',
      'shader_cache',
      'service_workers',
      'cache_storage',
      'local_storage',
    ],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  if (DETAILS) printDetails(result.lhr, GREEN_AUDITS);
  if (SAVE_DIR) saveReport(result.lhr, page, visitor);
  return figuresOf(result.lhr);
}

try {
  const landing = landingInitialFiles(path.resolve('dist/web'));
  const js = await bytesAsSent(landing.js);
  const css = await bytesAsSent(landing.css);
  console.log(
    `Landing initial JS as sent: ${kb(js)} in ${landing.js.length} files  ` +
      `(target ≤ ${kb(TARGETS.landingJsBytes)}) ${mark(js <= TARGETS.landingJsBytes)}`,
  );
  console.log(
    `Landing CSS as sent:        ${kb(css)}  (target ≤ ${kb(TARGETS.landingCssBytes)}) ${mark(css <= TARGETS.landingCssBytes)}`,
  );
  console.log(
    `Lighthouse ${RUNS}× per page and visitor, mobile, simulated throttling; medians. ` +
      `Targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, ` +
      `CLS ≤ ${TARGETS.cls}, audits green: ${GREEN_AUDITS.join(', ')}`,
  );
  console.log(
    'page         visitor     score (≥95)  LCP s (≤1.8)  TBT ms (≤150)  CLS (≤0.02)  transferred  audits not green',
  );
  for (const visitor of VISITORS) {
    for (const page of PAGES) {
      if (visitor !== 'first' && page === '/') continue; // the same page for every guest
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page, visitor));
      const pick = (key: 'score' | 'lcp' | 'tbt' | 'cls' | 'bytes') =>
        median(runs.map((r) => r[key]));
      const failing = [...new Set(runs.flatMap((r) => r.failing))].join(', ') || '—';
      const [score, lcp, tbt, cls] = [pick('score'), pick('lcp'), pick('tbt'), pick('cls')];
      console.log(
        `${page.padEnd(12)} ${visitor.padEnd(10)} ${mark(score >= TARGETS.score)}${String(score).padStart(4)}     ` +
          `${mark(lcp <= TARGETS.lcpMs)}${(lcp / 1000).toFixed(2).padStart(5)}     ` +
          `${mark(tbt <= TARGETS.tbtMs)}${tbt.toFixed(0).padStart(6)}     ` +
          `${mark(cls <= TARGETS.cls)}${cls.toFixed(3).padStart(6)}  ${kb(pick('bytes')).padStart(11)}  ` +
          `${mark(failing === '—')}${failing}   (scores: ${runs.map((r) => r.score).join(', ')})`,
      );
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  chrome.kill();
  await stopServer();
}
