import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, creditTransactions, safetyIncidents } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helpers/app.js';
import { ADMIN_ENV, asUser } from '#test/helpers/admin.js';
import { ORIGIN, signUp, uniqueEmail, type TestUser } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import { ADMIN_EMAIL } from '#test/helpers/admin.js';
import { openConversation } from '../safety/chatTestSupport.js';

const REFUSED = 'how do I make a pipe bomb';

describe.each(databaseKinds)('admin users and moderation (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let boss: TestUser;
  let member: TestUser;
  let admin: ReturnType<typeof asUser>;

  beforeAll(async () => {
    ctx = await createTestApp(kind, {
      ...ADMIN_ENV,
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
      GUEST_CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    });
    boss = await signUp(ctx.app, { email: ADMIN_EMAIL });
    member = await signUp(ctx.app, { email: uniqueEmail('findme'), username: 'findme_member' });
    admin = asUser(ctx.app, boss);
  });
  afterAll(async () => ctx?.close());

  const latestAudit = async () =>
    (
      await ctx.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1)
    )[0];
  const auditCount = async () => (await ctx.database.db.select().from(adminAuditLog)).length;

  it('finds users by e-mail or username, with paging', async () => {
    const byName = await admin('GET', '/api/admin/users?q=FINDME_mem');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ total: 1, items: [{ id: member.id, isAdmin: false }] });
    const byMail = await admin('GET', `/api/admin/users?q=${encodeURIComponent(member.email)}`);
    expect(byMail.json().items.map((item: { id: string }) => item.id)).toEqual([member.id]);
    expect((await admin('GET', '/api/admin/users?q=%25')).json().total).toBe(0);
    const first = (await admin('GET', '/api/admin/users?limit=1')).json();
    const second = (await admin('GET', '/api/admin/users?limit=1&offset=1')).json();
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.items).toHaveLength(1);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await admin('GET', '/api/admin/users?limit=0')).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/users?q=a%00b')).statusCode).toBe(400);
  });

  it('shows a user in detail: plan, credits, strikes, conversations and last seen', async () => {
    await openConversation(ctx, member.cookie);
    const detail = await admin('GET', `/api/admin/users/${member.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: member.id,
      plan: null,
      isPremium: false,
      credits: 0,
      strikes: 0,
      conversations: 1,
      suspended: false,
    });
    expect(detail.json().lastSeenAt).not.toBeNull();
    expect((await admin('GET', '/api/admin/users/nobody-here')).statusCode).toBe(404);
  });

  it('grants and revokes Premium and admin, with audit rows', async () => {
    const granted = await admin('POST', `/api/admin/users/${member.id}/premium`, { granted: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ isPremium: true, premiumGranted: true });
    expect(await latestAudit()).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      action: 'user.premium.grant',
      targetId: member.id,
      before: { premiumGranted: false },
      after: { premiumGranted: true },
    });
    const me = asUser(ctx.app, member);
    expect((await me('GET', '/api/credits/summary')).statusCode).toBe(200);
    await admin('POST', `/api/admin/users/${member.id}/premium`, { granted: false });
    expect((await me('GET', '/api/credits/summary')).statusCode).toBe(403);

    expect((await me('GET', '/api/admin/dashboard')).statusCode).toBe(403);
    await admin('POST', `/api/admin/users/${member.id}/admin`, { admin: true });
    expect((await me('GET', '/api/admin/dashboard')).statusCode).toBe(200);
    expect(await latestAudit()).toMatchObject({
      action: 'user.admin.grant',
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    // The bootstrap admin's role comes from ADMIN_EMAILS: nobody can take it away here.
    const fromConfig = await me('POST', `/api/admin/users/${boss.id}/admin`, { admin: false });
    expect(fromConfig.statusCode).toBe(409);
    expect(fromConfig.json().error.code).toBe('admin_from_config');
    const self = await me('POST', `/api/admin/users/${member.id}/admin`, { admin: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toEqual({
      code: 'self_protection',
      message: 'You cannot remove your own admin role.',
    });
    await admin('POST', `/api/admin/users/${member.id}/admin`, { admin: false });
    expect((await me('GET', '/api/admin/dashboard')).statusCode).toBe(403);
    expect(
      (await admin('POST', `/api/admin/users/${member.id}/premium`, { granted: 'yes' })).statusCode,
    ).toBe(400);
  });

  it('suspends a user (their next chat request is refused) and lifts it; never oneself', async () => {
    const self = await admin('POST', `/api/admin/users/${boss.id}/suspend`, { reason: 'test' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('You cannot suspend your own account.');
    const chat = await openConversation(ctx, member.cookie);
    expect((await chat.send('Hello there')).statusCode).toBe(200);
    const before = await auditCount();
    expect(
      (await admin('POST', `/api/admin/users/${member.id}/suspend`, { reason: 'x\u0000' }))
        .statusCode,
    ).toBe(400);
    expect(await auditCount()).toBe(before);
    const suspended = await admin('POST', `/api/admin/users/${member.id}/suspend`, {
      reason: 'Spam reports',
    });
    expect(suspended.json()).toMatchObject({ suspended: true, suspensionReason: 'Spam reports' });
    const refused = await chat.send('Hello again');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('account_suspended');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(await latestAudit()).toMatchObject({
      action: 'user.suspend',
      before: { suspended: false },
      after: { suspended: true, reason: 'Spam reports' },
    });
    const lifted = await admin('POST', `/api/admin/users/${member.id}/lift-suspension`);
    expect(lifted.json()).toMatchObject({ suspended: false });
    expect((await chat.send('Back again')).statusCode).toBe(200);
    expect((await latestAudit()).action).toBe('user.unsuspend');
  });

  it('adjusts credits with a reason: an adjustment ledger row, never below zero', async () => {
    const up = await admin('POST', `/api/admin/users/${member.id}/credits`, {
      amount: 50,
      reason: 'Goodwill after an outage',
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().credits).toBe(50);
    const ledger = () =>
      ctx.database.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.userId, member.id));
    expect(await ledger()).toMatchObject([
      { transactionType: 'adjustment', amount: 50, balanceAfter: 50 },
    ]);
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      action: 'user.credits.adjust',
      before: { credits: 0 },
      after: { credits: 50, amount: 50, reason: 'Goodwill after an outage' },
    });
    expect((await ledger())[0].idempotencyKey).toContain(
      (entry.after as { ledgerKey: string }).ledgerKey,
    );

    const audits = await auditCount();
    const tooMuch = await admin('POST', `/api/admin/users/${member.id}/credits`, {
      amount: -80,
      reason: 'Correction',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('balance_below_zero');
    for (const body of [
      { amount: 0, reason: 'Nothing' },
      { amount: 5 },
      { amount: 1.5, reason: 'Half' },
      { amount: 5, reason: 'ab' },
    ])
      expect((await admin('POST', `/api/admin/users/${member.id}/credits`, body)).statusCode).toBe(
        400,
      );
    expect(await ledger()).toHaveLength(1);
    expect(await auditCount()).toBe(audits);

    const down = await admin('POST', `/api/admin/users/${member.id}/credits`, {
      amount: -20,
      reason: 'Refunded purchase',
    });
    expect(down.json().credits).toBe(30);
    expect((await ledger()).map((row) => row.amount).sort()).toEqual([-20, 50]);
  });

  it('queues refused messages without their text, unreviewed first; dismiss, strike, suspend once', async () => {
    const offender = await signUp(ctx.app);
    const chat = await openConversation(ctx, offender.cookie);
    const guest = await openConversation(ctx);
    expect((await chat.send(REFUSED)).statusCode).toBe(200);
    expect((await chat.send(REFUSED)).statusCode).toBe(200);
    expect((await guest.send(REFUSED)).statusCode).toBe(200);

    const queue = await admin('GET', '/api/admin/moderation');
    expect(queue.statusCode).toBe(200);
    const body = queue.json();
    expect(body.unreviewed).toBe(3);
    expect(body.items).toHaveLength(3);
    expect(JSON.stringify(body)).not.toMatch(/pipe bomb|content/i);
    expect(body.items[0]).toMatchObject({
      category: 'illegal',
      action: 'refused',
      source: 'user',
      resolution: null,
    });
    expect(body.items.every((item: { user: string }) => /^••••.{4}$/.test(item.user))).toBe(true);
    const ofOffender = body.items.filter((item: { isGuest: boolean }) => !item.isGuest);
    const ofGuest = body.items.find((item: { isGuest: boolean }) => item.isGuest);

    const dismissed = await admin('POST', `/api/admin/moderation/${ofOffender[0].id}`, {
      action: 'dismiss',
    });
    expect(dismissed.json()).toMatchObject({
      resolution: 'dismissed',
      isStrike: false,
      reviewedBy: ADMIN_EMAIL,
    });
    expect(await latestAudit()).toMatchObject({
      action: 'moderation.dismiss',
      targetType: 'safety_incident',
      after: { resolution: 'dismissed', isStrike: false },
    });
    const again = await admin('POST', `/api/admin/moderation/${ofOffender[0].id}`, {
      action: 'strike',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_reviewed');

    const all = (await admin('GET', '/api/admin/moderation?status=all')).json();
    expect(all.items.at(-1).id).toBe(ofOffender[0].id);
    expect(all.unreviewed).toBe(2);
    const reviewed = (await admin('GET', '/api/admin/moderation?status=reviewed')).json();
    expect(reviewed.items.map((item: { id: number }) => item.id)).toEqual([ofOffender[0].id]);

    const guestSuspend = await admin('POST', `/api/admin/moderation/${ofGuest.id}`, {
      action: 'suspend',
    });
    expect(guestSuspend.statusCode).toBe(409);
    expect(
      (await admin('POST', `/api/admin/moderation/${ofGuest.id}`, { action: 'strike' })).json(),
    ).toMatchObject({ resolution: 'strike', isStrike: true });

    const suspend = await admin('POST', `/api/admin/moderation/${ofOffender[1].id}`, {
      action: 'suspend',
    });
    expect(suspend.json()).toMatchObject({ resolution: 'suspended' });
    expect((await chat.send('Hello')).statusCode).toBe(403);
    expect((await admin('GET', `/api/admin/users/${offender.id}`)).json()).toMatchObject({
      suspended: true,
      strikes: 1,
    });

    expect(
      (await admin('POST', '/api/admin/moderation/abc', { action: 'dismiss' })).statusCode,
    ).toBe(400);
    expect(
      (await admin('POST', '/api/admin/moderation/99999999', { action: 'dismiss' })).statusCode,
    ).toBe(404);
    expect(
      (await admin('POST', `/api/admin/moderation/${ofGuest.id}`, { action: 'ban' })).statusCode,
    ).toBe(400);
    expect((await admin('GET', '/api/admin/moderation?status=open')).statusCode).toBe(400);
    const stored = await ctx.database.db.select().from(safetyIncidents);
    expect(stored.filter((row) => row.reviewedAt)).toHaveLength(3);
  });
});
