/**
 * `npm run migrate`: applies pending migrations and exits; the deploy step before new instances
 * start (docs/DEPLOY.md). Safe to run from several places at once (an advisory lock on
 * PostgreSQL; the data-folder lock on the embedded database).
 */
import 'dotenv/config';
import { ConfigError, loadConfig } from '../config.js';
import { EmbeddedDatabaseBusyError } from '../db/embeddedLock.js';
import { openConfiguredDatabase } from '../db/open.js';
import { ServiceUnavailableAtStartError } from '../startup/retry.js';

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'npm run migrate');
  await database.close();
  console.log(`Migrations applied (database: ${database.kind}).`);
} catch (error) {
  const known =
    error instanceof ConfigError ||
    error instanceof EmbeddedDatabaseBusyError ||
    error instanceof ServiceUnavailableAtStartError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
