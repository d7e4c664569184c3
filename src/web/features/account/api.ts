import { ApiRequestError } from '../../lib/api';

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** A fetch that throws the server's standard error for non-2xx answers. */
async function request(path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiRequestError(
      0,
      'network_error',
      'Could not reach the server. Check your connection.',
    );
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  throw new ApiRequestError(
    response.status,
    body.error?.code ?? 'http_error',
    body.error?.message ?? `Request failed (${response.status})`,
    body.error?.fields,
  );
}

/** The file name the server suggests in Content-Disposition, else a sensible default. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match ? match[1] : fallback;
}

/** GET /api/me/export, saved as the JSON file the server names. */
export async function downloadMyData(): Promise<void> {
  const response = await request('/api/me/export', { headers: { Accept: 'application/json' } });
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
  await request('/api/me', {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ confirmEmail }),
  });
}
