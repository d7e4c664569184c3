import { Redis } from 'ioredis';
import { describeUrl, retryAtStart, type RetryOptions } from './retry.js';

/** Waits until the configured Redis answers PING (bounded retries), else throws. */
export async function waitForRedis(url: string, options: RetryOptions) {
  await retryAtStart(
    `Redis at ${describeUrl(url)} (REDIS_URL)`,
    async () => {
      const redis = new Redis(url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        retryStrategy: () => null,
        connectTimeout: 3000,
      });
      redis.on('error', () => {});
      try {
        await redis.connect();
        await redis.ping();
      } finally {
        redis.disconnect();
      }
    },
    options,
  );
}
