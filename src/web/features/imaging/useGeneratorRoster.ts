import { useQuery } from '@tanstack/react-query';
import { CHARACTERS_PAGE_MAX } from '#shared/constants';
import { FALLBACK_GENERATOR_ROSTER } from '#shared/imaging';
import { fetchCharacterList } from '../characters';

export interface RosterEntry {
  id: string;
  name: string;
}

/** The characters to draw; the generator's own roster of 8 when the list cannot load. */
export function useGeneratorRoster(): { roster: readonly RosterEntry[]; loading: boolean } {
  const list = useQuery({
    queryKey: ['imaging', 'roster'],
    queryFn: ({ signal }) =>
      fetchCharacterList({ sort: 'popularity', limit: CHARACTERS_PAGE_MAX }, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  if (list.isPending) return { roster: [], loading: true };
  if (list.isError || list.data.items.length === 0)
    return { roster: FALLBACK_GENERATOR_ROSTER, loading: false };
  return {
    roster: list.data.items.map((item) => ({ id: item.id, name: item.name })),
    loading: false,
  };
}
