import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

/** The web app: built into dist/web and served by the Fastify server (src/server/http/webApp.ts). */
export default defineConfig({
  root: '.',
  plugins: [react(), tailwindcss()],
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
