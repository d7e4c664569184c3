import { z } from 'zod';

/**
 * C0 controls and DEL, except tab and newline (multi-line text keeps them) and carriage return
 * (browsers send line breaks in form text as CRLF). A NUL cannot be stored by PostgreSQL, and the
 * others have no business in a name, an id or a message.
 */
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F]/;
/** Half of a surrogate pair without its other half: not valid Unicode, breaks UTF-8 encoders. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
export const INVALID_UNICODE_MESSAGE = 'must be valid Unicode text';

/** True when the text has no forbidden control characters and no lone surrogates. */
export function isCleanText(value: string, options: { multiLine?: boolean } = {}): boolean {
  const forbidden = options.multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return !forbidden.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The one string schema every request field uses: a plain zod string that refuses control
 * characters (keeping tab and line breaks only when `multiLine`) and lone surrogates. Chain
 * `.trim()`, `.min()`, `.max()` … on it as on `z.string()`.
 */
export function text(options: { message?: string; multiLine?: boolean } = {}) {
  const { message, multiLine = false } = options;
  return z
    .string(message ? { message } : undefined)
    .refine((value) => !LONE_SURROGATE.test(value), {
      message: INVALID_UNICODE_MESSAGE,
      abort: true,
    })
    .refine((value) => !(multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value), {
      message: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    });
}
