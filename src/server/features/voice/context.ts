import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import type { RateLimiter } from '#server/http/rateLimiter.js';
import type { JobQueue } from '#server/jobs/queue.js';
import type { FileStorage } from '#server/providers/storage/types.js';
import type { SpeechProvider } from '#server/providers/tts/types.js';
import type { ChatService } from '../chat/index.js';
import type { CreditsService } from '../credits/index.js';
import type { VoiceStore } from './store.js';

/** The queue speech jobs run on. */
export const VOICE_QUEUE = 'voice';

export interface VoiceDeps {
  config: AppConfig;
  db: Database;
  store: VoiceStore;
  chat: ChatService;
  credits: CreditsService;
  limiter: RateLimiter;
  jobs: JobQueue;
  speech: SpeechProvider;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** How long the request waits for its audio before answering "still being made". */
  waitMs?: number;
}
