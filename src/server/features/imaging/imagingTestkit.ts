import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { imageRequests, jobs } from '#server/db/schema/index.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { IMAGE_QUEUE } from './context.js';
import { callAs, signUp, type TestUser } from '#test/helpers/auth.js';

/** Shared steps of the imaging API tests. */
export function imagingTestkit(get: () => { app: FastifyInstance; database: DatabaseHandle }) {
  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => callAs(get().app, user, method, url, payload);

  return {
    call,
    async premium(credits = 0) {
      const user = await signUp(get().app);
      await get().app.services.auth.setPremiumGrant(user.email, true);
      if (credits > 0)
        await get().app.services.credits.grantCredits(user.id, credits, `t:${user.id}`, 'purchase');
      return user;
    },
    generate: (user: TestUser | null, overrides: Record<string, unknown> = {}) =>
      call(user, 'POST', '/api/imaging/generate', {
        characterId: 'luna',
        userText: 'Reading a book in a cafe',
        resolution: '768x1024',
        angle: 'portrait',
        ...overrides,
      }),
    /**
     * Runs the request's job now and returns the request's status once the job has settled
     * (done, failed, or waiting for a retry). The app's own queue loop may have claimed it
     * first, so this waits for that outcome rather than for a time.
     */
    async settle(user: TestUser, jobId: string) {
      const { app, database } = get();
      const [request] = await database.db
        .select()
        .from(imageRequests)
        .where(eq(imageRequests.id, jobId));
      for (let round = 0; round < 1000; round++) {
        await app.services.jobs.runDue(IMAGE_QUEUE);
        const job = await app.services.jobs.get(request!.jobId!);
        const waiting = job?.status === 'queued' && job.runAt.getTime() > Date.now();
        if (job?.status === 'done' || job?.status === 'failed' || waiting) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return (await call(user, 'GET', `/api/imaging/jobs/${jobId}`)).json();
    },
    /** Makes a job waiting for its retry due now, as if its backoff had passed. */
    async dueNow(jobId: string) {
      const [request] = await get()
        .database.db.select()
        .from(imageRequests)
        .where(eq(imageRequests.id, jobId));
      await get()
        .database.db.update(jobs)
        .set({ runAt: new Date() })
        .where(eq(jobs.id, request!.jobId!));
    },
    async requestsOf(userId: string) {
      return get().database.db.select().from(imageRequests).where(eq(imageRequests.userId, userId));
    },
  };
}
