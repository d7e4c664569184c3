import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './src/server/http/precompress';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiServer = 'http://localhost:3000';

/**
 * The landing page's route chunk is otherwise requested only once the entry has run (the router
 * loads it lazily): preloading it from the HTML takes a round trip off the first paint of `/`.
 * It is 2 KB compressed, a small cost on the other pages.
 */
function preloadLandingChunk(): Plugin {
  return {
    name: 'velvet-preload-landing',
    apply: 'build',
    transformIndexHtml: (_html, context) => {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) =>
          output.type === 'chunk' &&
          output.facadeModuleId?.endsWith('src/web/features/landing/LandingPage.tsx'),
      );
      if (!chunk) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  };
}

/** Brotli and gzip copies of the built files, served as they are (docs/decisions/0040). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'velvet-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      precompressDir(outDir);
    },
  };
}

/** The web app: built into dist/web and served by the Fastify server (src/server/http/webApp.ts). */
export default defineConfig({
  root: '.',
  plugins: [react(), tailwindcss(), preloadLandingChunk(), precompress()],
  resolve: {
    // react-router's package exports only its development build; the production build is smaller
    // and keeps the landing page's initial JavaScript inside its 120 KB budget.
    alias: [
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // bench/bundle.ts reads the manifest to measure the landing page's initial JavaScript.
    manifest: true,
    // The CSP allows only same-origin scripts; modern browsers support modulepreload natively.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/healthz': apiServer,
      '/readyz': apiServer,
    },
  },
});
