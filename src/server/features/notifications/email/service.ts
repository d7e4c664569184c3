import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../../db/client.js';
import type { AccountDataRegistry } from '../../auth/index.js';
import { emailOutbox, emailTemplates } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../http/errors.js';

export type OutboxStatus = (typeof emailOutbox.$inferSelect)['status'];

export type TemplateValues = Record<string, string | number | null | undefined>;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface QueueEmailInput {
  templateName: string;
  to: string;
  userId?: string | null;
  values: TemplateValues;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Replaces {{name}} placeholders; an unknown placeholder becomes empty rather than leaking braces. */
function fillPlaceholders(
  template: string,
  values: TemplateValues,
  escape: (value: string) => string = (v) => v,
) {
  return template.replace(PLACEHOLDER, (_match, key: string) => {
    const value = values[key];
    return value === null || value === undefined ? '' : escape(String(value));
  });
}

export function renderTemplate(
  template: { subject: string; htmlContent: string; textContent: string },
  values: TemplateValues,
): RenderedEmail {
  return {
    // Subjects are plain text; a line break there would let a value add mail headers.
    subject: fillPlaceholders(template.subject, values).replace(/[\r\n]+/g, ' '),
    // Values are user-controlled (usernames): escape them in HTML, never in the templates.
    html: fillPlaceholders(template.htmlContent, values, escapeHtml),
    text: fillPlaceholders(template.textContent, values),
  };
}

/**
 * Renders `email_templates` and queues the result in `email_outbox` (the embedded e-mail default,
 * (docs/ARCHITECTURE.md#the-shape). A sender provider delivers queued rows later; callers only ever queue.
 */
const TEST_MODE_NOTE = 'TEST MODE — no real payment was taken.';

/** Marks a payment e-mail sent while payments run in the local test mode, in every part. */
function markTestMode(email: RenderedEmail): RenderedEmail {
  return {
    subject: `[TEST MODE] ${email.subject}`,
    html: `<p style="padding:8px;background:#fde68a;color:#78350f;font-weight:bold">${TEST_MODE_NOTE}</p>${email.html}`,
    text: `${TEST_MODE_NOTE}\n\n${email.text}`,
  };
}

export function createEmailService(
  db: Database,
  defaults: TemplateValues = {},
  options: { testMode?: boolean } = {},
) {
  return {
    /**
     * Queues one e-mail. Returns false when the template is missing or inactive (docs/PRODUCT.md#messages);
     * pass a transaction as `executor` to queue atomically with the change that causes the mail.
     */
    async queue(input: QueueEmailInput, executor: DbExecutor = db): Promise<boolean> {
      const [template] = await executor
        .select()
        .from(emailTemplates)
        .where(
          and(
            eq(emailTemplates.templateName, input.templateName),
            eq(emailTemplates.isActive, true),
          ),
        );
      if (!template) return false;
      const filled = renderTemplate(template, { ...defaults, ...input.values });
      const rendered = options.testMode ? markTestMode(filled) : filled;
      await executor.insert(emailOutbox).values({
        userId: input.userId ?? null,
        toAddress: input.to,
        templateName: input.templateName,
        subject: rendered.subject,
        htmlContent: rendered.html,
        textContent: rendered.text,
      });
      return true;
    },

    /** Queues a message without a template (an admin's diagnostic mail); returns its outbox id. */
    async queueMessage(input: {
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
        .returning({ id: emailOutbox.id });
      return row.id;
    },

    /** One page of the outbox for admins, newest first. */
    async outboxPage(options: { status: OutboxStatus | 'all'; limit: number; offset: number }) {
      const where = options.status === 'all' ? undefined : eq(emailOutbox.status, options.status);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: emailOutbox.id,
            toAddress: emailOutbox.toAddress,
            templateName: emailOutbox.templateName,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ count: count() }).from(emailOutbox).where(where),
      ]);
      return { rows, total: total.count };
    },

    /** Puts a failed message back in the queue (an admin's Resend); anything else is a 409. */
    async requeue(id: number, executor: DbExecutor = db) {
      const [before] = await executor
        .select({ id: emailOutbox.id, status: emailOutbox.status, to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      if (!before) throw notFound('No such e-mail.');
      const [after] = await executor
        .update(emailOutbox)
        .set({ status: 'queued', sentAt: null })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
        .returning({ id: emailOutbox.id, status: emailOutbox.status, to: emailOutbox.toAddress });
      if (!after)
        throw conflict(
          `Only a failed e-mail can be resent; this one is ${before.status}.`,
          'not_failed',
        );
      return { before, after };
    },

    registerDataOwner(registry: AccountDataRegistry) {
      registry.register({
        name: 'emails',
        exportRows: (executor, userId) =>
          executor
            .select({
              templateName: emailOutbox.templateName,
              subject: emailOutbox.subject,
              status: emailOutbox.status,
              createdAt: emailOutbox.createdAt,
            })
            .from(emailOutbox)
            .where(eq(emailOutbox.userId, userId)),
        // The outbox keeps rows with user_id set null on delete; they hold the address, so go.
        deleteRows: async (executor, userId) => {
          await executor.delete(emailOutbox).where(eq(emailOutbox.userId, userId));
        },
      });
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
