import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminCharacter, CharacterInput } from '#shared/api/adminCharacters.js';
import type { Database, DbExecutor } from '#server/db/client.js';
import {
  characterAppearance,
  characterFaceRefs,
  characters,
  rosterVersion,
} from '#server/db/schema/index.js';
import { notFound } from '#server/http/errors.js';

type Row = typeof characters.$inferSelect;

/** Card fields we keep beside the form's fields so an imported card exports without loss. */
export interface CardFields {
  alternateGreetings?: string[];
  exampleDialogue?: string;
  cardExtras?: Record<string, unknown>;
}

/** Every character change bumps the shared version, in the same transaction as the change. */
export async function bumpRosterVersion(executor: DbExecutor) {
  await executor
    .insert(rosterVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: rosterVersion.id,
      set: { version: sql`${rosterVersion.version} + 1`, updatedAt: sql`now()` },
    });
}

export async function readRosterVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: rosterVersion.version }).from(rosterVersion);
  return row?.version ?? 0;
}

function slugOf(name: string) {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `${base || 'character'}-${randomBytes(3).toString('hex')}`;
}

function columnsOf(input: CharacterInput, card: CardFields) {
  return {
    name: input.name,
    age: input.age,
    ageLabel: input.ageLabel || null,
    bio: input.bio,
    personalityType: input.personalityType,
    persona: input.persona,
    personaSystemPrompt: input.personaSystemPrompt,
    greeting: input.greeting || null,
    imageUrl: input.imageUrl,
    thumbnail: input.imageUrl,
    tags: input.tags,
    starterPrompts: input.starterPrompts,
    isPremium: input.isPremium,
    isActive: input.isActive,
    ...card,
  };
}

/** Character management for admins: the whole row, prompts included. */
export function createCharacterManager(db: Database, onChange: () => void) {
  async function writeExtras(tx: DbExecutor, id: string, input: CharacterInput) {
    await tx
      .insert(characterAppearance)
      .values({ characterId: id, ...input.appearance })
      .onConflictDoUpdate({ target: characterAppearance.characterId, set: input.appearance });
    await tx.delete(characterFaceRefs).where(eq(characterFaceRefs.characterId, id));
    if (input.faceRefUrl)
      await tx
        .insert(characterFaceRefs)
        .values({ characterId: id, imageUrl: input.faceRefUrl, isPrimary: true });
  }

  async function changed<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const value = await work(tx);
      await bumpRosterVersion(tx);
      return value;
    });
    onChange();
    return result;
  }

  const manager = {
    async list(): Promise<AdminCharacter[]> {
      const rows = await db.select().from(characters).orderBy(asc(characters.name));
      return Promise.all(rows.map((row) => toAdmin(db, row)));
    },

    async get(id: string): Promise<AdminCharacter> {
      const [row] = await db.select().from(characters).where(eq(characters.id, id));
      if (!row) throw notFound(`No character with id '${id}'.`);
      return toAdmin(db, row);
    },

    async create(input: CharacterInput, card: CardFields = {}): Promise<AdminCharacter> {
      const id = slugOf(input.name);
      await changed(async (tx) => {
        await tx.insert(characters).values({ id, ...columnsOf(input, card) });
        await writeExtras(tx, id, input);
      });
      return manager.get(id);
    },

    /**
     * A portrait made by the image pipeline becomes the character's picture and its primary face
     * reference, which later images of the character start from (docs/API.md, "Portraits").
     */
    async setGeneratedPortrait(id: string, url: string) {
      await changed(async (tx) => {
        const updated = await tx
          .update(characters)
          .set({ imageUrl: url, thumbnail: url, updatedAt: sql`now()` })
          .where(eq(characters.id, id))
          .returning({ id: characters.id });
        if (updated.length === 0) throw notFound(`No character with id '${id}'.`);
        await tx.delete(characterFaceRefs).where(eq(characterFaceRefs.characterId, id));
        await tx
          .insert(characterFaceRefs)
          .values({ characterId: id, imageUrl: url, isPrimary: true });
      });
      return manager.get(id);
    },

    /** The URL of the character's primary face reference, if any. */
    async primaryFaceRefUrl(id: string): Promise<string | null> {
      const [face] = await db
        .select({ imageUrl: characterFaceRefs.imageUrl })
        .from(characterFaceRefs)
        .where(eq(characterFaceRefs.characterId, id))
        .orderBy(sql`${characterFaceRefs.isPrimary} desc`)
        .limit(1);
      return face?.imageUrl ?? null;
    },

    async update(id: string, input: CharacterInput, card: CardFields = {}) {
      await changed(async (tx) => {
        const updated = await tx
          .update(characters)
          .set({ ...columnsOf(input, card), updatedAt: sql`now()` })
          .where(eq(characters.id, id))
          .returning({ id: characters.id });
        if (updated.length === 0) throw notFound(`No character with id '${id}'.`);
        await writeExtras(tx, id, input);
      });
      return manager.get(id);
    },

    async setActive(id: string, isActive: boolean) {
      await changed(async (tx) => {
        const updated = await tx
          .update(characters)
          .set({ isActive, updatedAt: sql`now()` })
          .where(eq(characters.id, id))
          .returning({ id: characters.id });
        if (updated.length === 0) throw notFound(`No character with id '${id}'.`);
      });
      return manager.get(id);
    },

    /** Sets the server-only prompt; `also` runs in the same transaction (the version history). */
    async setPrompt(id: string, prompt: string, also?: (tx: DbExecutor) => Promise<void>) {
      await changed(async (tx) => {
        const updated = await tx
          .update(characters)
          .set({ personaSystemPrompt: prompt, updatedAt: sql`now()` })
          .where(eq(characters.id, id))
          .returning({ id: characters.id });
        if (updated.length === 0) throw notFound(`No character with id '${id}'.`);
        await also?.(tx);
      });
    },

    /** The raw row with card fields, for Character Card export. */
    async row(id: string): Promise<Row> {
      const [row] = await db.select().from(characters).where(eq(characters.id, id));
      if (!row) throw notFound(`No character with id '${id}'.`);
      return row;
    },
  };
  return manager;
}

export type CharacterManager = ReturnType<typeof createCharacterManager>;

async function toAdmin(db: Database, row: Row): Promise<AdminCharacter> {
  const [appearance] = await db
    .select()
    .from(characterAppearance)
    .where(eq(characterAppearance.characterId, row.id));
  const [face] = await db
    .select()
    .from(characterFaceRefs)
    .where(eq(characterFaceRefs.characterId, row.id))
    .orderBy(sql`${characterFaceRefs.isPrimary} desc`)
    .limit(1);
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    ageLabel: row.ageLabel,
    bio: row.bio,
    personalityType: row.personalityType,
    persona: row.persona,
    personaSystemPrompt: row.personaSystemPrompt,
    greeting: row.greeting,
    imageUrl: row.imageUrl,
    tags: row.tags,
    starterPrompts: row.starterPrompts,
    alternateGreetings: row.alternateGreetings,
    exampleDialogue: row.exampleDialogue,
    isPremium: row.isPremium,
    isActive: row.isActive,
    appearance: {
      bodySpec: appearance?.bodySpec ?? '',
      styleHints: appearance?.styleHints ?? '',
    },
    faceRefUrl: face?.imageUrl ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
