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

const dialect = new PgDialect();
export const param = (name: string) => sql.placeholder(name);
export type Rows<T> = (values: Record<string, unknown>) => Promise<T[]>;

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

/**
 * A hot statement, built once at start (docs/decisions/0103-prepared-chat-statements.md). On
 * PostgreSQL it is a named prepared statement, parsed and planned once per connection. PGlite's
 * client binds parameters only to unnamed statements, so there it is a SQL `PREPARE`, run as
 * `EXECUTE name('…', …)` with the values as quoted literals: the embedded database parses a few
 * characters instead of the whole statement and reuses its plan (decision 0104).
 */
export function prepare<T>(db: Database, name: string, query: SQL): Rows<T> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  // The text carries the configured window: a name per text, for apps that share a database.
  const named = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 10)}`;
  if (client instanceof pg.Pool)
    return async (values) =>
      (await client.query({ name: named, text, values: fillPlaceholders(params, values) }))
        .rows as T[];
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
    const bound = fillPlaceholders(params, values).map(literal).join(', ');
    return (await client.query<T>(`execute ${named}(${bound})`)).rows;
  };
}
