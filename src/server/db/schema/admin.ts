import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { characters } from './characters.js';

/** Every saved persona system prompt, so an admin can compare and restore earlier versions. */
export const personaVersions = pgTable(
  'persona_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    /** Kept as text (not a foreign key) so the history survives the author's account deletion. */
    authorId: text('author_id'),
    authorEmail: text('author_email'),
    /** 'save', 'restore' or 'seed' (the prompt a character had before its first edit). */
    source: text('source').notNull().default('save'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('persona_versions_character_idx').on(table.characterId, table.createdAt)],
);

/** Who did what, when, with the state before and after: every admin action lands here. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_log_time_idx').on(table.createdAt)],
);
