import { EmailSendError, type EmailProvider } from './types.js';

export const NO_PROVIDER_MESSAGE =
  'No e-mail provider is configured (set SMTP_URL or RESEND_API_KEY): the message stays in the outbox, not delivered.';

/** The embedded default: no delivery at all; the outbox table is the whole "provider". */
export function createOutboxProvider(): EmailProvider {
  return {
    kind: 'outbox',
    delivers: false,
    send: async () => {
      throw new EmailSendError(NO_PROVIDER_MESSAGE, true);
    },
    verify: async () => ({
      ok: true,
      detail:
        'embedded outbox: messages are kept for admins and not delivered (set SMTP_URL or RESEND_API_KEY to send)',
    }),
  };
}
