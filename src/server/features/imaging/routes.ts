import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  collectionQuerySchema,
  favoriteRequestSchema,
  generateImageRequestSchema,
  imageJobParamsSchema,
  imageParamsSchema,
  portraitFileParamsSchema,
  portraitParamsSchema,
  shareParamsSchema,
} from '#shared/api/imaging.js';
import { access } from '#server/http/access.js';
import { notFound, parseInput } from '#server/http/errors.js';
import type { AuthService } from '../auth/index.js';
import { premiumRequired } from './generate.js';
import { streamJobEvents } from './jobEvents.js';
import type { ImagingService } from './service.js';

function sendPng(reply: FastifyReply, bytes: Uint8Array, cache: string) {
  return reply
    .type('image/png')
    .header('Cache-Control', cache)
    .header('Content-Length', String(bytes.byteLength))
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** HTTP only: parse, call the imaging service, answer (docs/API.md, "Imaging"). */
export function registerImagingRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; imaging: ImagingService },
) {
  const { auth, imaging } = deps;
  app.post('/api/imaging/generate', access('premium'), async (request, reply) => {
    const viewer = await auth.requireUser(request);
    if (!viewer.isPremium) throw premiumRequired();
    const input = parseInput(generateImageRequestSchema, request.body);
    return reply.status(202).send(await imaging.generate(viewer, request.ip, input));
  });

  app.get('/api/imaging/jobs/:id', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const { id } = parseInput(imageJobParamsSchema, request.params);
    return imaging.jobStatus(viewer.id, id);
  });

  app.get('/api/imaging/jobs/:id/events', access('member'), async (request, reply) => {
    const viewer = await auth.requireUser(request);
    const { id } = parseInput(imageJobParamsSchema, request.params);
    // Ownership is checked (404) before the response turns into a stream.
    const first = await imaging.jobStatus(viewer.id, id);
    await streamJobEvents(request, reply, first, () => imaging.jobStatus(viewer.id, id));
  });

  app.get('/api/imaging/collection', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    return imaging.list(viewer.id, parseInput(collectionQuerySchema, request.query));
  });

  app.put('/api/imaging/collection/:id/favorite', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const { id } = parseInput(imageParamsSchema, request.params);
    const { is_favorite } = parseInput(favoriteRequestSchema, request.body);
    return imaging.setFavorite(viewer.id, id, is_favorite);
  });

  app.delete('/api/imaging/collection/:id', access('member'), async (request, reply) => {
    const viewer = await auth.requireUser(request);
    const { id } = parseInput(imageParamsSchema, request.params);
    await imaging.remove(viewer.id, id);
    return reply.status(204).send();
  });

  app.post('/api/imaging/collection/:id/downloaded', access('member'), async (request, reply) => {
    const viewer = await auth.requireUser(request);
    const { id } = parseInput(imageParamsSchema, request.params);
    await imaging.recordDownload(viewer.id, id);
    return reply.status(204).send();
  });

  app.post('/api/imaging/collection/:id/share', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const { id } = parseInput(imageParamsSchema, request.params);
    return imaging.share(viewer.id, id);
  });

  app.delete('/api/imaging/collection/:id/share', access('member'), async (request, reply) => {
    const viewer = await auth.requireUser(request);
    const { id } = parseInput(imageParamsSchema, request.params);
    await imaging.revokeShare(viewer.id, id);
    return reply.status(204).send();
  });

  // Files are served only to their owner, checked on every request from the session.
  app.get('/api/imaging/images/:id/file', access('member'), async (request, reply) => {
    const viewer = await auth.requireUser(request);
    const { id } = parseInput(imageParamsSchema, request.params);
    const { row, name, file } = await imaging.file(viewer.id, id);
    const download = (request.query as { download?: string }).download === '1';
    const filename = `${name}-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 8)}.png`;
    reply.header(
      'Content-Disposition',
      contentDisposition(filename, { type: download ? 'attachment' : 'inline' }),
    );
    return sendPng(reply, file.bytes, 'private, no-store');
  });

  // Admins have the pipeline draw a character's portrait (docs/API.md, "Portraits").
  app.post('/api/admin/characters/:id/portrait', access('admin'), async (request) => {
    await auth.requireAdmin(request);
    const { id } = parseInput(portraitParamsSchema, request.params);
    return imaging.generatePortrait(id);
  });

  app.get(
    '/media/portraits/generated/:characterId/:file',
    access('public'),
    async (request, reply) => {
      const { characterId, file } = parseInput(portraitFileParamsSchema, request.params);
      const stored = await imaging.portraitFile(characterId, file);
      if (!stored) throw notFound('No such portrait.');
      // A new portrait gets a new file name, so this one never changes.
      return sendPng(reply, stored.bytes, 'public, max-age=31536000, immutable');
    },
  );

  app.get('/api/imaging/shared/:token', access('public'), async (request, reply) => {
    const { token } = parseInput(shareParamsSchema, request.params);
    const { file } = await imaging.sharedFile(token);
    // Short public caching: a revoked link stops working within a minute.
    return sendPng(reply, file.bytes, 'public, max-age=60');
  });
}
