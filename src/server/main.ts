import 'dotenv/config';
import { buildApp, LISTEN_BACKLOG } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { EmbeddedDatabaseBusyError } from './db/embeddedLock.js';
import { openConfiguredDatabase } from './db/open.js';
import { seedDatabase } from './db/seed/index.js';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'the app server');
  await seedDatabase(database.db);
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  app.log.info(`Ready on ${config.appUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
