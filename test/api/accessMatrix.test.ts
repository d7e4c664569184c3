import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, type RouteAccess } from '#server/http/access.js';
import { createTestApp } from '../helpers/app.js';
import { signUp, type TestUser } from '../helpers/auth.js';
import { databaseKinds } from '../helpers/db.js';
import { call, fillUrl, startConversation, walkableRoutes } from './routeWalk.js';

type Identity = 'guest' | 'free' | 'premium' | 'admin';
const IDENTITIES: Identity[] = ['guest', 'free', 'premium', 'admin'];
const ADMIN_EMAIL = 'matrix-admin@example.com';

/** Statuses that mean "you may not": the row fails when they appear where access is allowed. */
const DENIALS = [401, 402, 403];

/** The statuses each access level allows per identity; `null` means "any but a denial". */
const EXPECTED: Record<RouteAccess, Record<Identity, number[] | null>> = {
  public: { guest: null, free: null, premium: null, admin: null },
  visitor: { guest: null, free: null, premium: null, admin: null },
  member: { guest: [401], free: null, premium: null, admin: null },
  // Free members learn it is a Premium feature (402, or 403 on the older credits routes).
  // Admin is a role, not a plan: an admin without Premium is refused like any free member.
  premium: { guest: [401], free: [402, 403], premium: null, admin: [402, 403] },
  admin: { guest: [401], free: [403], premium: [403], admin: null },
  // Provider callbacks: without a valid signature nobody gets in, whoever they are.
  webhook: { guest: [400], free: [400], premium: [400], admin: [400] },
  // Machines with the operator's token (metrics): a session, even an admin's, is not enough.
  // Off (404) when METRICS_TOKEN is unset, as in these tests.
  operator: { guest: [401, 404], free: [401, 404], premium: [401, 404], admin: [401, 404] },
};

describe.each(databaseKinds)('access matrix over the whole route table on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const users = {} as Record<Exclude<Identity, 'guest'>, TestUser>;
  let foreignConversation: string;
  let foreignMessage: string;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { ADMIN_EMAILS: ADMIN_EMAIL });
    users.free = await signUp(ctx.app);
    users.premium = await signUp(ctx.app);
    users.admin = await signUp(ctx.app, { email: ADMIN_EMAIL });
    await ctx.app.services.auth.setPremiumGrant(users.premium.email, true);
    // An object that belongs to someone else (the Premium user), for every :id route.
    const foreign = await startConversation(ctx.app, users.premium.cookie);
    foreignConversation = foreign.conversationId;
    foreignMessage = foreign.messageId;
  });
  afterAll(async () => ctx?.close());

  it('finds config.access on every registered route', () => {
    const missing = walkableRoutes(ctx.app).filter(
      (route) => !route.access || !ROUTE_ACCESS.includes(route.access),
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers each identity as the route declares', async () => {
    const failures: string[] = [];
    for (const route of walkableRoutes(ctx.app)) {
      const url = fillUrl(route.url, {
        id: route.url.startsWith('/api/messages') ? foreignMessage : foreignConversation,
        userId: users.free.id,
        sessionId: 'cs_test_unknown',
        characterId: 'luna',
        file: 'luna.svg',
      });
      for (const identity of IDENTITIES) {
        const cookie = identity === 'guest' ? null : users[identity].cookie;
        const body =
          route.method === 'GET' ? undefined : { payload: '{}', contentType: 'application/json' };
        const response = await call(ctx.app, route.method, url, cookie, body);
        const status = response.statusCode;
        const allowed = EXPECTED[route.access!][identity];
        // ComfyUI-only admin tools say so with 503 when the app runs on the local renderer.
        const notConfigured = status === 503 && notConfiguredCode(response.body);
        const ok =
          (status < 500 || notConfigured) &&
          (allowed ? allowed.includes(status) : !DENIALS.includes(status));
        if (!ok) failures.push(`${route.method} ${route.url} as ${identity}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 for another user's conversation or message on every route that takes one", async () => {
    const failures: string[] = [];
    const objectRoutes = walkableRoutes(ctx.app).filter((route) =>
      /^\/api\/(conversations|messages)\/:id/.test(route.url),
    );
    expect(objectRoutes.length).toBeGreaterThan(5);
    for (const route of objectRoutes) {
      const id = route.url.startsWith('/api/messages') ? foreignMessage : foreignConversation;
      const payload = route.url.endsWith('/alternate') ? '{"index":0}' : '{"content":"Hello"}';
      const body =
        route.method === 'GET' ? undefined : { payload, contentType: 'application/json' };
      for (const identity of ['guest', 'free'] as const) {
        const cookie = identity === 'guest' ? null : users.free.cookie;
        const response = await call(
          ctx.app,
          route.method,
          fillUrl(route.url, { id }),
          cookie,
          body,
        );
        if (response.statusCode !== 404)
          failures.push(`${route.method} ${route.url} as ${identity}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** The 503 of a tool whose outside system is not configured (as opposed to a crash). */
function notConfiguredCode(body: string): boolean {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code === 'comfy_off';
  } catch {
    return false;
  }
}
