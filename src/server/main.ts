import 'dotenv/config';
import { buildApp, LISTEN_BACKLOG } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { EmbeddedDatabaseBusyError } from './db/embeddedLock.js';
import { openConfiguredDatabase } from './db/open.js';
import { seedDatabase } from './db/seed/index.js';
import { waitForRedis } from './startup/redis.js';
import { DEFAULT_STARTUP_RETRY, ServiceUnavailableAtStartError } from './startup/retry.js';

async function main() {
  const config = loadConfig();
  // A configured Redis that is down is waited for (bounded), never replaced by in-process state.
  if (config.REDIS_URL)
    await waitForRedis(config.REDIS_URL, {
      ...DEFAULT_STARTUP_RETRY,
      warn: (message) => console.warn(message),
    });
  const database = await openConfiguredDatabase(config, 'the app server');
  await seedDatabase(database.db);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Should a hook hang, the process still ends a little after the grace it was given.
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS + 15_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  app.log.info(`Ready on ${config.appUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof EmbeddedDatabaseBusyError ||
    error instanceof ServiceUnavailableAtStartError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
