import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#test/helpers/app.js';
import { createTestDatabase } from '#test/helpers/db.js';
import { buildApp } from '../app.js';

const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
// Above the 1 KB threshold under which answers are not worth compressing.
const landing = `<h1>Meet your perfect AI companion</h1>${'<p>hello</p>'.repeat(100)}`;
const ageGate = '<div data-age-gate="">18+ only</div>';

/** A build as `npm run build` lays it out: dist/web beside dist/prerender. */
function makeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'spa-pages-'));
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'prerender'));
  writeFileSync(path.join(root, 'web', 'index.html'), shell);
  writeFileSync(path.join(root, 'prerender', 'landing.html'), landing);
  writeFileSync(path.join(root, 'prerender', 'age-gate.html'), ageGate);
  return path.join(root, 'web');
}

describe('web delivery: the first page arrives already drawn for a new visitor', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      webDistDir: makeBuild(),
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const page = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie && { cookie }) } });

  it('sends the landing page drawn on / and the 18+ question on a guarded page', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toBe(shell.replace('<div id="root">', `<div id="root">${landing}`));

    for (const url of ['/characters', '/chat/luna', '/pricing?plan=yearly']) {
      const guarded = await page(url);
      expect(guarded.body, url).toContain(`<div id="root">${ageGate}</div>`);
    }
  });

  it('sends the bare shell where the question does not apply or was answered', async () => {
    for (const url of ['/legal/terms', '/auth', '/goodbye']) {
      expect((await page(url)).body, url).toBe(shell);
    }
    expect((await page('/characters', 'theme=dark; velvet_age=yes')).body).toBe(shell);
    // Not the answer: another value, or the name inside another cookie.
    expect((await page('/characters', 'velvet_age=no')).body).toContain(ageGate);
    expect((await page('/characters', 'not_velvet_age=yes')).body).toContain(ageGate);
  });

  it('sends members the bare shell everywhere, since what they see depends on who they are', async () => {
    const member = 'better-auth.session_token=abc.def';
    expect((await page('/', member)).body).toBe(shell);
    expect((await page('/characters', member)).body).toBe(shell);
  });

  it('is compressed, revalidated on every visit and varies by cookie', async () => {
    const home = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toMatch(/cookie/i);
    expect(home.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(home.rawPayload).toString()).toContain(landing);
  });
});
