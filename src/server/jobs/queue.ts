import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/client.js';
import { rowFromJson, rowsOf } from '../db/jsonRows.js';
import { jobs, type JobRow } from '../db/schema/jobs.js';

export type Job = JobRow;

/** Thrown by a handler when trying again cannot help (bad input, refused by policy …). */
export class PermanentJobError extends Error {}

export interface JobContext {
  /** Aborted when the instance shuts down before the handler finished. */
  signal: AbortSignal;
  reportProgress(percent: number): Promise<void>;
}

export type JobHandler = (job: Job, context: JobContext) => Promise<Record<string, unknown> | void>;

export interface WorkerOptions {
  /** Jobs of this queue that one instance runs at once. */
  concurrency?: number;
  /** Called when a job fails for good, after its last attempt (refunds, notices …). */
  onFailed?: (job: Job, error: Error) => Promise<void>;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** At most one job per queue and key, ever; a second enqueue returns the first job's id. */
  singletonKey?: string;
  maxAttempts?: number;
  /** Enqueue inside the caller's transaction, so the job exists only if the change commits. */
  executor?: DbExecutor;
}

export interface QueueTiming {
  /** How often an idle instance looks for due jobs (others' enqueues, retries, lapsed leases). */
  pollMs: number;
  /** How long a claim holds without renewal before another instance may take the job over. */
  leaseMs: number;
  /** Delay before retry n (1-based). */
  backoffMs: (attempt: number) => number;
}

const DEFAULT_TIMING: QueueTiming = {
  pollMs: 1000,
  leaseMs: 30_000,
  backoffMs: (attempt) => Math.min(60_000, 2000 * 2 ** (attempt - 1)),
};

