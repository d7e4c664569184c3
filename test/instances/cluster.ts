/**
 * Two app instances on one PostgreSQL database and one Redis, each on its own loopback port,
 * behind a round-robin proxy: the smallest deployment of docs/DEPLOY.md, in one process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Redis } from 'ioredis';
import { buildApp, type AppDeps } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase, type DatabaseHandle } from '#server/db/client.js';
import { seedDatabase } from '#server/db/seed/index.js';
import { createRateLimiter } from '#server/http/rateLimiter.js';
import { createScratchDatabase, dropScratchDatabase } from '#test/helpers/db.js';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the two-instance tests cannot run here, or null when PostgreSQL and Redis both answer. */
export async function missingServices(): Promise<string | null> {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (no PostgreSQL)';
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch {
    return `no Redis answers at ${REDIS_URL}`;
  } finally {
    redis.disconnect();
  }
}

export interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** This instance's own address, to reach it without the proxy. */
  url: string;
}

export interface Cluster {
  instances: [Instance, Instance];
  /** The round-robin proxy's address. */
  url: string;
  /** Which instance (0 or 1) each proxied request went to, in order. */
  routed: number[];
  /** A pg client on the shared database, for reading what the instances wrote. */
  sql(text: string, values?: unknown[]): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

type SharedDeps = Partial<Pick<AppDeps, 'llm' | 'emailProvider'>>;

/**
 * Starts both instances at once (migrations serialise on the advisory lock, decision 0092). No
 * AUTH_SECRET is given, so both must read the one generated on first start from the database.
 * Each instance has its own Redis connection; a key prefix per cluster keeps runs apart.
 */
export async function startCluster(env: Record<string, string>, deps: SharedDeps = {}) {
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const created = await createScratchDatabase(baseUrl, 'inst');
  const prefix = `rl:inst-${randomBytes(4).toString('hex')}:`;
  const instances = await Promise.all(
    (['a', 'b'] as const).map(async (id) => {
      const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        APP_URL: 'http://localhost:3000',
        DATA_DIR: mkdtempSync(join(tmpdir(), `velvet-inst-${id}-`)),
        DATABASE_URL: created.url,
        REDIS_URL,
        TRUST_PROXY: 'true',
        INSTANCE_ID: `instance-${id}`,
        ...env,
      });
      return { config, database };
    }),
  );
  await seedDatabase(instances[0].database.db);
  const apps = await Promise.all(
    instances.map(async ({ config, database }) => {
      const app = await buildApp({
        config,
        database,
        logger: false,
        webDistDir: '/nonexistent',
        limiter: createRateLimiter(REDIS_URL, prefix),
        ...deps,
      });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, database, url } satisfies Instance;
    }),
  );
  const proxy = await startRoundRobinProxy(apps.map((instance) => instance.url));
  const reader = new pg.Client({ connectionString: created.url });
  await reader.connect();
  return {
    instances: [apps[0], apps[1]],
    url: proxy.url,
    routed: proxy.routed,
    sql: async (text, values) => (await reader.query(text, values)).rows,
    async close() {
      await proxy.close();
      await reader.end();
      for (const instance of apps) {
        await instance.app.close();
        await instance.database.close();
      }
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      await dropScratchDatabase(baseUrl, created.name);
    },
  } satisfies Cluster;
}

/**
 * Alternates requests between the upstreams, streaming both ways (Server-Sent Events pass as
 * they come), and adds X-Forwarded-For the way Caddy does, so a test can name the client's IP.
 */
async function startRoundRobinProxy(upstreams: string[]) {
  let next = 0;
  const routed: number[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    routed.push(index);
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const forwardedFor = incoming.headers['x-forwarded-for'] ?? incoming.socket.remoteAddress;
    const upstream = httpRequest(
      target,
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host, 'x-forwarded-for': forwardedFor },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    // A client that goes away (an aborted stream) closes the upstream request too.
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
