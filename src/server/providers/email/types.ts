/**
 * Outgoing e-mail: Resend (`RESEND_API_KEY`) or SMTP (`SMTP_URL`), else the embedded outbox,
 * where messages stay for admins to read and are marked as not delivered
 * (docs/decisions/0060-email-delivery.md).
 */

export type EmailProviderKind = 'smtp' | 'resend' | 'outbox';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe …); names and values are ours, never a user's. */
  headers?: Record<string, string>;
  /** Stable per delivery: the SMTP Message-ID and Resend's idempotency key, so a retry is one mail. */
  idempotencyKey: string;
}

export interface EmailProvider {
  readonly kind: EmailProviderKind;
  /** False for the embedded outbox: nothing leaves the server. */
  readonly delivers: boolean;
  /** Sends one message; throws EmailSendError (permanent or not) when the provider refuses. */
  send(mail: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
  /** A real round trip to the provider for the QA checklist; never throws. */
  verify(): Promise<{ ok: boolean; detail: string }>;
}

/**
 * A refused send. `permanent` means trying again cannot help (the address or message was
 * rejected); anything else (connection, rate limit, provider outage) is retried with backoff.
 */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
