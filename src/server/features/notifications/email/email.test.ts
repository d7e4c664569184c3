import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, emailTemplates } from '../../../db/schema/index.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { createTestDatabase, databaseKinds } from '../../../../../test/helpers/db.js';
import { createEmailService, renderTemplate } from './service.js';

describe('e-mail templates', () => {
  const template = {
    subject: 'Hi {{username}}\r\nBcc: someone',
    htmlContent: '<p>Hello {{ username }}, {{missing}}welcome to {{appName}}</p>',
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
});

describe.each(databaseKinds)('e-mail outbox on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('has the four seeded templates', async () => {
    const names = (await database.db.select().from(emailTemplates))
      .map((row) => row.templateName)
      .sort();
    expect(names).toEqual([
      'premium_unlocked',
      'renewal_reminder',
      'trial_expiring_soon',
      'welcome_email',
    ]);
  });

  it('queues a rendered template, and returns false for a missing or inactive one', async () => {
    const email = createEmailService(database.db, {
      appName: 'Velvet',
      appUrl: 'http://localhost:3000',
    });
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
      status: 'queued',
      subject: 'Welcome to Velvet, ann',
    });
    expect(row.textContent).toContain('http://localhost:3000/characters');
    expect(row.htmlContent).not.toContain('{{');

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
});
