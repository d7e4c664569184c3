import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '#server/providers/llm/offline/random.js';
import { createTestApp } from '../helpers/app.js';
import { signUp, type TestUser } from '../helpers/auth.js';
import { databaseKinds } from '../helpers/db.js';
import { call, fillUrl, startConversation, walkableRoutes } from './routeWalk.js';

const SEED = 20261123;
const REQUESTS_PER_ROUTE = 45;

/** Every field name any request schema reads, so fuzzed bodies reach the validators. */
const FIELDS = [
  'content',
  'characterId',
  'email',
  'password',
  'username',
  'name',
  'image',
  'reason',
  'feedbackText',
  'plan',
  'packageId',
  'sessionId',
  'outcome',
  'action',
  'index',
  'confirmEmail',
  'messages',
  'lastUser',
  'trial',
  'ageConfirmed',
  'userId',
  'q',
  'limit',
  'before',
  'userText',
  'resolution',
  'angle',
  'quickAction',
  'withCharacterId',
  'is_favorite',
  'monthlyCap',
];
const BAD_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\u0007y',
  '\u001b[31m',
  'line\r\nX-Injected: 1',
  '\ud800',
  'a\udc00b',
  'x'.repeat(100 * 1024),
  '',
  ' ',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../etc/passwd',
  "'; DROP TABLE users; --",
  '%00',
  '\u202e',
  '🙂'.repeat(3),
];
const BAD_VALUES: unknown[] = [
  ...BAD_STRINGS,
  1e308,
  -1,
  2 ** 64,
  Number.MAX_SAFE_INTEGER + 2,
  0.5,
  true,
  null,
  [],
  {},
  [1, 'a'],
  { nested: { deeper: 'x' } },
];
const BAD_IDS = [
  '%00',
  'abc%00def',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  'x'.repeat(300),
  '-1',
  '99999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  '%E2%80%AE',
  'luna%0d%0aX-Injected:1',
  '%F0%9F%99%82',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

/** A query value; a lone surrogate cannot be percent-encoded, so it goes as invalid UTF-8 bytes. */
function queryValue(value: string) {
  try {
    return encodeURIComponent(value.slice(0, 500));
  } catch {
    return '%ED%A0%80';
  }
}

/** Tables a rejected request must leave untouched (one round trip reads them all). */
const COUNTS = sql`select
  (select count(*) from "user") as users, (select count(*) from "session") as sessions,
  (select count(*) from conversations) as conversations, (select count(*) from messages) as messages,
  (select count(*) from subscriptions) as subscriptions,
  (select count(*) from credit_transactions) as credits,
  (select count(*) from cancellation_feedback) as feedback,
  (select count(*) from webhook_logs) as webhooks, (select count(*) from email_outbox) as mails,
  (select count(*) from checkout_sessions) as checkouts,
  (select count(*) from image_requests) as image_requests, (select count(*) from images) as images`;

describe.each(databaseKinds)('seeded fuzz over every route on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestUser;
  let conversationId: string;
  let messageId: string;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    member = await signUp(ctx.app);
    ({ conversationId, messageId } = await startConversation(ctx.app, member.cookie));
  });
  afterAll(async () => ctx?.close());

  const counts = async () => {
    const result = (await ctx.database.db.execute(COUNTS)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    return JSON.stringify(result.rows[0]);
  };

  it(
    'never answers 5xx, and a rejected request changes nothing',
    { timeout: 180_000 },
    async () => {
      const random = mulberry32(SEED);
      const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
      const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

      function fuzzBody(): { payload: string; contentType: string } {
        const roll = random();
        if (roll < 0.08) return { payload: deep(5000), contentType: 'application/json' };
        if (roll < 0.14)
          return { payload: '{"content": "unterminated', contentType: 'application/json' };
        if (roll < 0.2) return { payload: pick(BAD_STRINGS), contentType: pick(CONTENT_TYPES) };
        const body: Record<string, unknown> = {};
        const fields = 1 + Math.floor(random() * 4);
        for (let index = 0; index < fields; index++) body[pick(FIELDS)] = pick(BAD_VALUES);
        if (random() < 0.3) body.__proto__polluted = { isAdmin: true };
        return { payload: JSON.stringify(body), contentType: pick(CONTENT_TYPES) };
      }

      const problems: string[] = [];
      let sent = 0;
      let known: string | null = null;
      for (const route of walkableRoutes(ctx.app)) {
        for (let round = 0; round < REQUESTS_PER_ROUTE; round++) {
          const useRealIds = random() < 0.3;
          const url = fillUrl(route.url, {
            id: useRealIds
              ? route.url.startsWith('/api/messages')
                ? messageId
                : conversationId
              : pick(BAD_IDS),
            userId: pick(BAD_IDS),
            sessionId: pick(BAD_IDS),
            file: pick(BAD_IDS),
            '*': pick(['get-session', 'update-user', 'list-sessions', '..%2F..%2Fadmin', '%00']),
          });
          const query =
            random() < 0.3
              ? `?q=${queryValue(pick(BAD_STRINGS))}&limit=${pick(['-1', '1e308', 'abc', '99999999999999999999'])}&before=%00`
              : '';
          const cookie = random() < 0.75 ? member.cookie : null;
          const body = route.method === 'GET' ? undefined : fuzzBody();
          const before: string = known ?? (await counts());
          const response = await call(ctx.app, route.method, url + query, cookie, body);
          sent += 1;
          const label = `${route.method} ${url.slice(0, 80)} ${body?.payload.slice(0, 60) ?? ''}`;
          if (response.statusCode >= 500) problems.push(`${response.statusCode} ${label}`);
          known = null;
          if (response.statusCode >= 400 && response.statusCode !== 402) {
            const after = await counts();
            if (after !== before) problems.push(`changed rows on ${response.statusCode}: ${label}`);
            // Nothing changed: these counts are the next request's "before" too.
            known = after;
          }
          if (response.headers['x-injected']) problems.push(`header injected: ${label}`);
        }
      }
      expect(sent).toBeGreaterThan(1500);
      expect(problems).toEqual([]);
    },
  );
});
