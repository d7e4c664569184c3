import { formatLongDate } from '#shared/dates.js';
import { findPlan, formatPrice } from '#shared/plans.js';
import type { QueueEmailInput } from '../notifications/index.js';
import type { Recipient } from './checkoutSuccess.js';
import { grantsPremium, type SubscriptionRow } from './subscriptions.js';

const formatDate = (date: Date | null) => (date ? formatLongDate(date, 'UTC') : 'soon');

/**
 * The e-mail before a trial ends or a plan renews, or null when it would be wrong to send:
 * a subscription already set to end will not charge again, so it gets no "renews soon" mail.
 */
export function reminderEmail(
  template: 'trial_expiring_soon' | 'renewal_reminder',
  row: SubscriptionRow,
  user: Recipient,
  options: { currency: string; amountCents?: number },
): QueueEmailInput | null {
  if (!grantsPremium(row) || row.cancelAtPeriodEnd) return null;
  if (template === 'trial_expiring_soon' && row.status !== 'trialing') return null;
  const renewsAs = findPlan(row.plan === 'yearly' ? 'yearly' : 'monthly')!;
  const amount = options.amountCents ?? renewsAs.priceCents;
  return {
    templateName: template,
    to: user.email,
    userId: user.id,
    values: {
      username: user.username,
      planName: renewsAs.name,
      price: formatPrice(amount, options.currency),
      trialEndDate: formatDate(row.trialEnd),
      renewalDate: formatDate(row.currentPeriodEnd),
    },
  };
}
