import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainTables } from './maintenance.js';

describe('embedded database maintenance', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
    await client.exec('create table notes (id int primary key, body text)');
  });
  afterAll(async () => {
    await client.close();
  });

  // PostgreSQL publishes a session's counters at most once a second; tests ask for it now.
  const stats = async () => {
    await client.query('select pg_stat_force_next_flush()');
    return readStats();
  };
  const readStats = async () =>
    (
      await client.query<{ mods: number; dead: number; tuples: number }>(
        `select s.n_mod_since_analyze::int as mods, s.n_dead_tup::int as dead,
           c.reltuples::int as tuples
         from pg_stat_user_tables s join pg_class c on c.oid = s.relid
         where s.relname = 'notes'`,
      )
    ).rows[0];

  it('analyzes a table that changed past autovacuum’s threshold, so plans fit its size', async () => {
    await client.exec(`insert into notes select n, 'note ' || n from generate_series(1, 500) as n`);
    expect((await stats()).mods).toBe(500);
    expect(await maintainTables(client)).toBeGreaterThanOrEqual(1);
    const after = await stats();
    expect(after.mods).toBe(0);
    expect(after.tuples).toBe(500);
  });

  it('vacuums away the dead row versions updates leave behind', async () => {
    await client.exec(`update notes set body = body || '!'`);
    expect((await stats()).dead).toBe(500);
    await maintainTables(client);
    expect((await stats()).dead).toBe(0);
  });

  it('leaves quiet tables alone', async () => {
    await client.exec(`update notes set body = 'x' where id = 1`);
    expect(await maintainTables(client)).toBe(0);
  });
});
