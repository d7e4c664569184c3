import type { FastifyInstance } from 'fastify';
import {
  audioFileParamsSchema,
  characterVoiceSchema,
  conversationAudioParamsSchema,
  messageAudioParamsSchema,
} from '#shared/api/voice.js';
import { characterIdParamsSchema } from '#shared/api/characters.js';
import { access } from '#server/http/access.js';
import { parseInput } from '#server/http/errors.js';
import type { AuthService } from '../auth/index.js';
import type { ChatService } from '../chat/index.js';
import { premiumRequired } from './request.js';
import type { VoiceService } from './service.js';

/** HTTP only: parse, call the voice service, answer (docs/API.md, "Voice replies"). */
export function registerVoiceRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; chat: ChatService; voice: VoiceService },
) {
  const { auth, chat, voice } = deps;

  // Like every conversation and message route, someone else's id is a 404 for anyone (guests
  // included) before any other answer; then only Premium members may listen (402).
  app.post('/api/messages/:id/audio', access('visitor'), async (request, reply) => {
    const { id } = parseInput(messageAudioParamsSchema, request.params);
    const caller = await chat.viewerOf(request, reply);
    await chat.conversations.ownedMessage(caller, id);
    if (!caller.viewer?.isPremium) throw premiumRequired();
    return voice.requestAudio(caller.viewer, request.ip, id);
  });

  app.get('/api/conversations/:id/audio', access('visitor'), async (request, reply) => {
    const { id } = parseInput(conversationAudioParamsSchema, request.params);
    const caller = await chat.viewerOf(request, reply);
    await chat.conversations.ownedConversation(caller, id);
    // Guests have no spoken replies.
    return caller.viewer ? voice.ofConversation(caller.viewer, id) : { items: [] };
  });

  // Files are served only to their owner, checked on every request from the session.
  app.get('/api/voice/audio/:id', access('member'), async (request, reply) => {
    const viewer = await auth.requireUser(request);
    const { id } = parseInput(audioFileParamsSchema, request.params);
    const file = await voice.file(viewer.id, id);
    return reply
      .type(file.contentType)
      .header('Cache-Control', 'private, max-age=86400')
      .header('Content-Length', String(file.bytes.byteLength))
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}

/** Character management's voice editor, registered inside the admin scope. */
export function voiceAdminRoutes(deps: { voice: VoiceService }) {
  return (scope: FastifyInstance) => {
    const config = { access: 'admin' as const };
    scope.get('/api/admin/characters/:id/voice', { config }, async (request) => {
      const { id } = parseInput(characterIdParamsSchema, request.params);
      return deps.voice.voiceOf(id);
    });
    scope.put('/api/admin/characters/:id/voice', { config }, async (request) => {
      const { id } = parseInput(characterIdParamsSchema, request.params);
      const input = parseInput(characterVoiceSchema, request.body);
      return deps.voice.setVoice(id, input);
    });
  };
}
