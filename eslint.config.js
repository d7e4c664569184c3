import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * The import boundaries (docs/ARCHITECTURE.md#rules-that-hold-everywhere). Each folder below is
 * one element; an import inside one element is free, an import between two must be allowed here.
 * test/architecture/featureGraph.test.ts checks the same feature graph for cycles.
 */
const ELEMENTS = [
  { type: 'server-feature', pattern: 'src/server/features/*', capture: ['feature'] },
  { type: 'server-provider', pattern: 'src/server/providers/*', capture: ['provider'] },
  { type: 'server', pattern: 'src/server' },
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'src/web/app' },
  { type: 'web-components', pattern: 'src/web/components' },
  { type: 'web-lib', pattern: 'src/web/lib' },
  { type: 'web', pattern: 'src/web' },
  { type: 'shared', pattern: 'src/shared' },
];
const SERVER = ['server-feature', 'server-provider', 'server'];
const WEB = ['web-feature', 'web-app', 'web-components', 'web-lib', 'web'];
const ENTRY = 'index.{ts,tsx}';

const to = (type, fileInternalPath) => ({ to: { element: { type, fileInternalPath } } });
const POLICIES = [
  {
    from: { element: { type: 'server-feature' } },
    disallow: to('server-feature', `!${ENTRY}`),
    message:
      "A feature uses another feature only through its index.ts ('../billing/index.js'), never its services, routes, tables or internals.",
  },
  {
    from: { element: { type: 'server-provider' } },
    disallow: to('server-feature'),
    message: 'A provider is an adapter to an outside system; it never imports a feature.',
  },
  {
    from: { element: { type: SERVER } },
    disallow: to(WEB),
    message: 'The server never imports web code.',
  },
  {
    from: { element: { type: WEB } },
    disallow: to(SERVER),
    message:
      'The browser bundle must not import server code (it would ship secrets and Node modules).',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: to([...SERVER, ...WEB]),
    message: 'src/shared is imported by both sides and depends on neither.',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: to(['web', 'server', 'server-feature', 'server-provider']),
    message:
      "A web feature imports only components, lib, shared, the app's index.ts and other features' index.ts.",
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: to(['web-feature', 'web-app'], `!${ENTRY}`),
    message:
      "A web feature uses another feature, and the app shell, only through its index.ts ('../billing', '../../app'), so their internals can change freely.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testkit.ts', 'src/web/test/**'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': ELEMENTS,
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: POLICIES }],
      // A cycle means neither side can change, be tested or load without the other.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
