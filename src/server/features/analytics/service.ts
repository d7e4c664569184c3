import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { analyticsEvents } from '#server/db/schema/index.js';
import type { AccountDataRegistry } from '../auth/index.js';

export interface TrackedEvent {
  type: string;
  userId?: string | null;
  /** The guest id for visitors; kept for signed-in users' events too when known. */
  sessionId?: string | null;
  data?: Record<string, unknown>;
}

export function createAnalyticsService(
  db: Database,
  log: FastifyBaseLogger,
  /** Counts each event by type (metrics: paywall views, checkouts …). */
  onTrack?: (type: string) => void,
) {
  return {
    /** Records an event. Never throws: analytics must not fail the request that reports it. */
    async track(event: TrackedEvent): Promise<void> {
      onTrack?.(event.type);
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
