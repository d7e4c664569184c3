import { describe, expect, it } from 'vitest';
import { openApiDocumentSchema } from '#shared/api/openapi';
import {
  childrenOf,
  constraints,
  groupByTag,
  listOperations,
  matchesFilter,
  resolveRef,
  typeLabel,
} from './apiDocsModel';

const document = openApiDocumentSchema.parse({
  openapi: '3.1.0',
  info: { title: 'API', version: '1' },
  paths: {
    '/api/b': { post: { tags: ['beta'], summary: 'Make a b', 'x-access': 'member' } },
    '/api/a': {
      post: { tags: ['alpha'], summary: 'Make an a' },
      get: { tags: ['alpha'], summary: 'Read the a', 'x-access': 'public' },
      parameters: [],
    },
  },
});

describe('the API docs model', () => {
  it('lists operations by tag, path and method, and groups them in that order', () => {
    const entries = listOperations(document);
    expect(entries.map((entry) => entry.key)).toEqual(['GET /api/a', 'POST /api/a', 'POST /api/b']);
    expect(entries[1].access).toBe('unspecified');
    expect(groupByTag(entries).map((group) => [group.tag, group.operations.length])).toEqual([
      ['alpha', 2],
      ['beta', 1],
    ]);
  });

  it('matches every word of the filter anywhere, and the access level exactly', () => {
    const [readA, makeA, makeB] = listOperations(document);
    expect(matchesFilter(readA, 'GET  /api/A', '')).toBe(true);
    expect(matchesFilter(makeA, 'make alpha', '')).toBe(true);
    expect(matchesFilter(makeA, 'make beta', '')).toBe(false);
    expect(matchesFilter(makeB, '', 'member')).toBe(true);
    expect(matchesFilter(readA, '', 'member')).toBe(false);
  });

  it('labels schema types, limits and children readably', () => {
    expect(typeLabel({ type: 'string', format: 'email' })).toBe('string (email)');
    expect(typeLabel({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
    expect(typeLabel({ enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(constraints({ type: 'integer', minimum: 1, maximum: 100, default: 20 })).toEqual([
      '≥ 1',
      '≤ 100',
      'default 20',
    ]);
    const object = {
      type: 'object',
      properties: { id: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['id'],
    };
    expect(childrenOf(object).map((child) => [child.name, child.required])).toEqual([
      ['id', true],
      ['tags', false],
    ]);
    expect(childrenOf({ type: 'array', items: object }).map((child) => child.name)).toEqual([
      '[item]',
    ]);
  });

  it('resolves a reference to a component schema', () => {
    const components = { Error: { type: 'object' } };
    expect(resolveRef({ $ref: '#/components/schemas/Error' }, components)).toEqual({
      name: 'Error',
      schema: { type: 'object' },
    });
    expect(resolveRef({ $ref: '#/components/schemas/Missing' }, components)).toBeNull();
    expect(resolveRef({ type: 'string' }, components)).toBeNull();
  });
});
