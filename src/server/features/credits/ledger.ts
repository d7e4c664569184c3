import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '#server/db/client.js';
import { creditBalances, creditTransactions } from '#server/db/schema/index.js';
import { AppError } from '#server/http/errors.js';
import { BILLING_MESSAGES } from '#shared/api/billing.js';

export interface LedgerResult {
  ok: true;
  balance: number;
  /** True when the idempotency key was seen before and the earlier result is returned. */
  duplicate: boolean;
}

/** Thrown inside a transaction to undo a balance change whose ledger key already exists. */
class DuplicateKey extends Error {}

const notEnoughCredits = () =>
  new AppError(402, 'not_enough_credits', BILLING_MESSAGES.notEnoughCredits);

async function earlier(
  executor: DbExecutor,
  userId: string,
  idempotencyKey: string,
): Promise<LedgerResult | null> {
  const [row] = await executor
    .select({ userId: creditTransactions.userId, balanceAfter: creditTransactions.balanceAfter })
    .from(creditTransactions)
    .where(eq(creditTransactions.idempotencyKey, idempotencyKey));
  if (!row) return null;
  // Keys are global; a key of another user's must never reveal or replay that user's result.
  if (row.userId !== userId)
    throw new Error(`Idempotency key ${idempotencyKey} belongs to another user`);
  return { ok: true, balance: row.balanceAfter, duplicate: true };
}

/**
 * Runs `change` in a transaction (a savepoint inside a caller's transaction). When a concurrent
 * call with the same key wins the ledger insert, our balance change is rolled back and the
 * winner's result returned, so one key moves the balance at most once.
 */
async function once(
  executor: DbExecutor,
  userId: string,
  idempotencyKey: string,
  change: (tx: DbExecutor) => Promise<number>,
) {
  const seen = await earlier(executor, userId, idempotencyKey);
  if (seen) return seen;
  try {
    const balance = await executor.transaction(change);
    return { ok: true as const, balance, duplicate: false };
  } catch (error) {
    if (!(error instanceof DuplicateKey)) throw error;
    return (await earlier(executor, userId, idempotencyKey))!;
  }
}

async function record(
  tx: DbExecutor,
  row: Omit<typeof creditTransactions.$inferInsert, 'id' | 'createdAt'>,
) {
  const inserted = await tx
    .insert(creditTransactions)
    .values(row)
    .onConflictDoNothing({ target: creditTransactions.idempotencyKey })
    .returning({ id: creditTransactions.id });
  if (inserted.length === 0) throw new DuplicateKey();
}

/** Credits spent this calendar month (UTC): usage minus the refunds of usage. */
export async function spentThisMonth(executor: DbExecutor, userId: string) {
  const [row] = await executor
    .select({
      // Usage rows are negative, their refunds positive: both carry the special request type.
      spent: sql<number>`coalesce(-sum(${creditTransactions.amount}), 0)::int`,
    })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, userId),
        isNotNull(creditTransactions.specialRequestType),
        gte(
          creditTransactions.createdAt,
          sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
        ),
      ),
    );
  return row?.spent ?? 0;
}

/**
 * Refuses a debit that would pass the member's monthly cap. It locks the balance row first, so
 * concurrent debits of one member are judged one after the other against committed spending.
 */
async function enforceMonthlyCap(tx: DbExecutor, userId: string, amount: number) {
  const [row] = await tx
    .select({ cap: creditBalances.monthlyCap })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .for('update');
  if (row?.cap === null || row?.cap === undefined) return;
  const spent = await spentThisMonth(tx, userId);
  if (spent + amount > row.cap)
    throw new AppError(
      402,
      'monthly_cap_reached',
      `This would pass your monthly spending cap of ${row.cap} credits (${spent} spent this month). Raise the cap on the Credits tab to continue.`,
    );
}

/**
 * Takes `amount` credits (a usage, or an admin's downward adjustment) atomically: the conditional
 * UPDATE never lets the balance go below zero however many requests race (the CHECK constraints
 * are the second line of defence).
 */
export async function debit(
  db: Database,
  userId: string,
  amount: number,
  requestType: string,
  idempotencyKey: string,
  executor: DbExecutor = db,
  type: 'usage' | 'adjustment' = 'usage',
) {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`Invalid debit amount ${amount}`);
  return once(executor, userId, idempotencyKey, async (tx) => {
    await enforceMonthlyCap(tx, userId, amount);
    const [row] = await tx
      .update(creditBalances)
      .set({ balance: sql`${creditBalances.balance} - ${amount}`, updatedAt: sql`now()` })
      .where(and(eq(creditBalances.userId, userId), gte(creditBalances.balance, amount)))
      .returning({ balance: creditBalances.balance });
    if (!row) throw notEnoughCredits();
    await record(tx, {
      userId,
      transactionType: type,
      amount: -amount,
      balanceAfter: row.balance,
      specialRequestType: type === 'usage' ? requestType : null,
      idempotencyKey,
    });
    return row.balance;
  });
}

/**
 * Adds credits (a purchase or an admin adjustment) once per idempotency key. A refund is an
 * adjustment naming the special request it gives back (`refundOf`).
 */
export async function credit(
  db: Database,
  userId: string,
  amount: number,
  idempotencyKey: string,
  type: 'purchase' | 'adjustment',
  executor: DbExecutor = db,
  refundOf: string | null = null,
) {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`Invalid credit amount ${amount}`);
  return once(executor, userId, idempotencyKey, async (tx) => {
    const [row] = await tx
      .insert(creditBalances)
      .values({ userId, balance: amount })
      .onConflictDoUpdate({
        target: creditBalances.userId,
        set: { balance: sql`${creditBalances.balance} + ${amount}`, updatedAt: sql`now()` },
      })
      .returning({ balance: creditBalances.balance });
    await record(tx, {
      userId,
      transactionType: type,
      amount,
      balanceAfter: row.balance,
      specialRequestType: refundOf,
      idempotencyKey,
    });
    return row.balance;
  });
}
