import { eq, sql } from 'drizzle-orm';
import type { CharacterListQuery, PublicCharacter } from '#shared/api/characters.js';
import { displayAge } from '#shared/characterAge.js';
import type { Database } from '#server/db/client.js';
import { characterAppearance, characters } from '#server/db/schema/index.js';
import { notFound } from '#server/http/errors.js';
import { createCharacterManager, readRosterVersion } from './manage.js';
import { byPopularity, searchRosterJson, type RosterSnapshot } from './search.js';

type CharacterRow = typeof characters.$inferSelect;

/** Server-side view of a character: public fields plus the prompt the chat feature needs. */
export interface CharacterForChat {
  publicCharacter: PublicCharacter;
  personaSystemPrompt: string;
}

const SNAPSHOT_TTL_MS = 15_000;
const COUNT_FLUSH_MS = 1000;
/** How often an instance asks the database whether another instance changed the roster. */
const VERSION_CHECK_MS = 1000;

/**
 * The active roster is small and read on every explore request, so it is held as an
 * in-process snapshot refreshed every few seconds (see docs/decisions/0002-roster-snapshot.md).
 */
export function createCharactersService(db: Database, options: { versionCheckMs?: number } = {}) {
  const versionCheckMs = options.versionCheckMs ?? VERSION_CHECK_MS;
  let snapshot: RosterSnapshot | null = null;
  let loading: Promise<RosterSnapshot> | null = null;
  let snapshotVersion = -1;
  let versionCheckedAt = 0;
  let versionCheck: Promise<void> | null = null;

  /**
   * A one-row primary-key read at most once per versionCheckMs (shared by concurrent requests):
   * a character change on any instance bumps the version, and the snapshot here is dropped.
   */
  async function dropIfChangedElsewhere() {
    if (Date.now() - versionCheckedAt < versionCheckMs) return;
    versionCheck ??= readRosterVersion(db)
      .then((version) => {
        versionCheckedAt = Date.now();
        if (version !== snapshotVersion) snapshot = null;
        snapshotVersion = version;
      })
      .finally(() => {
        versionCheck = null;
      });
    await versionCheck;
  }

  const pendingCounts = new Map<string, number>();
  let countFlushTimer: NodeJS.Timeout | null = null;
  const addPending = (id: string, count: number) => {
    pendingCounts.set(id, (pendingCounts.get(id) ?? 0) + count);
  };

  async function flushMessageCounts() {
    if (pendingCounts.size === 0) return;
    const counts = [...pendingCounts];
    pendingCounts.clear();
    try {
      const values = sql.join(
        counts.map(([id, count]) => sql`(${id}, ${count}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${characters} set message_count = ${characters.messageCount} + counts.added
        from (values ${values}) as counts(id, added) where ${characters.id} = counts.id`);
    } catch (error) {
      for (const [id, count] of counts) addPending(id, count);
      throw error;
    }
  }

  async function loadSnapshot(): Promise<RosterSnapshot> {
    await flushMessageCounts().catch(() => {});
    const rows = await db.select().from(characters).where(eq(characters.isActive, true));
    rows.sort(byPopularity);
    const items = rows.map((row, index) => toPublicCharacter(row, index + 1));
    const tags = [...new Set(items.flatMap((item) => item.tags))].sort();
    return {
      items,
      byId: new Map(items.map((c) => [c.id, c])),
      tags,
      loadedAt: Date.now(),
      cache: new Map(),
      // Server-only, kept apart from the public items so it can never be serialised with them.
      promptsById: new Map(rows.map((row) => [row.id, row.personaSystemPrompt])),
    };
  }

  async function currentSnapshot(): Promise<RosterSnapshot> {
    await dropIfChangedElsewhere();
    if (snapshot && Date.now() - snapshot.loadedAt < SNAPSHOT_TTL_MS) return snapshot;
    loading ??= loadSnapshot().finally(() => {
      loading = null;
    });
    snapshot = await loading;
    return snapshot;
  }

  const service = {
    /** The list as JSON text: the explore page's hot path skips re-serialising cached answers. */
    async listJson(query: CharacterListQuery): Promise<string> {
      return searchRosterJson(await currentSnapshot(), query);
    },

    async get(id: string): Promise<PublicCharacter> {
      const character = (await currentSnapshot()).byId.get(id);
      if (!character) throw notFound(`No character with id '${id}'.`);
      return character;
    },

    /** For server features only (chat): includes the server-only persona prompt. */
    async getForChat(id: string): Promise<CharacterForChat | null> {
      const current = await currentSnapshot();
      const publicCharacter = current.byId.get(id);
      if (!publicCharacter) return null;
      return { publicCharacter, personaSystemPrompt: current.promptsById.get(id)! };
    },

    /** For server features only (imaging): the appearance notes images are drawn from. */
    async appearance(id: string): Promise<{ bodySpec: string; styleHints: string } | null> {
      const [row] = await db
        .select({
          bodySpec: characterAppearance.bodySpec,
          styleHints: characterAppearance.styleHints,
        })
        .from(characterAppearance)
        .where(eq(characterAppearance.characterId, id));
      return row ?? null;
    },

    /**
     * Counts chat messages exchanged with a character (the card's message count). Added up in
     * memory and written with the next snapshot load, at most COUNT_FLUSH_MS later, or on close:
     * one statement per second instead of one per reply.
     */
    recordMessages(id: string, count: number) {
      addPending(id, count);
      countFlushTimer ??= setTimeout(() => {
        countFlushTimer = null;
        // A failed write keeps the counts for the next attempt; nothing else depends on it.
        flushMessageCounts().catch(() => {});
      }, COUNT_FLUSH_MS).unref();
    },

    flushMessageCounts,

    /** Drop the snapshot after a write so this instance serves fresh data at once. */
    invalidate() {
      snapshot = null;
    },
  };
  return {
    ...service,
    /** Admin management (create, edit, activate, prompts); every change refreshes the roster. */
    manage: createCharacterManager(db, service.invalidate),
  };
}

export type CharactersService = ReturnType<typeof createCharactersService>;

function toPublicCharacter(row: CharacterRow, rank: number): PublicCharacter {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    ageLabel: row.ageLabel,
    displayAge: displayAge(row.ageLabel, row.age),
    bio: row.bio,
    personalityType: row.personalityType,
    persona: row.persona,
    greeting: row.greeting,
    imageUrl: row.imageUrl,
    thumbnail: row.thumbnail,
    tags: row.tags,
    looks: row.looks,
    starterPrompts: row.starterPrompts,
    isPremium: row.isPremium,
    popularity: row.popularity,
    rating: row.rating,
    rank,
    messageCount: row.messageCount,
  };
}
