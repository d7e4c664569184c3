import { eq, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionResponse } from '#shared/api/billing.js';
import type { PaidPlanId } from '#shared/plans.js';
import type { DbExecutor } from '#server/db/client.js';
import { subscriptions } from '#server/db/schema/index.js';
import type { PaymentsProvider, ProviderSubscription } from '#server/providers/payments/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Status = SubscriptionRow['status'];

/** Statuses in which the subscription still exists at the provider and may bill again. */
const LIVE_STATUSES: readonly Status[] = ['trialing', 'active', 'past_due'];
export const isLive = (row: SubscriptionRow | null | undefined): row is SubscriptionRow =>
  Boolean(row && LIVE_STATUSES.includes(row.status));

/** Stripe has more states than we need; each maps to what it means for access. */
function mapStatus(providerStatus: string): Status {
  switch (providerStatus) {
    case 'trialing':
    case 'active':
    case 'canceled':
      return providerStatus;
    case 'incomplete_expired':
      return 'canceled';
    default:
      // past_due, unpaid, incomplete, paused: a payment is owed, no Premium until it is paid.
      return 'past_due';
  }
}

/** The plan, from the price (it changes when the user switches plan in the portal). */
function planFor(
  subscription: ProviderSubscription,
  prices: PaymentsProvider['prices'],
): PaidPlanId {
  const status = mapStatus(subscription.status);
  if (subscription.priceIds.includes(prices.yearly)) return 'yearly';
  if (status === 'trialing') return 'trial';
  if (subscription.priceIds.includes(prices.monthly)) return 'monthly';
  // Unknown price (e.g. renamed in Stripe): fall back to what checkout recorded; a trial renews monthly.
  return subscription.metadata.plan === 'yearly' ? 'yearly' : 'monthly';
}

/**
 * Premium while trialing or active. A subscription set to end whose period is over counts as
 * ended even if its final webhook never arrived, so a lost event cannot give Premium forever.
 */
export function grantsPremium(row: SubscriptionRow | null | undefined, now = new Date()) {
  if (!row || (row.status !== 'trialing' && row.status !== 'active')) return false;
  return !(row.cancelAtPeriodEnd && row.currentPeriodEnd && row.currentPeriodEnd < now);
}

async function findWhere(executor: DbExecutor, where: SQL) {
  const [row] = await executor.select().from(subscriptions).where(where);
  return row ?? null;
}

export const findByUser = (executor: DbExecutor, userId: string) =>
  findWhere(executor, eq(subscriptions.userId, userId));

/** The row that already links a provider subscription: by its id, else by its customer. */
export async function findLinked(executor: DbExecutor, subscription: ProviderSubscription) {
  return (
    (await findWhere(executor, eq(subscriptions.providerSubscriptionId, subscription.id))) ??
    (subscription.customerId
      ? await findWhere(executor, eq(subscriptions.providerCustomerId, subscription.customerId))
      : null)
  );
}

/**
 * Writes the provider's current view of a subscription as the user's one subscription row.
 * An older subscription's late events never overwrite a newer live one. Returns the row now stored.
 */
export async function saveFromProvider(
  tx: DbExecutor,
  input: {
    userId: string;
    provider: 'stripe' | 'test';
    subscription: ProviderSubscription;
    prices: PaymentsProvider['prices'];
  },
): Promise<SubscriptionRow> {
  const { userId, subscription } = input;
  const existing = await findByUser(tx, userId);
  const status = mapStatus(subscription.status);
  if (
    existing &&
    existing.providerSubscriptionId !== subscription.id &&
    isLive(existing) &&
    status === 'canceled'
  ) {
    return existing;
  }
  const values = {
    provider: input.provider,
    providerCustomerId: subscription.customerId,
    providerSubscriptionId: subscription.id,
    plan: planFor(subscription, input.prices),
    status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    trialEnd: subscription.trialEnd,
  };
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row;
}

export function toSubscriptionResponse(
  row: SubscriptionRow | null,
  isPremium: boolean,
): SubscriptionResponse {
  return {
    isPremium,
    plan: row ? row.plan : 'free',
    status: row ? row.status : 'none',
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    trialEnd: row?.trialEnd?.toISOString() ?? null,
    provider: row?.provider ?? null,
  };
}
