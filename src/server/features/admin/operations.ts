import type { EmailItem, WebhookItem } from '#shared/api/adminOps.js';
import type { Database } from '#server/db/client.js';
import { badRequest } from '#server/http/errors.js';
import type { AnalyticsAdminStats } from '../analytics/index.js';
import type { BillingAdminStats, BillingOperations, WebhookStatus } from '../billing/index.js';
import type { EmailService, OutboxStatus } from '../notifications/index.js';
import { audit, type Actor } from './audit.js';
import { maskId } from './mask.js';

const DAY_MS = 86_400_000;

const webhookStatus = (row: { processed: boolean; error: string | null }): WebhookStatus =>
  row.processed ? 'processed' : row.error ? 'failed' : 'pending';

const toWebhookItem = (row: {
  id: number;
  eventType: string;
  eventId?: string;
  stripeEventId?: string;
  processed: boolean;
  error: string | null;
  createdAt: Date;
  processedAt: Date | null;
}): WebhookItem => ({
  id: row.id,
  eventType: row.eventType,
  eventId: row.eventId ?? row.stripeEventId ?? '',
  status: webhookStatus(row),
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  processedAt: row.processedAt?.toISOString() ?? null,
});

/** Webhooks, e-mail, analytics and coupons tabs: reads and the two repair actions, audited. */
export function createOperationsAdmin(deps: {
  db: Database;
  billingStats: BillingAdminStats;
  billing: BillingOperations;
  analytics: AnalyticsAdminStats;
  email: EmailService;
}) {
  const { db, billing, email } = deps;
  return {
    async webhooks(options: { status: WebhookStatus | 'all'; limit: number; offset: number }) {
      const { rows, total } = await deps.billingStats.webhookPage(options);
      return { items: rows.map(toWebhookItem), total };
    },

    /** Re-runs a failed event's stored payload once, through billing's webhook path. */
    async replayWebhook(actor: Actor, id: number) {
      const { before, after } = await billing.replayWebhook(id);
      await audit(db, actor, {
        action: 'webhook.replay',
        targetType: 'webhook_event',
        targetId: before.stripeEventId,
        before: { status: webhookStatus(before), error: before.error },
        after: { status: webhookStatus(after), error: after.error },
      });
      return toWebhookItem(after);
    },

    async emails(options: { status: OutboxStatus | 'all'; limit: number; offset: number }) {
      const { rows, total } = await email.outboxPage(options);
      return {
        provider: email.providerKind,
        items: rows.map((row): EmailItem => ({
          id: row.id,
          to: row.toAddress,
          templateName: row.templateName,
          subject: row.subject,
          status: row.status,
          error: row.lastError,
          attempts: row.attempts,
          provider: row.provider,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        total,
      };
    },

    /** A failed or unsent e-mail becomes a new delivery, with its audit entry, in one transaction. */
    async resendEmail(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const { before, after } = await email.requeue(id, tx);
        await audit(tx, actor, {
          action: 'email.resend',
          targetType: 'email',
          targetId: String(id),
          before: { status: before.status },
          after: { status: after.status, delivery: after.delivery },
        });
      });
      email.wake();
      return { ok: true as const };
    },

    async analytics(options: {
      type?: string;
      from?: string;
      to?: string;
      limit: number;
      offset: number;
    }) {
      const from = options.from ? new Date(`${options.from}T00:00:00Z`) : undefined;
      // `to` is the last day included: the window ends at the start of the next day.
      const to = options.to ? new Date(Date.parse(`${options.to}T00:00:00Z`) + DAY_MS) : undefined;
      if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime())))
        throw badRequest('Dates must be real days (YYYY-MM-DD).', { from: 'invalid date' });
      if (from && to && from >= to)
        throw badRequest('The start date must not be after the end date.', {
          from: 'after the end date',
        });
      const [{ rows, total }, types] = await Promise.all([
        deps.analytics.eventsPage({ ...options, from, to }),
        deps.analytics.eventTypes(),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          type: row.eventType,
          user: row.userId ? maskId(row.userId) : row.sessionId ? maskId(row.sessionId) : null,
          data: row.eventData,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        types,
      };
    },

    async coupons() {
      const coupons = await billing.listCoupons();
      return {
        provider: billing.paymentsKind,
        items: coupons.map((coupon) => ({ ...coupon, createdAt: coupon.createdAt.toISOString() })),
      };
    },
  };
}

export type OperationsAdmin = ReturnType<typeof createOperationsAdmin>;
