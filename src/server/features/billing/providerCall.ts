import type { FastifyBaseLogger } from 'fastify';
import { AppError, unavailable } from '#server/http/errors.js';

/** Provider failures are a dependency problem (503), logged with the cause, never a 500. */
export async function callProvider<T>(
  log: FastifyBaseLogger,
  what: string,
  message: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, `payments provider failed: ${what}`);
    throw unavailable(message, 'payments_unavailable');
  }
}
