/** Prints every registered route (method and path); docs/API.md must cover each. */
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';

const database = await openDatabase({ pgliteDir: 'memory://' });
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent' }),
  database,
  logger: false,
  webDistDir: '/nonexistent',
});
await app.ready();
for (const route of app.routeList.filter((r) => r.method !== 'HEAD'))
  console.log(`${route.method} ${route.url}`);
await app.close();
await database.close();
