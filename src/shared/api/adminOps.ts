import { z } from 'zod';
import { text } from './text.js';

/** Paging of every admin list: `limit` rows (1–100, default 25) after `offset`. */
export const adminPageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1, 'limit must be 1–100')
    .max(100, 'limit must be 1–100')
    .default(25),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int()
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .default(0),
});
/** A paged list's `?status=` filter: one of `values`, the first by default. */
const statusFilter = <const Values extends [string, ...string[]]>(values: Values) =>
  adminPageQuerySchema.extend({
    status: z.enum(values, { message: `status must be ${values.join(', ')}` }).default(values[0]),
  });
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number() });

const reason = text({ message: 'reason must be text' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(500, 'reason must be at most 500 characters');

// Users ------------------------------------------------------------------------------------

export const userSearchQuerySchema = adminPageQuerySchema.extend({
  q: text({ message: 'q must be text' }).trim().max(200, 'q is too long').default(''),
});
export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUserListSchema = pageOf(adminUserSummarySchema);

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  /** The subscription plan and status, or null for a free account. */
  plan: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  premiumGranted: z.boolean(),
  /** Admin because ADMIN_EMAILS lists the address: no role change can undo it. */
  adminFromConfig: z.boolean(),
  suspensionReason: z.string().nullable(),
  credits: z.number(),
  strikes: z.number(),
  recentStrikes: z.number(),
  conversations: z.number(),
  lastSeenAt: z.string().nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const premiumGrantSchema = z.object({
  granted: z.boolean({ message: 'granted must be true or false' }),
});
export const adminRoleSchema = z.object({
  admin: z.boolean({ message: 'admin must be true or false' }),
});
export const suspendSchema = z.object({ reason });
export const creditAdjustmentSchema = z.object({
  amount: z
    .number({ message: 'amount must be a whole number' })
    .int('amount must be a whole number')
    .min(-100_000, 'amount must be between -100000 and 100000')
    .max(100_000, 'amount must be between -100000 and 100000')
    .refine((value) => value !== 0, 'amount must not be 0'),
  reason,
});

// Moderation -------------------------------------------------------------------------------

export const moderationQuerySchema = statusFilter(['unreviewed', 'reviewed', 'all']);
export const moderationItemSchema = z.object({
  id: z.number(),
  category: z.string(),
  action: z.enum(['refused', 'cut']),
  source: z.enum(['user', 'model']),
  /** The last 4 characters of the user or guest id; the text itself is never stored. */
  user: z.string().nullable(),
  isGuest: z.boolean(),
  isStrike: z.boolean(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  resolution: z.enum(['dismissed', 'strike', 'suspended']).nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationListSchema = pageOf(moderationItemSchema).extend({
  unreviewed: z.number(),
});
export const moderationActionSchema = z.object({
  action: z.enum(['dismiss', 'strike', 'suspend'], {
    message: 'action must be dismiss, strike or suspend',
  }),
});
export const numericIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(Number.MAX_SAFE_INTEGER, 'id is too large'),
});

// Webhooks and e-mail ----------------------------------------------------------------------

export const webhookQuerySchema = statusFilter(['all', 'processed', 'pending', 'failed']);
export const webhookItemSchema = z.object({
  id: z.number(),
  eventType: z.string(),
  eventId: z.string(),
  status: z.enum(['processed', 'pending', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type WebhookItem = z.infer<typeof webhookItemSchema>;
export const webhookListSchema = pageOf(webhookItemSchema);

export const emailQuerySchema = statusFilter(['all', 'queued', 'sent', 'failed', 'unsent']);
export const emailItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  templateName: z.string().nullable(),
  subject: z.string(),
  /** unsent: kept in the outbox (no provider configured, or the member opted out). */
  status: z.enum(['queued', 'sent', 'failed', 'unsent']),
  /** The provider's last refusal (failed), or why a message was not sent. */
  error: z.string().nullable(),
  attempts: z.number(),
  provider: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailItem = z.infer<typeof emailItemSchema>;
/** `provider`: which system delivers now (smtp, resend, or outbox when nothing is configured). */
export const emailListSchema = pageOf(emailItemSchema).extend({
  provider: z.enum(['smtp', 'resend', 'outbox']),
});

// Analytics --------------------------------------------------------------------------------

const isoDate = text({ message: 'dates must be YYYY-MM-DD' }).regex(
  /^\d{4}-\d{2}-\d{2}$/,
  'dates must be YYYY-MM-DD',
);
export const analyticsQuerySchema = adminPageQuerySchema.extend({
  type: text({ message: 'type must be text' }).trim().max(100, 'type is too long').optional(),
  /** First day included (UTC). */
  from: isoDate.optional(),
  /** Last day included (UTC). */
  to: isoDate.optional(),
});
export const analyticsEventSchema = z.object({
  id: z.number(),
  type: z.string(),
  user: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const analyticsListSchema = pageOf(analyticsEventSchema).extend({
  types: z.array(z.string()),
});

// Diagnostics and coupons ------------------------------------------------------------------

export const diagnosticListSchema = z.object({
  items: z.array(z.object({ name: z.string(), label: z.string(), description: z.string() })),
});
export const diagnosticResultSchema = z.object({
  name: z.string(),
  label: z.string(),
  pass: z.boolean(),
  detail: z.string(),
  ms: z.number(),
});
export type DiagnosticResult = z.infer<typeof diagnosticResultSchema>;
export const diagnosticParamsSchema = z.object({
  check: text().trim().min(1).max(64),
});

export const couponSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  currency: z.string().nullable(),
  duration: z.string(),
  durationInMonths: z.number().nullable(),
  timesRedeemed: z.number(),
  maxRedemptions: z.number().nullable(),
  valid: z.boolean(),
  createdAt: z.string(),
});
export const couponListSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  items: z.array(couponSchema),
});
