import extractChunks from 'png-chunks-extract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecondInstance, createTestApp } from '#test/helpers/app.js';
import { ADMIN_ENV, asUser, signUpAdminAndMember } from '#test/helpers/admin.js';
import { databaseKinds } from '#test/helpers/db.js';
import { startFakeOpenAI, type FakeOpenAI } from '#test/helpers/fakeOpenAI.js';

const PROMPT = 'You are Juniper, 27, a warm and flirty botanist (21+). Speak softly about plants.';
const form = {
  name: 'Juniper',
  age: 27,
  bio: 'A botanist who talks to her plants.',
  persona: 'Warm, curious and a little flirty.',
  personaSystemPrompt: PROMPT,
  greeting: 'Oh, hello! Mind the ferns.',
  imageUrl: 'https://example.com/juniper.png',
  tags: ['Nature', ' ', 'Gentle'],
  starterPrompts: ['What are you growing?', ''],
  appearance: { bodySpec: 'tall, freckles', styleHints: 'green cardigan' },
  faceRefUrl: 'https://example.com/juniper-face.png',
};

function v2Card(data: Record<string, unknown>) {
  return { spec: 'chara_card_v2', spec_version: '2.0', data };
}
const CARD_DATA = {
  name: 'Marlow',
  description: 'Marlow is a 31-year-old lighthouse keeper with a dry wit.',
  personality: 'Dry, loyal, flirty when the fog rolls in.',
  scenario: 'A stormy night at the lighthouse.',
  first_mes: 'Storm coming in. Tea?',
  mes_example: '<START>\n{{user}}: Hi\n{{char}}: Evening.',
  alternate_greetings: ['Back again?', 'Mind the stairs.'],
  system_prompt: '',
  tags: ['Mystery'],
  creator: 'someone',
  extensions: { depth_prompt: { depth: 4, prompt: 'stay in character' }, custom_tool: { a: 1 } },
};

