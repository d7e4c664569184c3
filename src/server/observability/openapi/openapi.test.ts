/** /api/openapi.json: generated from the shared schemas, admins only, and complete. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helpers/app.js';
import { signUp, type TestUser } from '#test/helpers/auth.js';
import { API_OPERATIONS, documentedMethods, openApiPath } from '../index.js';

const ADMIN_EMAIL = 'openapi-admin@example.com';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

describe('OpenAPI document', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let member: TestUser;
  let document: OpenApiDocument;

  beforeAll(async () => {
    ctx = await createTestApp('pglite', { ADMIN_EMAILS: ADMIN_EMAIL });
    admin = await signUp(ctx.app, { email: ADMIN_EMAIL });
    member = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    document = response.json() as OpenApiDocument;
  });
  afterAll(async () => ctx?.close());

  it('is for admins only', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(guest.statusCode).toBe(401);
    const free = await ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { cookie: member.cookie },
    });
    expect(free.statusCode).toBe(403);
  });

  it('lists every registered route, with its access level', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing = ctx.app.routeList
      .filter((route) => documentedMethods(route.method))
      .filter((route) => {
        const entry = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
        return !entry || entry['x-access'] !== (route.access ?? 'unspecified');
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('names no route in its table that does not exist', () => {
    const registered = new Set(ctx.app.routeList.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(API_OPERATIONS).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('describes bodies, parameters and answers from the shared zod schemas', () => {
    const send = document.paths['/api/conversations/{id}/messages'].post as {
      parameters: Array<{ name: string; in: string }>;
      requestBody: { content: { 'application/json': { schema: { properties: object } } } };
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(send.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(send.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'content',
    );
    expect(Object.keys(send.responses['200'].content!)).toEqual([
      'application/json',
      'text/event-stream',
    ]);
    expect(send.responses['402']).toBeDefined();
    const signUpBody = document.paths['/api/auth/sign-up/email'].post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(signUpBody.requestBody.content['application/json'].schema.required).toContain('email');
  });
});
