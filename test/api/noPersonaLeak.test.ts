import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characters } from '#server/db/schema/index.js';
import { createTestApp } from '../helpers/app.js';
import { databaseKinds } from '../helpers/db.js';

const SAMPLE_PARAMS: Record<string, string> = { id: 'luna', characterId: 'luna', file: 'luna.svg' };
const FORBIDDEN_KEYS = ['personaSystemPrompt', 'persona_system_prompt'];

describe.each(databaseKinds)('no response leaks a persona system prompt (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let prompts: string[];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const rows = await ctx.database.db
      .select({ prompt: characters.personaSystemPrompt })
      .from(characters);
    // A distinctive slice of each prompt: enough to spot it, short enough to survive truncation.
    prompts = rows.map((row) => row.prompt.slice(0, 60));
  });
  afterAll(async () => ctx?.close());

  it('walks every public GET route and finds neither the key nor any prompt text', async () => {
    const getRoutes = ctx.app.routeList.filter(
      (route) =>
        route.method === 'GET' && !route.url.startsWith('/api/admin') && !route.url.includes('*'),
    );
    expect(getRoutes.length).toBeGreaterThan(3);
    for (const route of getRoutes) {
      const url = route.url.replace(
        /:(\w+)/g,
        (_match, name: string) => SAMPLE_PARAMS[name] ?? 'luna',
      );
      for (const query of ['', '?q=luna&limit=100']) {
        const response = await ctx.app.inject({ method: 'GET', url: url + query });
        for (const key of FORBIDDEN_KEYS)
          expect(response.body, `${url} exposes ${key}`).not.toContain(key);
        for (const prompt of prompts)
          expect(response.body, `${url} exposes a prompt`).not.toContain(prompt);
      }
    }
  });
});
