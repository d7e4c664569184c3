import { z } from 'zod';
import { text } from './text.js';

/** Request and response shapes of the notifications API (docs/API.md, "Notifications"). */

/** True for a time zone name this runtime knows (the browser's Intl gives the same names). */
export function isKnownTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const timeZoneField = text()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, { message: 'Unknown time zone' });

const base64url = (name: string, min: number, max: number) =>
  text()
    .min(min, `${name} is too short`)
    .max(max, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`);

const endpointField = text({ message: 'endpoint is required' })
  .max(2048, 'endpoint is too long')
  // Browsers' push services are always https; the server POSTs to this address, so nothing else.
  .pipe(z.url({ protocol: /^https$/, message: 'endpoint must be an https URL' }));

export const vapidKeyResponseSchema = z.object({ publicKey: z.string() });

/** What PushSubscription.toJSON() gives, plus the browser's time zone for the daily message. */
export const pushSubscribeRequestSchema = z.strictObject({
  endpoint: endpointField,
  keys: z.strictObject({
    // An uncompressed P-256 point is 65 bytes (87 base64url characters); the auth secret 16 (22).
    p256dh: base64url('keys.p256dh', 80, 100),
    auth: base64url('keys.auth', 16, 44),
  }),
  expirationTime: z.number().nullable().optional(),
  timeZone: timeZoneField.optional(),
});

export const pushUnsubscribeRequestSchema = z.strictObject({ endpoint: endpointField });

export const notificationPermissionRequestSchema = z.strictObject({
  state: z.enum(['granted', 'denied'], { message: 'state must be granted or denied' }),
});

export const notificationSettingsSchema = z.object({
  dailyMessages: z.boolean(),
  emailDigests: z.boolean(),
  timeZone: z.string(),
  dailyMessageHour: z.number().int(),
  /** Devices of this member that receive pushes. */
  pushDevices: z.number().int(),
});

export const notificationSettingsUpdateSchema = z
  .strictObject({
    dailyMessages: z.boolean({ message: 'dailyMessages must be true or false' }),
    emailDigests: z.boolean({ message: 'emailDigests must be true or false' }),
    timeZone: timeZoneField,
    dailyMessageHour: z
      .number({ message: 'dailyMessageHour must be a number' })
      .int('dailyMessageHour must be a whole hour')
      .min(0, 'dailyMessageHour must be 0–23')
      .max(23, 'dailyMessageHour must be 0–23'),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });

export const pushTestResponseSchema = z.object({
  devices: z.number().int(),
  delivered: z.number().int(),
  removed: z.number().int(),
  ms: z.number(),
  errors: z.array(z.string()),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;
export type PushTestResult = z.infer<typeof pushTestResponseSchema>;
