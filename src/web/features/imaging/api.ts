import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  CollectionItem,
  CollectionResponse,
  GenerateImageRequest,
  ImageJobStatus,
} from '#shared/api/imaging';
import type { CollectionFilter } from '#shared/imaging';
import { apiFetch, apiRequest, jsonRequest, postJson, toQueryString } from '#web/lib/api';

const schemas = () => import('#shared/api/imaging');
const generateSchema = () => schemas().then((m) => m.generateImageResponseSchema);
const jobSchema = () => schemas().then((m) => m.imageJobStatusSchema);
const collectionSchema = () => schemas().then((m) => m.collectionResponseSchema);
const itemSchema = () => schemas().then((m) => m.collectionItemSchema);
const shareSchema = () => schemas().then((m) => m.shareResponseSchema);

export const imagingKeys = {
  collection: ['imaging', 'collection'] as const,
  page: (filter: CollectionFilter) => ['imaging', 'collection', filter] as const,
  job: (id: string) => ['imaging', 'job', id] as const,
};

export const startImage = (request: GenerateImageRequest) =>
  apiFetch('/api/imaging/generate', generateSchema, postJson(request));

export const fetchJob = (id: string, signal?: AbortSignal) =>
  apiFetch(`/api/imaging/jobs/${id}`, jobSchema, { signal });

/** Polling cadence when no event stream is delivering. */
const POLL_MS = 1500;

const finished = (job: ImageJobStatus | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/**
 * A job's status: pushed by Server-Sent Events when the browser has them, with polling as the
 * fallback (and until the stream's first event).
 */
export function useImageJob(id: string | null, streaming: boolean) {
  return useQuery({
    queryKey: imagingKeys.job(id ?? 'none'),
    queryFn: ({ signal }) => fetchJob(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (finished(query.state.data) || streaming ? false : POLL_MS),
  });
}

export function useCollection(filter: CollectionFilter) {
  return useInfiniteQuery({
    queryKey: imagingKeys.page(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(
        `/api/imaging/collection${toQueryString({ filter, offset: pageParam || undefined })}`,
        collectionSchema,
        { signal },
      ),
    getNextPageParam: (last: CollectionResponse) => last.nextOffset,
  });
}

type Pages = InfiniteData<CollectionResponse, number>;

/** Favourite toggle, written into every cached page at once so the heart reacts instantly. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; favorite: boolean }) =>
      apiFetch(
        `/api/imaging/collection/${input.id}/favorite`,
        itemSchema,
        jsonRequest('PUT', { is_favorite: input.favorite }),
      ),
    onSuccess: (item: CollectionItem) => {
      queryClient.setQueriesData<Pages>({ queryKey: imagingKeys.collection }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((row) => (row.id === item.id ? item : row)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: imagingKeys.page('favorites') });
    },
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/imaging/collection/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagingKeys.collection }),
  });
}

export const shareImage = (id: string) =>
  apiFetch(`/api/imaging/collection/${id}/share`, shareSchema, postJson());

/** Counted for the image_downloaded event; the download itself is a plain link. */
export const recordDownload = (id: string) =>
  apiRequest(`/api/imaging/collection/${id}/downloaded`, postJson()).catch(() => undefined);
