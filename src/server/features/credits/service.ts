import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CreditPackage, CreditsSummary, CreditTransaction } from '#shared/api/billing.js';
import {
  CREDIT_COST_LIST,
  CREDIT_COSTS,
  CREDIT_HISTORY_LIMIT,
  centsToMajor,
  formatPrice,
  perCreditCents,
  type CreditRequestType,
} from '#shared/plans.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { creditBalances, creditPackages, creditTransactions } from '#server/db/schema/index.js';
import type { AccountDataRegistry } from '../auth/index.js';
import { credit, debit, spentThisMonth } from './ledger.js';

export function createCreditsService(db: Database, options: { currency: string }) {
  const toPackage = (row: typeof creditPackages.$inferSelect): CreditPackage => ({
    id: row.id,
    credits: row.credits,
    priceCents: row.priceCents,
    price: centsToMajor(row.priceCents),
    priceLabel: formatPrice(row.priceCents, options.currency),
    perCreditCents: perCreditCents(row.priceCents, row.credits),
    isBestValue: row.isBestValue,
  });

  const service = {
    /**
     * Charges one special request at its server-side price. Throws a 402 'Not enough credits'
     * AppError; the same key (per user) never charges twice and returns the first result.
     */
    async spendCredits(
      userId: string,
      requestType: CreditRequestType,
      idempotencyKey: string,
      executor?: DbExecutor,
    ) {
      const cost = CREDIT_COSTS[requestType];
      if (cost === undefined) throw new Error(`Unknown credit request type ${requestType}`);
      const { ok, balance } = await debit(
        db,
        userId,
        cost,
        requestType,
        `usage:${userId}:${idempotencyKey}`,
        executor,
      );
      return { ok, balance };
    },

    /**
     * Gives back what `spendCredits` took under the same key (a failed or refused job): an
     * adjustment row naming the request type, once however often it is called.
     */
    async refundCredits(
      userId: string,
      requestType: CreditRequestType,
      idempotencyKey: string,
      executor?: DbExecutor,
    ) {
      const { ok, balance } = await credit(
        db,
        userId,
        CREDIT_COSTS[requestType],
        `refund:${userId}:${idempotencyKey}`,
        'adjustment',
        executor,
        requestType,
      );
      return { ok, balance };
    },

    /** Sets (or clears, with null) the member's monthly spending cap. */
    async setMonthlyCap(userId: string, monthlyCap: number | null) {
      await db
        .insert(creditBalances)
        .values({ userId, balance: 0, monthlyCap })
        .onConflictDoUpdate({
          target: creditBalances.userId,
          set: { monthlyCap, updatedAt: sql`now()` },
        });
      return service.summary(userId);
    },

    /** Lower-level debit of any amount; spendCredits is the one later features should call. */
    debit: (userId: string, amount: number, requestType: string, idempotencyKey: string) =>
      debit(db, userId, amount, requestType, `usage:${userId}:${idempotencyKey}`),

    /** Adds purchased or adjusted credits once per key; `executor` joins a caller's transaction. */
    grantCredits: (
      userId: string,
      amount: number,
      idempotencyKey: string,
      type: 'purchase' | 'adjustment',
      executor?: DbExecutor,
    ) => credit(db, userId, amount, idempotencyKey, type, executor),

    /**
     * An admin's adjustment: a ledger row of type 'adjustment', up (+) or down (−); never below
     * zero (402 not_enough_credits). The reason is kept by the caller's audit entry, written in
     * the same transaction (`executor`).
     */
    adjustCredits(userId: string, delta: number, idempotencyKey: string, executor?: DbExecutor) {
      const key = `adjustment:${userId}:${idempotencyKey}`;
      return delta > 0
        ? credit(db, userId, delta, key, 'adjustment', executor)
        : debit(db, userId, -delta, '', key, executor, 'adjustment');
    },

    async balance(userId: string, executor: DbExecutor = db) {
      const [row] = await executor
        .select()
        .from(creditBalances)
        .where(eq(creditBalances.userId, userId));
      return row?.balance ?? 0;
    },

    async listPackages(): Promise<CreditPackage[]> {
      const rows = await db
        .select()
        .from(creditPackages)
        .where(eq(creditPackages.isActive, true))
        .orderBy(asc(creditPackages.credits));
      return rows.map(toPackage);
    },

    /** A package by id; retired packages only when `includeInactive` (e.g. to describe an old purchase). */
    async findPackage(id: string, { includeInactive = false } = {}): Promise<CreditPackage | null> {
      const [row] = await db
        .select()
        .from(creditPackages)
        .where(
          includeInactive
            ? eq(creditPackages.id, id)
            : and(eq(creditPackages.id, id), eq(creditPackages.isActive, true)),
        );
      return row ? toPackage(row) : null;
    },

    async history(userId: string, limit = CREDIT_HISTORY_LIMIT): Promise<CreditTransaction[]> {
      const rows = await db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.userId, userId))
        .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        transaction_type: row.transactionType,
        amount: row.amount,
        balance_after: row.balanceAfter,
        special_request_type: row.specialRequestType,
        created_at: row.createdAt.toISOString(),
      }));
    },

    async summary(userId: string): Promise<CreditsSummary> {
      const [totals] = await db
        .select({
          purchased: sql<number>`coalesce(sum(${creditTransactions.amount}) filter (where ${creditTransactions.transactionType} = 'purchase'), 0)::int`,
          // Refunds are adjustments naming the request they give back: used is net of them.
          used: sql<number>`coalesce(sum(abs(${creditTransactions.amount})) filter (where ${creditTransactions.transactionType} = 'usage'), 0)::int - coalesce(sum(${creditTransactions.amount}) filter (where ${creditTransactions.transactionType} = 'adjustment' and ${creditTransactions.specialRequestType} is not null), 0)::int`,
        })
        .from(creditTransactions)
        .where(eq(creditTransactions.userId, userId));
      const [cap] = await db
        .select({ monthlyCap: creditBalances.monthlyCap })
        .from(creditBalances)
        .where(eq(creditBalances.userId, userId));
      return {
        balance: await service.balance(userId),
        monthlyCap: cap?.monthlyCap ?? null,
        spentThisMonth: await spentThisMonth(db, userId),
        totalPurchased: totals?.purchased ?? 0,
        totalUsed: totals?.used ?? 0,
        costs: CREDIT_COST_LIST,
        neverExpire: true,
      };
    },

    registerDataOwner(registry: AccountDataRegistry) {
      // Balance and ledger rows cascade with the user row; export lists them.
      registry.register({
        name: 'credits',
        exportRows: async (executor, userId) => ({
          balance: await service.balance(userId, executor),
          transactions: await executor
            .select()
            .from(creditTransactions)
            .where(eq(creditTransactions.userId, userId))
            .orderBy(asc(creditTransactions.id)),
        }),
      });
    },
  };
  return service;
}

export type CreditsService = ReturnType<typeof createCreditsService>;
