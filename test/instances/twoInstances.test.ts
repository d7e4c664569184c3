/**
 * Two instances on one PostgreSQL and one Redis behind a round-robin proxy (docs/DEPLOY.md):
 * everything a user or an admin does must hold whichever instance answers. Runs when
 * TEST_DATABASE_URL is set and a Redis answers (TEST_REDIS_URL, else 127.0.0.1:6379).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat.js';
import type { EmailProvider, OutgoingEmail } from '#server/providers/email/index.js';
import { signedEvent } from '#server/providers/payments/testMode/objects.js';
import { createTestObjectStore } from '#server/providers/payments/testMode/store.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fakeOpenAI.js';
import { missingServices, startCluster, type Cluster } from './cluster.js';
import { createClient, eventually, signUpClient, uniqueName, type HttpClient } from './client.js';
import { followStream } from './sseReader.js';

const skipReason = await missingServices();
// Said out loud: a skipped file alone does not tell why (npm test on a clone without services).
if (skipReason) console.warn(`test/instances skipped: ${skipReason}`);
const ADMIN_EMAIL = 'boss-instances@example.com';
const CONVERSATIONS_PER_MINUTE = 4;
const REPLY = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');

/** One outside e-mail service both instances send through, counting what reaches it. */
function countingEmailProvider() {
  const sent: OutgoingEmail[] = [];
  const provider: EmailProvider = {
    kind: 'smtp',
    delivers: true,
    async send(mail) {
      sent.push(mail);
      return { providerMessageId: `msg-${sent.length}` };
    },
    async verify() {
      return { ok: true, detail: 'counting provider' };
    },
  };
  return { provider, sent };
}

