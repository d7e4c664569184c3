import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CollectionFilter } from '#shared/imaging.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { imageRequests, images, jobs, type ImageRequestRow } from '#server/db/schema/index.js';

type NewRequest = typeof imageRequests.$inferInsert;
type NewImage = typeof images.$inferInsert;

const ACTIVE = ['queued', 'running'] as const;

const filterOf = (filter: CollectionFilter) =>
  filter === 'favorites'
    ? eq(images.favorite, true)
    : filter === 'sfw'
      ? eq(images.sfw, true)
      : filter === 'nsfw'
        ? eq(images.sfw, false)
        : undefined;

/** The imaging feature's statements over its own two tables. */
export function createImagingStore(db: Database) {
  return {
    /**
     * Serialises one member's generate requests inside the caller's transaction (a transaction
     * advisory lock), so the running-jobs limit holds however many requests race.
     */
    async lockMember(tx: DbExecutor, userId: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`imaging:${userId}`}))`);
    },

    /**
     * Requests still in progress. Judged by their job, not only by the request row: a job that
     * ended without its bookkeeping (a crash inside onFailed) must not hold a slot for ever.
     */
    async activeCount(tx: DbExecutor, userId: string) {
      const [row] = await tx
        .select({ n: count() })
        .from(imageRequests)
        .innerJoin(jobs, eq(jobs.id, imageRequests.jobId))
        .where(
          and(
            eq(imageRequests.userId, userId),
            inArray(imageRequests.status, ACTIVE),
            inArray(jobs.status, ACTIVE),
          ),
        );
      return row?.n ?? 0;
    },

    async insertRequest(tx: DbExecutor, row: NewRequest) {
      const [created] = await tx.insert(imageRequests).values(row).returning();
      return created!;
    },

    async setJobId(tx: DbExecutor, id: string, jobId: number) {
      await tx.update(imageRequests).set({ jobId }).where(eq(imageRequests.id, id));
    },

    async request(id: string): Promise<ImageRequestRow | null> {
      const [row] = await db.select().from(imageRequests).where(eq(imageRequests.id, id));
      return row ?? null;
    },

    async ownRequest(userId: string, id: string): Promise<ImageRequestRow | null> {
      const [row] = await db
        .select()
        .from(imageRequests)
        .where(and(eq(imageRequests.id, id), eq(imageRequests.userId, userId)));
      return row ?? null;
    },

    async markRunning(id: string) {
      await db
        .update(imageRequests)
        .set({ status: 'running', error: null })
        .where(and(eq(imageRequests.id, id), inArray(imageRequests.status, ACTIVE)));
    },

    async setProgress(id: string, progress: number, step: string | null) {
      await db
        .update(imageRequests)
        .set({ progress, step })
        .where(and(eq(imageRequests.id, id), eq(imageRequests.status, 'running')));
    },

    /** The image row and the finished request in one transaction: never one without the other. */
    async finish(requestId: string, image: NewImage) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(images)
          .values(image)
          .onConflictDoNothing({ target: images.requestId })
          .returning();
        const row =
          created ?? (await tx.select().from(images).where(eq(images.requestId, requestId)))[0]!;
        await tx
          .update(imageRequests)
          .set({
            status: 'done',
            progress: 100,
            step: null,
            imageId: row.id,
            finishedAt: new Date(),
          })
          .where(eq(imageRequests.id, requestId));
        return row;
      });
    },

    /** Marks a request failed; returns it only the first time (so the refund runs once). */
    async fail(tx: DbExecutor, id: string, message: string) {
      const [row] = await tx
        .update(imageRequests)
        .set({ status: 'failed', error: message, step: null, finishedAt: new Date() })
        .where(and(eq(imageRequests.id, id), inArray(imageRequests.status, ACTIVE)))
        .returning();
      return row ?? null;
    },

    async markRefunded(tx: DbExecutor, id: string) {
      await tx.update(imageRequests).set({ refunded: true }).where(eq(imageRequests.id, id));
    },

    async image(id: string) {
      const [row] = await db.select().from(images).where(eq(images.id, id));
      return row ?? null;
    },

    async ownImage(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(images)
        .where(and(eq(images.id, id), eq(images.userId, userId)));
      return row ?? null;
    },

    async sharedImage(token: string) {
      const [row] = await db
        .select()
        .from(images)
        .where(and(eq(images.shareToken, token), eq(images.sfw, true)));
      return row ?? null;
    },

    async page(userId: string, filter: CollectionFilter, limit: number, offset: number) {
      const where = and(eq(images.userId, userId), filterOf(filter));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(images)
          .where(where)
          .orderBy(desc(images.createdAt), desc(images.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(images).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async update(
      userId: string,
      id: string,
      set: Partial<Pick<NewImage, 'favorite' | 'shareToken'>>,
    ) {
      const [row] = await db
        .update(images)
        .set(set)
        .where(and(eq(images.id, id), eq(images.userId, userId)))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, id: string) {
      const [row] = await db
        .delete(images)
        .where(and(eq(images.id, id), eq(images.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** Every image of a member (account export and deletion). */
    async allOf(executor: DbExecutor, userId: string) {
      return executor
        .select()
        .from(images)
        .where(eq(images.userId, userId))
        .orderBy(desc(images.createdAt));
    },

    async storageKeysOf(executor: DbExecutor, userId: string) {
      const rows = await executor
        .select({ key: images.storageKey })
        .from(images)
        .where(eq(images.userId, userId));
      return rows.map((row) => row.key);
    },
  };
}

export type ImagingStore = ReturnType<typeof createImagingStore>;