describe.each(databaseKinds)('admin characters, cards and personas (%s)', (kind) => {
  let fake: FakeOpenAI;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let users: Awaited<ReturnType<typeof signUpAdminAndMember>>;
  let admin: ReturnType<typeof asUser>;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'Hello from the model.' });
    ctx = await createTestApp(kind, {
      ...ADMIN_ENV,
      LLM_BASE_URL: fake.baseURL,
      LLM_MODEL: 'fake',
    });
    users = await signUpAdminAndMember(ctx.app);
    admin = asUser(ctx.app, users.admin);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  async function importBytes(body: Buffer | string, type: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/admin/characters/import',
      headers: {
        origin: 'http://localhost:3000',
        cookie: users.admin.cookie,
        'content-type': type,
      },
      payload: body,
    });
  }
  const characterCount = async () =>
    ((await admin('GET', '/api/admin/characters')).json() as { items: unknown[] }).items.length;

  it('creates, edits and deactivates a character; the public roster follows at once', async () => {
    const created = await admin('POST', '/api/admin/characters', form);
    expect(created.statusCode).toBe(201);
    const character = created.json();
    expect(character).toMatchObject({
      name: 'Juniper',
      tags: ['Nature', 'Gentle'],
      starterPrompts: ['What are you growing?'],
      appearance: { bodySpec: 'tall, freckles', styleHints: 'green cardigan' },
      faceRefUrl: 'https://example.com/juniper-face.png',
    });
    const visible = await ctx.app.inject({ url: `/api/characters/${character.id}` });
    expect(visible.statusCode).toBe(200);
    expect(visible.body).not.toContain(PROMPT);

    const edited = await admin('PUT', `/api/admin/characters/${character.id}`, {
      ...form,
      bio: 'New bio.',
    });
    expect(edited.json().bio).toBe('New bio.');
    expect((await ctx.app.inject({ url: `/api/characters/${character.id}` })).json().bio).toBe(
      'New bio.',
    );

    const off = await admin('POST', `/api/admin/characters/${character.id}/active`, {
      isActive: false,
    });
    expect(off.json().isActive).toBe(false);
    expect((await ctx.app.inject({ url: `/api/characters/${character.id}` })).statusCode).toBe(404);
    const audit = await admin('GET', '/api/admin/audit');
    const actions = (audit.json().items as Array<{ action: string }>).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['character.create', 'character.update', 'character.deactivate']),
    );
  });

  it('refreshes the roster of another instance on the same database', async () => {
    const other = await createSecondInstance(ctx);
    try {
      const created = (
        await admin('POST', '/api/admin/characters', { ...form, name: 'Rowan' })
      ).json();
      expect((await other.inject({ url: `/api/characters/${created.id}` })).statusCode).toBe(200);
      await admin('POST', `/api/admin/characters/${created.id}/active`, { isActive: false });
      // The other instance asks for the roster version at most once a second; move its clock on.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2000);
      expect((await other.inject({ url: `/api/characters/${created.id}` })).statusCode).toBe(404);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });

  it('refuses invalid input, an under-age or minor-coded character, with the reason', async () => {
    const missing = await admin('POST', '/api/admin/characters', {
      ...form,
      name: '',
      imageUrl: 'nope',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      name: 'Name is required',
      imageUrl: 'Image URL must be a URL',
    });
    const young = await admin('POST', '/api/admin/characters', { ...form, age: 19 });
    expect(young.json().error.fields.age).toBe('Age must be at least 21');
    const coded = await admin('POST', '/api/admin/characters', {
      ...form,
      bio: 'A shy schoolgirl in her first year of middle school.',
    });
    expect(coded.statusCode).toBe(400);
    expect(coded.json().error.code).toBe('character_refused');
    expect(coded.json().error.message).toMatch(/minor/);
    const control = await admin('POST', '/api/admin/characters', { ...form, bio: 'bad\u0000text' });
    expect(control.statusCode).toBe(400);
  });

  it('round-trips Character Card V2 and V3 through PNG and JSON, keeping unknown fields', async () => {
    const json = await importBytes(JSON.stringify(v2Card(CARD_DATA)), 'application/json');
    expect(json.statusCode).toBe(201);
    const imported = json.json();
    expect(imported).toMatchObject({
      name: 'Marlow',
      age: 31,
      greeting: 'Storm coming in. Tea?',
      alternateGreetings: ['Back again?', 'Mind the stairs.'],
      exampleDialogue: CARD_DATA.mes_example,
    });
    for (const version of ['v2', 'v3'] as const) {
      const png = await admin(
        'GET',
        `/api/admin/characters/${imported.id}/card?version=${version}&format=png`,
      );
      expect(png.headers['content-type']).toBe('image/png');
      const keywords = extractChunks(png.rawPayload)
        .filter((chunk) => chunk.name === 'tEXt')
        .map((chunk) => Buffer.from(chunk.data).toString('latin1').split('\0')[0]);
      expect(keywords).toEqual(version === 'v3' ? ['chara', 'ccv3'] : ['chara']);
      const again = await importBytes(png.rawPayload, 'image/png');
      expect(again.statusCode).toBe(201);
      const exported = await admin(
        'GET',
        `/api/admin/characters/${again.json().id}/card?version=${version}&format=json`,
      );
      const card = exported.json();
      expect(card.spec).toBe(version === 'v3' ? 'chara_card_v3' : 'chara_card_v2');
      expect(card.data).toMatchObject({
        name: 'Marlow',
        first_mes: CARD_DATA.first_mes,
        alternate_greetings: CARD_DATA.alternate_greetings,
        mes_example: CARD_DATA.mes_example,
        scenario: CARD_DATA.scenario,
        creator: 'someone',
      });
      expect(card.data.extensions.depth_prompt).toEqual(CARD_DATA.extensions.depth_prompt);
      expect(card.data.extensions.custom_tool).toEqual({ a: 1 });
    }
  });

  it('answers 400 to a corrupt PNG, an oversized file or a minor-coded card, changing nothing', async () => {
    const before = await characterCount();
    const good = await admin('GET', '/api/admin/characters/luna/card?format=png');
    const corrupt = Buffer.from(good.rawPayload);
    corrupt[corrupt.length - 20] ^= 0xff;
    expect((await importBytes(corrupt, 'image/png')).statusCode).toBe(400);
    expect((await importBytes(good.rawPayload.subarray(0, 40), 'image/png')).statusCode).toBe(400);
    const huge = Buffer.concat([good.rawPayload, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expect((await importBytes(huge, 'image/png')).statusCode).toBe(400);
    const minor = await importBytes(
      JSON.stringify(v2Card({ ...CARD_DATA, description: 'Marlow is a 15-year-old student.' })),
      'application/json',
    );
    expect(minor.statusCode).toBe(400);
    expect(await characterCount()).toBe(before);
  });

  it('keeps persona versions; a restored prompt is used by the next chat reply', async () => {
    const original = (await admin('GET', '/api/admin/characters/luna')).json().personaSystemPrompt;
    const saved = await admin('PUT', '/api/admin/personas/luna', {
      prompt: `${original} Loves thunderstorms.`,
    });
    expect(saved.statusCode).toBe(200);
    const versions = (await admin('GET', '/api/admin/personas/luna/versions')).json().items;
    expect(versions.map((v: { source: string }) => v.source)).toEqual(['save', 'seed']);
    expect(versions[0].authorEmail).toBe(users.admin.email);

    const restored = await admin(
      'POST',
      `/api/admin/personas/luna/versions/${versions[1].id}/restore`,
      {},
    );
    expect(restored.statusCode).toBe(200);
    const chat = asUser(ctx.app, users.member);
    const conversation = (await chat('POST', '/api/conversations', { characterId: 'luna' })).json();
    fake.reset();
    const sent = await chat('POST', `/api/conversations/${conversation.conversation.id}/messages`, {
      content: 'Hello there',
    });
    expect(sent.statusCode).toBe(200);
    const system = fake.requests.at(-1)!.messages[0].content;
    expect(system).toContain(original);
    expect(system).not.toContain('Loves thunderstorms');
  });

  it('tests a draft persona through the chat prompt assembly without saving it', async () => {
    fake.reset();
    const response = await admin('POST', '/api/admin/personas/luna/test', {
      prompt: 'DRAFT PROMPT: you are Luna, 21+, flirty.',
      message: 'Hi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().reply).toBe('Hello from the model.');
    expect(fake.requests.at(-1)!.messages[0].content).toContain('DRAFT PROMPT');
    const stored = (await admin('GET', '/api/admin/characters/luna')).json().personaSystemPrompt;
    expect(stored).not.toContain('DRAFT PROMPT');
  });
});
