import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { conversationSafetyContext } from '#server/db/schema/index.js';

/** Safety's memory of a conversation, kept in its own table and keyed by conversation id. */
export function createConversationContext(db: Database) {
  return {
    async minorStated(conversationId: string | undefined): Promise<boolean> {
      if (!conversationId) return false;
      const [row] = await db
        .select({ minorStated: conversationSafetyContext.minorStated })
        .from(conversationSafetyContext)
        .where(eq(conversationSafetyContext.conversationId, conversationId));
      return row?.minorStated ?? false;
    },
    async rememberMinor(conversationId: string | undefined) {
      if (!conversationId) return;
      await db
        .insert(conversationSafetyContext)
        .values({ conversationId, minorStated: true })
        .onConflictDoUpdate({
          target: conversationSafetyContext.conversationId,
          set: { minorStated: true, updatedAt: new Date() },
        });
    },
  };
}
