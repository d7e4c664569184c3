import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { appSettings } from './schema/index.js';

/** Reads a setting, creating it with `create()` on first use; concurrent starters agree on one value. */
export async function getOrCreateSetting(db: Database, key: string, create: () => string) {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row.value;
}

export const randomSecret = () => randomBytes(32).toString('base64url');
