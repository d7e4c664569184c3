import type { FastifyBaseLogger } from 'fastify';
import { BILLING_MESSAGES, type PlansResponse } from '#shared/api/billing.js';
import { centsToMajor, findPlan, formatPrice, PLANS, type PaidPlanId } from '#shared/plans.js';
import type { AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { conflict, forbidden, notFound, tooManyRequests } from '#server/http/errors.js';
import type { RateLimiter } from '#server/http/rateLimiter.js';
import type { PaymentsProvider } from '#server/providers/payments/index.js';
import type { AnalyticsService } from '../analytics/index.js';
import type { AuthService, Viewer } from '../auth/index.js';
import type { CouponsService } from '../coupons/index.js';
import type { CreditsService } from '../credits/index.js';
import type { PaymentEmail } from '../notifications/index.js';
import { completeCheckoutSteps } from './checkoutSuccess.js';
import { callProvider } from './providerCall.js';
import { checkoutCancelUrl, type CheckoutSessionStore } from './checkoutSessions.js';
import { findByUser, grantsPremium, isLive } from './subscriptions.js';
import { createSubscriptionManagement } from './subscriptionManagement.js';

export type PaywallVariantLookup = (userId: string) => Promise<'A' | 'B'>;

export interface BillingServiceDeps {
  config: AppConfig;
  db: Database;
  provider: PaymentsProvider;
  sessions: CheckoutSessionStore;
  credits: CreditsService;
  coupons: CouponsService;
  email: PaymentEmail;
  analytics: AnalyticsService;
  auth: Pick<AuthService, 'forgetUser'>;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  getPaywallVariant?: PaywallVariantLookup;
}

const CHECKOUTS_PER_MINUTE = 10;
/** Coupon checks per user and minute: enough for typos, too few to guess codes. */
const COUPON_CHECKS_PER_MINUTE = 20;

export function createBillingService(deps: BillingServiceDeps) {
  const { config, db, provider, sessions, analytics } = deps;
  const currency = config.CURRENCY;

  async function limitCheckouts(userId: string) {
    const decision = await deps.limiter.hit(`checkout:${userId}`, CHECKOUTS_PER_MINUTE, 60_000);
    if (!decision.allowed)
      throw tooManyRequests(
        decision.retryAfterSeconds,
        'Too many checkout attempts. Please wait a minute.',
      );
  }

  async function checkCoupon(userId: string, code: string, plan: PaidPlanId) {
    const decision = await deps.limiter.hit(`coupon:${userId}`, COUPON_CHECKS_PER_MINUTE, 60_000);
    if (!decision.allowed)
      throw tooManyRequests(
        decision.retryAfterSeconds,
        'Too many coupon attempts. Please wait a minute.',
      );
    return deps.coupons.check(code, plan);
  }

  async function variantOf(userId: string) {
    try {
      return deps.getPaywallVariant ? await deps.getPaywallVariant(userId) : 'A';
    } catch {
      return 'A';
    }
  }

  /** The customer id to reuse, only when it belongs to the provider now in use. */
  const customerOf = (row: Awaited<ReturnType<typeof findByUser>>) =>
    row && row.provider === provider.kind ? row.providerCustomerId : null;

  return {
    ...createSubscriptionManagement(deps),

    plans(): PlansResponse {
      return {
        currency,
        livePayments: provider.kind === 'stripe',
        plans: PLANS.map((plan) => ({
          ...plan,
          price: centsToMajor(plan.priceCents),
          originalPrice:
            plan.originalPriceCents === null ? null : centsToMajor(plan.originalPriceCents),
          priceLabel: formatPrice(plan.priceCents, currency),
        })),
      };
    },

    /** Who of these users became a paying member, and what they paid (referral statistics). */
    async purchaseSummary(userIds: string[]) {
      const rows = await sessions.completedTotals(userIds);
      return rows.map((row) => ({
        userId: row.userId,
        converted: Boolean(row.subscribed),
        revenueCents: Number(row.paidCents ?? 0),
      }));
    },

    async isPremium(userId: string) {
      return grantsPremium(await findByUser(db, userId));
    },

    /** The discount a code gives on the plan's first payment (docs/API.md#coupons). */
    async validateCoupon(viewer: Viewer, input: { code: string; plan: PaidPlanId }) {
      return (await checkCoupon(viewer.id, input.code, input.plan)).validation;
    },

    async startCheckout(viewer: Viewer, plan: PaidPlanId, couponCode?: string) {
      const existing = await findByUser(db, viewer.id);
      if (grantsPremium(existing))
        throw conflict(BILLING_MESSAGES.alreadyPremium, 'already_subscribed');
      if (isLive(existing)) {
        throw conflict(
          'Your last payment did not go through. Update your payment method in Manage Subscription.',
          'payment_past_due',
        );
      }
      if (plan === 'trial' && existing)
        throw conflict(
          'The trial is for new members. Choose monthly or yearly instead.',
          'trial_used',
        );
      // An invalid or expired code stops here: no checkout session is created.
      const promotion = couponCode
        ? (await checkCoupon(viewer.id, couponCode, plan)).checkout
        : null;
      await limitCheckouts(viewer.id);
      const successUrl = `${config.appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}${plan === 'trial' ? '&trial=true' : ''}`;
      const session = await callProvider(
        deps.log,
        'checkout',
        BILLING_MESSAGES.checkoutFailed,
        () =>
          provider.createSubscriptionCheckout({
            userId: viewer.id,
            email: viewer.email,
            plan,
            customerId: customerOf(existing),
            successUrl,
            cancelUrl: checkoutCancelUrl(config.appUrl, 'subscription'),
            promotion,
          }),
      );
      const amountCents = findPlan(plan)!.priceCents - (promotion?.discountCents ?? 0);
      await sessions.create({
        id: session.id,
        userId: viewer.id,
        provider: provider.kind,
        kind: 'subscription',
        plan,
        amountCents,
        currency,
      });
      const variant = await variantOf(viewer.id);
      const data = {
        plan,
        variant,
        sessionId: session.id,
        ...(promotion ? { couponCode: promotion.code } : {}),
      };
      await analytics.track({
        type: plan === 'trial' ? 'trial_checkout_start' : 'premium_checkout_start',
        userId: viewer.id,
        data,
      });
      await analytics.track({ type: 'checkout_start', userId: viewer.id, data });
      return { url: session.url };
    },

    async startCreditsCheckout(viewer: Viewer, packageId: string) {
      if (!viewer.isPremium) throw forbidden(BILLING_MESSAGES.creditsPremiumOnly);
      const pack = await deps.credits.findPackage(packageId);
      if (!pack) throw notFound('That credit package is not available.');
      await limitCheckouts(viewer.id);
      const session = await callProvider(
        deps.log,
        'credits checkout',
        BILLING_MESSAGES.checkoutFailed,
        async () =>
          provider.createCreditsCheckout({
            userId: viewer.id,
            email: viewer.email,
            customerId: customerOf(await findByUser(db, viewer.id)),
            packageId: pack.id,
            credits: pack.credits,
            amountCents: pack.priceCents,
            currency,
            successUrl: `${config.appUrl}/dashboard?tab=credits&purchase=success&session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: checkoutCancelUrl(config.appUrl, 'credits'),
          }),
      );
      await sessions.create({
        id: session.id,
        userId: viewer.id,
        provider: provider.kind,
        kind: 'credits',
        packageId: pack.id,
        amountCents: pack.priceCents,
        currency,
      });
      await analytics.track({
        type: 'credits_checkout_start',
        userId: viewer.id,
        data: { packageId: pack.id, credits: pack.credits, sessionId: session.id },
      });
      return { url: session.url };
    },

    async portal(viewer: Viewer) {
      const customerId = customerOf(await findByUser(db, viewer.id));
      if (!customerId) throw conflict(BILLING_MESSAGES.noSubscription, 'no_subscription');
      return callProvider(deps.log, 'portal', BILLING_MESSAGES.portalFailed, () =>
        provider.createPortalSession({
          customerId,
          returnUrl: `${config.appUrl}/dashboard?tab=subscription`,
        }),
      );
    },

    /**
     * The success page's call (docs/PRODUCT.md#states). The session must be complete, i.e. its webhook
     * processed; the event and the e-mail happen once per session, here or in the webhook.
     */
    async checkoutReturn(viewer: Viewer, input: { sessionId?: string }) {
      const session = input.sessionId
        ? await sessions.findOwned(input.sessionId, viewer.id)
        : await sessions.latestUnreturned(viewer.id);
      if (input.sessionId && !session) throw notFound('No such checkout session.');
      if (!session || session.status !== 'complete')
        return { isPremium: viewer.isPremium, recorded: null };
      const recorded = await db.transaction((tx) =>
        completeCheckoutSteps(tx, deps, { session, user: viewer, isPremium: viewer.isPremium }),
      );
      if (recorded)
        await analytics.track({
          type: recorded,
          userId: viewer.id,
          data: { sessionId: session.id, plan: session.plan, via: 'return' },
        });
      return { isPremium: viewer.isPremium, recorded };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
