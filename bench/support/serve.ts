/** Listens on a free loopback port, tells the parent (`READY <port>`), and closes on SIGTERM. */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#server/db/client.js';
import { profileOnSignal } from './profile.js';
import { LISTEN_BACKLOG } from '#server/app.js';

export async function serveForBench(app: FastifyInstance, database: DatabaseHandle) {
  profileOnSignal();
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
