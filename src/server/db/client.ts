import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { startEmbeddedMaintenance } from './maintenance.js';
import { migratePostgres } from './migrate.js';
import {
  DEFAULT_STARTUP_RETRY,
  describeUrl,
  retryAtStart,
  type RetryOptions,
} from '../startup/retry.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: services accept either. */
export type DbExecutor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; `memory://` keeps it in memory. */
  pgliteDir?: string;
  poolSize?: number;
  /** A configured PostgreSQL that does not answer yet is retried this way (default: 8 tries). */
  retry?: Partial<RetryOptions>;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 20, {
      ...DEFAULT_STARTUP_RETRY,
      warn: (message) => console.warn(message),
      ...options.retry,
    });
  return openPglite(options.pgliteDir ?? 'memory://');
}

async function openPostgres(
  url: string,
  poolSize: number,
  retry: RetryOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover, a dropped test database) is
  // replaced on the next query; without a listener the error would crash the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection closed: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  try {
    await retryAtStart(
      `PostgreSQL at ${describeUrl(url)} (DATABASE_URL)`,
      async () => {
        const client = await pool.connect();
        client.release();
      },
      retry,
    );
    await migratePostgres(pool, migrationsFolder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const stopMaintenance = startEmbeddedMaintenance(client);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      stopMaintenance();
      await client.close();
    },
  };
}
