import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { startSmtpServer, type TestSmtpServer } from '#test/helpers/smtpServer.js';
import {
  createEmailProvider,
  createResendProvider,
  createSmtpProvider,
  EmailSendError,
  isPermanentSmtpError,
  type OutgoingEmail,
} from './index.js';

const mail: OutgoingEmail = {
  from: 'Velvet <no-reply@velvet.test>',
  to: 'ann@example.com',
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
  headers: { 'List-Unsubscribe': '<http://localhost/u>' },
  idempotencyKey: 'outbox-1-0',
};

const bodyOf = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

describe('Resend provider (official SDK against a local API)', () => {
  let server: Server;
  let baseUrl: string;
  const requests: Array<{ path: string; key: string | undefined; body: Record<string, unknown> }> =
    [];
  let answer: { status: number; body: unknown } = { status: 200, body: { id: 're_123' } };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      requests.push({
        path: `${request.method} ${request.url}`,
        key: request.headers['idempotency-key'] as string | undefined,
        body: await bodyOf(request),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () => createResendProvider({ apiKey: 're_test_key', baseUrl });

  it('sends from, to, subject, html, text and headers with the idempotency key', async () => {
    answer = { status: 200, body: { id: 're_123' } };
    expect(await provider().send(mail)).toEqual({ providerMessageId: 're_123' });
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('POST /emails');
    expect(sent.key).toBe('outbox-1-0');
    expect(sent.body).toMatchObject({
      from: mail.from,
      to: mail.to,
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
      headers: mail.headers,
    });
  });

  it('treats a validation error as permanent and an outage as transient', async () => {
    answer = {
      status: 422,
      body: { name: 'validation_error', message: 'Invalid `to` field.', statusCode: 422 },
    };
    const refused = await provider()
      .send(mail)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EmailSendError);
    expect(refused).toMatchObject({ permanent: true });
    expect((refused as Error).message).toBe(
      'Resend validation_error: Invalid `to` field. (HTTP 422)',
    );

    answer = {
      status: 429,
      body: { name: 'rate_limit_exceeded', message: 'Too many requests', statusCode: 429 },
    };
    await expect(provider().send(mail)).rejects.toMatchObject({ permanent: false });
    answer = { status: 503, body: 'not json' };
    await expect(provider().send(mail)).rejects.toMatchObject({ permanent: false });
  });

  it('verifies the key with a real call; a send-only key counts as accepted', async () => {
    answer = { status: 200, body: { data: [] } };
    expect(await provider().verify()).toMatchObject({ ok: true });
    expect(requests.at(-1)!.path).toBe('GET /domains');
    answer = {
      status: 401,
      body: { name: 'restricted_api_key', message: 'send only', statusCode: 401 },
    };
    expect(await provider().verify()).toMatchObject({ ok: true });
    answer = {
      status: 403,
      body: { name: 'invalid_api_key', message: 'API key is invalid', statusCode: 403 },
    };
    expect(await provider().verify()).toEqual({
      ok: false,
      detail: 'Resend invalid_api_key: API key is invalid',
    });
  });
});

describe('SMTP provider', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());

  it('classifies refusals: 5xx to the envelope or message is final, the rest is retried', () => {
    expect(
      isPermanentSmtpError(Object.assign(new Error(), { code: 'EENVELOPE', responseCode: 550 })),
    ).toBe(true);
    expect(
      isPermanentSmtpError(Object.assign(new Error(), { code: 'EMESSAGE', responseCode: 554 })),
    ).toBe(true);
    expect(isPermanentSmtpError(Object.assign(new Error(), { code: 'EENVELOPE' }))).toBe(true);
    expect(
      isPermanentSmtpError(Object.assign(new Error(), { code: 'EMESSAGE', responseCode: 451 })),
    ).toBe(false);
    expect(
      isPermanentSmtpError(Object.assign(new Error(), { code: 'EAUTH', responseCode: 535 })),
    ).toBe(false);
    expect(isPermanentSmtpError(Object.assign(new Error(), { code: 'ECONNECTION' }))).toBe(false);
  });

  it('sends with a stable Message-ID and verifies the server', async () => {
    const provider = createSmtpProvider({ url: smtp.url });
    const { providerMessageId } = await provider.send(mail);
    expect(providerMessageId).toBe('<outbox-1-0@velvet.test>');
    expect(smtp.received.at(-1)?.messageId).toBe('<outbox-1-0@velvet.test>');
    expect(smtp.header(smtp.received.at(-1)!, 'list-unsubscribe')).toBe('<http://localhost/u>');
    expect(await provider.verify()).toMatchObject({ ok: true });
  });

  it('reports a server that is not there as a transient refusal and a failed check', async () => {
    const provider = createSmtpProvider({ url: 'smtp://127.0.0.1:1' });
    await expect(provider.send(mail)).rejects.toMatchObject({ permanent: false });
    expect(await provider.verify()).toMatchObject({ ok: false });
  });
});

describe('e-mail configuration', () => {
  it('chooses Resend, SMTP, or the outbox, and refuses both at once', () => {
    const base = { APP_URL: 'https://velvet.example' };
    expect(createEmailProvider(loadConfig(base)).kind).toBe('outbox');
    expect(
      createEmailProvider(loadConfig({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525' })).kind,
    ).toBe('smtp');
    expect(createEmailProvider(loadConfig({ ...base, RESEND_API_KEY: 're_x' })).kind).toBe(
      'resend',
    );
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://h', RESEND_API_KEY: 're_x' })).toThrow(
      /not both/,
    );
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://h' })).toThrow(/SMTP_URL/);
    expect(loadConfig(base).emailFrom).toBe('Velvet <no-reply@velvet.example>');
    expect(loadConfig({ ...base, EMAIL_FROM: 'Team <hi@velvet.example>' }).emailFrom).toBe(
      'Team <hi@velvet.example>',
    );
  });
});
