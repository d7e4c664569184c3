import {
  fetchVapidKey,
  recordPermission,
  removeSubscription,
  saveSubscription,
} from './notificationsApi';

export type PermissionState = NotificationPermission | 'unsupported';

/** What this browser can do: push needs a service worker, the Push API and notifications. */
export function permissionState(): PermissionState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  return Notification.permission;
}

function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/** This browser's current subscription, if any. */
export async function currentSubscription() {
  if (permissionState() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, subscribes with our VAPID key and saves the subscription (Premium; the
 * server answers 402 otherwise). Returns the permission the member chose.
 */
export async function enablePush() {
  const permission = await Notification.requestPermission();
  if (permission !== 'default') await recordPermission(permission);
  if (permission !== 'granted') return { permission, settings: null };
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const { publicKey } = await fetchVapidKey();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { permission, settings: await saveSubscription(subscription.toJSON(), timeZone) };
}

/** Removes this browser's subscription here and on the server (daily messages turn off too). */
export async function disablePush() {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const settings = await removeSubscription(subscription.endpoint);
  await subscription.unsubscribe().catch(() => undefined);
  return settings;
}
