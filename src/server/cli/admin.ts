import 'dotenv/config';
import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { EmbeddedDatabaseBusyError } from '../db/embeddedLock.js';
import { openConfiguredDatabase } from '../db/open.js';
import { AppError } from '../http/errors.js';

const USAGE = `Usage: npm run admin -- <command> <email>

Commands:
  grant-admin <email>     make the account an admin
  grant-premium <email>   grant Premium independent of any subscription
  revoke-premium <email>  remove that grant (a paid subscription stays in force)

Uses the same configuration as the server (DATABASE_URL, else the embedded database in DATA_DIR).`;

async function run(command: string | undefined, email: string | undefined) {
  if (!command || !email || !['grant-admin', 'grant-premium', 'revoke-premium'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'the admin CLI');
  const app = await buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
  try {
    const auth = app.services.auth;
    if (command === 'grant-admin') await auth.setAdmin(email);
    if (command === 'grant-premium') await auth.setPremiumGrant(email, true);
    if (command === 'revoke-premium') await auth.setPremiumGrant(email, false);
    console.log(`Done: ${command} ${email}`);
    return 0;
  } finally {
    await app.close();
    await database.close();
  }
}

run(process.argv[2], process.argv[3])
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof EmbeddedDatabaseBusyError ||
      error instanceof AppError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  });
