import type { z } from 'zod';
import type { ApiError } from '#shared/api/errors';

/** A failed API call, carrying the server's standard error shape `{ error: { code, message } }`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The whole answer, for errors that carry more than the error (the chat paywall's messages). */
  readonly body: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly string[];

/** Builds `?a=1&tags=x&tags=y`, skipping empty values; arrays become repeated keys. */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A response schema, or a loader of one. Loaders let a page import the shared zod schemas
 * (and zod, ~25 KB gzipped) lazily, downloading them in parallel with the request instead of
 * as part of the page's initial JavaScript.
 */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

/** A request with a JSON body; the browser adds Origin, which the server's cross-site guard checks. */
export function jsonRequest(method: string, body: unknown = {}): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

export const postJson = (body?: unknown) => jsonRequest('POST', body);

/**
 * Calls the API and hands back the response; an unreachable server or a non-2xx answer throws
 * an ApiRequestError with the server's standard error (an abort rethrows the abort).
 */
export async function apiRequest(path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...init?.headers },
    });
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw new ApiRequestError(
      0,
      'network_error',
      'Could not reach the server. Check your connection.',
    );
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toRequestError(response, body);
  }
  return response;
}

/**
 * Calls the API and validates the answer with the shared zod schema, so a server/client
 * mismatch fails loudly here instead of as an undefined field deep in a component.
 */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<Schema>,
  init?: RequestInit,
): Promise<z.output<Schema>> {
  const schemaPromise =
    typeof schemaSource === 'function' ? schemaSource() : Promise.resolve(schemaSource);
  // Observed below; this keeps an early failure from being reported as unhandled meanwhile.
  schemaPromise.catch(() => undefined);
  const response = await apiRequest(path, init);
  const body: unknown = await response.json().catch(() => undefined);
  const schema = await schemaPromise;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unexpectedAnswer(response.status);
  return parsed.data;
}

/** Like apiFetch, with a light type guard instead of a zod schema (see lib/shape). */
export async function apiFetchChecked<T>(
  path: string,
  isExpected: (body: unknown) => body is T,
  init?: RequestInit,
): Promise<T> {
  const response = await apiRequest(path, init);
  const body: unknown = await response.json().catch(() => undefined);
  if (!isExpected(body)) throw unexpectedAnswer(response.status);
  return body;
}

/** An answer that does not have the shape the shared schema (or type guard) expects. */
export const unexpectedAnswer = (status: number) =>
  new ApiRequestError(status, 'invalid_response', 'The server sent an unexpected answer.');

/**
 * The server's error shape, checked by hand: every failed call passes here (a guest's 401 on
 * the first page load included), and the zod schema would pull zod into that first load.
 */
function errorOf(body: unknown): ApiError['error'] | null {
  const error = (body as Partial<ApiError> | null | undefined)?.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const fields = error.fields && typeof error.fields === 'object' ? error.fields : undefined;
  return { code: error.code, message: error.message, fields };
}

function toRequestError(response: Response, body: unknown): ApiRequestError {
  const error = errorOf(body);
  if (error)
    return new ApiRequestError(response.status, error.code, error.message, error.fields, body);
  return new ApiRequestError(
    response.status,
    'http_error',
    response.statusText || `Request failed (${response.status})`,
  );
}

/** Client errors (4xx) will not get better by retrying; network and 5xx errors might. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
}
