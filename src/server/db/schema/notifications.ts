import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_DEFAULTS as DEFAULTS } from '#shared/constants.js';
import { user } from './auth.js';

/**
 * One row per browser that allowed push (a member may have several devices). The endpoint is
 * the push service's address for that browser, unique across users: a browser re-subscribing
 * under another account moves the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dhKey: text('p256dh_key').notNull(),
    authKey: text('auth_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** A member's notification choices; no row means the defaults (docs/PRODUCT.md). */
export const userProfileSettings = pgTable('user_profile_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  dailyMessagesEnabled: boolean('daily_messages_enabled').notNull().default(DEFAULTS.dailyMessages),
  emailDigestsEnabled: boolean('email_digests_enabled').notNull().default(DEFAULTS.emailDigests),
  smsEnabled: boolean('sms_enabled').notNull().default(DEFAULTS.sms),
  /** IANA name, e.g. Europe/Berlin; the daily message follows the member's own clock. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Local hour (0–23) the daily message is written at. */
  dailyMessageHour: integer('daily_message_hour').notNull().default(DEFAULTS.dailyMessageHour),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type UserProfileSettingsRow = typeof userProfileSettings.$inferSelect;

/**
 * One row per member and digest week, claimed before the weekly digest is written: the lock that
 * keeps a member at one digest a week however often its job runs (docs/decisions/0066-weekly-digest.md).
 * `weekOf` is the local Monday the digest is sent on; the week covered is the seven days before.
 */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    weekOf: date('week_of').notNull(),
    messageCount: integer('message_count').notNull(),
    characterCount: integer('character_count').notNull(),
    topCharacterId: text('top_character_id'),
    /** queued: written to the outbox; not_written: refused there (template off, opted out since). */
    outcome: text('outcome', { enum: ['claimed', 'queued', 'not_written'] })
      .notNull()
      .default('claimed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekOf] })],
);

export type WeeklyDigestRow = typeof weeklyDigests.$inferSelect;
