import type { FastifyInstance } from 'fastify';
import { ORIGIN, nextAddress } from '../helpers/auth.js';

/** What each path parameter stands for when a test walks the route table. */
export interface ParamValues {
  id: string;
  userId: string;
  sessionId: string;
  characterId: string;
  file: string;
  '*': string;
}

/** Routes worth calling: every registered route except Fastify's automatic HEAD twins. */
export const walkableRoutes = (app: FastifyInstance) =>
  app.routeList.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');

/** A route's URL with its parameters filled in (the wildcard included). */
export function fillUrl(url: string, values: Partial<ParamValues>) {
  return url
    .replace(/:(\w+)/g, (_match, name: keyof ParamValues) => values[name] ?? 'x')
    .replace('*', values['*'] ?? 'get-session');
}

/** A same-origin request as a browser would send it, from its own address (no shared limits). */
export function call(
  app: FastifyInstance,
  method: string,
  url: string,
  cookie: string | null,
  body?: { payload: string; contentType: string },
) {
  return app.inject({
    method: method as 'GET',
    url,
    remoteAddress: nextAddress(),
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': body.contentType } : {}),
    },
    ...(body ? { payload: body.payload } : {}),
  });
}

/** Starts a conversation with Luna as `cookie`; its id and its greeting's id, for :id routes. */
export async function startConversation(app: FastifyInstance, cookie: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { origin: ORIGIN, cookie },
    payload: { characterId: 'luna' },
  });
  const body = created.json() as { conversation: { id: string }; messages: Array<{ id: string }> };
  return { conversationId: body.conversation.id, messageId: body.messages[0].id };
}
