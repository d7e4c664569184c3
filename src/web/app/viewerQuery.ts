import type { Me } from '#shared/api/auth';
import { apiFetchChecked, ApiRequestError } from '../lib/api';

/*
 * The viewer's cache entry and its fetcher, shared by viewer.ts (every page) and viewerCache.ts
 * (sign-in and sign-out only) so neither imports the other.
 */

export const VIEWER_QUERY_KEY = ['me'] as const;

/**
 * GET /api/me; null when signed out (401). Checked by a light shape test rather than the shared
 * zod schema: this runs on every first page load and must not pull zod into it.
 */
export async function fetchViewer(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiFetchChecked('/api/me', isMe, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

const isMe = (body: unknown): body is Me => typeof (body as Me | null)?.id === 'string';
