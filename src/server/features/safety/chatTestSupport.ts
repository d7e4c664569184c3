import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ChatMessage } from '#shared/api/chat.js';
import { safetyIncidents } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp, uniqueEmail } from '#test/helpers/auth.js';
import type { DatabaseKind } from '#test/helpers/db.js';
import { startFakeOpenAI } from '#test/helpers/fakeOpenAI.js';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;
export type SendBody = { userMessage: ChatMessage; assistantMessage: ChatMessage };

/** Opens a conversation with Luna as a signed-in user (cookie) or a new guest (none). */
export async function openConversation(ctx: TestContext, cookie?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { characterId: 'luna' },
  });
  const guestCookie = [response.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (response.statusCode >= 300) throw new Error(`conversation not opened: ${response.body}`);
  const id = (response.json() as { conversation: { id: string } }).conversation.id;
  const chatCookie = cookie ?? guestCookie;
  return {
    id,
    cookie: chatCookie,
    send: (content: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: { origin: ORIGIN, cookie: chatCookie },
        payload: { content },
      }),
  };
}

export const TIERS = ['guest', 'free', 'premium', 'admin'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * An app on a fake model with one account per tier (a guest has no cookie). The chat and
 * conversation limits are raised: these tests open many short conversations from one address,
 * and the abuse limits have their own tests.
 */
export async function startTierApp(kind: DatabaseKind) {
  const fake = await startFakeOpenAI({ reply: 'Of course, darling.' });
  const adminEmail = uniqueEmail('admin');
  const ctx = await createTestApp(kind, {
    LLM_BASE_URL: fake.baseURL,
    LLM_MODEL: 'safe-model',
    ADMIN_EMAILS: adminEmail,
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    GUEST_CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    CONVERSATIONS_PER_MINUTE: '1000',
    GUEST_CHAT_IP_PER_MINUTE: '1000',
    GUEST_IDS_PER_IP_PER_HOUR: '1000',
  });
  const free = await signUp(ctx.app);
  const premium = await signUp(ctx.app);
  await ctx.app.services.auth.setPremiumGrant(premium.email, true);
  const admin = await signUp(ctx.app, { email: adminEmail });
  await ctx.app.services.auth.setPremiumGrant(admin.email, true);
  const cookies: Record<Tier, string | undefined> = {
    guest: undefined,
    free: free.cookie,
    premium: premium.cookie,
    admin: admin.cookie,
  };
  const close = async () => {
    await ctx.close();
    await fake.close();
  };
  return { fake, ctx, cookies, close };
}

export type TierApp = Awaited<ReturnType<typeof startTierApp>>;

/**
 * A tier app for the tests of one describe block: started before them, closed after, the fake
 * model's requests cleared before each. Returns a getter (the app exists only once they run).
 */
export function useTierApp(kind: DatabaseKind): () => TierApp {
  let app: TierApp | undefined;
  beforeAll(async () => {
    app = await startTierApp(kind);
  });
  afterAll(async () => app?.close());
  beforeEach(() => app?.fake.reset());
  return () => {
    if (!app) throw new Error('the tier app has not started');
    return app;
  };
}

/**
 * Sends `text` as every tier and checks each is refused in `category` without a model call.
 * Strikes are cleared after each send: three would suspend the accounts, and these tests are
 * about the verdict.
 */
export async function expectRefusedForEveryTier(app: TierApp, category: string, text: string) {
  for (const tier of TIERS) {
    const chat = await openConversation(app.ctx, app.cookies[tier]);
    const response = await chat.send(text);
    expect(response.statusCode).toBe(200);
    expect((response.json() as SendBody).assistantMessage.safety, tier).toEqual({
      action: 'refused',
      category,
    });
    await app.ctx.database.db.update(safetyIncidents).set({ isStrike: false });
  }
  expect(app.fake.requests).toHaveLength(0);
}

/** Sends `text` as every tier and checks each gets the crisis reply without a model call. */
export async function expectCrisisForEveryTier(app: TierApp, text: string) {
  for (const tier of TIERS) {
    const chat = await openConversation(app.ctx, app.cookies[tier]);
    const body = (await chat.send(text)).json() as SendBody;
    expect(body.assistantMessage.safety, tier).toEqual({ action: 'crisis', category: 'self_harm' });
  }
  expect(app.fake.requests).toHaveLength(0);
}

/** Sends each text in one Premium conversation and checks every one reached the model. */
export async function expectReachesTheModel(app: TierApp, texts: string[]) {
  const chat = await openConversation(app.ctx, app.cookies.premium);
  for (const text of texts) {
    const body = (await chat.send(text)).json() as SendBody;
    expect(body.assistantMessage.safety, text).toBeNull();
  }
  expect(app.fake.requests).toHaveLength(texts.length);
}
