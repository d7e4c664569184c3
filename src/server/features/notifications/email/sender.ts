import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { emailOutbox } from '#server/db/schema/index.js';
import { PermanentJobError, type Job, type JobQueue } from '#server/jobs/queue.js';
import {
  EmailSendError,
  NO_PROVIDER_MESSAGE,
  type EmailProvider,
  type OutgoingEmail,
} from '#server/providers/email/index.js';
import { EMAIL_QUEUE, type OutboxRow } from './outbox.js';
import type { EmailPreferences } from './unsubscribe.js';

const OPTED_OUT_MESSAGE = 'Not sent: the member unsubscribed from marketing e-mail.';

export interface SenderDeps {
  db: Database;
  jobs: JobQueue;
  provider: EmailProvider;
  preferences: EmailPreferences;
  from: string;
  unsubscribeUrl: (userId: string) => string;
}

/**
 * The sender worker (docs/decisions/0060-email-delivery.md): one job per delivery drains the
 * outbox through the provider. A transient refusal is retried with the queue's backoff; a
 * rejected address or message fails at once; each row goes from queued to sent only once.
 */
export function createEmailSender(deps: SenderDeps) {
  const { db, provider } = deps;
  const stillQueued = (id: number) => and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued'));

  function outgoing(row: OutboxRow): OutgoingEmail {
    // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to this URL.
    const headers =
      row.marketing && row.userId
        ? {
            'List-Unsubscribe': `<${deps.unsubscribeUrl(row.userId)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : undefined;
    return {
      from: deps.from,
      to: row.toAddress,
      subject: row.subject,
      html: row.htmlContent,
      text: row.textContent,
      headers,
      idempotencyKey: `outbox-${row.id}-${row.delivery}`,
    };
  }

  /** Leaves the row unsent with the reason, for the admin to read; true when it did. */
  async function holdBack(row: OutboxRow): Promise<boolean> {
    const reason = !provider.delivers
      ? NO_PROVIDER_MESSAGE
      : row.marketing && row.userId && (await deps.preferences.optedOut(row.userId))
        ? OPTED_OUT_MESSAGE
        : null;
    if (!reason) return false;
    await db
      .update(emailOutbox)
      .set({ status: 'unsent', lastError: reason })
      .where(stillQueued(row.id));
    return true;
  }

  /** One attempt; records sent, or the error and the attempt count, then rethrows. */
  async function attempt(row: OutboxRow, attemptNumber: number) {
    try {
      const { providerMessageId } = await provider.send(outgoing(row));
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: attemptNumber,
          lastError: null,
          provider: provider.kind,
          providerMessageId,
        })
        .where(stillQueued(row.id));
      return { providerMessageId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(emailOutbox)
        .set({ attempts: attemptNumber, lastError: message, provider: provider.kind })
        .where(stillQueued(row.id));
      throw error;
    }
  }

  const markFailed = (id: number) =>
    db.update(emailOutbox).set({ status: 'failed' }).where(stillQueued(id));

  async function run(job: Job) {
    const id = Number(job.payload.outboxId);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    // Sent already, resent as a newer delivery, or deleted with its user: nothing to do.
    if (!row || row.status !== 'queued') return { skipped: row?.status ?? 'missing' };
    if (await holdBack(row)) return { skipped: 'unsent' };
    try {
      return await attempt(row, job.attempts);
    } catch (error) {
      if (error instanceof EmailSendError && error.permanent)
        throw new PermanentJobError(error.message);
      throw error;
    }
  }

  deps.jobs.work(EMAIL_QUEUE, run, {
    concurrency: 4,
    // After the last attempt, or at once for a permanent refusal; the error is on the row already.
    onFailed: async (job) => void (await markFailed(Number(job.payload.outboxId))),
  });

  return {
    /** Sends one written row now, outside the queue (the admin's diagnostic); throws on refusal. */
    async deliverNow(row: OutboxRow) {
      if (await holdBack(row)) throw new Error(NO_PROVIDER_MESSAGE);
      try {
        return await attempt(row, 1);
      } catch (error) {
        await markFailed(row.id);
        throw error;
      }
    },
  };
}
