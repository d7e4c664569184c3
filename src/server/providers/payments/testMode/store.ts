import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { testPaymentObjects } from '#server/db/schema/index.js';
import type { StripeObject } from './objects.js';

type ObjectType = (typeof testPaymentObjects.$inferSelect)['objectType'];

/** The test-mode provider's own records, in the database so they survive restarts. */
export function createTestObjectStore(db: Database) {
  return {
    async get<T extends StripeObject>(objectType: ObjectType, id: string): Promise<T | null> {
      const [row] = await db
        .select()
        .from(testPaymentObjects)
        .where(and(eq(testPaymentObjects.id, id), eq(testPaymentObjects.objectType, objectType)));
      return row ? (row.data as T) : null;
    },

    async put(objectType: ObjectType, object: StripeObject, userId: string | null) {
      await db
        .insert(testPaymentObjects)
        .values({ id: object.id, objectType, userId, data: object })
        .onConflictDoUpdate({
          target: testPaymentObjects.id,
          set: { data: object, updatedAt: sql`now()` },
        });
    },

    /**
     * Moves a checkout session from 'open' to its final status exactly once; false when it was
     * not open any more (a double click on Pay, or a second tab).
     */
    async closeSession(id: string, update: StripeObject) {
      const rows = await db
        .update(testPaymentObjects)
        .set({ data: update, updatedAt: sql`now()` })
        .where(
          and(
            eq(testPaymentObjects.id, id),
            eq(testPaymentObjects.objectType, 'checkout.session'),
            sql`${testPaymentObjects.data}->>'status' = 'open'`,
          ),
        )
        .returning({ id: testPaymentObjects.id });
      return rows.length === 1;
    },
  };
}

export type TestObjectStore = ReturnType<typeof createTestObjectStore>;
