import { useQuery } from '@tanstack/react-query';
import { signInFailuresResponseSchema } from '#shared/api/auth';
import { apiFetch, apiRequest, jsonRequest } from '#web/lib/api';

/** The file name the server suggests in Content-Disposition, else a sensible default. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match ? match[1] : fallback;
}

/** GET /api/me/export, saved as the JSON file the server names. */
export async function downloadMyData(): Promise<void> {
  const response = await apiRequest('/api/me/export');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers.get('Content-Disposition'), 'velvet-data.json');
  document.body.append(link);
  link.click();
  link.remove();
  // Freed a little later: some browsers read the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** DELETE /api/me: the account and everything in it, for good. */
export async function deleteMyAccount(confirmEmail: string): Promise<void> {
  await apiRequest('/api/me', jsonRequest('DELETE', { confirmEmail }));
}

/** GET /api/me/sign-in-failures: recent wrong passwords typed for this account. */
export const useSignInFailures = (enabled: boolean) =>
  useQuery({
    queryKey: ['me', 'sign-in-failures'],
    queryFn: ({ signal }) =>
      apiFetch('/api/me/sign-in-failures', signInFailuresResponseSchema, { signal }),
    enabled,
  });
