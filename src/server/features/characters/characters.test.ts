import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { characters } from '#server/db/schema/index.js';
import { createSecondInstance, createTestApp } from '#test/helpers/app.js';
import { databaseKinds } from '#test/helpers/db.js';

type Listed = {
  items: Array<Record<string, unknown>>;
  total: number;
  nextOffset: number | null;
  availableTags: string[];
};

describe.each(databaseKinds)('characters API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/characters${query}` });
    return { status: response.statusCode, body: response.json() as Listed };
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  it('lists the 16 active characters, most popular first by default', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBe(16);
    const popularity = body.items.map((c) => c.popularity as number);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(body.items[0]).toMatchObject({ id: 'luna', rank: 1 });
  });

  it('searches name, bio and tags case-insensitively', async () => {
    expect((await list('?q=LUNA')).body.items.map((c) => c.id)).toContain('luna');
    const byTag = await list('?q=GOTH');
    expect(byTag.body.items.map((c) => c.id)).toContain('raven');
    const bioWord = ((await list('')).body.items.find((c) => c.id === 'nova')!.bio as string)
      .split(/\s+/)
      .find((word) => /^[a-z]{6,}$/i.test(word))!;
    const byBio = await list(`?q=${encodeURIComponent(bioWord.toUpperCase())}`);
    expect(byBio.body.items.map((c) => c.id)).toContain('nova');
  });

  it('filters by tags with any-of semantics', async () => {
    const all = (await list('?limit=100')).body.items;
    const withGoth = all.filter((c) => (c.tags as string[]).includes('goth')).map((c) => c.id);
    const withPlayful = all
      .filter((c) => (c.tags as string[]).includes('playful'))
      .map((c) => c.id);
    const union = new Set([...withGoth, ...withPlayful]);
    const { body } = await list('?tags=goth&tags=playful&limit=100');
    expect(new Set(body.items.map((c) => c.id))).toEqual(union);
    expect(body.total).toBe(union.size);
  });

  it('sorts by name and by age ascending', async () => {
    const byName = (await list('?sort=name')).body.items.map((c) => c.name as string);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    const byAge = (await list('?sort=age')).body.items.map((c) => c.age as number);
    expect(byAge).toEqual([...byAge].sort((a, b) => a - b));
  });

  it('pages with limit and offset and returns the total', async () => {
    const first = await list('?limit=5');
    const second = await list('?limit=5&offset=5');
    expect(first.body.items).toHaveLength(5);
    expect(first.body.nextOffset).toBe(5);
    expect(first.body.total).toBe(16);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    expect((await list('?limit=5&offset=15')).body.nextOffset).toBeNull();
  });

  it('applies the card age rule: digit label, else age, else 21+', async () => {
    const { body } = await list('?limit=100');
    for (const character of body.items) {
      const label = character.ageLabel as string | null;
      const expected = label && /^\d/.test(label) ? label : String(character.age);
      expect(character.displayAge).toBe(expected);
    }
  });

  it('hides inactive characters from the list and answers 404 for them', async () => {
    await ctx.database.db.execute(
      sql`update ${characters} set is_active = false where id = 'blaze'`,
    );
    const fresh = await createTestAppWithSameDb();
    const listed = await fresh.inject({ method: 'GET', url: '/api/characters?limit=100' });
    expect((listed.json() as Listed).items.map((c) => c.id)).not.toContain('blaze');
    const one = await fresh.inject({ method: 'GET', url: '/api/characters/blaze' });
    expect(one.statusCode).toBe(404);
    await ctx.database.db.execute(
      sql`update ${characters} set is_active = true where id = 'blaze'`,
    );
    await fresh.close();
  });

  it('answers 404 in the standard shape for an unknown id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/characters/nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it.each([
    ['?sort=rating', 'sort'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
    ['?offset=-1', 'offset'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/characters${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json() as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain(field);
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  async function createTestAppWithSameDb() {
    return createSecondInstance(ctx);
  }
});
