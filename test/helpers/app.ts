import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppDeps } from '#server/app.js';
import { loadConfig, type AppConfig } from '#server/config.js';
import { createTestDatabase, type DatabaseKind } from './db.js';

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Files an app writes (images, audio) go to a folder of its own, never the repository's ./data.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'velvet-test-')),
    ...overrides,
  });
}

/** A full app on a fresh database, without the built web app. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  deps: Partial<
    Pick<
      AppDeps,
      | 'payments'
      | 'llm'
      | 'imageBackend'
      | 'fileStorage'
      | 'speech'
      | 'voiceWaitMs'
      | 'emailProvider'
      | 'pushAgent'
    >
  > = {},
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

/** Another instance of a test app on the same database and config, as behind a load balancer. */
export async function createSecondInstance(
  ctx: { config: AppConfig; database: AppDeps['database'] },
  deps: Partial<Pick<AppDeps, 'pushAgent'>> = {},
) {
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: false,
    webDistDir: '/nonexistent',
    ...deps,
  });
  await app.ready();
  return app;
}
