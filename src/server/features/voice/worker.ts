import { createHash } from 'node:crypto';
import { VOICE_MESSAGES } from '#shared/constants.js';
import { PermanentJobError, type Job, type JobContext } from '#server/jobs/queue.js';
import { SpeechProviderError, speakableText } from '#server/providers/tts/index.js';
import type { VoiceDeps } from './context.js';
import type { Voices } from './voices.js';

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

/** The speech job and its failure path: synthesise, store, or refund after the last attempt. */
export function createVoiceWorker(deps: VoiceDeps, voices: Voices) {
  const { store, log } = deps;

  async function wordsFor(userId: string, messageId: string, textHash: string) {
    const found = await deps.chat.conversations.memberMessage(userId, messageId);
    const words = found ? speakableText(found.message.content) : '';
    // Deleted or swiped to another version since it was paid for: nothing right to read.
    if (!words || createHash('sha256').update(words).digest('hex') !== textHash)
      throw new PermanentJobError('The reply changed before it could be read aloud.');
    return words;
  }

  return {
    async run(job: Job, context: JobContext) {
      const row = await store.get(String(job.payload.audioId));
      if (!row || row.status === 'done' || row.status === 'failed') return { skipped: true };
      await store.markRunning(row.id);
      const text = await wordsFor(row.userId, row.messageId, row.textHash);
      const voice = await voices.of(row.characterId);
      let speech;
      try {
        speech = await deps.speech.synthesize({ text, voice, signal: context.signal });
      } catch (error) {
        if (error instanceof SpeechProviderError && !error.transient)
          throw new PermanentJobError(error.message);
        throw error;
      }
      const storageKey = `audio/${row.userId}/${row.id}.${EXTENSIONS[speech.contentType] ?? 'bin'}`;
      await deps.storage.put(storageKey, speech.bytes, speech.contentType);
      await store.finish(row.id, {
        storageKey,
        contentType: speech.contentType,
        durationMs: speech.durationMs,
        byteSize: speech.bytes.byteLength,
      });
      return { audioId: row.id, bytes: speech.bytes.byteLength };
    },

    /** After the last attempt: the request fails and its credits return, once. */
    async fail(job: Job, error: Error) {
      const audioId = String(job.payload.audioId);
      try {
        await deps.db.transaction(async (tx) => {
          const failed = await store.fail(
            tx,
            audioId,
            `${VOICE_MESSAGES.failed} (${error.message})`,
          );
          if (!failed || failed.creditsCharged === 0) return;
          await deps.credits.refundCredits(failed.userId, 'audio_reply', `audio:${audioId}`, tx);
          await store.markRefunded(tx, audioId);
        });
      } catch (failure) {
        log.error({ err: failure, audioId }, 'voice request not marked failed or refunded');
        throw failure;
      }
    },
  };
}
