/**
 * A statement's rows as soon as PostgreSQL has computed them, before its transaction commits
 * (docs/decisions/0112-model-call-before-the-commit.md). A single statement commits when the
 * client sends Sync, and the commit waits for its flush to disk; pg normally sends Sync with the
 * statement, so its rows arrive only after that flush. Here pg sends Execute with a row limit and
 * Flush (its `rows` option): the server sends the rows at once, pg sends Sync on CommandComplete,
 * and the commit runs while the caller already works with the rows.
 */
import pg from 'pg';

/** More rows than any statement run this way returns: the limit only changes when Sync is sent. */
const ROW_LIMIT = 1_000;

/** pg's query internals used here (the hooks pg-cursor also implements; not in pg's types). */
interface QueryHooks {
  _result: { rows: unknown[] };
  /** A row pg could not parse: the query fails once the server is ready, as pg fails it. */
  _canceledDueToError: Error | false;
  handleCommandComplete(message: unknown, connection: pg.Connection): void;
  handleError(error: Error, connection: pg.Connection): void;
}
const base = pg.Query.prototype as unknown as QueryHooks;

/** The rows, and the commit still running behind them. */
export interface RowsAndCommit<T> {
  rows: T[];
  /** Resolves once the statement's transaction has committed; rejects if it did not. */
  committed: Promise<void>;
}

class RowsBeforeCommitQuery extends pg.Query {
  /** Resolves once the server is ready after the commit; rejects on any error, before or after. */
  readonly done: Promise<void>;
  /** The rows, handed over at CommandComplete; rejected when the statement fails before it. */
  readonly rows: Promise<unknown[]>;
  private answered = false;
  private answer!: (rows: unknown[]) => void;

  constructor(config: pg.QueryConfig) {
    super({ ...config, rows: ROW_LIMIT } as pg.QueryConfig);
    this.done = new Promise((resolve, reject) => {
      this.once('end', () => resolve());
      this.once('error', reject);
    });
    this.rows = new Promise((resolve, reject) => {
      this.answer = resolve;
      // After the rows were handed over, a failure is the commit's: `done` reports it.
      this.done.catch(reject);
    });
  }

  handleCommandComplete(message: unknown, connection: pg.Connection) {
    // pg sends Sync here (the `rows` option): the commit starts as the rows are handed over.
    base.handleCommandComplete.call(this, message, connection);
    const query = this as unknown as QueryHooks;
    if (query._canceledDueToError) return;
    this.answered = true;
    this.answer(query._result.rows);
  }

  handleError(error: Error, connection: pg.Connection) {
    // The server refused the statement itself: without the Sync pg would send after success it
    // would wait for one forever, holding the connection (pg-cursor does the same).
    if (!this.answered && error instanceof pg.DatabaseError) connection.sync();
    base.handleError.call(this, error, connection);
  }
}

/**
 * Runs one statement on a pooled connection and answers with its rows before the commit has
 * flushed. The connection goes back to the pool once the commit has answered.
 */
export async function queryRowsBeforeCommit<T>(
  pool: pg.Pool,
  config: pg.QueryConfig,
): Promise<RowsAndCommit<T>> {
  const client = await pool.connect();
  const query = new RowsBeforeCommitQuery(config);
  query.done.then(
    () => client.release(),
    (error: Error) => client.release(error),
  );
  client.query(query);
  return { rows: (await query.rows) as T[], committed: query.done };
}
