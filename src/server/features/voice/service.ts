import type { CharacterVoice } from '#shared/api/voice.js';
import { notFound } from '#server/http/errors.js';
import type { AccountDataRegistry, Viewer } from '../auth/index.js';
import { VOICE_QUEUE, type VoiceDeps } from './context.js';
import { audioUrlOf, createRequestAudio } from './request.js';
import { createVoices } from './voices.js';
import { createVoiceWorker } from './worker.js';

/** Speech jobs one instance runs at once (the offline engine is CPU-bound; endpoints wait). */
const WORKER_CONCURRENCY = 2;
/** Messages of a conversation whose audio the page looks up (the chat shows no more at once). */
const RECENT_MESSAGES = 200;

/** Voice replies (docs/decisions/0080-voice-replies.md). */
export function createVoiceService(deps: VoiceDeps) {
  const voices = createVoices(deps.store);
  const worker = createVoiceWorker(deps, voices);
  deps.jobs.work(VOICE_QUEUE, (job, context) => worker.run(job, context), {
    concurrency: WORKER_CONCURRENCY,
    onFailed: (job, error) => worker.fail(job, error),
  });

  return {
    requestAudio: createRequestAudio(deps),
    engine: deps.speech.kind,

    /** The audio file, to its owner only (404 for anyone else and for unfinished audio). */
    async file(userId: string, audioId: string) {
      const row = await deps.store.owned(userId, audioId);
      if (!row || row.status !== 'done' || !row.storageKey) throw notFound('Audio not found.');
      const stored = await deps.storage.get(row.storageKey);
      if (!stored) throw notFound('Audio not found.');
      return stored;
    },

    /** The finished audio of a conversation's messages, for "Play" without paying again. */
    async ofConversation(viewer: Viewer, conversationId: string) {
      // The chat feature checks the owner (404) and lists the recent messages.
      const { items } = await deps.chat.conversations.messages(
        { viewer, guestId: null },
        conversationId,
        { limit: RECENT_MESSAGES },
      );
      const rows = await deps.store.doneFor(
        viewer.id,
        items.map((item) => item.id),
      );
      const seen = new Set<string>();
      return {
        items: rows
          .filter((row) => !seen.has(row.messageId) && seen.add(row.messageId))
          .map((row) => ({
            messageId: row.messageId,
            audioUrl: audioUrlOf(row.id),
            durationMs: row.durationMs ?? 0,
            offline: row.engine === 'offline',
          })),
      };
    },

    async voiceOf(characterId: string) {
      return { ...(await voices.of(characterId)), engine: deps.speech.kind };
    },
    async setVoice(characterId: string, voice: CharacterVoice) {
      await voices.set(characterId, voice);
      return this.voiceOf(characterId);
    },
    adoptFromCard: voices.adoptFromCard,

    registerDataOwner(registry: AccountDataRegistry) {
      // Rows cascade with the user row; the files are removed with them.
      registry.register({
        name: 'voice',
        exportRows: async (executor, userId) => ({
          audio: (await deps.store.allOf(executor, userId)).map((row) => ({
            id: row.id,
            message_id: row.messageId,
            status: row.status,
            credits_charged: row.creditsCharged,
            created_at: row.createdAt.toISOString(),
          })),
        }),
        deleteRows: async (executor, userId) => {
          const keys = await deps.store.storageKeysOf(executor, userId);
          await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => {})));
        },
      });
    },
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;
