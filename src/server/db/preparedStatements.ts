/**
 * How a hot statement is run (docs/decisions/0103-prepared-chat-statements.md, 0104, 0107): built
 * once at start and prepared on each database. The driver's side of the chat store and of auth's
 * session check: values are bound here as each database's client binds them.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.js';
import { queryRowsBeforeCommit, type RowsAndCommit } from './rowsBeforeCommit.js';

const dialect = new PgDialect();
export const param = (name: string) => sql.placeholder(name);
export type Rows<T> = (values: Record<string, unknown>) => Promise<T[]>;
export type EarlyRows<T> = (values: Record<string, unknown>) => Promise<RowsAndCommit<T>>;

/** The embedded database answers after its commit: one settled promise serves every call. */
const ALREADY_COMMITTED = Promise.resolve();

/** Statements already prepared in each embedded database (one session, shared by the apps on it). */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/**
 * A bound value as a SQL literal: escaped text (E'…', whatever standard_conforming_strings says),
 * which PostgreSQL reads as it reads a text parameter; null stays null.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** A statement's text, its placeholders and the name it is prepared under. */
function compile(db: Database, name: string, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  // The text carries the configured window: a name per text, for apps that share a database.
  const named = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 10)}`;
  const bind = (values: Record<string, unknown>) => fillPlaceholders(params, values);
  return { text, client, named, bind };
}

/**
 * A hot statement, built once at start (docs/decisions/0103-prepared-chat-statements.md). On
 * PostgreSQL it is a named prepared statement, parsed and planned once per connection. PGlite's
 * client binds parameters only to unnamed statements, so there it is a SQL `PREPARE`, run as
 * `EXECUTE name('…', …)` with the values as quoted literals: the embedded database parses a few
 * characters instead of the whole statement and reuses its plan (decision 0104).
 */
export function prepare<T>(db: Database, name: string, query: SQL): Rows<T> {
  const { text, client, named, bind } = compile(db, name, query);
  if (client instanceof pg.Pool)
    return async (values) =>
      (await client.query({ name: named, text, values: bind(values) })).rows as T[];
  return embedded<T>(client, named, text, bind);
}

/**
 * `prepare`, answering with the rows before the statement's commit has flushed to disk, and the
 * commit to await (docs/decisions/0112-model-call-before-the-commit.md). The embedded database
 * answers after its commit, as it always does.
 */
export function prepareEarly<T>(db: Database, name: string, query: SQL): EarlyRows<T> {
  const { text, client, named, bind } = compile(db, name, query);
  if (client instanceof pg.Pool)
    return (values) =>
      queryRowsBeforeCommit<T>(client, { name: named, text, values: bind(values) });
  const run = embedded<T>(client, named, text, bind);
  return async (values) => ({ rows: await run(values), committed: ALREADY_COMMITTED });
}

/** A statement PREPAREd once in the embedded database and run with EXECUTE (decision 0104). */
function embedded<T>(
  client: PGlite,
  named: string,
  text: string,
  bind: (values: Record<string, unknown>) => unknown[],
): Rows<T> {
  const prepared = preparedIn.get(client) ?? new Map<string, Promise<unknown>>();
  preparedIn.set(client, prepared);
  const ready = () => {
    let done = prepared.get(named);
    if (!done) {
      done = client.exec(`prepare ${named} as ${text}`).catch((error: unknown) => {
        prepared.delete(named);
        throw error;
      });
      prepared.set(named, done);
    }
    return done;
  };
  return async (values) => {
    await ready();
    const bound = bind(values).map(literal).join(', ');
    return (await client.query<T>(`execute ${named}(${bound})`)).rows;
  };
}
