import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import type { RateLimiter } from '#server/http/rateLimiter.js';
import type { JobQueue } from '#server/jobs/queue.js';
import type { ImageBackend } from '#server/providers/images/types.js';
import type { FileStorage } from '#server/providers/storage/types.js';
import type { AnalyticsService } from '../analytics/index.js';
import type { CharactersService } from '../characters/index.js';
import type { ChatService } from '../chat/index.js';
import type { CreditsService } from '../credits/index.js';
import type { SafetyService } from '../safety/index.js';
import type { ImagingStore } from './store.js';

/** The queue image jobs run on. */
export const IMAGE_QUEUE = 'image';

export interface ImagingDeps {
  config: AppConfig;
  db: Database;
  store: ImagingStore;
  characters: CharactersService;
  /** Selfies asked for in a chat: the conversation is checked, the image posted there. */
  chat: Pick<ChatService['conversations'], 'isMemberConversation' | 'postImage'>;
  safety: SafetyService;
  credits: CreditsService;
  analytics: AnalyticsService;
  limiter: RateLimiter;
  jobs: JobQueue;
  backend: ImageBackend;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Told when an image is ready, e.g. to push it to a member who closed the tab. */
  onImageReady?: (
    userId: string,
    image: { imageId: string; characterName: string },
  ) => Promise<void>;
}
