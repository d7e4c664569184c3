import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CARD_MAX_BYTES,
  characterActiveSchema,
  characterInputSchema,
  personaSaveSchema,
  personaTestSchema,
} from '#shared/api/adminCharacters.js';
import { characterIdParamsSchema } from '#shared/api/characters.js';
import { badRequest, parseInput } from '#server/http/errors.js';
import type { AuthService } from '../auth/index.js';
import type { CharacterAdmin } from './characterAdmin.js';
import type { PersonaService } from './personas.js';
import { ADMIN_ROUTE_CONFIG as config } from './routes.js';

const exportQuerySchema = z.object({
  version: z.enum(['v2', 'v3'], { message: 'version must be v2 or v3' }).default('v2'),
  format: z.enum(['json', 'png'], { message: 'format must be json or png' }).default('png'),
});
const versionParamsSchema = characterIdParamsSchema.extend({
  versionId: z.coerce.number({ message: 'versionId must be a number' }).int().positive(),
});

/** Characters, Character Cards and persona prompts: registered inside the admin-only scope. */
export function characterRoutes(deps: {
  auth: AuthService;
  characters: CharacterAdmin;
  personas: PersonaService;
}) {
  const { characters, personas } = deps;
  const actor = async (request: Parameters<AuthService['requireAdmin']>[0]) =>
    deps.auth.requireAdmin(request);
  const idOf = (params: unknown) => parseInput(characterIdParamsSchema, params).id;

  return (scope: FastifyInstance) => {
    // Cards arrive as raw PNG or JSON bytes; a little over the limit so the service answers 400.
    scope.addContentTypeParser(
      ['image/png', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: CARD_MAX_BYTES * 2 },
      (_request, body, done) => done(null, body),
    );

    scope.get('/api/admin/characters', { config }, async () => ({
      items: await characters.list(),
    }));
    scope.get('/api/admin/characters/:id', { config }, async (request) =>
      characters.get(idOf(request.params)),
    );
    scope.post('/api/admin/characters', { config }, async (request, reply) => {
      const input = parseInput(characterInputSchema, request.body);
      return reply.code(201).send(await characters.create(input, await actor(request)));
    });
    scope.put('/api/admin/characters/:id', { config }, async (request) => {
      const input = parseInput(characterInputSchema, request.body);
      return characters.update(idOf(request.params), input, await actor(request));
    });
    scope.post('/api/admin/characters/:id/active', { config }, async (request) => {
      const { isActive } = parseInput(characterActiveSchema, request.body);
      return characters.setActive(idOf(request.params), isActive, await actor(request));
    });

    scope.post('/api/admin/characters/import', { config }, async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body)
        ? body
        : body && typeof body === 'object'
          ? Buffer.from(JSON.stringify(body))
          : null;
      if (!bytes) throw badRequest('Upload a Character Card as PNG or JSON.');
      return reply.code(201).send(await characters.importCard(bytes, await actor(request)));
    });
    scope.get('/api/admin/characters/:id/card', { config }, async (request, reply) => {
      const { version, format } = parseInput(exportQuerySchema, request.query);
      const file = await characters.exportCard(idOf(request.params), version, format);
      return reply
        .type(file.type)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    });

    scope.get('/api/admin/personas/paywall-triggers', { config }, async () => ({
      items: await personas.paywallTriggers(),
    }));
    scope.get('/api/admin/personas/:id/versions', { config }, async (request) => ({
      items: await personas.versions(idOf(request.params)),
    }));
    scope.put('/api/admin/personas/:id', { config }, async (request) => {
      const { prompt } = parseInput(personaSaveSchema, request.body);
      await personas.save(idOf(request.params), prompt, await actor(request));
      return { ok: true };
    });
    scope.post('/api/admin/personas/:id/test', { config }, async (request) => {
      const { prompt, message } = parseInput(personaTestSchema, request.body);
      return personas.test(idOf(request.params), prompt, message);
    });
    scope.post(
      '/api/admin/personas/:id/versions/:versionId/restore',
      { config },
      async (request) => {
        const { id, versionId } = parseInput(versionParamsSchema, request.params);
        await personas.restore(id, versionId, await actor(request));
        return { ok: true };
      },
    );
  };
}
