import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const characters = pgTable(
  'characters',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    ageLabel: text('age_label'),
    bio: text('bio').notNull(),
    personalityType: text('personality_type').notNull().default(''),
    /** Public persona: the short character description users may see. */
    persona: text('persona').notNull().default(''),
    /** Server-only: never serialised to a non-admin response. */
    personaSystemPrompt: text('persona_system_prompt').notNull(),
    greeting: text('greeting'),
    imageUrl: text('image_url').notNull(),
    thumbnail: text('thumbnail'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    looks: text('looks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    starterPrompts: text('starter_prompts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Character Card fields kept so an imported card exports again without loss. */
    alternateGreetings: text('alternate_greetings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exampleDialogue: text('example_dialogue').notNull().default(''),
    /** The card's fields we do not model (extensions, creator notes …), kept verbatim. */
    cardExtras: jsonb('card_extras').$type<Record<string, unknown>>().notNull().default({}),
    isPremium: boolean('is_premium').notNull().default(false),
    popularity: integer('popularity').notNull().default(90),
    rating: real('rating').notNull().default(9),
    messageCount: integer('message_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('characters_active_popularity_idx').on(table.isActive, table.popularity),
    index('characters_tags_idx').using('gin', table.tags),
  ],
);

export const characterAppearance = pgTable('character_appearance', {
  characterId: text('character_id')
    .primaryKey()
    .references(() => characters.id, { onDelete: 'cascade' }),
  bodySpec: text('body_spec').notNull().default(''),
  styleHints: text('style_hints').notNull().default(''),
});

export const characterFaceRefs = pgTable(
  'character_face_refs',
  {
    id: serial('id').primaryKey(),
    characterId: text('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (table) => [index('character_face_refs_character_idx').on(table.characterId)],
);

/**
 * One row whose version goes up with every character change: each instance compares it with the
 * version its roster snapshot was built from, so an edit on one instance reaches all of them.
 */
export const rosterVersion = pgTable('roster_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
