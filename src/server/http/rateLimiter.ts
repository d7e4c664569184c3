import { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets; sent as Retry-After. */
  retryAfterSeconds: number;
}

/** Fixed-window counters: Redis when REDIS_URL is set (shared by every instance), else in-process. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** Counts without deciding, e.g. failed sign-ins; `peek` reads the count. */
  peek(key: string, limit: number): Promise<RateDecision>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createRateLimiter(redisUrl?: string): RateLimiter {
  return redisUrl ? createRedisLimiter(redisUrl) : createMemoryLimiter();
}

function decide(count: number, limit: number, resetInMs: number): RateDecision {
  return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
}

export function createMemoryLimiter(now = () => Date.now()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, limit, window.resetAt - time);
    },
    async peek(key, limit) {
      const window = windows.get(key);
      if (!window || window.resetAt <= now()) return { allowed: true, retryAfterSeconds: 1 };
      return decide(window.count + 1, limit, window.resetAt - now());
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

function createRedisLimiter(url: string): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  const prefix = 'rl:';
  return {
    async hit(key, limit, windowMs) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(prefix + key, windowMs);
      return decide(count, limit, ttl < 0 ? windowMs : ttl);
    },
    async peek(key, limit) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return decide(Number(count ?? 0) + 1, limit, Math.max(ttl, 1000));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
