import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '#server/db/client.js';
import { webhookLogs } from '#server/db/schema/index.js';
import { conflict, notFound } from '#server/http/errors.js';
import { UnusableEventError, type EventHandlers } from './eventHandlers.js';

export interface WebhookOutcome {
  statusCode: 200 | 400 | 500;
  body: Record<string, unknown>;
}

const MAX_ERROR_CHARS = 2000;

const alreadyProcessedError = () =>
  conflict(
    'This event is already processed; replaying it again would change nothing.',
    'already_processed',
  );
/** How far a signature's timestamp may be from our clock, in either direction (Stripe's default). */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * Stripe's library refuses old signatures but accepts any future one; a replayed or forged-clock
 * header is refused here when its timestamp is too far ahead as well.
 */
function assertFreshTimestamp(signature: string) {
  const stamp = /(?:^|,)t=(\d+)/.exec(signature)?.[1];
  const seconds = Number(stamp);
  if (!stamp || Math.abs(Date.now() / 1000 - seconds) > SIGNATURE_TOLERANCE_S)
    throw new Error('The webhook signature timestamp is outside the tolerance.');
}

/**
 * Receives provider events: verifies the signature on the raw body, logs every event in
 * webhook_logs and applies it exactly once. The log row is claimed inside the transaction that
 * applies the event (INSERT … ON CONFLICT DO NOTHING, then SELECT … FOR UPDATE), so concurrent
 * duplicates wait and then see it processed; a failure rolls back and is recorded for the retry.
 */
export function createWebhookProcessor(deps: {
  db: Database;
  handlers: EventHandlers;
  log: FastifyBaseLogger;
  /** Stripe's endpoint secret, or the local test-mode secret. */
  secret: string;
}) {
  const { db, handlers, log } = deps;

  async function recordFailure(event: Stripe.Event, error: unknown) {
    const message = (error instanceof Error ? error.message : String(error)).slice(
      0,
      MAX_ERROR_CHARS,
    );
    log.error(
      { err: error, eventId: event.id, eventType: event.type },
      error instanceof UnusableEventError
        ? 'webhook event cannot be applied; recorded as failed'
        : 'webhook event failed; the provider will retry',
    );
    try {
      await db
        .insert(webhookLogs)
        .values({
          eventType: event.type,
          stripeEventId: event.id,
          processed: false,
          error: message,
          payload: event as unknown as Record<string, unknown>,
        })
        .onConflictDoUpdate({
          target: webhookLogs.stripeEventId,
          set: { error: message },
          where: eq(webhookLogs.processed, false),
        });
    } catch (logError) {
      log.error({ err: logError, eventId: event.id }, 'could not record the webhook failure');
    }
  }

  async function alreadyProcessed(eventId: string) {
    const [row] = await db
      .select({ processed: webhookLogs.processed })
      .from(webhookLogs)
      .where(eq(webhookLogs.stripeEventId, eventId));
    return row?.processed === true;
  }

  /** Applies a verified event exactly once; a failure is recorded for the retry or replay. */
  async function process(event: Stripe.Event): Promise<WebhookOutcome> {
    // Cheap path for redeliveries of finished events: no provider calls, no transaction.
    if (await alreadyProcessed(event.id))
      return { statusCode: 200, body: { received: true, duplicate: true } };

    try {
      const prepared = await handlers.prepare(event);
      const applied = await db.transaction(async (tx) => {
        await tx
          .insert(webhookLogs)
          .values({
            eventType: event.type,
            stripeEventId: event.id,
            payload: event as unknown as Record<string, unknown>,
          })
          .onConflictDoNothing({ target: webhookLogs.stripeEventId });
        const [claimed] = await tx
          .select()
          .from(webhookLogs)
          .where(eq(webhookLogs.stripeEventId, event.id))
          .for('update');
        if (claimed.processed) return false;
        await prepared.apply(tx);
        await tx
          .update(webhookLogs)
          .set({ processed: true, error: null, processedAt: sql`now()` })
          .where(eq(webhookLogs.id, claimed.id));
        return true;
      });
      if (applied) await prepared.after();
      return { statusCode: 200, body: { received: true, duplicate: !applied } };
    } catch (error) {
      await recordFailure(event, error);
      if (error instanceof UnusableEventError)
        return { statusCode: 200, body: { received: true, ignored: error.message } };
      return {
        statusCode: 500,
        body: {
          error: {
            code: 'webhook_failed',
            message: 'The event could not be processed; it will be retried.',
          },
        },
      };
    }
  }

  return {
    async receive(
      rawBody: Buffer | string,
      signature: string | string[] | undefined,
    ): Promise<WebhookOutcome> {
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string')
          throw new Error('No stripe-signature header value was provided.');
        assertFreshTimestamp(signature);
        event = Stripe.webhooks.constructEvent(
          rawBody,
          signature,
          deps.secret,
          SIGNATURE_TOLERANCE_S,
        );
      } catch (error) {
        log.warn({ err: error }, 'webhook refused: bad signature');
        return {
          statusCode: 400,
          body: {
            error: {
              code: 'invalid_signature',
              message: 'The webhook signature is missing, invalid or too old.',
            },
          },
        };
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
        return {
          statusCode: 400,
          body: {
            error: { code: 'invalid_event', message: 'The webhook payload is not an event.' },
          },
        };
      }
      return process(event);
    },

    /**
     * Runs a logged event again from its stored payload (an admin's Replay of a failed event),
     * through the same exactly-once path as a delivery. 404 unknown, 409 once it is processed.
     */
    async replay(logId: number) {
      const [row] = await db.select().from(webhookLogs).where(eq(webhookLogs.id, logId));
      if (!row) throw notFound('No such webhook event.');
      if (row.processed) throw alreadyProcessedError();
      const event = row.payload as unknown as Stripe.Event | null;
      if (!event || event.id !== row.stripeEventId || !event.data?.object)
        throw conflict('This event has no stored payload to replay.', 'no_payload');
      const outcome = await process(event);
      if (outcome.body.duplicate === true) throw alreadyProcessedError();
      const [after] = await db.select().from(webhookLogs).where(eq(webhookLogs.id, logId));
      return { before: row, after };
    },
  };
}

export type WebhookProcessor = ReturnType<typeof createWebhookProcessor>;