describe.skipIf(skipReason !== null)(
  `two instances behind a round-robin proxy${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let fake: FakeOpenAI;
    let cluster: Cluster;
    let admin: HttpClient;
    const mail = countingEmailProvider();

    beforeAll(async () => {
      fake = await startFakeOpenAI({ reply: REPLY, tokenDelayMs: 60 });
      cluster = await startCluster(
        {
          ADMIN_EMAILS: ADMIN_EMAIL,
          LLM_BASE_URL: fake.baseURL,
          LLM_MODEL: 'fake-chat',
          CONVERSATIONS_PER_MINUTE: String(CONVERSATIONS_PER_MINUTE),
        },
        { emailProvider: mail.provider },
      );
      admin = createClient();
      await signUpClient(admin, cluster.url, ADMIN_EMAIL);
    }, 60_000);
    afterAll(async () => {
      await cluster?.close();
      await fake?.close();
    });

    const direct = (index: 0 | 1) => cluster.instances[index].url;

    it('alternates requests between the two instances', async () => {
      const before = cluster.routed.length;
      for (let i = 0; i < 4; i++) await admin.call(cluster.url, 'GET', '/healthz');
      expect(cluster.routed.slice(before)).toEqual(
        expect.arrayContaining([0, 1]) as unknown as number[],
      );
    });

    it('keeps a session made on one instance on the other, and ends it on both', async () => {
      const user = createClient();
      const id = await signUpClient(user, direct(0));
      const onOther = await user.call(direct(1), 'GET', '/api/me');
      expect(onOther.status).toBe(200);
      expect(await onOther.json()).toMatchObject({ id });
      for (let i = 0; i < 4; i++)
        expect((await user.call(cluster.url, 'GET', '/api/me')).status).toBe(200);

      // The chat's recent-viewer memo (decision 0008) must not outlive a sign-out elsewhere.
      expect((await user.call(direct(0), 'GET', '/api/conversations')).status).toBe(200);
      const signedIn = user.cookie;
      expect((await user.call(direct(1), 'POST', '/api/auth/sign-out', {})).status).toBe(200);
      user.cookie = signedIn;
      expect((await user.call(direct(0), 'GET', '/api/me')).status).toBe(401);
      const chatList = await user.call(direct(0), 'GET', '/api/conversations');
      expect(chatList.status).toBe(200);
      expect(await chatList.json()).toMatchObject({ items: [] });
    });

    it('limits a burst split across both instances as one (shared Redis counters)', async () => {
      const user = createClient();
      await signUpClient(user, cluster.url);
      const before = cluster.routed.length;
      const statuses: number[] = [];
      for (let i = 0; i < CONVERSATIONS_PER_MINUTE * 2; i++) {
        const response = await user.call(cluster.url, 'POST', '/api/conversations', {
          characterId: 'luna',
        });
        statuses.push(response.status);
      }
      expect(new Set(cluster.routed.slice(before))).toEqual(new Set([0, 1]));
      expect(statuses.filter((status) => status < 300)).toHaveLength(CONVERSATIONS_PER_MINUTE);
      expect(statuses.filter((status) => status === 429)).toHaveLength(CONVERSATIONS_PER_MINUTE);
    });

    it('lets a reply started on one instance be watched, re-attached and stopped from the other', async () => {
      const user = createClient();
      await signUpClient(user, cluster.url);
      const created = await user.call(direct(0), 'POST', '/api/conversations', {
        characterId: 'luna',
      });
      const { conversation } = (await created.json()) as { conversation: { id: string } };
      const path = `/api/conversations/${conversation.id}`;
      const sending = followStream(
        await user.raw(
          direct(0),
          'POST',
          `${path}/messages`,
          { content: 'Count slowly' },
          'text/event-stream',
        ),
      );
      await sending.waitFor('delta');

      // The other instance sees the reply being written (the page the web app reloads).
      const page = await user.call(direct(1), 'GET', `${path}/messages`);
      const seen = (await page.json()) as { generating: boolean; items: ChatMessage[] };
      expect(seen.generating).toBe(true);
      expect(seen.items.at(-1)).toMatchObject({ role: 'assistant', status: 'streaming' });
      // Only the writing instance holds the live text: elsewhere /stream answers 204 and the web
      // app polls the page and asks again (useReplyStream), so through the proxy it re-attaches.
      expect((await user.raw(direct(1), 'GET', `${path}/stream`)).status).toBe(204);
      let attached: Response | null = null;
      for (let attempt = 0; attempt < 2 && !attached; attempt++) {
        const response = await user.raw(
          cluster.url,
          'GET',
          `${path}/stream`,
          undefined,
          'text/event-stream',
        );
        if (response.status === 200) attached = response;
        else expect(response.status).toBe(204);
      }
      expect(attached).not.toBeNull();
      const watching = followStream(attached!);
      const resumed = await watching.waitFor('delta');
      expect(REPLY.startsWith((resumed.data as { text: string }).text)).toBe(true);

      const stop = await user.call(direct(1), 'POST', `${path}/stop`, {});
      expect(stop.status).toBe(200);
      await Promise.all([sending.ended, watching.ended]);
      const final = sending.events.at(-1)!;
      expect(final.event).toBe('message');
      const stopped = final.data as ChatMessage;
      expect(stopped.status).toBe('stopped');
      expect(REPLY.startsWith(stopped.content)).toBe(true);
      expect(stopped.content.length).toBeLessThan(REPLY.length);
      expect(watching.events.at(-1)).toMatchObject({
        event: 'message',
        data: { id: stopped.id, status: 'stopped' },
      });

      const history = await user.call(direct(1), 'GET', `${path}/messages`);
      const after = (await history.json()) as { generating: boolean; items: ChatMessage[] };
      expect(after.generating).toBe(false);
      expect(after.items.at(-1)).toMatchObject({ id: stopped.id, status: 'stopped' });
    });

    it('refreshes the roster and persona on both instances after an admin change on one', async () => {
      const listed = async (index: 0 | 1) => {
        const response = await admin.call(direct(index), 'GET', '/api/characters?limit=100');
        const body = (await response.json()) as { items: Array<{ id: string }> };
        return body.items.map((item) => item.id);
      };
      expect(await listed(0)).toContain('nova');
      expect(await listed(1)).toContain('nova');
      const off = await admin.call(direct(0), 'POST', '/api/admin/characters/nova/active', {
        isActive: false,
      });
      expect(off.status).toBe(200);
      expect(await listed(0)).not.toContain('nova');
      expect(
        await eventually(
          () => listed(1),
          (ids) => !ids.includes('nova'),
        ),
      ).not.toContain('nova');
      expect((await admin.call(direct(1), 'GET', '/api/characters/nova')).status).toBe(404);

      // A persona saved on one instance is the prompt the other sends to the model.
      const marker = uniqueName('persona-marker-');
      const saved = await admin.call(direct(1), 'PUT', '/api/admin/personas/luna', {
        prompt: `You are Luna, warm and curious. ${marker}`,
      });
      expect(saved.status).toBe(200);
      const user = createClient();
      await signUpClient(user, cluster.url);
      const promptSeen = await eventually(
        async () => {
          fake.reset();
          const created = await user.call(direct(0), 'POST', '/api/conversations', {
            characterId: 'luna',
          });
          const { conversation } = (await created.json()) as { conversation: { id: string } };
          await user.call(direct(0), 'POST', `/api/conversations/${conversation.id}/messages`, {
            content: 'Hello',
          });
          return fake.requests.some((request) =>
            request.messages.some((message) => message.content.includes(marker)),
          );
        },
        (seen) => seen,
        3,
      );
      expect(promptSeen).toBe(true);
    });

    it('shows an admin grant made on one instance on the other at once', async () => {
      const user = createClient();
      const id = await signUpClient(user, cluster.url);
      const grant = await admin.call(direct(0), 'POST', `/api/admin/users/${id}/premium`, {
        granted: true,
      });
      expect(grant.status).toBe(200);
      const me = await user.call(direct(1), 'GET', '/api/me');
      expect(await me.json()).toMatchObject({ id, isPremium: true });
    });

    it('runs each queued job once while both instances poll', async () => {
      const recipients = Array.from({ length: 12 }, () => `${uniqueName('job')}@example.com`);
      await Promise.all(
        recipients.map((to, index) =>
          cluster.instances[index % 2].app.services.email.queue({
            templateName: 'welcome_email',
            to,
            values: { username: 'Sam' },
          }),
        ),
      );
      const rows = await eventually(
        () =>
          cluster.sql(
            'select to_address, status, attempts from email_outbox where to_address = any($1)',
            [recipients],
          ),
        (found) => found.length === 12 && found.every((row) => row.status === 'sent'),
      );
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(
        recipients.map(() => ['sent', 1]),
      );
      const delivered = mail.sent.filter((sent) => recipients.includes(sent.to));
      expect(delivered.map((sent) => sent.to).sort()).toEqual([...recipients].sort());
    });

    it('applies a webhook event posted to both instances once', async () => {
      const buyer = createClient();
      const userId = await signUpClient(buyer, cluster.url);
      // Credit packs are sold to Premium members.
      await admin.call(direct(1), 'POST', `/api/admin/users/${userId}/premium`, { granted: true });
      const checkout = await buyer.call(cluster.url, 'POST', '/api/credits/checkout', {
        packageId: 'credits_100',
      });
      expect(checkout.status).toBe(200);
      const [row] = await cluster.sql(
        'select id from checkout_sessions where user_id = $1 and kind = $2',
        [userId, 'credits'],
      );
      const sessionId = row.id as string;
      const store = createTestObjectStore(cluster.instances[0].database.db);
      const session = (await store.get('checkout.session', sessionId))!;
      const [secret] = await cluster.sql('select value from app_settings where key = $1', [
        'payments_test_webhook_secret',
      ]);
      const { payload, signature } = signedEvent({
        type: 'checkout.session.completed',
        object: { ...session, status: 'complete', payment_status: 'paid' },
        secret: secret.value as string,
        now: new Date(),
      });
      const deliver = (index: 0 | 1) =>
        fetch(`${direct(index)}/api/billing/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      const answers = await Promise.all([deliver(0), deliver(1), deliver(0), deliver(1)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
        duplicate: boolean;
      }>;
      expect(bodies.filter((body) => !body.duplicate)).toHaveLength(1);
      const logs = await cluster.sql(
        'select processed from webhook_logs where stripe_event_id = $1',
        [(JSON.parse(payload) as { id: string }).id],
      );
      expect(logs).toEqual([{ processed: true }]);
      const balance = await cluster.instances[1].app.services.credits.balance(userId);
      expect(balance).toBe(100);
    });
  },
);
