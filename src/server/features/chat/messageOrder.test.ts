/**
 * A conversation's newest messages are read by walking that conversation's own index
 * (docs/decisions/0111-one-index-per-conversation-order.md): opening a conversation written long
 * ago must not read through every message written since in other conversations. The rule is
 * counted in rows the database touched, not in time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '#test/helpers/app.js';
import { ORIGIN, signUp } from '#test/helpers/auth.js';
import { databaseKinds } from '#test/helpers/db.js';
import {
  analyzeMessages,
  execute,
  fillConversation,
  newestPage,
  promptWindowOf,
  rowsTouchedBy,
} from '#test/helpers/messageReads.js';

const OLD_MESSAGES = 1_500;
const NEWER_MESSAGES = 3_000;

describe.each(databaseKinds)('reading an old conversation, on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let oldConversation: string;

  async function conversationWith(cookie: string, count: number) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { characterId: 'luna' },
      headers: { origin: ORIGIN, cookie },
    });
    const id = (created.json() as { conversation: { id: string } }).conversation.id;
    await fillConversation(ctx.database.db, id, count);
    return id;
  }

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const user = await signUp(ctx.app);
    oldConversation = await conversationWith(user.cookie, OLD_MESSAGES);
    await conversationWith(user.cookie, NEWER_MESSAGES);
    // Statistics as a running database keeps them.
    await analyzeMessages(ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('reads its last page from its own rows only', async () => {
    const touched = await rowsTouchedBy(
      ctx.database.db,
      newestPage(ctx.database.db, oldConversation),
    );
    expect(touched).toBeLessThanOrEqual(OLD_MESSAGES);
  });

  it('reads its prompt window from its own rows only', async () => {
    const touched = await rowsTouchedBy(ctx.database.db, promptWindowOf(oldConversation));
    expect(touched).toBeLessThanOrEqual(OLD_MESSAGES);
  });

  it('still refuses two messages at one place in a conversation', async () => {
    const { rows } = await execute(
      ctx.database.db,
      sql`select seq from messages where conversation_id = ${oldConversation}::uuid limit 1`,
    );
    const refused = await execute(
      ctx.database.db,
      sql`
      insert into messages (conversation_id, role, content, status, seq)
      values (${oldConversation}::uuid, 'user', 'Again', 'sent', ${rows[0].seq})`,
    ).catch((error: unknown) => error as { cause?: { code?: string } });
    // 23505: unique_violation.
    expect(refused).toMatchObject({ cause: { code: '23505' } });
  });
});
