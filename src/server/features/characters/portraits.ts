import { createAvatar, type Style, type StyleOptions } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import type { FastifyInstance } from 'fastify';
import { ROSTER } from '#server/db/seed/roster.js';
import { notFound } from '#server/http/errors.js';
import { access } from '#server/http/access.js';

const DEFAULT_BACKGROUND = ['f4d6e6'];
/**
 * Colour palettes for DiceBear's lorelei style, which is black line art by default. DiceBear picks
 * from each list by the character's seed, so a portrait stays the same on every render.
 */
const PALETTE = {
  skinColor: ['f9e0cf', 'f2d3b1', 'ecad80', 'd08b5b', 'ae5d29', '694d3d'],
  hairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305', '6a4e9b'],
  mouthColor: ['d2626b', 'c0505a', 'e07a83'],
  eyebrowsColor: ['3b2a25'],
  eyesColor: ['2c1b18'],
  noseColor: ['b07a5a'],
  earringsColor: ['e2b93b'],
  frecklesColor: ['c58c6a'],
  glassesColor: ['2c1b18', '7a4a8b'],
  hairAccessoriesColor: ['e07a83', 'e2b93b'],
};
type LoreleiOptions = typeof lorelei extends Style<infer O> ? StyleOptions<O> : never;
/** Companions greet you: only the style's smiling mouths (it also draws sad and pouting ones). */
const SMILES = lorelei.schema.properties?.mouth as { items?: { enum?: string[] } } | undefined;
const MOUTH = (SMILES?.items?.enum ?? []).filter((name) =>
  name.startsWith('happy'),
) as LoreleiOptions['mouth'];
const rendered = new Map<string, string>();

/** Portraits are drawn locally in colour with DiceBear's illustrated style; no image host is contacted. */
export function renderPortrait(id: string): string {
  const cached = rendered.get(id);
  if (cached) return cached;
  const options = ROSTER.find((character) => character.id === id)?.portrait;
  const svg = createAvatar(lorelei, {
    seed: options?.seed ?? id,
    backgroundColor: options?.backgroundColor ?? DEFAULT_BACKGROUND,
    backgroundType: ['gradientLinear'],
    beardProbability: 0,
    ...PALETTE,
    mouth: MOUTH,
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
