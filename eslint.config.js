import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'coverage/', '.test-results/', 'src/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  // Boundaries (docs/ARCHITECTURE.md#boundaries).
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', '**/db/**', 'node:*', 'fastify', 'pg', 'drizzle-orm*'],
              message: 'shared imports nothing outside shared (docs/ARCHITECTURE.md#boundaries).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/db/**', 'pg', 'drizzle-orm*', 'fastify'],
              message: 'web never imports server or db (docs/ARCHITECTURE.md#boundaries).',
            },
          ],
        },
      ],
    },
  },
  // Server code never imports web, not even types (docs/ARCHITECTURE.md#principle-15; decision 0009): the page renderer
  // is injected by the composition root, src/main.ts.
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**'],
              message:
                'server never imports web (docs/ARCHITECTURE.md#principle-15): take it as a dependency from src/main.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/modules/*/routes.ts'],
    rules: {
      // Flat config replaces a rule's options per file: this zone repeats the server one.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**'],
              message:
                'server never imports web (docs/ARCHITECTURE.md#principle-15): take it as a dependency from src/main.ts.',
            },
            {
              group: ['drizzle-orm*', 'pg', '**/db/schema*', '**/db/client', '**/repo', '**/repo/**'],
              message: 'routes stay thin: SQL lives in repo.ts behind service.ts (decision 0051).',
            },
          ],
        },
      ],
    },
  },
  // The insurer sandbox is another party (decision 0086): it talks to the marketplace over HTTP only, never through
  // the marketplace's modules, page renderer or web code.
  {
    files: ['src/sandbox/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/modules/**', '**/server/ssr/**', '**/server/plugins/**', '**/web/**'],
              message:
                'the insurer sandbox talks to the marketplace over HTTP only (src/sandbox/README.md, decision 0086).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only src/server/config.ts reads process.env.' },
      ],
    },
  },
  // Product files never import the test runner or test helpers (decision 0056). The typescript-eslint twin of
  // no-restricted-imports is used so the boundary zones above keep their own options (flat config replaces a
  // rule's options per file, it never merges them).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing.ts', 'src/**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['vitest', 'vitest/*', '@vitest/*'],
              message: 'vitest is for tests: product code never imports it (decision 0056).',
            },
            {
              group: ['**/testing', '**/testing/**'],
              message: 'test helpers (testing.ts, testing/) are for tests only (decision 0056).',
            },
          ],
        },
      ],
    },
  },
  // One module shape (decision 0051): a module's service and repo know nothing of HTTP (a logger type is fine), and
  // never reach back into the routes. Repeats the product-files zone above (flat config replaces, never merges).
  {
    files: ['src/server/modules/*/{service,repo}.ts', 'src/server/modules/*/{service,repo}/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['vitest', 'vitest/*', '@vitest/*'],
              message: 'vitest is for tests: product code never imports it (decision 0056).',
            },
            {
              group: ['**/testing', '**/testing/**'],
              message: 'test helpers (testing.ts, testing/) are for tests only (decision 0056).',
            },
            {
              group: ['fastify', '@fastify/*'],
              allowTypeImports: true,
              message: 'services and repos know nothing of HTTP: the routes answer (decision 0051).',
            },
            {
              group: ['./routes', '**/routes', '../*/index'],
              message:
                'a service or repo never imports routes, nor another module by its index (decision 0051).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  // Integration tests render no React: useTestApp (decision 0057) is vitest set-up at a file's top, not a hook.
  {
    files: ['test/integration/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
