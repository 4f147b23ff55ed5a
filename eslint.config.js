import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Callbacks passed to page.evaluate / addInitScript run in the browser.
    files: ['scripts/**/*.mjs', 'e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Contract schemas pull zod (~25 KB gzip) into whatever imports a value from them; the client
      // takes types from anywhere but values only from the zod-free constants and enums.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@tuike/contract/*',
                '!@tuike/contract/constants',
                '!@tuike/contract/enums',
                '!@tuike/contract/version',
                '!@tuike/contract/hosts',
              ],
              allowTypeImports: true,
              message: 'Import only types from contract schema files in the web app; values come from constants or enums.',
            },
          ],
        },
      ],
    },
  },
  {
    // Forms validate with the shared zod schemas; they live in lazily loaded pages, off the first screen.
    files: ['apps/web/src/features/{auth,profile}/**', 'apps/web/src/pages/{login,my}/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
