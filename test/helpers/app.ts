import { buildApp, type AppDeps } from '../../src/server/app.js';
import { loadConfig, type AppConfig } from '../../src/server/config.js';
import { createTestDatabase, type DatabaseKind } from './db.js';

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...overrides,
  });
}

/** A full app on a fresh database, without the built web app. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'payments' | 'llm' | 'imageBackend' | 'fileStorage'>> = {},
) {
  const database = await createTestDatabase(kind);
  const config = testConfig(env);
  const app = await buildApp({
    config,
    database,
    logger: false,
    webDistDir: '/nonexistent',
    ...deps,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
