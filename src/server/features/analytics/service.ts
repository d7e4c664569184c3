import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';
import type { AccountDataRegistry } from '../auth/index.js';

export interface TrackedEvent {
  type: string;
  userId?: string | null;
  /** The guest id for visitors; kept for signed-in users' events too when known. */
  sessionId?: string | null;
  data?: Record<string, unknown>;
}

export function createAnalyticsService(db: Database, log: FastifyBaseLogger) {
  return {
    /** Records an event. Never throws: analytics must not fail the request that reports it. */
    async track(event: TrackedEvent): Promise<void> {
      try {
        await db.insert(analyticsEvents).values({
          eventType: event.type,
          userId: event.userId ?? null,
          sessionId: event.sessionId ?? null,
          eventData: event.data ?? {},
        });
      } catch (error) {
        log.warn({ err: error, eventType: event.type }, 'analytics event not recorded');
      }
    },

    async recent(type: string, limit: number) {
      return db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.eventType, type))
        .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
        .limit(limit);
    },

    async countByType(types: string[], sinceDays: number) {
      const since = new Date(Date.now() - sinceDays * 86_400_000);
      const rows = await db
        .select({ type: analyticsEvents.eventType, count: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .where(
          and(inArray(analyticsEvents.eventType, types), gte(analyticsEvents.createdAt, since)),
        )
        .groupBy(analyticsEvents.eventType);
      return Object.fromEntries(
        types.map((type) => [type, rows.find((row) => row.type === type)?.count ?? 0]),
      );
    },

    registerDataOwner(registry: AccountDataRegistry) {
      registry.register({
        name: 'analytics',
        exportRows: (executor, userId) =>
          executor.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)),
        deleteRows: async (executor, userId) => {
          await executor.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
        },
        claimGuestRows: async (executor, guestId, userId) => {
          await executor
            .update(analyticsEvents)
            .set({ userId })
            .where(and(eq(analyticsEvents.sessionId, guestId), isNull(analyticsEvents.userId)));
        },
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
