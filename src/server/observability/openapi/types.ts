import type { z } from 'zod';

/** What the OpenAPI document says about one route; every schema is a shared one (src/shared/api). */
export interface ApiDoc {
  summary: string;
  tag?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200/201 answer. */
  response?: z.ZodType;
  /** Status of a success (default 200). */
  status?: number;
  /** Answers as Server-Sent Events when asked (`Accept: text/event-stream`); events of this schema. */
  events?: z.ZodType;
  /** Content type of a non-JSON answer (images, CSV, HTML). */
  produces?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in /api/openapi.json; routes without one are listed by the central table. */
    api?: ApiDoc;
  }
}
