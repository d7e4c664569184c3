import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import type { FastifyInstance } from 'fastify';
import { ROSTER } from '../../db/seed/roster.js';
import { notFound } from '../../http/errors.js';
import { access } from '../../http/access.js';

const DEFAULT_BACKGROUND = ['f4d6e6'];
const rendered = new Map<string, string>();

/** Portraits are drawn locally with DiceBear's illustrated style; no image host is contacted. */
export function renderPortrait(id: string): string {
  const cached = rendered.get(id);
  if (cached) return cached;
  const options = ROSTER.find((character) => character.id === id)?.portrait;
  const svg = createAvatar(lorelei, {
    seed: options?.seed ?? id,
    backgroundColor: options?.backgroundColor ?? DEFAULT_BACKGROUND,
    backgroundType: ['gradientLinear'],
    beardProbability: 0,
  }).toString();
  rendered.set(id, svg);
  return svg;
}

export function registerPortraitRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    '/media/portraits/:file',
    access('public'),
    async (request, reply) => {
      const match = /^([a-z0-9-]{1,64})\.svg$/.exec(request.params.file);
      if (!match) throw notFound('No such portrait.');
      return (
        reply
          .type('image/svg+xml')
          // A portrait is a pure function of its character's fixed roster seed, so it never changes
          // at this URL; a year of caching spares repeat visits the request.
          .header('Cache-Control', 'public, max-age=31536000')
          .send(renderPortrait(match[1]))
      );
    },
  );
}
