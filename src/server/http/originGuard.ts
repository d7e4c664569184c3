import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another origin (CSRF), on top of
 * SameSite=Lax cookies. Requests without Origin and Sec-Fetch-Site (server-to-server,
 * e.g. payment webhooks, or curl) carry no browser cookies by accident and pass.
 */
export function registerOriginGuard(
  app: FastifyInstance,
  trustedOrigins: string[],
  exemptPaths: string[] = [],
) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (exemptPaths.some((path) => request.url.startsWith(path))) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!trusted.has(origin)) throw forbidden('Cross-origin requests are not allowed.');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-origin requests are not allowed.');
    }
  });
}

/** The configured app URL plus its localhost/127.0.0.1 twin, so both spellings work locally. */
export function trustedOriginsFor(appUrl: string): string[] {
  const url = new URL(appUrl);
  const origins = new Set([url.origin]);
  if (url.hostname === 'localhost') origins.add(url.origin.replace('localhost', '127.0.0.1'));
  if (url.hostname === '127.0.0.1') origins.add(url.origin.replace('127.0.0.1', 'localhost'));
  return [...origins];
}
