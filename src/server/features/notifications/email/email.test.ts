import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, emailTemplates, jobs } from '#server/db/schema/index.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { createJobQueue } from '#server/jobs/queue.js';
import { createOutboxProvider, NO_PROVIDER_MESSAGE } from '#server/providers/email/index.js';
import { createTestDatabase, databaseKinds } from '#test/helpers/db.js';
import { renderTemplate } from './render.js';
import { createEmailService } from './service.js';

describe('e-mail templates', () => {
  const template = {
    subject: 'Hi {{username}}\r\nBcc: someone',
    htmlContent:
      '<p>Hello {{ username }}, {{missing}}welcome to {{appName}}{{#extra}} ({{extra}}){{/extra}}</p>',
    textContent: 'Hello {{username}}',
  };

  it('fills placeholders, escapes values in HTML only, and never leaks braces', () => {
    const rendered = renderTemplate(template, { username: '<b>Ann & Co</b>', appName: 'Velvet' });
    expect(rendered.html).toBe(
      '<p>Hello &#60;b&#62;Ann &#38; Co&#60;/b&#62;, welcome to Velvet</p>',
    );
    expect(rendered.text).toBe('Hello <b>Ann & Co</b>');
    expect(rendered.subject).toBe('Hi <b>Ann & Co</b> Bcc: someone');
    expect(rendered.subject).not.toMatch(/[\r\n]/);
  });

  it('renders optional sections only when their value is there', () => {
    expect(renderTemplate(template, { username: 'a', extra: 'b' }).html).toContain('(b)');
  });

  it('renders numbers', () => {
    expect(renderTemplate(template, { username: 12 }).html).toContain('Hello 12,');
  });

  it('never renders a value as a template', () => {
    expect(renderTemplate(template, { username: '{{appName}}', appName: 'X' }).text).toBe(
      'Hello {{appName}}',
    );
  });

  it('throws on a malformed template', () => {
    expect(() => renderTemplate({ ...template, textContent: 'Hi {{#open}}' }, {})).toThrow();
  });
});

describe.each(databaseKinds)('e-mail outbox without a provider on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  const service = () =>
    createEmailService({
      db: database.db,
      jobs: createJobQueue(database.db),
      provider: createOutboxProvider(),
      from: 'Velvet <no-reply@localhost>',
      appUrl: 'http://localhost:3000',
      secret: 'test-secret-test-secret-test-secret-0123',
      defaults: { appName: 'Velvet' },
      log: { warn: () => {} },
    });

  it('has the four seeded templates and the weekly digest', async () => {
    const names = (await database.db.select().from(emailTemplates))
      .map((row) => row.templateName)
      .sort();
    expect(names).toEqual([
      'premium_unlocked',
      'renewal_reminder',
      'trial_expiring_soon',
      'weekly_digest',
      'welcome_email',
    ]);
  });

  it('keeps a rendered mail unsent with the reason, and returns false for a missing or inactive template', async () => {
    const email = service();
    expect(
      await email.queue({
        templateName: 'welcome_email',
        to: 'ann@example.com',
        values: { username: 'ann' },
      }),
    ).toBe(true);
    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ann@example.com'));
    expect(row).toMatchObject({
      templateName: 'welcome_email',
      status: 'unsent',
      lastError: NO_PROVIDER_MESSAGE,
      subject: 'Welcome to Velvet, ann',
    });
    expect(row.textContent).toContain('http://localhost:3000/characters');
    expect(row.htmlContent).not.toContain('{{');
    // Nothing to deliver, so no sender job.
    expect(await database.db.select().from(jobs)).toHaveLength(0);

    expect(
      await email.queue({ templateName: 'no_such_template', to: 'ann@example.com', values: {} }),
    ).toBe(false);
    await database.db
      .update(emailTemplates)
      .set({ isActive: false })
      .where(eq(emailTemplates.templateName, 'renewal_reminder'));
    expect(
      await email.queue({ templateName: 'renewal_reminder', to: 'ann@example.com', values: {} }),
    ).toBe(false);
    expect(
      await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'ann@example.com')),
    ).toHaveLength(1);
  });

  it('refuses a resend while no provider is configured', async () => {
    const email = service();
    const [row] = await database.db.select().from(emailOutbox).limit(1);
    await expect(email.requeue(row.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'no_email_provider',
    });
  });

  it('signs unsubscribe tokens that cannot be forged or moved to another member', () => {
    const email = service();
    const token = new URL(email.unsubscribeUrl('user-1')).searchParams.get('token')!;
    expect(email.verifyUnsubscribeToken(token)).toBe('user-1');
    const [id, signature] = token.split('.');
    expect(
      email.verifyUnsubscribeToken(`${Buffer.from('user-2').toString('base64url')}.${signature}`),
    ).toBeNull();
    expect(email.verifyUnsubscribeToken(`${id}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(email.verifyUnsubscribeToken(`${id}`)).toBeNull();
  });
});
