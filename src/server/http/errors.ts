import type { z } from 'zod';
import { describeIssues } from '#shared/api/errors.js';

/** An error a service throws on purpose; routes turn it into the standard error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, { fields });
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new AppError(429, 'rate_limited', message, { retryAfterSeconds });
export const unavailable = (message: string, code = 'unavailable') =>
  new AppError(503, code, message);

/** Parses input with a shared schema; a mismatch is a 400 naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { message, fields } = describeIssues(result.error.issues);
  throw new AppError(400, 'invalid_input', message, { fields });
}
