import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiRequestError } from '#web/lib/api';
import { PAGE_SIZE, useListParams } from './listControls';

/** A paged admin list whose filters and page come from the address (see useListParams). */
export function usePagedList<Keys extends string, Page>(
  name: string,
  defaults: Record<Keys, string>,
  fetch: (params: Record<Keys, string> & { offset: number; limit: number }) => Promise<Page>,
) {
  const list = useListParams(defaults);
  const query = useQuery({
    queryKey: ['admin', name, list.values, list.offset],
    queryFn: () => fetch({ ...list.values, offset: list.offset, limit: PAGE_SIZE }),
  });
  return { ...list, query };
}

/**
 * An admin action on a list: refreshes that list and the audit log when it succeeds; a refusal
 * (409 self-protection, already reviewed …) shows the server's own message.
 */
export function useAdminAction<Input, Output>(
  name: string,
  run: (input: Input) => Promise<Output>,
  onDone: (output: Output) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (output) => {
      onDone(output);
      void client.invalidateQueries({ queryKey: ['admin', name] });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    onError: (error) =>
      toast.error(error instanceof ApiRequestError ? error.message : 'The action failed'),
  });
}
