import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Any fixed 64-bit number; the same in every instance and in `npm run migrate`. */
const MIGRATION_LOCK_KEY = 7_243_001_918;

/**
 * Applies pending migrations once, however many instances start together: each takes the same
 * session-level advisory lock first, so the others wait and then find nothing left to do. Drizzle
 * applies all pending migrations in one transaction, so a failure leaves none half-applied
 * (docs/decisions/0092-migrations-and-startup.md).
 */
export async function migratePostgres(pool: pg.Pool, migrationsFolder: string) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
