import { z } from 'zod';

/**
 * GET /api/openapi.json (admins), as the admin API docs page reads it: only what the page shows
 * is checked, so a richer document still parses. Schemas inside are plain JSON Schema objects.
 */
export const jsonSchemaObjectSchema = z.record(z.string(), z.unknown());

const contentSchema = z.record(
  z.string(),
  z.object({ schema: jsonSchemaObjectSchema.optional(), description: z.string().optional() }),
);

export const openApiParameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonSchemaObjectSchema.optional(),
});

export const openApiOperationSchema = z.object({
  operationId: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  /** Who may call it (the access matrix's level: public, visitor, member, premium, admin …). */
  'x-access': z.string().optional(),
  parameters: z.array(openApiParameterSchema).optional(),
  requestBody: z
    .object({ required: z.boolean().optional(), content: contentSchema.optional() })
    .optional(),
  responses: z
    .record(
      z.string(),
      z.object({ description: z.string().optional(), content: contentSchema.optional() }),
    )
    .optional(),
});

export const OPENAPI_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type OpenApiMethod = (typeof OPENAPI_METHODS)[number];

/** A path item: the operations by method; other keys (shared parameters …) are let through. */
const pathItemSchema = z
  .object(
    Object.fromEntries(
      OPENAPI_METHODS.map((method) => [method, openApiOperationSchema.optional()]),
    ),
  )
  .loose();

export const openApiDocumentSchema = z.object({
  openapi: z.string().regex(/^3\./, 'an OpenAPI 3 document'),
  info: z.object({
    title: z.string(),
    version: z.string(),
    description: z.string().optional(),
  }),
  paths: z.record(z.string(), pathItemSchema),
  components: z
    .object({ schemas: z.record(z.string(), jsonSchemaObjectSchema).optional() })
    .loose()
    .optional(),
});

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;
export type OpenApiParameter = z.infer<typeof openApiParameterSchema>;
export type JsonSchemaObject = z.infer<typeof jsonSchemaObjectSchema>;
