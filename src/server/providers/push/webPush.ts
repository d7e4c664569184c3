import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushMessage, PushProvider, PushResult, PushTarget } from './types.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A day: long enough for a phone that is off overnight, short enough that stale news expires. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends through the `web-push` library: the payload is encrypted for the browser (aes128gcm)
 * and signed with our VAPID key, then POSTed to the endpoint its push service gave it.
 */
export function createWebPushProvider(
  keys: VapidKeys,
  keySource: PushProvider['keySource'],
  agent?: Agent,
): PushProvider {
  return {
    keySource,
    publicKey: keys.publicKey,
    async send(target: PushTarget, message: PushMessage, options = {}): Promise<PushResult> {
      try {
        const response = await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: keys,
            TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            timeout: SEND_TIMEOUT_MS,
            urgency: 'normal',
            ...(agent ? { agent } : {}),
          },
        );
        return { ok: true, status: response.statusCode };
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : null;
        return {
          ok: false,
          gone: status === 404 || status === 410,
          status,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
