import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CharacterListQuery } from '#shared/api/characters';
import { apiFetchChecked, toQueryString } from '#web/lib/api';
import { isCharacter, isCharacterList } from './characterShape';

export type CharacterSort = CharacterListQuery['sort'];

export interface CharacterFilters {
  q: string;
  tags: string[];
  sort: CharacterSort;
}

export const characterKeys = {
  all: ['characters'] as const,
  list: (filters: CharacterFilters) => ['characters', 'list', filters] as const,
  total: ['characters', 'total'] as const,
  detail: (id: string) => ['characters', 'detail', id] as const,
};

export function fetchCharacterList(
  filters: Partial<CharacterFilters> & { limit?: number; offset?: number },
  signal?: AbortSignal,
) {
  const query = toQueryString({
    q: filters.q?.trim(),
    tags: filters.tags,
    sort: filters.sort,
    limit: filters.limit,
    offset: filters.offset || undefined,
  });
  return apiFetchChecked(`/api/characters${query}`, isCharacterList, { signal });
}

export function fetchCharacter(id: string, signal?: AbortSignal) {
  return apiFetchChecked(`/api/characters/${encodeURIComponent(id)}`, isCharacter, { signal });
}

/** How many characters the roster has (the landing page's "N distinct personalities"). */
export function useCharacterTotal() {
  return useQuery({
    queryKey: characterKeys.total,
    queryFn: ({ signal }) => fetchCharacterList({ limit: 1 }, signal),
    select: (response) => response.total,
    placeholderData: keepPreviousData,
  });
}

export function useCharacter(id: string) {
  return useQuery({
    queryKey: characterKeys.detail(id),
    queryFn: ({ signal }) => fetchCharacter(id, signal),
    placeholderData: keepPreviousData,
  });
}
