import type { AppConfig } from '#server/config.js';
import { createOutboxProvider } from './outbox.js';
import { createResendProvider } from './resend.js';
import { createSmtpProvider } from './smtp.js';
import type { EmailProvider } from './types.js';

export type EmailProviderConfig = Pick<AppConfig, 'RESEND_API_KEY' | 'SMTP_URL'>;

/** Resend when keyed, else SMTP when a URL is set, else the embedded outbox (never both: config refuses). */
export function createEmailProvider(config: EmailProviderConfig): EmailProvider {
  if (config.RESEND_API_KEY) return createResendProvider({ apiKey: config.RESEND_API_KEY });
  if (config.SMTP_URL) return createSmtpProvider({ url: config.SMTP_URL });
  return createOutboxProvider();
}

export { createOutboxProvider, NO_PROVIDER_MESSAGE } from './outbox.js';
export { createResendProvider } from './resend.js';
export { createSmtpProvider, isPermanentSmtpError } from './smtp.js';
export {
  EmailSendError,
  type EmailProvider,
  type EmailProviderKind,
  type OutgoingEmail,
} from './types.js';
