import type { FastifyBaseLogger } from 'fastify';
import type { ReferralStats, ReferralTotals } from '#shared/api/growth.js';
import { ADMIN_TOP_REFERRERS, REFERRAL_COOKIE } from '#shared/constants.js';
import type { AnalyticsService } from '../analytics/index.js';
import type { AccountDataRegistry } from '../auth/index.js';
import { newReferralCode, readReferralCookie, type ReferralTouch } from './codes.js';
import type { ReferralStore } from './store.js';

/** Billing's answer per user: a Premium conversion, and what their completed checkouts paid. */
export type PurchaseSummary = (
  userIds: string[],
) => Promise<Array<{ userId: string; converted: boolean; revenueCents: number }>>;

export interface ReferralsServiceDeps {
  store: ReferralStore;
  analytics: AnalyticsService;
  purchases: PurchaseSummary;
  /** Usernames for the admin's top list. */
  usernameOf: (userId: string) => Promise<string | null>;
  appUrl: string;
  currency: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const CODE_ATTEMPTS = 5;

/** Referral codes, attribution at sign-up and the figures per referrer (docs/API.md#referrals). */
export function createReferralsService(deps: ReferralsServiceDeps) {
  const { store } = deps;
  const now = deps.now ?? (() => new Date());

  /** The user's code, made on first use; a collision (or a racing request) simply retries. */
  async function codeFor(userId: string) {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const existing = await store.codeOf(userId);
      if (existing) return existing;
      await store.insertCode(userId, newReferralCode());
    }
    const code = await store.codeOf(userId);
    if (!code) throw new Error('Could not make a referral code');
    return code;
  }

  async function figures(referredIds: string[]) {
    const purchases = await deps.purchases(referredIds);
    return {
      signups: referredIds.length,
      premiumConversions: purchases.filter((row) => row.converted).length,
      revenueCents: purchases.reduce((sum, row) => sum + row.revenueCents, 0),
    };
  }

  /**
   * Credits the code's owner with a new member. Unknown codes and one's own code are ignored
   * silently; only the first attribution of a member counts.
   */
  async function attribute(referredUserId: string, touch: ReferralTouch) {
    const code = touch.code.toUpperCase();
    const referrerUserId = await store.ownerOf(code);
    if (!referrerUserId || referrerUserId === referredUserId) return false;
    const counted = await store.attribute({
      referredUserId,
      referrerUserId,
      code,
      firstTouchAt: touch.firstTouchAt,
    });
    if (counted)
      await deps.analytics.track({
        type: 'referral_attribution',
        userId: referredUserId,
        data: { code, referrerUserId, firstTouchAt: touch.firstTouchAt?.toISOString() ?? null },
      });
    return counted;
  }

  return {
    codeFor,
    attribute,

    /** The sign-up listener: reads the `ref` cookie the web app wrote on the first `?ref=` visit. */
    async attributeSignUp(userId: string, headers: Headers | undefined) {
      const touch = readReferralCookie(headers, now());
      if (touch) await attribute(userId, touch);
    },

    async stats(userId: string): Promise<ReferralStats> {
      const code = await codeFor(userId);
      return {
        code,
        link: `${deps.appUrl}/?${REFERRAL_COOKIE}=${code}`,
        currency: deps.currency,
        ...(await figures(await store.referredBy(userId))),
      };
    },

    /** The admin's Analytics tab: totals and the referrers who brought the most members. */
    async totals(): Promise<ReferralTotals> {
      const rows = await store.allAttributions();
      const byReferrer = new Map<string, string[]>();
      for (const row of rows)
        byReferrer.set(row.referrerUserId, [
          ...(byReferrer.get(row.referrerUserId) ?? []),
          row.referredUserId,
        ]);
      const perReferrer = await Promise.all(
        [...byReferrer].map(async ([referrerUserId, referred]) => ({
          referrerUserId,
          ...(await figures(referred)),
        })),
      );
      perReferrer.sort((a, b) => b.signups - a.signups || b.revenueCents - a.revenueCents);
      const top = perReferrer.slice(0, ADMIN_TOP_REFERRERS);
      const codes = await store.codesOf(top.map((row) => row.referrerUserId));
      return {
        currency: deps.currency,
        referrers: perReferrer.length,
        signups: rows.length,
        premiumConversions: perReferrer.reduce((sum, row) => sum + row.premiumConversions, 0),
        revenueCents: perReferrer.reduce((sum, row) => sum + row.revenueCents, 0),
        topReferrers: await Promise.all(
          top.map(async ({ referrerUserId, ...row }) => ({
            code: codes.get(referrerUserId) ?? '',
            username: await deps.usernameOf(referrerUserId),
            ...row,
          })),
        ),
      };
    },

    registerDataOwner(registry: AccountDataRegistry) {
      // Both tables cascade with the user row; only the export needs us.
      registry.register({ name: 'referrals', exportRows: store.exportRows });
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
