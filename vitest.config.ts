import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The #server/#web/#shared/#test import aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['./test/globalSetup.ts'],
  },
});
