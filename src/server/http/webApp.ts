import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSpaPages } from './spaPages.js';

/**
 * Types compressed per response: JSON, HTML, SVG and plain text. Server-Sent Events are left out
 * on purpose: a compressor holds bytes back until its block fills, which would delay each token.
 */
const COMPRESSIBLE_TYPES =
  /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?:html|plain|css)|image\/svg\+xml)(?:;|$)/;

/**
 * Compresses dynamic answers (API JSON, portraits) above 1 KB with Brotli at a cheap level or
 * gzip. Built files are compressed once at build time instead (see registerWebApp). Registered
 * before the routes, because it attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    customTypes: COMPRESSIBLE_TYPES,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Request bodies stay as sent: the body limit and webhook signatures apply to the raw bytes.
    globalDecompression: false,
  });
}

/** Serves the built React app; unknown non-API GETs get index.html so client routes work. */
export async function registerWebApp(app: FastifyInstance, dir: string) {
  const distDir = path.resolve(dir);
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  await registerCompression(app);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The build writes file.br and file.gz beside each text file (src/server/http/precompress.ts);
      // the smallest one the browser accepts is sent as it is, with Vary: Accept-Encoding.
      preCompressed: true,
      // Look files up per request, so a rebuild is served without a restart; misses fall through
      // to the not-found handler (SPA index for pages, JSON 404 for the API).
      wildcard: true,
      // Folders (the site root included) are pages for the SPA handler, not directory listings.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      index: false,
      setHeaders: (res, filePath) => {
        // Files under assets/ carry a content hash in their name, so they never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const pageFor = createSpaPages(distDir);
  return function sendSpaIndex(request: FastifyRequest, reply: FastifyReply): boolean {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/media/') &&
      // Browsers ask for text/html; curl, monitors and link previewers send */* (or nothing).
      /text\/html|\*\/\*/.test(request.headers.accept ?? '*/*');
    if (!isPage) return false;
    if (!hasBuild) {
      void reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`).');
      return true;
    }
    // The page differs by cookie (prerendered for new visitors), so caches must key on it.
    void reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .compress(pageFor(request));
    return true;
  };
}
