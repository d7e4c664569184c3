import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CHARACTER_SORTS } from '#shared/constants';
import type { CharacterFilters, CharacterSort } from './api';

const DEFAULT_SORT: CharacterSort = 'popularity';

const isSort = (value: string | null): value is CharacterSort =>
  (CHARACTER_SORTS as readonly string[]).includes(value ?? '');

/**
 * The explore filters live in the URL (`?q=…&tags=a&tags=b&sort=name`) so a view can be
 * shared and survives a reload. Defaults are left out to keep URLs clean.
 */
export function useExploreParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const filters = useMemo<CharacterFilters>(() => {
    const sort = searchParams.get('sort');
    return {
      q: searchParams.get('q') ?? '',
      tags: [...new Set(searchParams.getAll('tags').filter(Boolean))],
      sort: isSort(sort) ? sort : DEFAULT_SORT,
    };
  }, [searchParams]);

  const update = useCallback(
    (change: Partial<CharacterFilters>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.q !== undefined) {
            if (change.q.trim()) next.set('q', change.q);
            else next.delete('q');
          }
          if (change.tags !== undefined) {
            next.delete('tags');
            change.tags.forEach((tag) => next.append('tags', tag));
          }
          if (change.sort !== undefined) {
            if (change.sort === DEFAULT_SORT) next.delete('sort');
            else next.set('sort', change.sort);
          }
          return next;
        },
        // Typing and toggling should not pile up history entries.
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { filters, update };
}
