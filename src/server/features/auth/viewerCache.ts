/** better-auth's session cookie (with the `__Secure-` prefix in production). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

export const sessionTokenOf = (cookieHeader: string | undefined) =>
  cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;

/** The session token stored in the database: the cookie value is `token.signature`, URL-encoded. */
export const sessionIdOf = (cookieToken: string) => {
  let value = cookieToken;
  try {
    value = decodeURIComponent(cookieToken);
  } catch {
    // A malformed escape: compare the raw value, which simply matches no session.
  }
  return value.split('.')[0];
};

interface Entry<Viewer> {
  viewer: Viewer | null;
  expiresAt: number;
}

/**
 * A few seconds' memo of session token → viewer, so a busy conversation does not cost three queries
 * per request (docs/decisions/0008-recent-viewer-cache.md). Changes made through this instance
 * (sign-out, suspension, premium, subscription) drop the entries at once; a premium or role change
 * made by another instance shows here within `ttlMs`. Whether the session still exists is checked
 * in the database on every request (service.getRecentViewer), so revocation is immediate. Bounded: the oldest entry goes when it is full.
 * Generic over the viewer (only its `id` is read here), so this file need not import the service that uses it.
 */
export function createViewerCache<Viewer extends { id: string }>(options: {
  ttlMs: number;
  maxEntries: number;
}) {
  const entries = new Map<string, Entry<Viewer>>();

  return {
    get(token: string): Viewer | null | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.viewer;
      entries.delete(token);
      return undefined;
    },

    set(token: string, viewer: Viewer | null, sessionExpiresAt?: Date) {
      if (options.ttlMs <= 0) return;
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const expiresAt = Math.min(
        Date.now() + options.ttlMs,
        sessionExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY,
      );
      entries.set(token, { viewer, expiresAt });
    },

    forgetToken(token: string) {
      entries.delete(token);
    },

    forgetUser(userId: string) {
      for (const [token, entry] of entries) {
        if (entry.viewer?.id === userId) entries.delete(token);
      }
    },

    clear() {
      entries.clear();
    },
  };
}
