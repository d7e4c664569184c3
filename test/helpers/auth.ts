import type { FastifyInstance } from 'fastify';

export const ORIGIN = 'http://localhost:3000';
let counter = 0;

/** Turns Set-Cookie headers into one Cookie header value. */
export function cookiesFrom(setCookie: string | string[] | undefined, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const line of [setCookie ?? []].flat()) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const value = pair.slice(index + 1);
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A distinct loopback address per call, so the per-IP auth limit does not trip across tests. */
export function nextAddress() {
  counter += 1;
  return `127.0.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/**
 * One API call as `user` (a guest when null) from a fresh address: the request a browser on this
 * site sends (its Origin, the session cookie), so the per-IP limits do not trip across tests.
 */
export function callAs(
  app: FastifyInstance,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}@example.com`;
}

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
  cookie: string;
}

/** Signs up through the real API and returns the session cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; username: string; password: string; cookie: string }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const username = overrides.username ?? `u${Date.now().toString(36)}${++counter}`;
  const password = overrides.password ?? 'correct-horse-battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: nextAddress(),
    headers: { origin: ORIGIN, ...(overrides.cookie ? { cookie: overrides.cookie } : {}) },
    payload: { email, password, username, name: username, ageConfirmed: true },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user: { id: string } };
  return {
    id: body.user.id,
    email,
    username,
    password,
    cookie: cookiesFrom(response.headers['set-cookie'], overrides.cookie),
  };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  cookie = '',
  remoteAddress = nextAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });
}
