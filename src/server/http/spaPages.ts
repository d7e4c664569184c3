import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { hasAgeCookie, isUngatedPath } from '#shared/ageGate.js';
import { sessionTokenOf } from '../features/auth/viewerCache.js';

const EMPTY_ROOT = '<div id="root"></div>';

interface SpaPages {
  /** The bare app shell: the app draws everything. */
  shell: string;
  /** The landing page already drawn, for a guest on `/`. */
  landing: string;
  /** The 18+ question already drawn, for a guest who has not answered it. */
  ageGate: string;
}

function withRoot(shell: string, prerenderedFile: string): string {
  try {
    const markup = readFileSync(prerenderedFile, 'utf8');
    return shell.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
  } catch {
    // Built without the prerender step (e.g. a bare `vite build`): the app draws it all.
    return shell;
  }
}

/**
 * The HTML of client-side pages (docs/decisions/0042-prerendered-first-paint.md). A new visitor's
 * first page arrives already drawn — the landing page on `/`, the 18+ question elsewhere — so it
 * paints before any script runs; the app then replaces the markup with its own. Members, and
 * visitors who answered the question (its cookie), get the bare shell, since what they see
 * depends on who they are. Re-read when the build changes, like the static files.
 */
export function createSpaPages(distDir: string) {
  const prerenderDir = path.join(distDir, '..', 'prerender');
  let cached: { builtAt: number; pages: SpaPages } | null = null;

  function load(): SpaPages {
    const builtAt = statSync(path.join(distDir, 'index.html')).mtimeMs;
    if (cached?.builtAt !== builtAt) {
      const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
      const pages = {
        shell,
        landing: withRoot(shell, path.join(prerenderDir, 'landing.html')),
        ageGate: withRoot(shell, path.join(prerenderDir, 'age-gate.html')),
      };
      cached = { builtAt, pages };
    }
    return cached.pages;
  }

  return function pageFor(request: FastifyRequest): string {
    const pages = load();
    const cookies = request.headers.cookie;
    if (sessionTokenOf(cookies)) return pages.shell;
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/') return pages.landing;
    if (!isUngatedPath(pathname) && !hasAgeCookie(cookies)) return pages.ageGate;
    return pages.shell;
  };
}
