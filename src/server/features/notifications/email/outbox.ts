import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '#server/db/client.js';
import { emailOutbox, emailTemplates } from '#server/db/schema/index.js';
import { conflict, notFound } from '#server/http/errors.js';
import type { JobQueue } from '#server/jobs/queue.js';
import { NO_PROVIDER_MESSAGE, type EmailProvider } from '#server/providers/email/index.js';
import type { EmailPreferences } from './unsubscribe.js';
import {
  escapeHtml,
  markTestMode,
  MARKETING_TEMPLATES,
  renderTemplate,
  type TemplateValues,
} from './render.js';

export type OutboxStatus = (typeof emailOutbox.$inferSelect)['status'];
export type OutboxRow = typeof emailOutbox.$inferSelect;

export const EMAIL_QUEUE = 'email.send';
/** Attempts per delivery: with the queue's backoff (2, 4, 8, 16 s) about half a minute of retries. */
export const EMAIL_MAX_ATTEMPTS = 5;

export interface QueueEmailInput {
  templateName: string;
  to: string;
  userId?: string | null;
  values: TemplateValues;
}

export interface OutboxDeps {
  db: Database;
  jobs: JobQueue;
  provider: EmailProvider;
  preferences: EmailPreferences;
  /** Values every template may use (appName, appUrl). */
  defaults: TemplateValues;
  unsubscribeUrl: (userId: string) => string;
  log: { warn: (object: object, message: string) => void };
}

/**
 * The outbox: every message the app writes lands in `email_outbox`; with a provider configured
 * a sender job per delivery is enqueued in the same transaction, else the row stays `unsent`.
 */
export function createOutbox(deps: OutboxDeps) {
  const { db, jobs, provider } = deps;

  /** Inserts the row and, when a provider delivers, its sender job, atomically with `executor`. */
  async function insert(
    executor: DbExecutor,
    values: Omit<typeof emailOutbox.$inferInsert, 'status' | 'lastError'>,
  ) {
    const [row] = await executor
      .insert(emailOutbox)
      .values({
        ...values,
        status: provider.delivers ? 'queued' : 'unsent',
        lastError: provider.delivers ? null : NO_PROVIDER_MESSAGE,
      })
      .returning({ id: emailOutbox.id });
    if (provider.delivers) await enqueueDelivery(executor, row.id, 0);
    return row.id;
  }

  const enqueueDelivery = (executor: DbExecutor, id: number, delivery: number) =>
    jobs.enqueue(
      EMAIL_QUEUE,
      { outboxId: id },
      { executor, singletonKey: `${id}:${delivery}`, maxAttempts: EMAIL_MAX_ATTEMPTS },
    );

  async function queue(
    input: QueueEmailInput,
    executor: DbExecutor = db,
    options: { testMode?: boolean } = {},
  ): Promise<boolean> {
    const [template] = await executor
      .select()
      .from(emailTemplates)
      .where(
        and(eq(emailTemplates.templateName, input.templateName), eq(emailTemplates.isActive, true)),
      );
    if (!template) return false;
    const marketing = MARKETING_TEMPLATES.has(input.templateName);
    // Marketing mail needs someone to unsubscribe, and never goes to whoever did.
    if (marketing && (!input.userId || (await deps.preferences.optedOut(input.userId))))
      return false;
    const values = {
      ...deps.defaults,
      ...input.values,
      ...(marketing ? { unsubscribeUrl: deps.unsubscribeUrl(input.userId!) } : {}),
    };
    let filled;
    try {
      filled = renderTemplate(template, values);
    } catch (error) {
      // An admin-edited template with a syntax error must not break the change that mails.
      deps.log.warn({ err: error, template: input.templateName }, 'e-mail template did not render');
      return false;
    }
    const rendered = options.testMode ? markTestMode(filled) : filled;
    await insert(executor, {
      userId: input.userId ?? null,
      toAddress: input.to,
      templateName: input.templateName,
      subject: rendered.subject,
      htmlContent: rendered.html,
      textContent: rendered.text,
      marketing,
    });
    if (executor === db) jobs.wake(EMAIL_QUEUE);
    return true;
  }

  return {
    queue,

    /** Writes a message without a template and no sender job (diagnostics deliver it at once). */
    async writeMessage(input: {
      to: string;
      userId?: string | null;
      subject: string;
      text: string;
    }) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          userId: input.userId ?? null,
          toAddress: input.to,
          subject: input.subject,
          htmlContent: `<p>${escapeHtml(input.text)}</p>`,
          textContent: input.text,
        })
        .returning();
      return row;
    },

    /** One page of the outbox for admins, newest first. */
    async page(options: { status: OutboxStatus | 'all'; limit: number; offset: number }) {
      const where = options.status === 'all' ? undefined : eq(emailOutbox.status, options.status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ count: count() }).from(emailOutbox).where(where),
      ]);
      return { rows, total: total.count };
    },

    /**
     * An admin's Resend: a failed or unsent message becomes a new delivery with its own sender
     * job, in the caller's transaction; anything else (queued, sent) is a 409.
     */
    async requeue(id: number, executor: DbExecutor = db) {
      const [before] = await executor
        .select({ id: emailOutbox.id, status: emailOutbox.status, to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      if (!before) throw notFound('No such e-mail.');
      if (!provider.delivers)
        throw conflict(NO_PROVIDER_MESSAGE.split(':')[0] + '.', 'no_email_provider');
      const [after] = await executor
        .update(emailOutbox)
        .set({
          status: 'queued',
          sentAt: null,
          attempts: 0,
          lastError: null,
          delivery: sql`${emailOutbox.delivery} + 1`,
        })
        .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ['failed', 'unsent'])))
        .returning({
          id: emailOutbox.id,
          status: emailOutbox.status,
          to: emailOutbox.toAddress,
          delivery: emailOutbox.delivery,
        });
      if (!after)
        throw conflict(
          `Only a failed or unsent e-mail can be resent; this one is ${before.status}.`,
          'not_failed',
        );
      await enqueueDelivery(executor, id, after.delivery);
      return { before, after };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
