/**
 * Lighthouse 12 (mobile, simulated throttling) against the built server, on the main pages.
 * Run after `npm run build`:  npm run bench:lighthouse
 * Starts `src/server/main.ts` with its own DATA_DIR (a temp folder) and port (BENCH_PORT, default
 * 3216), drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), runs each page
 * BENCH_RUNS times (default 3) and prints the median of each figure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { landingInitialFiles } from './support/landingChunks.js';

const PORT = Number(process.env.BENCH_PORT ?? 3216);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/,/characters,/chat/luna,/pricing').split(',');
const GREEN_AUDITS = [
  'uses-text-compression',
  'unused-javascript',
  'uses-responsive-images',
  'unsized-images',
  'uses-long-cache-ttl',
];
const origin = `http://localhost:${PORT}`;

async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'velvet-lighthouse-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { server, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('The server did not become ready.');
}

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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const audit = (lhr: Result, id: string) => lhr.audits[id];

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  failing: string[];
}

function figuresOf(lhr: Result): Figures {
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit(lhr, 'largest-contentful-paint').numericValue ?? NaN,
    tbt: audit(lhr, 'total-blocking-time').numericValue ?? NaN,
    cls: audit(lhr, 'cumulative-layout-shift').numericValue ?? NaN,
    bytes: audit(lhr, 'total-byte-weight').numericValue ?? NaN,
    failing: GREEN_AUDITS.filter((id) => {
      const score = audit(lhr, id)?.score;
      return score !== null && score !== undefined && score < 0.9;
    }),
  };
}

/** BENCH_DETAILS=1: what each audit that is not green points at. */
function printFailingItems(lhr: Result) {
  for (const id of figuresOf(lhr).failing) {
    const details = audit(lhr, id).details as
      { items?: Array<Record<string, unknown>> } | undefined;
    for (const item of details?.items?.slice(0, 6) ?? []) {
      console.log(`    ${id}: ${String(item.url)} ${JSON.stringify({ ...item, url: undefined })}`);
    }
  }
}

const { server, dataDir } = await startServer();
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
try {
  const landing = landingInitialFiles(path.resolve('dist/web'));
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(
    `Landing initial JS as sent: ${kb(await bytesAsSent(landing.js))} in ${landing.js.length} files (budget 90 KB); ` +
      `CSS: ${kb(await bytesAsSent(landing.css))} (budget 20 KB)`,
  );
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling; medians:`);
  console.log('page          score   LCP s   TBT ms    CLS    transferred  audits not green');
  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      runs.push(figuresOf(result.lhr));
      if (process.env.BENCH_DETAILS) printFailingItems(result.lhr);
    }
    const pick = (key: 'score' | 'lcp' | 'tbt' | 'cls' | 'bytes') =>
      median(runs.map((r) => r[key]));
    const failing = [...new Set(runs.flatMap((r) => r.failing))].join(', ') || '—';
    console.log(
      `${page.padEnd(12)} ${String(pick('score')).padStart(6)} ${(pick('lcp') / 1000).toFixed(2).padStart(7)} ` +
        `${pick('tbt').toFixed(0).padStart(8)} ${pick('cls').toFixed(3).padStart(7)} ` +
        `${kb(pick('bytes')).padStart(12)}  ${failing}   (scores: ${runs.map((r) => r.score).join(', ')})`,
    );
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
