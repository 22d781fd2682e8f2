import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importCycles from './eslint/no-import-cycle.js';
import { qaToolingBreach, webLayerRules } from './eslint/web-layers.js';

// One flat config for browser, server, machines and tests. The import restrictions keep the
// dependency direction of docs/architecture/layers.md: web → machines → domain, web → api → domain,
// server → domain; inside src/web, app → features → shared (eslint/web-layers.js).
const breach = (group) => ({
  group,
  message: 'Breaks the dependency direction (docs/architecture/layers.md).',
});
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(breach) }],
});
/** The same, and the QA tooling too: only the QA page, the tests and machines/qa itself import it. */
const forbidWithQa = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: [...groups.map(breach), qaToolingBreach] }],
});

export default tseslint.config(
  // The QA paths' tests that test/machines/qa/path-as-test.test.ts writes and deletes while
  // `npm test` lints beside it.
  {
    ignores: [
      'dist',
      '.data',
      'node_modules',
      'coverage',
      'migrations',
      'test/machines/qa-path-*.test.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // No import cycles anywhere, `import type` included (eslint/no-import-cycle.js says why).
    plugins: { cotizauto: importCycles },
    rules: {
      'cotizauto/no-import-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbidWithQa(['**/server/**']) },
  },
  ...webLayerRules(),
  {
    files: ['src/domain/**/*.ts'],
    rules: forbid(['**/web/**', '**/server/**', '**/api/**', '**/machines/**', 'react', 'ky']),
  },
  {
    files: ['src/api/**/*.ts'],
    rules: forbid(['**/web/**', '**/server/**', '**/machines/**', 'react']),
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/qa/**'],
    rules: forbidWithQa(['**/web/**', '**/server/**', 'react', 'ky', 'react-dom']),
  },
  {
    files: ['machines/qa/**/*.ts'],
    rules: forbid(['**/web/**', '**/server/**', 'react', 'ky', 'react-dom']),
  },
  {
    // One name for the tag the views read as "working" (machines/support/persistence.ts).
    files: ['machines/**/*.ts', 'test/machines/**/*.ts'],
    ignores: ['machines/support/persistence.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='busy']",
          message: 'Use busyTag (machines/support/persistence.ts).',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      ...forbid(['**/web/**', '**/api/**', '**/machines/**', 'react']),
      // Start-up loads only what every request may need (docs/architecture/server.md).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['pdf-lib', '@pdf-lib/fontkit', 'subset-font', 'nodemailer'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Import it where it is first used (import()): at start it costs CPU.',
          })),
        },
      ],
    },
  },
);
