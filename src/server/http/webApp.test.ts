import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#test/helpers/app.js';
import { createTestDatabase } from '#test/helpers/db.js';
import { buildApp } from '../app.js';
import { precompressDir } from './precompress.js';
import { openEventStream } from './sse.js';

// A small built app, made here so the test never depends on `npm run build` having run.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
const html = `<!doctype html><html><head><title>Velvet</title></head><body>${'<p>hi</p>'.repeat(200)}<div id="root"></div></body></html>`;

function makeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-delivery-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'assets', 'entry-AbC123.js'), script);
  precompressDir(dist);
  return dist;
}

/** Reads an SSE response chunk by chunk, resolving on the first chunk that contains `text`. */
function firstChunkWith(response: IncomingMessage, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    response.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (seen.includes(text)) resolve(seen);
    });
    response.on('error', reject);
  });
}

describe('web delivery: compression and caching', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let releaseStream: () => void = () => undefined;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), database, logger: false, webDistDir: makeDist() });
    // An event stream that stays open until the test has read its first event: if anything
    // compressed or buffered it, that event would never arrive while the stream is open.
    app.get('/test/events', { config: { access: 'public' } }, async (request, reply) => {
      const stream = openEventStream(request, reply);
      stream.send('start', { hello: 'world' });
      stream.flush();
      await new Promise<void>((resolve) => (releaseStream = resolve));
      stream.send('done', {});
      stream.end();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    releaseStream();
    await app?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });

  it('sends the Brotli copy of a hashed asset to browsers that accept br, cached for a year', async () => {
    const response = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted, and the plain file when nothing is', async () => {
    const gzip = await get('/assets/entry-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/entry-AbC123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the page compressed and never cached without revalidation', async () => {
    const page = await get('/characters', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
  });

  it('compresses API JSON and portraits per response', async () => {
    const list = await get('/api/characters', { 'accept-encoding': 'br' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString())).toHaveProperty('items');

    const portrait = await get('/media/portraits/luna.svg', { 'accept-encoding': 'gzip' });
    expect(portrait.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(portrait.rawPayload).toString()).toContain('<svg');
  });

  it('never compresses or buffers Server-Sent Events', async () => {
    const { port } = app.server.address() as AddressInfo;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/test/events',
          headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
        },
        resolve,
      )
        .on('error', reject)
        .end();
    });
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    // The first event arrives as plain text while the stream is still open.
    expect(await firstChunkWith(response, 'event: start')).toContain('data: {"hello":"world"}');
    releaseStream();
    expect(await firstChunkWith(response, 'event: done')).toContain('event: done');
  });
});
