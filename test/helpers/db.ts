import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '#server/db/client.js';
import * as schema from '#server/db/schema/index.js';
import { seedDatabase } from '#server/db/seed/index.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, migrated and seeded database of the given kind; close() drops it. */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  return kind === 'postgres' ? createPostgresDatabase() : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const template = await readFile(inject('pgliteTemplatePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** A fresh, empty database on the PostgreSQL server at `baseUrl`: its name and its URL. */
export async function createScratchDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops a database made by createScratchDatabase, whoever is still connected to it. */
export async function dropScratchDatabase(baseUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const { name, url } = await createScratchDatabase(baseUrl, 't');
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  await seedDatabase(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropScratchDatabase(baseUrl, name);
    },
  };
}
