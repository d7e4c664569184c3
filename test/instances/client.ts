/** A browser-like client over real HTTP: one cookie jar, one client IP (X-Forwarded-For). */
import { cookiesFrom, ORIGIN } from '../helpers/auth.js';

let counter = 0;

export interface HttpClient {
  cookie: string;
  /** Sends to `base` (the proxy, or one instance) with this client's cookies and IP. */
  call(
    base: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: () => Promise<unknown>; text: () => Promise<string> }>;
  /** The raw fetch Response, for streams. */
  raw(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    accept?: string,
  ): Promise<Response>;
}

/** A client with its own documentation-range IP, so per-IP limits of one test stay its own. */
export function createClient(): HttpClient {
  counter += 1;
  const ip = `198.51.100.${counter}`;
  const client: HttpClient = {
    cookie: '',
    async raw(base, method, path, body, accept = 'application/json') {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          origin: ORIGIN,
          accept,
          'x-forwarded-for': ip,
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      client.cookie = cookiesFrom(response.headers.getSetCookie(), client.cookie);
      return response;
    },
    async call(base, method, path, body) {
      const response = await client.raw(base, method, path, body);
      const text = await response.text();
      return {
        status: response.status,
        json: async () => JSON.parse(text) as unknown,
        text: async () => text,
      };
    },
  };
  return client;
}

export function uniqueName(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** Signs the client up at `base`; its session cookie is kept in the jar. */
export async function signUpClient(client: HttpClient, base: string, email?: string) {
  const username = uniqueName('inst');
  const response = await client.call(base, 'POST', '/api/auth/sign-up/email', {
    email: email ?? `${username}@example.com`,
    password: 'correct-horse-battery',
    username,
    name: username,
    ageConfirmed: true,
  });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** Polls `read` until `done` holds (bounded, so a broken property fails instead of hanging). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  attempts = 200,
): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < attempts && !done(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
