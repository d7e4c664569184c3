import path from 'node:path';
import type { AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { acquireEmbeddedLock } from './embeddedLock.js';

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(
  config: AppConfig,
  owner: string,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openDatabase({ databaseUrl: config.DATABASE_URL });
  const release = acquireEmbeddedLock(config.DATA_DIR, owner);
  try {
    const handle = await openDatabase({ pgliteDir: path.join(config.DATA_DIR, 'db') });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
