import type { Database } from '../client.js';
import { seedBilling } from './billing.js';
import { seedRoster } from './seed.js';

/** Everything seeded on start. Each step is idempotent. */
export async function seedDatabase(db: Database) {
  await seedRoster(db);
  await seedBilling(db);
}
