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
  private answered = false;

  constructor(
    config: pg.QueryConfig,
    private readonly onRows: (rows: unknown[]) => void,
  ) {
    super({ ...config, rows: ROW_LIMIT } as pg.QueryConfig);
  }

  handleCommandComplete(message: unknown, connection: pg.Connection) {
    // pg sends Sync here (the `rows` option): the commit starts as the rows are handed over.
    base.handleCommandComplete.call(this, message, connection);
    const query = this as unknown as QueryHooks;
    if (query._canceledDueToError) return;
    this.answered = true;
    this.onRows(query._result.rows);
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
  return new Promise((resolve, reject) => {
    let answered = false;
    const committed = new Promise<void>((commit, fail) => {
      const query = new RowsBeforeCommitQuery(config, (rows) => {
        answered = true;
        resolve({ rows: rows as T[], committed });
      });
      query.on('end', () => {
        client.release();
        commit();
      });
      query.on('error', (error: Error) => {
        client.release(error);
        if (answered) fail(error);
        else reject(error);
      });
      client.query(query);
    });
    // A caller that never got the rows never awaits the commit: its failure is already reported.
    committed.catch(() => undefined);
  });
}
