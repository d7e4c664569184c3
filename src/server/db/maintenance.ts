import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL in single-user mode, so there is no autovacuum: without this, table
 * statistics stay as they were at first use and the planner keeps choosing plans made for empty
 * tables (a conversation's history read grew with the conversation: up to 7 ms at 2,000
 * messages instead of 0.2 ms), and updated rows leave dead versions behind. Every few seconds this applies
 * autovacuum's own thresholds to the cumulative statistics PostgreSQL keeps anyway.
 */
const DUE_TABLES = `
  select quote_ident(s.relname) as name,
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
     or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)`;

export async function maintainTables(client: PGlite) {
  const { rows } = await client.query<{ name: string; vacuum: boolean }>(DUE_TABLES);
  for (const table of rows) {
    await client.exec(`${table.vacuum ? 'vacuum analyze' : 'analyze'} ${table.name}`);
  }
  return rows.length;
}

export function startEmbeddedMaintenance(client: PGlite, intervalMs = 5000) {
  let running = false;
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = true;
    maintainTables(client)
      .catch((error: unknown) => {
        console.warn(`embedded database maintenance failed: ${(error as Error).message}`);
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
