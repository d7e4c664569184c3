import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiServer = 'http://localhost:3000';

/** The web app: built into dist/web and served by the Fastify server (src/server/http/webApp.ts). */
export default defineConfig({
  root: '.',
  plugins: [react(), tailwindcss()],
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
