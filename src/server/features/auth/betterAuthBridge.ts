import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '#shared/api/auth.js';
import type { BetterAuthInstance } from './betterAuth.js';

/** better-auth error codes mapped to our status codes and product copy. */
const ERROR_MAP: Record<string, { status: number; code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    status: 401,
    code: 'invalid_credentials',
    message: AUTH_MESSAGES.invalidCredentials,
  },
  USER_ALREADY_EXISTS: {
    status: 409,
    code: 'email_taken',
    message: 'An account with this email already exists',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    code: 'email_taken',
    message: 'An account with this email already exists',
  },
  PASSWORD_TOO_SHORT: {
    status: 400,
    code: 'invalid_input',
    message: 'Password must be at least 8 characters',
  },
  PASSWORD_TOO_LONG: { status: 400, code: 'invalid_input', message: 'Password is too long' },
  BANNED_USER: {
    status: 403,
    code: 'account_suspended',
    message: 'Your account is suspended pending review.',
  },
};

/** Passes a Fastify request to better-auth's fetch handler and maps its answer to our shapes. */
export async function forwardToBetterAuth(
  auth: BetterAuthInstance,
  appUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
  /** Runs once better-auth has answered, before the reply leaves (e.g. to set more cookies). */
  onAnswer?: (status: number) => Promise<void> | void,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const response = await auth.handler(
    new Request(new URL(request.url, appUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  await onAnswer?.(response.status);
  if (response.status < 400)
    return reply
      .type(response.headers.get('content-type') ?? 'application/json')
      .send(text || null);
  const mapped = mapError(response.status, text);
  return reply.status(mapped.status).send({ error: mapped.error });
}

function mapError(status: number, text: string) {
  let body: { code?: string; message?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: keep the status, give a generic message.
  }
  const mapped = body.code ? ERROR_MAP[body.code] : undefined;
  if (mapped)
    return { status: mapped.status, error: { code: mapped.code, message: mapped.message } };
  return {
    status,
    error: {
      code: (body.code ?? 'auth_error').toLowerCase(),
      message: body.message ?? AUTH_MESSAGES.generic,
    },
  };
}