interface Worker {
  handler: JobHandler;
  options: Required<Pick<WorkerOptions, 'concurrency'>> & WorkerOptions;
  running: Set<Promise<void>>;
  /** Claims under way: their jobs are not in `running` until the claim returns. */
  claims: Set<Promise<unknown>>;
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * A job queue over the `jobs` table. Every instance runs the same loop: claim due jobs with
 * SKIP LOCKED, renew the lease while the handler runs, record the outcome, retry with backoff.
 * A job whose instance died is claimed again once its lease lapses.
 */
export function createJobQueue(db: Database, timing: Partial<QueueTiming> = {}) {
  const { pollMs, leaseMs, backoffMs } = { ...DEFAULT_TIMING, ...timing };
  const instanceId = randomUUID();
  const workers = new Map<string, Worker>();
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;

  async function enqueue(
    queue: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<{ id: number; created: boolean }> {
    const executor = options.executor ?? db;
    const [row] = await executor
      .insert(jobs)
      .values({
        queue,
        payload,
        runAt: options.runAt ?? new Date(),
        maxAttempts: options.maxAttempts ?? 3,
        singletonKey: options.singletonKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    if (row) {
      if (!options.executor) wake(queue);
      return { id: row.id, created: true };
    }
    const [existing] = await executor
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, queue), eq(jobs.singletonKey, options.singletonKey ?? '')));
    return { id: existing!.id, created: false };
  }

  async function claim(queue: string, limit: number): Promise<Job[]> {
    const result = await db.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${instanceId},
        locked_until = now() + ${`${leaseMs} milliseconds`}::interval
      where id in (
        select id from jobs
        where queue = ${queue}
          and ((status = 'queued' and run_at <= now())
            or (status = 'running' and locked_until < now()))
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning to_jsonb(jobs.*) as job`);
    return rowsOf<{ job: Record<string, unknown> }>(result).map((r) => rowFromJson(jobs, r.job));
  }

  /** Only the instance holding the lease may write; a job taken over is no longer ours. */
  const ours = (id: number) => and(eq(jobs.id, id), eq(jobs.lockedBy, instanceId));

  async function renew(id: number) {
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(ours(id));
  }

  async function settle(job: Job, worker: Worker, outcome: Error | Record<string, unknown>) {
    if (!(outcome instanceof Error)) {
      await db
        .update(jobs)
        .set({
          status: 'done',
          progress: 100,
          result: outcome,
          finishedAt: new Date(),
          lockedBy: null,
        })
        .where(ours(job.id));
      return;
    }
    if (shutdown.signal.aborted) {
      // Interrupted by our own shutdown: not the job's fault, so the attempt is given back.
      await db
        .update(jobs)
        .set({ status: 'queued', attempts: job.attempts - 1, lockedBy: null, lockedUntil: null })
        .where(ours(job.id));
      return;
    }
    const retry = !(outcome instanceof PermanentJobError) && job.attempts < job.maxAttempts;
    const [updated] = await db
      .update(jobs)
      .set(
        retry
          ? {
              status: 'queued',
              runAt: new Date(Date.now() + backoffMs(job.attempts)),
              lastError: outcome.message,
              lockedBy: null,
            }
          : {
              status: 'failed',
              lastError: outcome.message,
              finishedAt: new Date(),
              lockedBy: null,
            },
      )
      .where(ours(job.id))
      .returning({ id: jobs.id });
    if (retry) setTimeout(() => wake(job.queue), backoffMs(job.attempts) + 10).unref();
    else if (updated) await worker.options.onFailed?.(job, outcome);
  }

  async function run(job: Job, worker: Worker) {
    const renewal = setInterval(() => void renew(job.id).catch(() => {}), leaseMs / 3);
    let outcome: Error | Record<string, unknown>;
    try {
      const result = await worker.handler(job, {
        signal: shutdown.signal,
        reportProgress: async (percent) => {
          await db
            .update(jobs)
            .set({ progress: Math.max(0, Math.min(99, Math.round(percent))) })
            .where(ours(job.id));
        },
      });
      outcome = result ?? {};
    } catch (error) {
      outcome = error instanceof Error ? error : new Error(String(error));
    } finally {
      clearInterval(renewal);
    }
    await settle(job, worker, outcome);
  }

  /** Claims and starts as many due jobs of a queue as its free slots allow. */
  async function poll(queue: string): Promise<number> {
    const worker = workers.get(queue);
    if (!worker || stopped) return 0;
    const free = worker.options.concurrency - worker.running.size;
    if (free <= 0) return 0;
    const claiming = claim(queue, free);
    worker.claims.add(claiming);
    let claimed: Job[];
    try {
      claimed = await claiming;
    } finally {
      worker.claims.delete(claiming);
    }
    for (const job of claimed) {
      const task: Promise<void> = run(job, worker)
        .catch(() => {})
        .finally(() => {
          worker.running.delete(task);
          wake(queue);
        });
      worker.running.add(task);
    }
    return claimed.length;
  }

  /** Until start(), nothing runs by itself: tests and the CLI drive the queue with runDue. */
  function wake(queue: string) {
    if (started && !stopped && workers.has(queue)) void poll(queue).catch(() => {});
  }

  function pollAll() {
    for (const queue of workers.keys()) wake(queue);
  }

  return {
    instanceId,
    enqueue,
    /** Starts a queue's due jobs now, e.g. after the transaction that enqueued them committed. */
    wake,

    /** Registers the handler of a queue on this instance. */
    work(queue: string, handler: JobHandler, options: WorkerOptions = {}) {
      workers.set(queue, {
        handler,
        options: { concurrency: 1, ...options },
        running: new Set(),
        claims: new Set(),
      });
    },

    /** Starts polling; jobs enqueued on this instance start at once without waiting for a poll. */
    start() {
      if (started || stopped) return;
      started = true;
      timer = setInterval(pollAll, pollMs);
      timer.unref();
      pollAll();
    },

    async get(id: number): Promise<Job | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row ?? null;
    },

    /** Runs every due job of a queue now and waits for them (tests, CLI). */
    async runDue(queue: string): Promise<number> {
      const worker = workers.get(queue);
      if (!worker) return 0;
      let total = 0;
      for (;;) {
        const claimed = await poll(queue);
        total += claimed;
        // A claim the instance started by itself (after an enqueue) may still be returning.
        await Promise.all([...worker.claims, ...worker.running]);
        if (claimed === 0 && worker.running.size === 0 && worker.claims.size === 0) return total;
      }
    },

    /** Counts by queue and status, for health checks, metrics and the admin panel. */
    async counts() {
      const result = await db.execute(sql`
        select queue, status, count(*)::int as count from jobs group by queue, status`);
      return rowsOf<{ queue: string; status: Job['status']; count: number }>(result);
    },

    /**
     * Stops claiming, waits up to `graceMs` for running handlers, then aborts the rest; their
     * jobs go back to the queue for another instance (or this one after a restart).
     */
    async stop(graceMs = 10_000) {
      stopped = true;
      clearInterval(timer);
      const running = [...workers.values()].flatMap((w) => [...w.running]);
      const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([Promise.all(running), grace]);
      shutdown.abort();
      await Promise.all(running);
    },
  };
}
