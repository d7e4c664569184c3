import { createHash, randomUUID } from 'node:crypto';
import { CREDIT_COSTS } from '#shared/plans.js';
import { VOICE_MESSAGES } from '#shared/constants.js';
import type { MessageAudio } from '#shared/api/voice.js';
import type { MessageAudioRow } from '#server/db/schema/index.js';
import { AppError, notFound, unavailable } from '#server/http/errors.js';
import { speakableText } from '#server/providers/tts/index.js';
import type { Viewer } from '../auth/index.js';
import { VOICE_QUEUE, type VoiceDeps } from './context.js';
import { enforceVoiceRateLimit } from './limits.js';

const POLL_MS = 100;
const DEFAULT_WAIT_MS = 60_000;
const COST = CREDIT_COSTS.audio_reply;

export const premiumRequired = () =>
  new AppError(402, 'premium_required', VOICE_MESSAGES.premiumRequired);

export const audioUrlOf = (id: string) => `/api/voice/audio/${id}`;

/** Statuses of a reply whose words are final (a stopped reply keeps what was said). */
const FINISHED = new Set(['complete', 'stopped']);

/** The words to read, or a 422 when the message is not a reply that passed the safety policy. */
function wordsOf(message: {
  role: string;
  kind: string;
  status: string;
  safety: unknown;
  content: string;
}) {
  const voiceable =
    message.role === 'assistant' &&
    (message.kind === 'text' || message.kind === 'greeting') &&
    // Refused and crisis replies carry a safety mark: they are never voiced.
    !message.safety &&
    FINISHED.has(message.status);
  const words = voiceable ? speakableText(message.content) : '';
  if (!words) throw new AppError(422, 'not_voiceable', VOICE_MESSAGES.notVoiceable);
  return words;
}

/**
 * `POST /api/messages/{id}/audio`: the stored audio when it exists (free), else charges the
 * credits and enqueues the synthesis in one transaction, then waits for the job. A failed job
 * refunds (worker.ts); concurrent calls for one message charge once (advisory lock + unique index).
 */
export function createRequestAudio(deps: VoiceDeps) {
  const { db, store, credits, jobs } = deps;
  const waitMs = deps.waitMs ?? DEFAULT_WAIT_MS;

  async function settled(row: MessageAudioRow): Promise<MessageAudioRow> {
    const deadline = Date.now() + waitMs;
    let current: MessageAudioRow | null = row;
    while (current && (current.status === 'queued' || current.status === 'running')) {
      if (Date.now() > deadline) throw unavailable(VOICE_MESSAGES.pending, 'voice_pending');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      current = await store.get(row.id);
    }
    if (!current || current.status !== 'done')
      throw unavailable(VOICE_MESSAGES.failed, 'voice_failed');
    return current;
  }

  async function answer(
    row: MessageAudioRow,
    charged: number,
    userId: string,
  ): Promise<MessageAudio> {
    const done = await settled(row);
    return {
      audioUrl: audioUrlOf(done.id),
      durationMs: done.durationMs ?? 0,
      creditsCharged: charged,
      balance: await credits.balance(userId),
      offline: done.engine === 'offline',
    };
  }

  return async function requestAudio(viewer: Viewer, ip: string, messageId: string) {
    if (!viewer.isPremium) throw premiumRequired();
    const found = await deps.chat.conversations.memberMessage(viewer.id, messageId);
    if (!found) throw notFound('Message not found.');
    const words = wordsOf(found.message);
    const textHash = createHash('sha256').update(words).digest('hex');

    const existing = await store.live(db, messageId, textHash);
    if (existing) return answer(existing, 0, viewer.id);
    await enforceVoiceRateLimit(deps.limiter, deps.config, { userId: viewer.id, ip });

    const audioId = randomUUID();
    const outcome = await db
      .transaction(async (tx) => {
        await store.lockMessage(tx, messageId);
        // A concurrent call got here first: its audio is ours to wait for, free.
        const raced = await store.live(tx, messageId, textHash);
        if (raced) return { row: raced, charged: 0 };
        await credits.spendCredits(viewer.id, 'audio_reply', `audio:${audioId}`, tx);
        const row = await store.insert(tx, {
          id: audioId,
          userId: viewer.id,
          messageId,
          textHash,
          characterId: found.characterId,
          engine: deps.speech.kind,
          creditsCharged: COST,
        });
        const job = await jobs.enqueue(VOICE_QUEUE, { audioId }, { executor: tx, maxAttempts: 2 });
        await store.setJobId(tx, audioId, job.id);
        return { row, charged: COST };
      })
      .catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'not_enough_credits')
          throw new AppError(
            402,
            'insufficient_credits',
            VOICE_MESSAGES.insufficient(COST, await credits.balance(viewer.id)),
          );
        throw error;
      });
    // Enqueued inside the transaction: start it now that it is committed.
    if (outcome.charged) jobs.wake(VOICE_QUEUE);
    return answer(outcome.row, outcome.charged, viewer.id);
  };
}
