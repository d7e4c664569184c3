import type { PushService } from './service.js';

/**
 * The admin's "Send a test push to my device" (Diagnostics): a real, encrypted push to every
 * device the admin subscribed from; passes when at least one push service accepted it.
 */
export function pushDiagnostic(push: PushService) {
  return {
    name: 'push',
    label: 'Send a test push to my device',
    description:
      'Sends a real web push to every device you enabled push on (Dashboard › Notifications) and reports what the push services answered.',
    async run(context: { actor: { id: string } }) {
      const sent = await push.sendToUser(context.actor.id, {
        title: 'Velvet test push',
        body: 'Push notifications reach this device.',
        url: '/admin/diagnostics',
        tag: 'diagnostic',
      });
      if (sent.devices === 0)
        return {
          pass: false,
          detail:
            'You have no device with push enabled: turn it on in Dashboard › Notifications first.',
        };
      const parts = [`Delivered to ${sent.delivered} of ${sent.devices} device(s)`];
      if (sent.removed) parts.push(`${sent.removed} expired subscription(s) removed`);
      if (sent.errors.length) parts.push(`errors: ${sent.errors.join('; ')}`);
      return { pass: sent.delivered > 0, detail: `${parts.join(', ')}.` };
    },
  };
}
