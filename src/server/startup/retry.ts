/**
 * Start-up against a configured service (PostgreSQL, Redis) that is not up yet: say so, name
 * it, and try again with backoff a bounded number of times, then fail. Never fall back to an
 * embedded default in its place (docs/ARCHITECTURE.md#the-shape).
 */
export interface RetryOptions {
  attempts: number;
  /** Delay before the second attempt; doubled each time up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  warn: (message: string) => void;
}

export const DEFAULT_STARTUP_RETRY: Omit<RetryOptions, 'warn'> = {
  attempts: 8,
  baseDelayMs: 500,
  maxDelayMs: 10_000,
};

export class ServiceUnavailableAtStartError extends Error {}

export async function retryAtStart<T>(
  service: string,
  attempt: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      const reason = (error as Error).message || String(error);
      if (tried >= options.attempts)
        throw new ServiceUnavailableAtStartError(
          `${service} is configured but did not answer after ${tried} attempts: ${reason}. ` +
            'Start it or fix the URL; the app does not fall back to its embedded default.',
        );
      const delay = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (tried - 1));
      options.warn(
        `${service} is configured but does not answer (${reason}); attempt ${tried} of ${options.attempts}, retrying in ${delay} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** host:port/database of a URL, without its credentials, for messages. */
export function describeUrl(url: string) {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}
