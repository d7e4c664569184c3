/**
 * Maps whatever the HTTP client threw into our LlmError vocabulary and decides whether one
 * retry is safe. Kept apart from the provider so the rules are readable in one place.
 */
import { HttpStatusError } from './completionStream.js';
import { LlmError } from './types.js';

/** Socket-level failures: the server was unreachable or dropped the connection. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'ECONNABORTED',
]);
const CONNECTION_MESSAGES = ['fetch failed', 'terminated', 'other side closed', 'socket hang up'];

export interface ClassifiedError {
  error: LlmError;
  /** True when repeating the request cannot duplicate output the user already saw. */
  retryable: boolean;
}

/**
 * @param tokensSeen whether any text was already yielded — a failure then is a broken stream and
 * must never be retried (the user would see the reply restart).
 */
export function classifyError(error: unknown, tokensSeen: boolean): ClassifiedError {
  if (error instanceof LlmError) return { error, retryable: false };
  const message = describe(error);
  if (tokensSeen) {
    return {
      error: new LlmError('broken_stream', `The reply stream broke: ${message}`, { cause: error }),
      retryable: false,
    };
  }

  if (error instanceof HttpStatusError) {
    const status = error.statusCode;
    const llmError = new LlmError('http', `Model endpoint answered HTTP ${status}: ${message}`, {
      status,
      cause: error,
    });
    return { error: llmError, retryable: status >= 500 || status === 429 };
  }
  if (isConnectionError(error)) {
    return {
      error: new LlmError('network', `Cannot reach the model endpoint: ${message}`, {
        cause: error,
      }),
      retryable: true,
    };
  }
  // Before any token, an unreadable response is still a broken stream; retrying would not help.
  return {
    error: new LlmError('broken_stream', `Unexpected model response: ${message}`, { cause: error }),
    retryable: false,
  };
}

/** Walks the `cause` chain, since fetch wraps the socket error two levels deep. */
function isConnectionError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string') {
      const lower = message.toLowerCase();
      if (CONNECTION_MESSAGES.some((needle) => lower.includes(needle))) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function describe(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const message = (current as { message?: unknown }).message;
    parts.push(typeof message === 'string' ? message : String(current));
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' ← ');
}
