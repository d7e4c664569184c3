import { Resend } from 'resend';
import { EmailSendError, type EmailProvider } from './types.js';

/** Resend's error names that say the message itself is wrong: sending it again cannot help. */
const PERMANENT_ERRORS = new Set([
  'validation_error',
  'invalid_from_address',
  'invalid_parameter',
  'missing_required_field',
  'invalid_attachment',
]);

/** Resend through its official SDK; `baseUrl` lets tests point it at a local server. */
export function createResendProvider(options: { apiKey: string; baseUrl?: string }): EmailProvider {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : {});
  return {
    kind: 'resend',
    delivers: true,
    async send(mail) {
      const { idempotencyKey, ...message } = mail;
      const { data, error } = await resend.emails.send(message, { idempotencyKey });
      if (error) {
        const status = error.statusCode ? ` (HTTP ${error.statusCode})` : '';
        throw new EmailSendError(
          `Resend ${error.name}: ${error.message}${status}`,
          PERMANENT_ERRORS.has(error.name),
        );
      }
      return { providerMessageId: data?.id ?? null };
    },
    async verify() {
      // A send-only key may not list domains; Resend then answers restricted_api_key, which
      // still proves the key is real and the API reachable.
      const { error } = await resend.domains.list();
      if (!error || error.name === 'restricted_api_key')
        return { ok: true, detail: 'Resend API answered and accepted the key' };
      return { ok: false, detail: `Resend ${error.name}: ${error.message}` };
    },
  };
}
