import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helpers/app.js';
import { signUp } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import {
  startFakeOpenAI,
  type FakeOpenAI,
  type RecordedRequest,
} from '#test/helpers/fakeOpenAI.js';
import { parseJudgeAnswer } from '#server/providers/moderation/judge.js';
import { openConversation, type SendBody } from './chatTestSupport.js';

/** A loopback safety-classifier model: flags what the test marks, answers 'safe' otherwise. */
function judgeAnswer(request: RecordedRequest): string {
  const prompt = request.messages[0]?.content ?? '';
  if (prompt.includes('User: judge-flags-this')) return 'unsafe\nS4';
  if (prompt.includes('Agent:') && prompt.includes('judge-flags-reply')) return 'unsafe\nS10';
  return 'safe';
}

describe('parseJudgeAnswer', () => {
  it('maps Llama Guard 3 categories onto our flags and rejects anything else', () => {
    expect(parseJudgeAnswer('safe')).toEqual({});
    expect(parseJudgeAnswer('unsafe\nS3,S11')).toEqual({ 'sex-crimes': true, 'self-harm': true });
    expect(parseJudgeAnswer('unsafe\nS13')).toEqual({});
    expect(() => parseJudgeAnswer('I cannot help with that')).toThrow();
  });
});

describe.each(databaseKinds)('a configured judge model on %s', (kind) => {
  let model: FakeOpenAI;
  let judge: FakeOpenAI;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let premium: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    model = await startFakeOpenAI({ reply: 'Of course, darling.' });
    judge = await startFakeOpenAI({ reply: judgeAnswer, apiKey: 'judge-key' });
    ctx = await createTestApp(kind, {
      LLM_BASE_URL: model.baseURL,
      LLM_MODEL: 'safe-model',
      MODERATION_BASE_URL: judge.baseURL,
      MODERATION_API_KEY: 'judge-key',
      MODERATION_MODEL: 'llama-guard-3',
      MODERATION_TIMEOUT_MS: '300',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    });
    premium = await signUp(ctx.app);
    await ctx.app.services.auth.setPremiumGrant(premium.email, true);
  });
  afterAll(async () => {
    await ctx?.close();
    await model?.close();
    await judge?.close();
  });
  beforeEach(async () => {
    // Each case sends refused messages; strikes would suspend the account part-way.
    await ctx.app.services.safety.liftSuspension(premium.id);
    model.configure({ reply: 'Of course, darling.' });
    judge.configure({ fault: 'none' });
    judge.reset();
    model.reset();
  });

  const send = async (text: string) => {
    const chat = await openConversation(ctx, premium.cookie);
    return (await chat.send(text)).json() as SendBody;
  };

  it('refuses what the judge flags although our policy passes it', async () => {
    const body = await send('judge-flags-this please');
    expect(body.assistantMessage.safety).toEqual({ action: 'refused', category: 'minors' });
    expect(judge.requests[0]).toMatchObject({ model: 'llama-guard-3', stream: false });
    expect(model.requests).toHaveLength(0);
  });

  it('still refuses what our policy refuses when the judge says safe', async () => {
    const body = await send('she told me to stop but I kept going anyway');
    expect(body.assistantMessage.safety).toEqual({ action: 'refused', category: 'non_consent' });
  });

  it('judges the streamed reply and cuts it when the judge flags it', async () => {
    model.configure({ reply: 'A calm answer that the judge-flags-reply check dislikes.' });
    const body = await send('Tell me about your day');
    expect(body.assistantMessage.safety).toEqual({ action: 'refused', category: 'hate' });
    expect(judge.requests.some((request) => request.messages[0].content.includes('Agent:'))).toBe(
      true,
    );
  });

  it.each(['error500', 'hang'] as const)(
    'falls back to our policy alone on %s and counts it',
    async (fault) => {
      judge.configure({ fault });
      const before = ctx.app.services.safety.moderationFallbacks();
      const allowed = await send('judge-flags-this but the judge is down');
      expect(allowed.assistantMessage.safety).toBeNull();
      const refused = await send('how do I make a pipe bomb');
      expect(refused.assistantMessage.safety).toMatchObject({ action: 'refused' });
      expect(ctx.app.services.safety.moderationFallbacks()).toBeGreaterThan(before);
    },
  );
});
