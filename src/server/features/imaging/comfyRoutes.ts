import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  comfyHistoryParamsSchema,
  comfyPromptRequestSchema,
  comfyViewParamsSchema,
  comfyViewQuerySchema,
} from '#shared/api/comfy.js';
import { access } from '#server/http/access.js';
import { AppError, parseInput, unavailable } from '#server/http/errors.js';
import {
  ComfyNotConfiguredError,
  type ComfyPassthrough,
  type ComfyRelayed,
} from '#server/providers/images/comfyPassthrough.js';
import { ImageBackendError } from '#server/providers/images/types.js';
import type { AuthService } from '../auth/index.js';

/** ComfyUI's refusal, in the product's words; a 5xx from it means the backend is down (503). */
function refused(what: string, relayed: ComfyRelayed) {
  const status = relayed.status >= 500 || relayed.status === 429 ? 503 : relayed.status;
  return new AppError(status, 'comfy_failed', `${what} failed: ${relayed.status}`);
}

async function relayed(call: () => Promise<ComfyRelayed>, what: string): Promise<ComfyRelayed> {
  try {
    const result = await call();
    if (result.status >= 400) throw refused(what, result);
    return result;
  } catch (error) {
    if (error instanceof ComfyNotConfiguredError) throw unavailable(error.message, 'comfy_off');
    if (error instanceof ImageBackendError) throw unavailable(error.message, 'comfy_down');
    throw error;
  }
}

const send = (reply: FastifyReply, result: ComfyRelayed) =>
  reply.type(result.contentType).header('Cache-Control', 'no-store').send(result.body);

/**
 * Admin-only passthroughs to ComfyUI for diagnostics (docs/API.md, "ComfyUI diagnostics"):
 * members never reach the image backend directly, their images go through jobs.
 */
export function registerComfyRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; comfy: ComfyPassthrough },
) {
  const { auth, comfy } = deps;
  app.post('/api/comfy-prompt', access('admin'), async (request, reply) => {
    await auth.requireAdmin(request);
    const body = parseInput(comfyPromptRequestSchema, request.body);
    return send(reply, await relayed(() => comfy.prompt(body), 'comfy-prompt'));
  });

  app.get('/api/comfy-history/:id', access('admin'), async (request, reply) => {
    await auth.requireAdmin(request);
    const { id } = parseInput(comfyHistoryParamsSchema, request.params);
    return send(reply, await relayed(() => comfy.history(id), 'comfy-history'));
  });

  app.get('/api/comfy-view/:filename', access('admin'), async (request, reply) => {
    await auth.requireAdmin(request);
    const { filename } = parseInput(comfyViewParamsSchema, request.params);
    const query = parseInput(comfyViewQuerySchema, request.query);
    return send(reply, await relayed(() => comfy.view({ filename, ...query }), 'comfy-view'));
  });
}
