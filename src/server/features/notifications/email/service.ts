import { eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '#server/db/client.js';
import { emailOutbox, emailPreferences } from '#server/db/schema/index.js';
import type { JobQueue } from '#server/jobs/queue.js';
import type { EmailProvider } from '#server/providers/email/index.js';
import type { AccountDataRegistry } from '#server/features/auth/index.js';
import { createOutbox, EMAIL_QUEUE, type QueueEmailInput } from './outbox.js';
import type { TemplateValues } from './render.js';
import { createEmailSender } from './sender.js';
import { createEmailPreferences, createUnsubscribeTokens } from './unsubscribe.js';

export interface EmailServiceDeps {
  db: Database;
  jobs: JobQueue;
  provider: EmailProvider;
  /** The no-reply sender (EMAIL_FROM). */
  from: string;
  appUrl: string;
  /** Signs unsubscribe links (the app's secret). */
  secret: string;
  /** Values every template may use (appName …); appUrl is added. */
  defaults?: TemplateValues;
  log: { warn: (object: object, message: string) => void };
}

/**
 * E-mail: templates rendered into the outbox, a sender worker delivering it through the
 * configured provider, and the signed one-click unsubscribe (docs/decisions/0060-email-delivery.md).
 * Callers only queue; nothing waits on a provider except the admin's diagnostic.
 */
export function createEmailService(deps: EmailServiceDeps) {
  const { db, provider } = deps;
  const tokens = createUnsubscribeTokens(deps.secret);
  const preferences = createEmailPreferences(db);
  const unsubscribeUrl = (userId: string) =>
    `${deps.appUrl}/api/email/unsubscribe?token=${tokens.tokenFor(userId)}`;
  const outbox = createOutbox({
    ...deps,
    preferences,
    unsubscribeUrl,
    defaults: { appUrl: deps.appUrl, ...deps.defaults },
  });
  const sender = createEmailSender({ ...deps, preferences, unsubscribeUrl });

  return {
    providerKind: provider.kind,
    /** Queues one templated e-mail; false when the template is missing or inactive (docs/PRODUCT.md#messages). */
    queue: (input: QueueEmailInput, executor?: DbExecutor) => outbox.queue(input, executor),
    /** The same queue for payment mail: marked TEST MODE while payments run in the local test mode. */
    forPayments(testMode: boolean) {
      return {
        queue: (input: QueueEmailInput, executor?: DbExecutor) =>
          outbox.queue(input, executor, { testMode }),
      };
    },
    outboxPage: outbox.page,
    /** Starts due sender jobs now, e.g. after the transaction that requeued a message committed. */
    wake: () => deps.jobs.wake(EMAIL_QUEUE),
    requeue: outbox.requeue,
    verifyProvider: () => provider.verify(),
    unsubscribeUrl,
    verifyUnsubscribeToken: tokens.verify,
    optOut: preferences.optOut,
    /** Whether the member opted out of marketing mail (the digest checks before it claims a week). */
    optedOut: preferences.optedOut,

    /** Writes a diagnostic message to the outbox and sends it at once; throws the provider's refusal. */
    async sendNow(input: { to: string; userId: string; subject: string; text: string }) {
      const row = await outbox.writeMessage(input);
      const result = await sender.deliverNow(row);
      return { id: row.id, provider: provider.kind, ...result };
    },

    registerDataOwner(registry: AccountDataRegistry) {
      registry.register({
        name: 'emails',
        exportRows: async (executor, userId) => ({
          messages: await executor
            .select({
              templateName: emailOutbox.templateName,
              subject: emailOutbox.subject,
              status: emailOutbox.status,
              createdAt: emailOutbox.createdAt,
            })
            .from(emailOutbox)
            .where(eq(emailOutbox.userId, userId)),
          preferences: await executor
            .select({ marketingOptOutAt: emailPreferences.marketingOptOutAt })
            .from(emailPreferences)
            .where(eq(emailPreferences.userId, userId)),
        }),
        // The outbox keeps rows with user_id set null on delete; they hold the address, so go.
        // Preferences cascade with the user row.
        deleteRows: async (executor, userId) => {
          await executor.delete(emailOutbox).where(eq(emailOutbox.userId, userId));
        },
      });
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
export type PaymentEmail = ReturnType<EmailService['forPayments']>;
