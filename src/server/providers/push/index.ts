/**
 * Chooses the VAPID keys: `VAPID_PUBLIC_KEY`/`VAPID_PRIVATE_KEY` when set, else a pair generated
 * on first start and stored in `app_settings`, so every instance (and every restart) signs with
 * the same key and browsers' subscriptions stay valid.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { getOrCreateSetting } from '#server/db/settings.js';
import type { PushProvider } from './types.js';
import { createWebPushProvider } from './webPush.js';

export type { PushMessage, PushProvider, PushResult, PushTarget } from './types.js';

export type PushConfig = Pick<
  AppConfig,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'appUrl'
>;

/** Push services want a way to reach the sender; the app's own host is the honest default. */
function subjectFor(config: PushConfig) {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const url = new URL(config.appUrl);
  // Push services want a reachable contact; a mailto on the app's own domain is the fallback.
  return `mailto:admin@${url.hostname.includes('.') ? url.hostname : 'localhost.localdomain'}`;
}

export async function createPushProvider(
  config: PushConfig,
  db: Database,
  /** Tests pass one that trusts their loopback push service's certificate. */
  agent?: Agent,
): Promise<PushProvider> {
  const subject = subjectFor(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return createWebPushProvider(
      { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject },
      'env',
      agent,
    );
  }
  // One row holds both halves, so concurrent first starts cannot pair one's public key with
  // another's private key.
  const stored = await getOrCreateSetting(db, 'vapid_keys', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return createWebPushProvider({ ...keys, subject }, 'generated', agent);
}
