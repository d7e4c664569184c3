/**
 * A statement's rows before its commit (docs/decisions/0112): they arrive while the commit is
 * still running, a commit that fails is reported through `committed` with nothing stored, and a
 * statement the server refuses leaves the connection usable. PostgreSQL only: the embedded
 * database answers after its commit. The commit is held open by a deferred trigger that waits
 * for an advisory lock the test holds, so nothing here depends on timing.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitGateSql } from '#test/helpers/commitGate.js';
import { createScratchDatabase, dropScratchDatabase } from '#test/helpers/db.js';
import { queryRowsBeforeCommit } from './rowsBeforeCommit.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const COMMIT_GATE = 7_112;

describe.skipIf(!baseUrl)('rows before the commit, on PostgreSQL', () => {
  let scratch: { name: string; url: string };
  let pool: pg.Pool;
  let observer: pg.Client;

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl!, 'early');
    // One connection: a statement that wedged it would fail every later test.
    pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    observer = new pg.Client({ connectionString: scratch.url });
    await observer.connect();
    await observer.query('create table notes (id serial primary key, body text not null)');
    await observer.query(
      commitGateSql({
        table: 'notes',
        column: 'body',
        refused: 'refused at commit',
        gate: COMMIT_GATE,
      }),
    );
  });
  afterAll(async () => {
    await observer?.end();
    await pool?.end();
    if (scratch) await dropScratchDatabase(baseUrl!, scratch.name);
  });

  const insert = (body: string | null) =>
    queryRowsBeforeCommit<{ id: number; body: string }>(pool, {
      name: 'insert_note',
      text: 'insert into notes (body) values ($1) returning id, body',
      values: [body],
    });
  const stored = async (body: string) =>
    (await observer.query('select count(*)::int as n from notes where body = $1', [body])).rows[0]
      .n as number;

  it('hands the rows over while the commit is still running', async () => {
    await observer.query('select pg_advisory_lock($1)', [COMMIT_GATE]);
    const { rows, committed } = await insert('first');
    let done = false;
    void committed.then(() => (done = true));
    expect(rows).toEqual([{ id: expect.any(Number), body: 'first' }]);
    // The commit waits for the gate: nothing is visible elsewhere yet.
    expect(await stored('first')).toBe(0);
    expect(done).toBe(false);
    await observer.query('select pg_advisory_unlock($1)', [COMMIT_GATE]);
    await committed;
    expect(await stored('first')).toBe(1);
  });

  it('reports a commit that fails through `committed`, with nothing stored', async () => {
    const { rows, committed } = await insert('refused at commit');
    expect(rows).toHaveLength(1);
    await expect(committed).rejects.toThrow('refused at commit');
    expect(await stored('refused at commit')).toBe(0);
    // The pool's one connection was replaced and works.
    const next = await insert('after a failed commit');
    await next.committed;
    expect(await stored('after a failed commit')).toBe(1);
  });

  it('rejects a statement the server refuses and keeps the connection usable', async () => {
    await expect(insert(null)).rejects.toThrow(/not-null|null value/);
    const next = await insert('after a refused statement');
    await next.committed;
    expect(await stored('after a refused statement')).toBe(1);
  });

  it('rejects the rows when pg cannot read one, and keeps the pool usable', async () => {
    const unreadable = queryRowsBeforeCommit(pool, {
      text: 'select 1 as one',
      types: {
        getTypeParser: () => () => {
          throw new Error('unreadable row');
        },
      },
    });
    await expect(unreadable).rejects.toThrow('unreadable row');
    const next = await insert('after an unreadable row');
    await next.committed;
    expect(await stored('after an unreadable row')).toBe(1);
  });

  it('runs one statement after another on the same connection', async () => {
    for (const body of ['one', 'two', 'three']) await (await insert(body)).committed;
    expect(await stored('two')).toBe(1);
    const count = await pool.query('select count(*)::int as n from notes');
    expect(count.rows[0].n).toBeGreaterThanOrEqual(5);
  });
});
