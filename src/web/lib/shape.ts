/**
 * A light structural check of an API answer, for the few calls on the landing page: the shared
 * zod schemas (and zod) are ~35 KB compressed that the first visit would otherwise download just
 * to validate two small answers. Other pages validate with the zod schemas (lib/api apiFetch).
 */
export type FieldKind = 'string' | 'number' | 'boolean' | 'string?' | 'string[]';

export type Shape<T> = { [Key in keyof T]-?: FieldKind };

function fieldMatches(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string?':
      return value === null || typeof value === 'string';
    case 'string[]':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    default:
      return typeof value === kind;
  }
}

/** True when `value` is an object whose fields all have the kinds `shape` lists. */
export function hasShape<T>(value: unknown, shape: Shape<T>): value is T {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries<FieldKind>(shape).every(([key, kind]) => fieldMatches(record[key], kind));
}
