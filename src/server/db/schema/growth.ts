import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** Each member's personal referral code, made the first time they open the Referrals tab. */
export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who brought whom: one row per referred member (the first touch wins, so the primary key is the
 * referred user). Deleting either account removes the row.
 */
export const referralAttributions = pgTable(
  'referral_attributions',
  {
    referredUserId: text('referred_user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** When the visitor first opened a link with the code (from the browser's cookie). */
    firstTouchAt: timestamp('first_touch_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referral_attributions_referrer_idx').on(table.referrerUserId),
    check(
      'referral_attributions_not_self',
      sql`${table.referrerUserId} <> ${table.referredUserId}`,
    ),
  ],
);

/**
 * Coupons of the local test-mode checkout (Stripe keeps its own promotion codes). Codes are stored
 * upper-case; exactly one of percent or amount off is set.
 */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'coupons_one_discount',
      sql`(${table.percentOff} is null) <> (${table.amountOffCents} is null)`,
    ),
  ],
);

/** Every coupon used on a completed checkout, once per checkout session (Stripe or test mode). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    discountCents: integer('discount_cents').notNull(),
    currency: text('currency').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_time_idx').on(table.redeemedAt)],
);
