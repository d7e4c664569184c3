import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { characters } from './characters.js';
import { messages } from './chat.js';

/**
 * A character's voice, set in character management or read from an imported card. Characters
 * without a row use the roster's default voice (docs/decisions/0080-voice-replies.md).
 */
export const characterVoices = pgTable('character_voices', {
  characterId: text('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  /** The speech endpoint's voice id (e.g. "nova", "af_bella"). */
  voiceId: text('voice_id').notNull(),
  /** eSpeak NG voice and variant for the offline engine (e.g. "en-us+f3"). */
  offlineVoice: text('offline_voice').notNull(),
  speed: real('speed').notNull().default(1),
  pitch: integer('pitch').notNull().default(50),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One spoken reply: made once per message text, charged once, replayed free. The synthesis is a
 * job in `jobs`; a failed one is refunded and may be asked for again (a new row).
 */
export const messageAudio = pgTable(
  'message_audio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** sha256 of the words read, so a swiped alternate gets its own audio. */
    textHash: text('text_hash').notNull(),
    characterId: text('character_id').notNull(),
    /** queued → running → done | failed. */
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    engine: text('engine').notNull(),
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    durationMs: integer('duration_ms'),
    byteSize: integer('byte_size'),
    creditsCharged: integer('credits_charged').notNull().default(0),
    refunded: boolean('refunded').notNull().default(false),
    error: text('error'),
    jobId: bigint('job_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('message_audio_message_idx').on(table.messageId, table.textHash),
    index('message_audio_user_idx').on(table.userId, table.createdAt),
    // At most one live (not failed) audio per message text: the guard behind "charged once".
    uniqueIndex('message_audio_live_unique')
      .on(table.messageId, table.textHash)
      .where(sql`status <> 'failed'`),
  ],
);

export type MessageAudioRow = typeof messageAudio.$inferSelect;
export type CharacterVoiceRow = typeof characterVoices.$inferSelect;
