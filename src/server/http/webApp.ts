import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Serves the built React app; unknown non-API GETs get index.html so client routes work. */
export async function registerWebApp(app: FastifyInstance, dir: string) {
  const distDir = path.resolve(dir);
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Look files up per request, so a rebuild is served without a restart; misses fall through
      // to the not-found handler (SPA index for pages, JSON 404 for the API).
      wildcard: true,
      // Folders (the site root included) are pages for the SPA handler, not directory listings.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
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
    void reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
    return true;
  };
}
