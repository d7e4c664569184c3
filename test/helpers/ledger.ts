import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { creditTransactions } from '#server/db/schema/index.js';

/** A member's ledger as [type, amount, special request] rows, oldest first. */
export async function ledgerRows(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    // Without an order, PostgreSQL may return rows placed around rolled-back duplicates in any order.
    .orderBy(asc(creditTransactions.id));
  return rows.map((row) => [row.transactionType, row.amount, row.specialRequestType]);
}
