/** A configured service that is down at start: named, retried with backoff, never replaced. */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../db/client.js';
import { migratePostgres } from '../db/migrate.js';
import { waitForRedis } from './redis.js';
import { retryAtStart, ServiceUnavailableAtStartError } from './retry.js';

const quick = (warnings: string[]) => ({
  attempts: 3,
  baseDelayMs: 1,
  maxDelayMs: 2,
  warn: (message: string) => warnings.push(message),
});

describe('start-up against configured services', () => {
  it('retries with backoff, saying so, and succeeds once the service answers', async () => {
    const warnings: string[] = [];
    let calls = 0;
    const value = await retryAtStart(
      'Thing at x (THING_URL)',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('connect ECONNREFUSED');
        return 'up';
      },
      quick(warnings),
    );
    expect(value).toBe('up');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('Thing at x (THING_URL) is configured but does not answer');
    expect(warnings[0]).toContain('attempt 1 of 3');
  });

  it('gives up on a PostgreSQL that stays down, naming it without its password', async () => {
    const warnings: string[] = [];
    const opening = openDatabase({
      databaseUrl: 'postgres://app:secret-password@127.0.0.1:1/companion',
      retry: quick(warnings),
    });
    await expect(opening).rejects.toThrow(ServiceUnavailableAtStartError);
    await expect(opening).rejects.toThrow(/PostgreSQL at postgres:\/\/127\.0\.0\.1:1\/companion/);
    await expect(opening).rejects.not.toThrow(/secret-password/);
    expect(warnings).toHaveLength(2);
  });

  it('gives up on a Redis that stays down, naming REDIS_URL', async () => {
    const warnings: string[] = [];
    await expect(waitForRedis('redis://127.0.0.1:1', quick(warnings))).rejects.toThrow(
      /Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\).*does not fall back/,
    );
    expect(warnings).toHaveLength(2);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('goes on at once when Redis answers', async () => {
    const warnings: string[] = [];
    await waitForRedis(process.env.TEST_REDIS_URL!, quick(warnings));
    expect(warnings).toEqual([]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'applies migrations once when two migrators start together on a fresh database',
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `t_migrate_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const pools = [0, 1].map(() => new pg.Pool({ connectionString: url.toString(), max: 2 }));
      // The drop below ends their connections; that is expected, not a failure.
      for (const pool of pools) pool.on('error', () => {});
      try {
        await Promise.all(pools.map((pool) => migratePostgres(pool, migrationsFolder)));
        const applied = await pools[0].query(
          'select hash, count(*)::int as count from drizzle.__drizzle_migrations group by hash',
        );
        expect(applied.rows.length).toBeGreaterThan(0);
        expect(applied.rows.every((row: { count: number }) => row.count === 1)).toBe(true);
        const tables = await pools[0].query(
          "select count(*)::int as count from pg_tables where tablename in ('jobs', 'conversations')",
        );
        expect(tables.rows[0].count).toBe(2);
      } finally {
        await Promise.all(pools.map((pool) => pool.end()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
