import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '#test/helpers/db.js';
import type { DatabaseHandle } from '../db/client.js';
import { jobs } from '../db/schema/jobs.js';
import { createJobQueue, PermanentJobError, type JobQueue } from './queue.js';

const fast = { pollMs: 50, leaseMs: 300, backoffMs: () => 0 };

describe.each(databaseKinds)('job queue on %s', (kind) => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  const newQueue = (timing = fast) => {
    const queue = createJobQueue(database.db, timing);
    queues.push(queue);
    return queue;
  };

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop(0)));
    await database.close();
  });

  it('runs a job once and stores its result', async () => {
    const queue = newQueue();
    const seen: unknown[] = [];
    queue.work('echo', async (job) => {
      seen.push(job.payload);
      return { doubled: Number(job.payload.n) * 2 };
    });
    const { id } = await queue.enqueue('echo', { n: 21 });
    expect(await queue.runDue('echo')).toBe(1);
    const job = await queue.get(id);
    expect(job).toMatchObject({ status: 'done', progress: 100, result: { doubled: 42 } });
    expect(seen).toEqual([{ n: 21 }]);
    expect(await queue.runDue('echo')).toBe(0);
  });

  it('retries a failing job, then fails it for good and calls onFailed once', async () => {
    const queue = newQueue();
    const failures: string[] = [];
    let calls = 0;
    queue.work(
      'flaky',
      async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
      { onFailed: async (_job, error) => void failures.push(error.message) },
    );
    const { id } = await queue.enqueue('flaky', {}, { maxAttempts: 3 });
    await queue.runDue('flaky');
    expect(calls).toBe(3);
    expect(failures).toEqual(['boom 3']);
    expect(await queue.get(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'boom 3',
    });
  });

  it('does not retry a permanent error', async () => {
    const queue = newQueue();
    let calls = 0;
    queue.work('strict', async () => {
      calls += 1;
      throw new PermanentJobError('refused');
    });
    const { id } = await queue.enqueue('strict', {}, { maxAttempts: 5 });
    await queue.runDue('strict');
    expect(calls).toBe(1);
    expect((await queue.get(id))?.status).toBe('failed');
  });

  it('keeps one job per singleton key', async () => {
    const queue = newQueue();
    const first = await queue.enqueue('daily', { a: 1 }, { singletonKey: 'u1:2026-11-23' });
    const second = await queue.enqueue('daily', { a: 2 }, { singletonKey: 'u1:2026-11-23' });
    const other = await queue.enqueue('daily', { a: 3 }, { singletonKey: 'u2:2026-11-23' });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect(other.id).not.toBe(first.id);
  });

  it('runs each job once when two instances poll the same table', async () => {
    const ran: number[] = [];
    const handler = async (job: { payload: Record<string, unknown> }) => {
      ran.push(Number(job.payload.n));
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const [a, b] = [newQueue(), newQueue()];
    a.work('shared', handler, { concurrency: 3 });
    b.work('shared', handler, { concurrency: 3 });
    for (let n = 0; n < 30; n += 1) await a.enqueue('shared', { n });
    await Promise.all([a.runDue('shared'), b.runDue('shared')]);
    expect(ran.sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
  });

  it('takes over a job whose instance stopped renewing its lease', async () => {
    const dead = newQueue();
    // Never settles on its own: the instance "dies" while running it.
    dead.work('lease', (_job, { signal }) => abortable(signal));
    const { id } = await dead.enqueue('lease', {});
    void dead.runDue('lease');
    await waitFor(async () => (await dead.get(id))?.status === 'running');
    // A dead instance renews nothing: its lease lapses under a holder that no longer exists.
    await database.db
      .update(jobs)
      .set({ lockedBy: 'dead-instance', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    const survivor = newQueue();
    survivor.work('lease', async () => ({ by: 'survivor' }));
    await survivor.runDue('lease');
    expect(await survivor.get(id)).toMatchObject({ status: 'done', result: { by: 'survivor' } });
  });

  it('gives an interrupted job back to the queue on shutdown without using an attempt', async () => {
    const queue = newQueue();
    queue.work('slow', (_job, { signal }) => abortable(signal));
    const { id } = await queue.enqueue('slow', {}, { maxAttempts: 1 });
    queue.start();
    await waitFor(async () => (await queue.get(id))?.status === 'running');
    await queue.stop(0);
    expect(await queue.get(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

function abortable(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')));
  });
}

async function waitFor(condition: () => Promise<boolean>) {
  for (let i = 0; i < 200; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not reached');
}
