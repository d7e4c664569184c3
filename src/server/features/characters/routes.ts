import type { FastifyInstance } from 'fastify';
import { characterIdParamsSchema, characterListQuerySchema } from '#shared/api/characters.js';
import { parseInput } from '#server/http/errors.js';
import type { CharactersService } from './service.js';
import { access } from '#server/http/access.js';

export function registerCharacterRoutes(app: FastifyInstance, service: CharactersService) {
  app.get('/api/characters', access('public'), async (request, reply) => {
    const query = parseInput(characterListQuerySchema, request.query);
    return reply.type('application/json; charset=utf-8').send(await service.listJson(query));
  });

  app.get('/api/characters/:id', access('public'), async (request) => {
    const { id } = parseInput(characterIdParamsSchema, request.params);
    return service.get(id);
  });
}
