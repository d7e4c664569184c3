import { z } from 'zod';
import { apiErrorSchema } from '#shared/api/errors.js';
import type { ApiDoc } from './types.js';
import { API_OPERATIONS } from './operations.js';

export interface DocumentedRoute {
  method: string;
  url: string;
  access: string | undefined;
  api: ApiDoc | undefined;
}

type JsonSchema = Record<string, unknown>;

/** Input shapes as a client sends them; transforms and refinements become plain JSON Schema. */
const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

/** `/api/conversations/:id` → `/api/conversations/{id}`; a wildcard becomes `{path}`. */
export const openApiPath = (url: string) =>
  url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{path}');

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid input (names each field).',
  '401': 'Not signed in.',
  '402': 'Payment required (Premium or credits).',
  '403': 'Forbidden.',
  '404': 'Not found.',
  '409': 'Conflict.',
  '429': 'Too many requests (Retry-After).',
  '503': 'A dependency is down.',
};

function parameters(doc: ApiDoc | undefined, url: string) {
  const list: JsonSchema[] = [];
  const declared = new Set<string>();
  for (const [where, schema] of [
    ['path', doc?.params],
    ['query', doc?.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      declared.add(name);
      const required = where === 'path' || (json.required ?? []).includes(name);
      list.push({ name, in: where, required, schema: property });
    }
  }
  // Path parameters without a shared schema are still named.
  for (const match of openApiPath(url).matchAll(/\{(\w+)\}/g)) {
    if (!declared.has(match[1]))
      list.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
  }
  return list;
}

function responses(doc: ApiDoc | undefined) {
  const content: Record<string, unknown> = {};
  if (doc?.response) content['application/json'] = { schema: toSchema(doc.response, 'output') };
  if (doc?.events)
    content['text/event-stream'] = {
      schema: toSchema(doc.events, 'output'),
      description: 'One event per message: `event: <name>` and `data: <JSON>`.',
    };
  if (doc?.produces) content[doc.produces] = {};
  const success = {
    description: doc?.summary ?? 'Success.',
    ...(Object.keys(content).length > 0 ? { content } : {}),
  };
  const errors = Object.fromEntries(
    Object.entries(ERROR_STATUSES).map(([status, description]) => [
      status,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  return { [String(doc?.status ?? 200)]: success, ...errors };
}

function operation(route: DocumentedRoute) {
  const doc = route.api ?? API_OPERATIONS[`${route.method} ${route.url}`];
  const access = route.access ?? 'unspecified';
  return {
    operationId: `${route.method.toLowerCase()} ${route.url}`,
    summary: doc?.summary ?? `${route.method} ${route.url}`,
    description: doc
      ? `Access: ${access}.`
      : `Access: ${access}. No shared schema describes this route yet.`,
    tags: [doc?.tag ?? route.url.split('/')[2] ?? 'other'],
    'x-access': access,
    parameters: parameters(doc, route.url),
    ...(doc?.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(doc.body, 'input') } },
          },
        }
      : {}),
    responses: responses(doc),
  };
}

/** Routes a client calls: HEAD and OPTIONS answers Fastify adds by itself are left out. */
export const documentedMethods = (method: string) => method !== 'HEAD' && method !== 'OPTIONS';

/** The OpenAPI 3.1 document of every registered route (docs/API.md). */
export function buildOpenApiDocument(routes: DocumentedRoute[], info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!documentedMethods(route.method)) continue;
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Companion chat API',
      version: info.version,
      description:
        'Generated from the shared zod schemas (src/shared/api). Errors are `{error:{code,message}}`; `x-access` says who may call each route.',
    },
    paths,
    components: { schemas: { Error: toSchema(apiErrorSchema, 'output') } },
  };
}
