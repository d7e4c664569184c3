import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { characters } from './characters.js';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Exactly one of ownerUserId / ownerGuestId is set. */
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'cascade' }),
    ownerGuestId: text('owner_guest_id'),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id),
    title: text('title').notNull().default(''),
    /** Rolling summary of the turns older than the prompt window (long-term memory). */
    summary: text('summary').notNull().default(''),
    summarizedCount: integer('summarized_count').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    /** Set while a reply is being generated: the lock behind "one reply at a time" (409). */
    generatingSince: timestamp('generating_since', { withTimezone: true }),
    /** A stop asked for on any instance; the generating instance polls it. */
    stopRequestedAt: timestamp('stop_requested_at', { withTimezone: true }),
    /** The instance writing the reply, and until when its lease holds (it renews it while alive). */
    generationOwner: text('generation_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_user_idx').on(table.ownerUserId, table.lastMessageAt),
    index('conversations_guest_idx').on(table.ownerGuestId, table.lastMessageAt),
  ],
);

export interface MessageAlternate {
  content: string;
  model: string | null;
  createdAt: string;
}

export interface MessageSafety {
  action: 'refused' | 'crisis';
  category: string;
}

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Insertion order (from one sequence, so ties on created_at never reorder a conversation).
     * Unique within its conversation only: an index on seq alone let the planner walk every
     * newer message of every conversation to find an old conversation's last page
     * (docs/decisions/0111-one-index-per-conversation-order.md).
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** user: sent | delivered | read | failed; assistant: streaming | complete | stopped | failed */
    status: text('status').notNull(),
    imageUrl: text('image_url'),
    model: text('model'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    alternates: jsonb('alternates').$type<MessageAlternate[]>().notNull().default([]),
    activeAlternate: integer('active_alternate').notNull().default(0),
    safety: jsonb('safety').$type<MessageSafety | null>(),
    kind: text('kind').notNull().default('text'),
    /** The A/B paywall copy shown with a paywall reply, so a reload renders the same card. */
    paywallVariant: text('paywall_variant', { enum: ['A', 'B'] }),
    /** Set when a reply's instance died mid-stream: the partial text is kept, marked failed. */
    interruptedAt: timestamp('interrupted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('messages_conversation_seq_idx').on(table.conversationId, table.seq)],
);
