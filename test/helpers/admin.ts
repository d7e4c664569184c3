import type { FastifyInstance } from 'fastify';
import { signUp, uniqueEmail, type TestUser } from './auth.js';

export const ADMIN_EMAIL = 'boss@example.com';
/** The env that makes ADMIN_EMAIL an admin (the bootstrap list, as in production). */
export const ADMIN_ENV = { ADMIN_EMAILS: ADMIN_EMAIL };

export async function signUpAdminAndMember(app: FastifyInstance) {
  const admin = await signUp(app, { email: ADMIN_EMAIL });
  const member = await signUp(app, { email: uniqueEmail('member') });
  return { admin, member };
}

export function asUser(app: FastifyInstance, user: TestUser | null) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        origin: 'http://localhost:3000',
        ...(user ? { cookie: user.cookie } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}
