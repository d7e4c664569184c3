import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.js';
import { ADMIN_ENV, asUser, signUpAdminAndMember } from '../helpers/admin.js';
import { databaseKinds } from '../helpers/db.js';

describe.each(databaseKinds)('every admin route refuses non-admins (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let users: Awaited<ReturnType<typeof signUpAdminAndMember>>;

  beforeAll(async () => {
    ctx = await createTestApp(kind, ADMIN_ENV);
    users = await signUpAdminAndMember(ctx.app);
  });
  afterAll(async () => ctx?.close());

  it('answers 401 signed out and 403 to a member, on every /api/admin route', async () => {
    const adminRoutes = ctx.app.routeList.filter(
      (route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD',
    );
    expect(adminRoutes.length).toBeGreaterThan(5);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:(\w+)/g, 'luna');
      const method = route.method as 'GET';
      const signedOut = await asUser(ctx.app, null)(method, url, {});
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
      const member = await asUser(ctx.app, users.member)(method, url, {});
      expect(member.statusCode, `${method} ${url} as member`).toBe(403);
      expect(member.json().error.code).toBe('forbidden');
    }
  });

  it('lets an admin in', async () => {
    const response = await asUser(ctx.app, users.admin)('GET', '/api/admin/qa-checklist');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.summary.total).toBeGreaterThanOrEqual(8);
    expect(body.checks.database).toBe(true);
    expect(body.checks.migrations_current).toBe(true);
    expect(body.checks.openai_api_responding).toBe(true);
  });
});
