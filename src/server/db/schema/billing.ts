import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    plan: text('plan', { enum: ['monthly', 'yearly', 'trial'] }).notNull(),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_customer_idx').on(table.providerCustomerId)],
);

export const webhookLogs = pgTable('webhook_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventType: text('event_type').notNull(),
  stripeEventId: text('stripe_event_id').notNull().unique(),
  processed: boolean('processed').notNull().default(false),
  error: text('error'),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export const creditPackages = pgTable('credit_packages', {
  id: text('id').primaryKey(),
  credits: integer('credits').notNull(),
  priceCents: integer('price_cents').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isBestValue: boolean('is_best_value').notNull().default(false),
});

export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    /** A monthly spending cap the member sets (credits per calendar month, UTC); null = none. */
    monthlyCap: integer('monthly_cap'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('credit_balances_non_negative', sql`${table.balance} >= 0`)],
);

export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    transactionType: text('transaction_type', {
      enum: ['purchase', 'usage', 'adjustment'],
    }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    specialRequestType: text('special_request_type'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_transactions_user_time_idx').on(table.userId, table.createdAt),
    check('credit_transactions_balance_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
);

export const cancellationFeedback = pgTable('cancellation_feedback', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
  reason: text('reason', {
    enum: ['too_expensive', 'didnt_use', 'wanted_features', 'other'],
  }).notNull(),
  feedbackText: text('feedback_text'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailTemplates = pgTable('email_templates', {
  templateName: text('template_name').primaryKey(),
  isActive: boolean('is_active').notNull().default(true),
  subject: text('subject').notNull(),
  htmlContent: text('html_content').notNull(),
  textContent: text('text_content').notNull(),
});

/** The embedded e-mail default: every outgoing mail lands here, readable by admins. */
export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  toAddress: text('to_address').notNull(),
  templateName: text('template_name'),
  subject: text('subject').notNull(),
  htmlContent: text('html_content').notNull(),
  textContent: text('text_content').notNull(),
  /**
   * queued → sent | failed (with last_error); `unsent` when no provider is configured or the
   * recipient opted out of marketing mail (docs/decisions/0060-email-delivery.md).
   */
  status: text('status', { enum: ['queued', 'sent', 'failed', 'unsent'] })
    .notNull()
    .default('queued'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Send attempts of the current delivery (reset by an admin's resend). */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** Which provider sent it (smtp, resend) and the id it gave the message. */
  provider: text('provider'),
  providerMessageId: text('provider_message_id'),
  /** Marketing mail carries List-Unsubscribe headers and is never sent to an opted-out user. */
  marketing: boolean('marketing').notNull().default(false),
  /** 0 for the first delivery, +1 per resend: keys one sender job per delivery. */
  delivery: integer('delivery').notNull().default(0),
});

/**
 * Every checkout session the server created (Stripe or test mode): proves which user owns a
 * session on the return page and makes the return's event and e-mail happen once per session.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    kind: text('kind', { enum: ['subscription', 'credits'] }).notNull(),
    plan: text('plan', { enum: ['monthly', 'yearly', 'trial'] }),
    packageId: text('package_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    returnRecordedAt: timestamp('return_recorded_at', { withTimezone: true }),
    unlockEmailQueuedAt: timestamp('unlock_email_queued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_user_time_idx').on(table.userId, table.createdAt)],
);

/**
 * The local test-mode payment provider's own records (its "Stripe account"): Stripe-shaped
 * checkout sessions and subscriptions, kept in the database so they survive a restart.
 */
export const testPaymentObjects = pgTable('test_payment_objects', {
  id: text('id').primaryKey(),
  objectType: text('object_type', { enum: ['checkout.session', 'subscription'] }).notNull(),
  userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
