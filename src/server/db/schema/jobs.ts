import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Background jobs (images, e-mail, daily messages …): one table on both databases, claimed with
 * `FOR UPDATE SKIP LOCKED` so any number of instances share it and each job runs once
 * (docs/decisions/0010-job-queue.md).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued → running → done | failed; a running job whose lease lapsed is claimed again. */
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** At most one job per queue and key, ever (e.g. one daily message per user and day). */
    singletonKey: text('singleton_key'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** 0–100, written by the handler while it runs. */
    progress: integer('progress').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown>>(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_claim_idx').on(table.queue, table.status, table.runAt),
    uniqueIndex('jobs_singleton_idx')
      .on(table.queue, table.singletonKey)
      .where(sql`${table.singletonKey} is not null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
