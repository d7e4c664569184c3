import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { characters } from './characters.js';
import { conversations } from './chat.js';

/**
 * One row per image a member asked for: the status the page polls, what it cost and whether it
 * was refunded. The work itself is a job in `jobs` (docs/decisions/0050-imaging-jobs.md).
 */
export const imageRequests = pgTable(
  'image_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id),
    withCharacterId: text('with_character_id').references(() => characters.id),
    /** Asked for in this chat: the finished image is posted there as the character's message. */
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /** The member's own words only; the full prompt is rebuilt by the job. */
    prompt: text('prompt').notNull(),
    resolution: text('resolution').notNull(),
    angle: text('angle').notNull(),
    quickAction: text('quick_action'),
    sfw: boolean('sfw').notNull(),
    /** queued → running → done | failed. */
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    step: text('step'),
    error: text('error'),
    creditsCharged: integer('credits_charged').notNull().default(0),
    /** Credit request types charged, comma-separated, so the refund undoes exactly those. */
    charges: text('charges').notNull().default(''),
    refunded: boolean('refunded').notNull().default(false),
    jobId: bigint('job_id', { mode: 'number' }),
    imageId: uuid('image_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('image_requests_user_status_idx').on(table.userId, table.status)],
);

/** A member's generated images: the collection. The PNG itself is in file storage. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id),
    prompt: text('prompt').notNull(),
    resolution: text('resolution').notNull(),
    angle: text('angle').notNull(),
    quickAction: text('quick_action'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sfw: boolean('sfw').notNull(),
    /** Made by the local preview renderer rather than an image model. */
    preview: boolean('preview').notNull(),
    storageKey: text('storage_key').notNull(),
    favorite: boolean('favorite').notNull().default(false),
    /** Set while a public link exists (SFW images only); revoking clears it. */
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('images_user_time_idx').on(table.userId, table.createdAt),
    uniqueIndex('images_request_idx').on(table.requestId),
    uniqueIndex('images_share_token_idx').on(table.shareToken),
  ],
);

export type ImageRow = typeof images.$inferSelect;
export type ImageRequestRow = typeof imageRequests.$inferSelect;
