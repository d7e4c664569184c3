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
  /**
   * Counts only while under `limit`, atomically: a shared budget (e.g. model calls) whose
   * lower-priority callers are refused at a lower limit without using up the rest of it.
   */
  consume(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** `prefix` keeps apart apps (or tests) that share one Redis. */
export function createRateLimiter(redisUrl?: string, prefix = 'rl:'): RateLimiter {
  return redisUrl ? createRedisLimiter(redisUrl, prefix) : createMemoryLimiter();
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
  /** The key's window, a fresh one when the last has ended. */
  const currentWindow = (key: string, time: number, windowMs: number) => {
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    return window;
  };
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      const window = currentWindow(key, time, windowMs);
      window.count += 1;
      return decide(window.count, limit, window.resetAt - time);
    },
    async consume(key, limit, windowMs) {
      const time = now();
      const window = currentWindow(key, time, windowMs);
      if (window.count >= limit) return decide(limit + 1, limit, window.resetAt - time);
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

/** Increments only below the limit; returns [count after, ms left in the window]. */
const CONSUME_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count < tonumber(ARGV[1]) then
  count = redis.call('INCR', KEYS[1])
  if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
else
  count = count + 1
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = tonumber(ARGV[2]) end
return {count, ttl}`;

function createRedisLimiter(url: string, prefix: string): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
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
    async consume(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, prefix + key, limit, windowMs)) as [
        number,
        number,
      ];
      return decide(count, limit, ttl);
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
