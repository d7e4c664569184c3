import type { CharacterListQuery, PublicCharacter } from '#shared/api/characters.js';

export interface RosterSnapshot {
  /** Active characters, most popular first. */
  items: PublicCharacter[];
  byId: Map<string, PublicCharacter>;
  tags: string[];
  loadedAt: number;
  /** Persona system prompts by id: for the chat feature only, never in a response. */
  promptsById: Map<string, string>;
  /** Memoised answers as JSON per normalised query; dropped with the snapshot. */
  cache: Map<string, string>;
}

interface SearchResult {
  items: PublicCharacter[];
  total: number;
  limit: number;
  offset: number;
  nextOffset: number | null;
  availableTags: string[];
}

const MAX_CACHED_QUERIES = 500;

/** The roster's own order: most popular first, then by name. */
export const byPopularity = (
  a: { popularity: number; name: string },
  b: { popularity: number; name: string },
) => b.popularity - a.popularity || a.name.localeCompare(b.name);

const comparators: Record<
  CharacterListQuery['sort'],
  (a: PublicCharacter, b: PublicCharacter) => number
> = {
  popularity: byPopularity,
  name: (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  age: (a, b) => a.age - b.age || a.name.localeCompare(b.name),
};

/** A list query's answer as JSON text, computed and serialised once per snapshot and query. */
export function searchRosterJson(snapshot: RosterSnapshot, query: CharacterListQuery): string {
  const needle = query.q?.toLowerCase() ?? '';
  const wantedTags = new Set((query.tags ?? []).map((tag) => tag.toLowerCase()));
  const key = JSON.stringify([
    needle,
    [...wantedTags].sort(),
    query.sort,
    query.limit,
    query.offset,
  ]);
  const cached = snapshot.cache.get(key);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(computeSearch(snapshot, query, needle, wantedTags));
  if (snapshot.cache.size >= MAX_CACHED_QUERIES) snapshot.cache.clear();
  snapshot.cache.set(key, json);
  return json;
}

/** Filters, sorts and pages the roster: q over name, bio and tags; tags any-of. */
function computeSearch(
  snapshot: RosterSnapshot,
  query: CharacterListQuery,
  needle: string,
  wantedTags: Set<string>,
): SearchResult {
  const matches = snapshot.items.filter(
    (character) => matchesText(character, needle) && matchesTags(character, wantedTags),
  );
  matches.sort(comparators[query.sort]);
  const page = matches.slice(query.offset, query.offset + query.limit);
  const nextOffset =
    query.offset + page.length < matches.length ? query.offset + page.length : null;
  return {
    items: page,
    total: matches.length,
    limit: query.limit,
    offset: query.offset,
    nextOffset,
    availableTags: snapshot.tags,
  };
}

function matchesText(character: PublicCharacter, needle: string) {
  if (!needle) return true;
  return (
    character.name.toLowerCase().includes(needle) ||
    character.bio.toLowerCase().includes(needle) ||
    character.tags.some((tag) => tag.toLowerCase().includes(needle))
  );
}

function matchesTags(character: PublicCharacter, wanted: Set<string>) {
  if (wanted.size === 0) return true;
  return character.tags.some((tag) => wanted.has(tag.toLowerCase()));
}
