/** Child process for bench/characters.ts: the real app on a database seeded with 10,000 characters. */
import { buildApp } from '#server/app.js';
import { serveForBench } from './serve.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/client.js';
import { characters } from '#server/db/schema/index.js';
import { seedDatabase } from '#server/db/seed/index.js';
import { ROSTER_TAGS as TAGS } from '#server/db/seed/rosterTypes.js';

const COUNT = Number(process.env.BENCH_CHARACTERS ?? 10_000);
const NAMES = [
  'Luna',
  'Aria',
  'Nova',
  'Mira',
  'Iris',
  'Zoe',
  'Lena',
  'Ivy',
  'Nora',
  'Ella',
  'Skye',
  'Jade',
];

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  pgliteDir: 'memory://',
});
await seedDatabase(database.db);
const rows = Array.from({ length: COUNT }, (_, index) => ({
  id: `bench-${index}`,
  name: `${NAMES[index % NAMES.length]} ${index}`,
  age: 21 + (index % 15),
  ageLabel: String(21 + (index % 15)),
  bio: `A ${TAGS[index % TAGS.length]} soul who loves late talks.\nNumber ${index} in the bench roster.`,
  personaSystemPrompt: 'You are a bench character, 21+, flirty and kind.',
  imageUrl: `/media/portraits/bench-${index}.svg`,
  tags: [
    TAGS[index % TAGS.length],
    TAGS[(index * 7) % TAGS.length],
    TAGS[(index * 11) % TAGS.length],
  ],
  looks: ['Brown hair'],
  starterPrompts: ['Hi!'],
  popularity: 50 + (index % 49),
  rating: 8 + (index % 20) / 10,
}));
for (let start = 0; start < rows.length; start += 500) {
  await database.db
    .insert(characters)
    .values(rows.slice(start, start + 500))
    .onConflictDoNothing();
}
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  APP_URL: 'http://localhost:3000',
});
const app = await buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
// The ceiling: a fixed JSON body of the same size as the list answer, already serialised.
let fixed = '';
app.get('/bench/fixed', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(fixed),
);
fixed = (await app.inject({ method: 'GET', url: '/api/characters' })).body;
await serveForBench(app, database);
