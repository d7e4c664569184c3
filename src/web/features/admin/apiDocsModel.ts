import {
  OPENAPI_METHODS,
  type JsonSchemaObject,
  type OpenApiDocument,
  type OpenApiMethod,
  type OpenApiOperation,
} from '#shared/api/openapi';

/** One operation of the OpenAPI document, flattened for the admin API docs page. */
export interface ApiOperationEntry {
  /** `GET /api/characters/{id}`: unique, used as the element id and React key. */
  key: string;
  method: OpenApiMethod;
  path: string;
  tag: string;
  summary: string;
  access: string;
  operation: OpenApiOperation;
}

export interface ApiTagGroup {
  tag: string;
  operations: ApiOperationEntry[];
}

const METHOD_ORDER = new Map(OPENAPI_METHODS.map((method, index) => [method, index]));

/** Every operation, sorted by tag, then path, then method (GET before POST …). */
export function listOperations(document: OpenApiDocument): ApiOperationEntry[] {
  const entries: ApiOperationEntry[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of OPENAPI_METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      entries.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        tag: operation.tags?.[0] ?? 'other',
        summary: operation.summary ?? '',
        access: operation['x-access'] ?? 'unspecified',
        operation,
      });
    }
  }
  return entries.sort(
    (a, b) =>
      a.tag.localeCompare(b.tag) ||
      a.path.localeCompare(b.path) ||
      METHOD_ORDER.get(a.method)! - METHOD_ORDER.get(b.method)!,
  );
}

/**
 * Whether an operation matches the filter: every word of `query` appears in its method, path,
 * summary, tag or access level (case-insensitive), and its access level is `access` when given.
 */
export function matchesFilter(entry: ApiOperationEntry, query: string, access: string) {
  if (access && entry.access !== access) return false;
  const haystack = [entry.method, entry.path, entry.summary, entry.tag, entry.access]
    .join(' ')
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Groups sorted entries by tag, keeping their order. */
export function groupByTag(entries: ApiOperationEntry[]): ApiTagGroup[] {
  const groups = new Map<string, ApiOperationEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.tag) ?? [];
    list.push(entry);
    groups.set(entry.tag, list);
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

export const accessLevels = (entries: ApiOperationEntry[]) =>
  [...new Set(entries.map((entry) => entry.access))].sort();

/** `#/components/schemas/Error` → the schema it names, else null. */
export function resolveRef(
  schema: JsonSchemaObject,
  components: Record<string, JsonSchemaObject> | undefined,
): { name: string; schema: JsonSchemaObject } | null {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return null;
  const name = ref.replace(/^#\/components\/schemas\//, '');
  const target = components?.[name];
  return target ? { name, schema: target } : null;
}

const asSchema = (value: unknown): JsonSchemaObject | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchemaObject) : null;

/** A short type label: `string (email)`, `array of object`, `"a" | "b"`, `integer ≥ 1` … */
export function typeLabel(schema: JsonSchemaObject): string {
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1)!;
  const variants = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(variants))
    return variants.map((variant) => typeLabel(asSchema(variant) ?? {})).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') {
    const items = asSchema(schema.items);
    return `array of ${items ? typeLabel(items) : 'any'}`;
  }
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  return `${typeof type === 'string' ? type : 'any'}${format}`;
}

/** Limits worth showing next to the type (lengths, ranges, pattern, default). */
export function constraints(schema: JsonSchemaObject): string[] {
  const labels: Array<[string, string]> = [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', '≥'],
    ['maximum', '≤'],
    ['exclusiveMinimum', '>'],
    ['exclusiveMaximum', '<'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
    ['pattern', 'pattern'],
    ['default', 'default'],
  ];
  return labels
    .filter(([key]) => schema[key] !== undefined)
    .map(([key, label]) => `${label} ${JSON.stringify(schema[key])}`);
}

/** The named child schemas of a schema: object properties, array items, or union variants. */
export function childrenOf(
  schema: JsonSchemaObject,
): Array<{ name: string; required: boolean; schema: JsonSchemaObject }> {
  const properties = asSchema(schema.properties);
  if (properties) {
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    return Object.entries(properties).map(([name, child]) => ({
      name,
      required: required.has(name),
      schema: asSchema(child) ?? {},
    }));
  }
  const items = asSchema(schema.items);
  if (schema.type === 'array' && items && childrenOf(items).length > 0)
    return [{ name: '[item]', required: false, schema: items }];
  const variants = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (
    Array.isArray(variants) &&
    variants.some((variant) => childrenOf(asSchema(variant) ?? {}).length)
  )
    return variants.map((variant, index) => ({
      name: `variant ${index + 1}`,
      required: false,
      schema: asSchema(variant) ?? {},
    }));
  return [];
}
