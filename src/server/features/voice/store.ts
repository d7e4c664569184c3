import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CharacterVoice } from '#shared/api/voice.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import { characterVoices, messageAudio, type MessageAudioRow } from '#server/db/schema/index.js';

type NewAudio = typeof messageAudio.$inferInsert;

/** The voice feature's statements over its own two tables. */
export function createVoiceStore(db: Database) {
  return {
    /** Serialises requests for one message inside the caller's transaction: one charge, ever. */
    async lockMessage(tx: DbExecutor, messageId: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`voice:${messageId}`}))`);
    },

    /** The audio of this message text that is made or being made (never a failed one). */
    async live(executor: DbExecutor, messageId: string, textHash: string) {
      const [row] = await executor
        .select()
        .from(messageAudio)
        .where(
          and(
            eq(messageAudio.messageId, messageId),
            eq(messageAudio.textHash, textHash),
            ne(messageAudio.status, 'failed'),
          ),
        );
      return row ?? null;
    },

    async insert(tx: DbExecutor, row: NewAudio) {
      const [created] = await tx.insert(messageAudio).values(row).returning();
      return created!;
    },

    async setJobId(tx: DbExecutor, id: string, jobId: number) {
      await tx.update(messageAudio).set({ jobId }).where(eq(messageAudio.id, id));
    },

    async get(id: string): Promise<MessageAudioRow | null> {
      const [row] = await db.select().from(messageAudio).where(eq(messageAudio.id, id));
      return row ?? null;
    },

    async owned(userId: string, id: string): Promise<MessageAudioRow | null> {
      const [row] = await db
        .select()
        .from(messageAudio)
        .where(and(eq(messageAudio.id, id), eq(messageAudio.userId, userId)));
      return row ?? null;
    },

    /** The finished audio of these messages (one conversation's page), newest first. */
    async doneFor(userId: string, messageIds: string[]) {
      if (messageIds.length === 0) return [];
      return db
        .select()
        .from(messageAudio)
        .where(
          and(
            eq(messageAudio.userId, userId),
            eq(messageAudio.status, 'done'),
            inArray(messageAudio.messageId, messageIds),
          ),
        )
        .orderBy(desc(messageAudio.createdAt));
    },

    async markRunning(id: string) {
      await db
        .update(messageAudio)
        .set({ status: 'running', error: null })
        .where(and(eq(messageAudio.id, id), inArray(messageAudio.status, ['queued', 'running'])));
    },

    async finish(
      id: string,
      values: { storageKey: string; contentType: string; durationMs: number; byteSize: number },
    ) {
      await db
        .update(messageAudio)
        .set({ ...values, status: 'done', finishedAt: new Date() })
        .where(eq(messageAudio.id, id));
    },

    /** Marks a request failed once; null when it was already failed or done. */
    async fail(tx: DbExecutor, id: string, error: string) {
      const [row] = await tx
        .update(messageAudio)
        .set({ status: 'failed', error, finishedAt: new Date() })
        .where(and(eq(messageAudio.id, id), inArray(messageAudio.status, ['queued', 'running'])))
        .returning();
      return row ?? null;
    },

    async markRefunded(tx: DbExecutor, id: string) {
      await tx.update(messageAudio).set({ refunded: true }).where(eq(messageAudio.id, id));
    },

    async storageKeysOf(executor: DbExecutor, userId: string) {
      const rows = await executor
        .select({ key: messageAudio.storageKey })
        .from(messageAudio)
        .where(eq(messageAudio.userId, userId));
      return rows.map((row) => row.key).filter((key): key is string => Boolean(key));
    },

    async allOf(executor: DbExecutor, userId: string) {
      return executor.select().from(messageAudio).where(eq(messageAudio.userId, userId));
    },

    async voiceOf(characterId: string) {
      const [row] = await db
        .select()
        .from(characterVoices)
        .where(eq(characterVoices.characterId, characterId));
      return row ?? null;
    },

    async saveVoice(characterId: string, voice: CharacterVoice) {
      await db
        .insert(characterVoices)
        .values({ characterId, ...voice })
        .onConflictDoUpdate({
          target: characterVoices.characterId,
          set: { ...voice, updatedAt: new Date() },
        });
    },
  };
}

export type VoiceStore = ReturnType<typeof createVoiceStore>;
