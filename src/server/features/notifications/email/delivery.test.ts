import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds } from '#test/helpers/db.js';
import { startSmtpServer, type TestSmtpServer } from '#test/helpers/smtpServer.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { emailOutbox, jobs, user } from '#server/db/schema/index.js';
import { createJobQueue, type JobQueue } from '#server/jobs/queue.js';
import { createSmtpProvider } from '#server/providers/email/index.js';
import { createEmailService } from './service.js';
import { EMAIL_QUEUE } from './outbox.js';

const silent = { warn: () => {} };
// Retries at once: the tests prove the order of events, not the backoff's length.
const fast = { pollMs: 50, leaseMs: 5000, backoffMs: () => 0 };

describe.each(databaseKinds)('e-mail delivery through a real SMTP server (%s)', (kind) => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  const queues: JobQueue[] = [];

  /** One app instance's e-mail: its own job queue and sender worker over the shared tables. */
  function instance() {
    const queue = createJobQueue(database.db, fast);
    queues.push(queue);
    const email = createEmailService({
      db: database.db,
      jobs: queue,
      provider: createSmtpProvider({ url: smtp.url }),
      from: 'Velvet <no-reply@velvet.test>',
      appUrl: 'http://localhost:3000',
      secret: 'test-secret-test-secret-test-secret-0123',
      defaults: { appName: 'Velvet' },
      log: silent,
    });
    return { queue, email };
  }

  const rowOf = async (to: string) =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpServer();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.failNext(0);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop(0)));
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  it('sends a template from the no-reply address, user values escaped in HTML only', async () => {
    const { queue, email } = instance();
    const queued = await email.queue({
      templateName: 'welcome_email',
      to: 'ann@example.com',
      values: { username: '<b>Ann & Co</b>' },
    });
    expect(queued).toBe(true);
    expect((await rowOf('ann@example.com')).status).toBe('queued');
    expect(await queue.runDue(EMAIL_QUEUE)).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from?.value).toEqual([{ name: 'Velvet', address: 'no-reply@velvet.test' }]);
    expect(smtp.to(mail)).toEqual(['ann@example.com']);
    expect(mail.subject).toBe('Welcome to Velvet, <b>Ann & Co</b>');
    expect(mail.html).toContain('Welcome, &#60;b&#62;Ann &#38; Co&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Ann');
    expect(mail.text).toContain('Hi <b>Ann & Co</b>,');
    expect(mail.text).toContain('http://localhost:3000/characters');
    // Transactional mail has no unsubscribe header.
    expect(smtp.header(mail, 'list-unsubscribe')).toBeNull();
    expect(await rowOf('ann@example.com')).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider: 'smtp',
      lastError: null,
    });
  });

  it('retries a temporary refusal, then sends once', async () => {
    const { queue, email } = instance();
    smtp.failNext(2);
    await email.queue({ templateName: 'welcome_email', to: 'bo@example.com', values: {} });
    await queue.runDue(EMAIL_QUEUE);
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf('bo@example.com')).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
    });
  });

  it('fails a rejected address at once with the error, and never retries it', async () => {
    const { queue, email } = instance();
    smtp.reject('nobody@example.com');
    await email.queue({ templateName: 'welcome_email', to: 'nobody@example.com', values: {} });
    await queue.runDue(EMAIL_QUEUE);
    const row = await rowOf('nobody@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550/);
    expect(row.lastError).toMatch(/Recipient address rejected/);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `${row.id}:0`));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await queue.runDue(EMAIL_QUEUE)).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('fails for good after the last attempt when the server keeps refusing', async () => {
    const { queue, email } = instance();
    smtp.failNext(100);
    await email.queue({ templateName: 'welcome_email', to: 'cy@example.com', values: {} });
    await queue.runDue(EMAIL_QUEUE);
    const row = await rowOf('cy@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(row.lastError).toMatch(/451/);
  });

  it('sends each message once with two instances draining the same outbox', async () => {
    const first = instance();
    const second = instance();
    const addresses = Array.from({ length: 6 }, (_, i) => `pair${i}@example.com`);
    for (const [i, to] of addresses.entries())
      await (i % 2 ? first : second).email.queue({ templateName: 'welcome_email', to, values: {} });
    await Promise.all([first.queue.runDue(EMAIL_QUEUE), second.queue.runDue(EMAIL_QUEUE)]);
    const arrived = smtp.received.flatMap((mail) => smtp.to(mail)).sort();
    expect(arrived).toEqual([...addresses].sort());
    for (const to of addresses) expect((await rowOf(to)).status).toBe('sent');
  });

  it('refuses a marketing e-mail without a member to unsubscribe', async () => {
    const { email } = instance();
    expect(
      await email.queue({ templateName: 'weekly_digest', to: 'x@example.com', values: {} }),
    ).toBe(false);
    expect(await rowOf('x@example.com')).toBeUndefined();
  });

  it('holds back a queued digest when the member unsubscribed before it went out', async () => {
    const { queue, email } = instance();
    await database.db
      .insert(user)
      .values({ id: 'digest-user', name: 'Dee', email: 'dee@example.com', username: 'dee' });
    const digest = () =>
      email.queue({
        templateName: 'weekly_digest',
        to: 'dee@example.com',
        userId: 'digest-user',
        values: { username: 'Dee', messageCount: 3, characterCount: 1 },
      });
    expect(await digest()).toBe(true);
    expect(await email.optOut('digest-user')).toBe(true);
    await queue.runDue(EMAIL_QUEUE);
    expect(smtp.received).toHaveLength(0);
    expect(await rowOf('dee@example.com')).toMatchObject({
      status: 'unsent',
      lastError: 'Not sent: the member unsubscribed from marketing e-mail.',
    });
    expect(await digest()).toBe(false);
    expect(await email.optOut('no-such-user')).toBe(false);
  });
});
