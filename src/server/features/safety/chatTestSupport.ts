import type { ChatMessage } from '../../../shared/api/chat.js';
import type { createTestApp } from '../../../../test/helpers/app.js';
import { ORIGIN } from '../../../../test/helpers/auth.js';

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
