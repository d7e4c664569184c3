/** The web push port: the notifications feature talks to this, never to `web-push` directly. */

export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), from PushSubscription.toJSON(). */
  p256dh: string;
  auth: string;
}

/** What the service worker shows (public/sw.js reads exactly these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The app path opened when the notification is clicked, e.g. /chat/<conversation id>. */
  url: string;
  /** Replaces an earlier notification with the same tag instead of stacking. */
  tag?: string;
}

export type PushResult =
  | { ok: true; status: number }
  /** `gone`: the push service says the subscription no longer exists (404/410); drop it. */
  | { ok: false; gone: boolean; status: number | null; error: string };

export interface PushProvider {
  /** `generated` when the keys were made on first start and kept in the database. */
  readonly keySource: 'env' | 'generated';
  readonly publicKey: string;
  send(
    target: PushTarget,
    message: PushMessage,
    options?: { ttlSeconds?: number },
  ): Promise<PushResult>;
}
