import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_ENV, asUser } from '#test/helpers/admin.js';
import { createTestApp } from '#test/helpers/app.js';
import { signUp, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { startSmtpServer, type TestSmtpServer } from '#test/helpers/smtpServer.js';
import { adminAuditLog, emailOutbox } from '#server/db/schema/index.js';
import { createSmtpProvider } from '#server/providers/email/index.js';
import { EMAIL_QUEUE } from './outbox.js';

describe.each(databaseKinds)('e-mail in the app, through a real SMTP server (%s)', (kind) => {
  let smtp: TestSmtpServer;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let boss: TestUser;
  let admin: ReturnType<typeof asUser>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp(kind, ADMIN_ENV, {
      emailProvider: createSmtpProvider({ url: smtp.url }),
    });
    boss = await signUp(ctx.app, { email: ADMIN_EMAIL });
    admin = asUser(ctx.app, boss);
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await drain();
    smtp.received.length = 0;
  });

  const drain = () => ctx.app.services.jobs.runDue(EMAIL_QUEUE);
  const rowsTo = (to: string) =>
    ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.id));
  const digest = (user: TestUser) =>
    ctx.app.services.email.queue({
      templateName: 'weekly_digest',
      to: user.email,
      userId: user.id,
      values: {
        username: user.username,
        messageCount: 12,
        characterCount: 2,
        topCharacter: 'Luna',
      },
    });

  it('sends the welcome e-mail on sign-up', async () => {
    const user = await signUp(ctx.app);
    await drain();
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      `Welcome to Velvet, ${user.username}`,
    ]);
    expect(smtp.to(smtp.received[0])).toEqual([user.email]);
    expect((await rowsTo(user.email))[0]).toMatchObject({ status: 'sent', userId: user.id });
  });

  it('marks marketing mail with one-click unsubscribe that works without signing in', async () => {
    const user = await signUp(ctx.app);
    await drain();
    smtp.received.length = 0;
    expect(await digest(user)).toBe(true);
    await drain();
    const [mail] = smtp.received;
    expect(mail.subject).toBe(`Your week on Velvet, ${user.username}`);
    expect(mail.text).toContain('You talked most with Luna.');
    expect(smtp.header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(smtp.header(mail, 'list-unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=/);
    expect(mail.text).toContain(link);
    const path = link!.replace('http://localhost:3000', '');

    // A GET (or a link scanner) changes nothing; it shows a confirm button.
    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(await digest(user)).toBe(true);
    await drain();

    // The RFC 8058 POST a mail client sends: no cookie, no Origin, form-encoded.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');

    // No marketing mail is written for this member any more.
    smtp.received.length = 0;
    expect(await digest(user)).toBe(false);
    await drain();
    expect(smtp.received).toHaveLength(0);
    // Account mail still goes.
    expect(
      await ctx.app.services.email.queue({
        templateName: 'renewal_reminder',
        to: user.email,
        userId: user.id,
        values: {},
      }),
    ).toBe(true);
    await drain();
    expect(smtp.received).toHaveLength(1);
  });

  it('refuses a forged or malformed unsubscribe token', async () => {
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/unsubscribe?token=dXNlcg.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('not valid');
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/email/unsubscribe?token=%00bad',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('invalid_input');
  });

  it('shows the outbox to admins with status, error and attempts, and resends a failed mail', async () => {
    smtp.reject('bounced@example.com');
    await ctx.app.services.email.queue({
      templateName: 'welcome_email',
      to: 'bounced@example.com',
      values: { username: 'bounced' },
    });
    await drain();
    const list = (await admin('GET', '/api/admin/emails?status=failed')).json();
    expect(list.provider).toBe('smtp');
    const failed = list.items.find((item: { to: string }) => item.to === 'bounced@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, provider: 'smtp' });
    expect(failed.error).toMatch(/550/);

    // A sent message cannot be resent; the failed one can, once the mailbox exists.
    const [sent] = await rowsTo(ADMIN_EMAIL);
    expect((await admin('POST', `/api/admin/emails/${sent.id}/resend`)).statusCode).toBe(409);
    smtp.received.length = 0;
    smtp.unreject('bounced@example.com');
    const resend = await admin('POST', `/api/admin/emails/${failed.id}/resend`);
    expect(resend.statusCode).toBe(200);
    await drain();
    expect(smtp.received.flatMap((mail) => smtp.to(mail))).toEqual(['bounced@example.com']);
    expect((await rowsTo('bounced@example.com'))[0]).toMatchObject({
      status: 'sent',
      delivery: 1,
      lastError: null,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'email.resend',
      actorEmail: ADMIN_EMAIL,
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
  });

  it('refuses the outbox and resend to members and guests', async () => {
    const member = asUser(ctx.app, await signUp(ctx.app));
    expect((await member('GET', '/api/admin/emails')).statusCode).toBe(403);
    expect((await member('POST', '/api/admin/emails/1/resend')).statusCode).toBe(403);
    expect((await member('POST', '/api/admin/diagnostics/email')).statusCode).toBe(403);
    expect((await asUser(ctx.app, null)('GET', '/api/admin/emails')).statusCode).toBe(401);
  });

  it('sends the diagnostic e-mail to the admin now, and checks the provider in the QA list', async () => {
    const result = (await admin('POST', '/api/admin/diagnostics/email')).json();
    expect(result).toMatchObject({ name: 'email', pass: true });
    expect(result.detail).toContain(`smtp accepted message #`);
    expect(result.ms).toBeGreaterThanOrEqual(0);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Diagnostic e-mail']);
    expect(smtp.to(smtp.received[0])).toEqual([ADMIN_EMAIL]);

    const qa = (await admin('GET', '/api/admin/qa-checklist')).json();
    expect(qa.checks.emails_working).toBe(true);
    const check = qa.results.find((item: { name: string }) => item.name === 'emails_working');
    expect(check.detail).toContain('SMTP server 127.0.0.1 accepted');
  });
});
