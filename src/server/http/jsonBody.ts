import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** Largest request body any route accepts (the webhook included). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** No request of ours nests deeper than a few levels; 32 leaves room and stops stack exhaustion. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply arrays and objects nest in a JSON text, counted without parsing it (a parser or a
 * later JSON.stringify of a 100,000-deep value runs out of stack). Stops counting past `limit`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * Replaces the JSON body parser of every route with one that refuses bodies nested deeper than
 * MAX_JSON_DEPTH with a 400, then parses with Fastify's own (prototype-poisoning safe) parser.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const textBody = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(textBody, MAX_JSON_DEPTH)) {
      done(
        new AppError(
          400,
          'invalid_json',
          `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        ),
        undefined,
      );
      return;
    }
    parse(request, textBody, done);
  });
}
