import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './src/server/http/precompress';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiServer = 'http://localhost:3000';

const FIRST_LOAD_MODULES = new RegExp(
  [
    String.raw`node_modules/(react|react-dom|scheduler|react-router|clsx)/`,
    String.raw`lucide-react/dist/esm/(createLucideIcon|Icon|defaultAttributes|shared/)`,
    // The landing hero's icons, shared with other pages: small files of a few hundred bytes.
    String.raw`lucide-react/dist/esm/icons/(clock|heart|arrow-right|bot)\.m?js$`,
    String.raw`@tanstack/react-query/build/modern/QueryClientProvider\.js$`,
    String.raw`@tanstack/query-core/build/modern/(timeoutManager|utils|environmentManager|notifyManager|onlineManager|focusManager|subscribable|retryer|thenable|infiniteQueryBehavior|removable|query|queryCache|mutation|mutationCache|queryClient)\.js$`,
    String.raw`src/web/(lib/(cn|api)|components/ui/Spinner)\.tsx?$`,
    String.raw`src/shared/constants\.ts$`,
    String.raw`rolldown[:/]runtime`,
  ].join('|'),
);

const REACT_DOM = /node_modules\/(react-dom|scheduler)\//;

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
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // The #web/#shared import aliases of tsconfig.json.
    tsconfigPaths: true,
    // react-router's package exports only its development build; the production build is smaller
    // (the landing page's JavaScript has a 90 KB budget, bench/bundle.ts).
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
    // Only the app's own imports are preloaded with it (for returning visitors, whose page waits
    // for them): each import's list costs bytes in the importing chunk — ≈ 1.5 KB for the
    // route table — and each preload link is a DOM insertion after the first paint
    // (docs/decisions/0045-hydrate-the-first-page.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, dependencies) =>
        /(^|\/)startApp-[\w-]+\.js$/.test(file) ? dependencies : [],
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first page runs (React, the router, the query cache and the small
            // shared helpers every page imports) in one file: it compresses better than a dozen
            // small ones, and files under 1 KB are sent uncompressed (bench/bundle.ts). Only
            // modules the first page needs anyway: a page's own libraries stay in its chunks.
            { name: 'react-dom', test: REACT_DOM, priority: 1 },
            { name: 'framework', test: FIRST_LOAD_MODULES },
          ],
        },
      },
    },
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
