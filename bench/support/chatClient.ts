/** The bench's signed-in chat clients: accounts and conversations on a running server. */
import { cookiesFrom, ORIGIN } from '../../test/helpers/auth.js';

/** Signs up `count` accounts; resolves to their cookies. */
export async function signUpUsers(base: string, count: number) {
  const cookies: string[] = [];
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench${index}-${Date.now()}@example.com`,
        username: `bench${index}_${Date.now() % 100000}`,
        password: 'bench-password-123',
        ageConfirmed: true,
      }),
    });
    if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    cookies.push(cookiesFrom(response.headers.getSetCookie()));
  }
  return cookies;
}

export async function createConversation(base: string, cookie: string) {
  const response = await fetch(`${base}/api/conversations`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ characterId: 'luna' }),
  });
  if (!response.ok)
    throw new Error(`new conversation: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

/** Sends a message and asks for the reply as Server-Sent Events. */
export const sendMessage = (base: string, cookie: string, conversationId: string) =>
  fetch(`${base}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      cookie,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ content: 'Tell me about your day' }),
  });
