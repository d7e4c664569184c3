import nodemailer from 'nodemailer';
import { EmailSendError, errorText, type EmailProvider } from './types.js';

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
}

/**
 * A 5xx answer to the envelope or the message (unknown mailbox, rejected content) is final;
 * connection errors, 4xx "try later" and authentication trouble are retried: the last one is a
 * configuration fault an operator fixes, after which the admin resends.
 */
export function isPermanentSmtpError(error: SmtpError) {
  if (error.code === 'EENVELOPE' && !error.responseCode) return true; // no valid recipient at all
  const rejected = error.code === 'EENVELOPE' || error.code === 'EMESSAGE';
  return rejected && (error.responseCode ?? 0) >= 500;
}

const senderDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

/** SMTP through nodemailer, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpProvider(options: {
  url: string;
  /** Tests talk to a local server with a self-signed certificate. */
  tls?: { rejectUnauthorized: boolean };
}): EmailProvider {
  const transport = nodemailer.createTransport(
    options.url,
    options.tls ? { tls: options.tls } : {},
  );
  const host = new URL(options.url).hostname;
  return {
    kind: 'smtp',
    delivers: true,
    async send(mail) {
      try {
        const { idempotencyKey, ...message } = mail;
        const info = await transport.sendMail({
          ...message,
          messageId: `<${idempotencyKey}@${senderDomain(mail.from)}>`,
        });
        return { providerMessageId: info.messageId ?? null };
      } catch (error) {
        const smtpError = error as SmtpError;
        const code = smtpError.responseCode ? ` (SMTP ${smtpError.responseCode})` : '';
        throw new EmailSendError(`${errorText(error)}${code}`, isPermanentSmtpError(smtpError));
      }
    },
    async verify() {
      try {
        await transport.verify();
        return { ok: true, detail: `SMTP server ${host} accepted the connection and login` };
      } catch (error) {
        return { ok: false, detail: `SMTP server ${host}: ${errorText(error)}` };
      }
    },
  };
}
