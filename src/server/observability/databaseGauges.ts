import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/jsonRows.js';
import type { AppMetrics } from './metrics.js';

/**
 * Figures kept in the database, read when Prometheus scrapes: the same on every instance (use
 * `max` across instances, not `sum`). The job queue is shared by all instances, so its depth
 * and failures are a property of the cluster, not of one process.
 */
export function registerDatabaseGauges(metrics: AppMetrics, db: Database) {
  const registers = [metrics.registry];
  new Gauge({
    name: 'jobs',
    help: 'Background jobs by queue and status (queued, running, failed); cluster-wide.',
    labelNames: ['queue', 'status'] as const,
    registers,
    async collect() {
      const rows = rowsOf<{ queue: string; status: string; count: number }>(
        await db.execute(sql`select queue, status, count(*)::int as count from jobs
            where status in ('queued', 'running', 'failed') group by queue, status`),
      );
      this.reset();
      for (const row of rows) this.set({ queue: row.queue, status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'webhook_events',
    help: 'Payment webhook events received, by state (processed, failed, pending); cluster-wide.',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const [row] = rowsOf<{ processed: number; failed: number; pending: number }>(
        await db.execute(sql`select count(*) filter (where processed and error is null)::int as processed,
                   count(*) filter (where error is not null)::int as failed,
                   count(*) filter (where not processed and error is null)::int as pending
            from webhook_logs`),
      );
      for (const state of ['processed', 'failed', 'pending'] as const)
        this.set({ state }, row?.[state] ?? 0);
    },
  });
}
