import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const featureBoundary = {
  // '../<other feature>/<file>' where the file is not the feature's service or index.
  regex: '^\\.\\./[^./][^/]*/(?!(service|index)(\\.js)?$).+',
  message:
    'A feature may use another feature only through its service.ts or index.ts, never its routes, tables or internals (docs/ARCHITECTURE.md#rules-that-hold-everywhere).',
};

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
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureBoundary,
            { group: ['**/web/**'], message: 'The server never imports web code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'The server never imports web code.' }] },
      ],
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/.+',
              message:
                "A web feature uses another feature only through its index.ts ('../billing'), so each feature's internals can change freely.",
            },
            {
              regex: '^\\.\\./\\.\\./app/.+',
              message:
                "Features use the app shell only through its index.ts ('../../app'); the shell's layout files are not theirs to reach into.",
            },
            {
              group: ['**/server/**'],
              message:
                'The browser bundle must not import server code (it would ship secrets and Node modules).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message:
                'The browser bundle must not import server code (it would ship secrets and Node modules).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'src/shared is imported by both sides and depends on neither.',
            },
          ],
        },
      ],
    },
  },
);
