import type { FastifyInstance } from 'fastify';
import {
  notificationPermissionRequestSchema,
  notificationSettingsUpdateSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
} from '#shared/api/notifications.js';
import { access } from '#server/http/access.js';
import { parseInput } from '#server/http/errors.js';
import type { AuthService } from '#server/features/auth/index.js';
import { pushPremiumRequired, type PushService } from './service.js';

/** HTTP only: parse, call the push service, answer (docs/API.md, "Notifications"). */
export function registerPushRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; push: PushService },
) {
  const { auth, push } = deps;

  app.get('/api/notifications/vapid-public-key', access('public'), async () => ({
    publicKey: push.publicKey,
  }));

  app.post('/api/notifications/subscription', access('premium'), async (request, reply) => {
    const viewer = await auth.requireUser(request);
    if (!viewer.isPremium) throw pushPremiumRequired();
    const input = parseInput(pushSubscribeRequestSchema, request.body);
    return reply.status(201).send(await push.subscribe(viewer, input));
  });

  app.delete('/api/notifications/subscription', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    const { endpoint } = parseInput(pushUnsubscribeRequestSchema, request.body);
    return push.unsubscribe(viewer, endpoint);
  });

  app.post('/api/notifications/permission', access('member'), async (request, reply) => {
    const viewer = await auth.requireUser(request);
    const { state } = parseInput(notificationPermissionRequestSchema, request.body);
    await push.recordPermission(viewer.id, state);
    return reply.status(204).send();
  });

  app.get('/api/notifications/settings', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    return push.settings(viewer.id);
  });

  app.put('/api/notifications/settings', access('member'), async (request) => {
    const viewer = await auth.requireUser(request);
    return push.updateSettings(
      viewer.id,
      parseInput(notificationSettingsUpdateSchema, request.body),
    );
  });
}
