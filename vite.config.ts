import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './src/server/http/precompress';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiServer = 'http://localhost:3000';

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
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React and the router: one file compresses better than three.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
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
