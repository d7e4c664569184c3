import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { characterKeys, fetchCharacterList, type CharacterFilters } from './api';

/**
 * The explore list, page by page ("Load more" follows `nextOffset`). While new filters load,
 * the previous results stay on screen instead of flashing back to the skeleton. Kept apart
 * from api.ts so the landing page does not download the infinite-query code.
 */
export function useCharacterList(filters: CharacterFilters) {
  return useInfiniteQuery({
    queryKey: characterKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchCharacterList({ ...filters, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
  });
}
