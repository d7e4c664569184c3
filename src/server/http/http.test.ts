import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, testConfig } from '#test/helpers/app.js';
import { createTestDatabase } from '#test/helpers/db.js';

describe('health, headers and errors', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => ctx?.close());

  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      database: 'pglite',
    });
  });

  it('sets security headers and a request id on every response', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/characters',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeDefined();
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API routes with 404 in the standard shape, and malformed JSON with 400', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'not_found' } });
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"characterId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it('serves generated portraits as SVG and 404s bad names', async () => {
    const portrait = await ctx.app.inject({ method: 'GET', url: '/media/portraits/luna.svg' });
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-type']).toContain('image/svg+xml');
    expect(portrait.body).toContain('<svg');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/media/portraits/..%2Fetc.svg' })).statusCode,
    ).toBe(404);
  });
});

describe('production mode and the built web app', () => {
  it('adds HSTS in production and serves index.html for client routes', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const database = await createTestDatabase('pglite');
    const app = await buildApp({
      config: testConfig({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' }),
      database,
      logger: false,
      webDistDir: dist,
    });
    try {
      const page = await app.inject({
        method: 'GET',
        url: '/characters?q=luna',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(page.headers['strict-transport-security']).toContain('max-age');
      const api = await app.inject({
        method: 'GET',
        url: '/api/unknown',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
