import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
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
      // CONTRIBUTING.md, Conventions: static looks live in the feature's CSS file; an inline style is only
      // for a value computed at run time. Flags a style object whose every value is a literal.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name=/^(style|bodyStyle|maskStyle)$/] > JSXExpressionContainer > ObjectExpression[properties.length>0]:not(:has(SpreadElement)):not(:has(Property > .value:not(Literal, UnaryExpression[argument.type='Literal'], TemplateLiteral[expressions.length=0])))",
          message: 'Static inline style: give it a class in the feature’s CSS file (CONTRIBUTING.md, Conventions).',
        },
      ],
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
                '!@tuike/contract/alias-rule',
                '!@tuike/contract/check-digits',
                '!@tuike/contract/fee',
                '!@tuike/contract/tax',
                '!@tuike/contract/not-built-features',
                '!@tuike/contract/money-status',
                '!@tuike/contract/settlement-rules',
                '!@tuike/contract/pan-rules',
                '!@tuike/contract/application-states',
                '!@tuike/contract/upload-rules',
                '!@tuike/contract/envelope-client',
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
    // The operator console: the same React rules and the same no-static-inline-style rule as the web app.
    files: ['apps/console/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name=/^(style|bodyStyle|maskStyle)$/] > JSXExpressionContainer > ObjectExpression[properties.length>0]:not(:has(SpreadElement)):not(:has(Property > .value:not(Literal, UnaryExpression[argument.type='Literal'], TemplateLiteral[expressions.length=0])))",
          message: 'Static inline style: give it a class in the component’s CSS file (CONTRIBUTING.md, Conventions).',
        },
      ],
      // The login page is the console's first load (≤ 350 kB, bench/first-load.ts): zod must not reach it.
      // The app frame, lib/, components/, the login page and its feature take values only from zod-free
      // contract files; form pages (lazy) may import schemas for zodRule.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'zod loads with form pages only, never on the login path.' }],
          patterns: [
            {
              group: [
                '@tuike/contract/*',
                '!@tuike/contract/constants',
                '!@tuike/contract/enums',
                '!@tuike/contract/error-codes',
                '!@tuike/contract/operator-grants',
                '!@tuike/contract/money-format',
                '!@tuike/contract/money-status',
                '!@tuike/contract/envelope-client',
              ],
              allowTypeImports: true,
              message: 'Only types from contract schema files here; schemas (zod) belong to lazily loaded form pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/console/src/pages/**', 'apps/console/src/features/**'],
    ignores: ['apps/console/src/pages/login/**', 'apps/console/src/features/auth/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Tests never ship: they may check a form against the schema it will use.
    files: ['apps/console/src/**/*.test.{ts,tsx}', 'apps/console/src/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Every dialog and sheet closes when the route changes (lib/overlays.ts): imperative dialogs open
    // through confirmDialog/alertDialog, sheets are components/Sheet. A direct Popup or Dialog would
    // float over the next page again. UpdateDialog registers itself with useCloseOnRouteChange.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/overlays.ts',
      'apps/web/src/components/Sheet.tsx',
      'apps/web/src/features/platform/components/UpdateDialog.tsx',
      '**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              importNames: ['Popup', 'CenterPopup', 'Dialog', 'ActionSheet', 'Modal'],
              message: 'Use components/Sheet or confirmDialog/alertDialog (lib/overlays): they close when the route changes.',
            },
          ],
          patterns: [
            {
              group: ['**/lib/antd-imperative'],
              importNames: ['loadDialog'],
              message: 'Open dialogs through confirmDialog/alertDialog (lib/overlays): they close when the route changes.',
            },
          ],
        },
      ],
    },
  },
  {
    // Forms validate with the shared zod schemas; they live in lazily loaded pages, off the first screen.
    files: ['apps/web/src/features/{auth,profile,watermark}/**', 'apps/web/src/pages/{login,my,account}/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The layering in docs/ARCHITECTURE.md, checked on every import. Tests, e2e, bench and scripts are
    // not elements: they exercise any part directly.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/console/src/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['apps/server/src/**', 'apps/web/src/**', 'apps/console/src/**'],
      'boundaries/ignore': ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/console/src/test/**'],
      // First match wins, so the catch-all folders (the app's own root files) come last.
      'boundaries/elements': [
        { type: 'server-lib', pattern: 'apps/server/src/lib', partialMatch: false },
        { type: 'server-db', pattern: 'apps/server/src/db', partialMatch: false },
        { type: 'server-jobs', pattern: 'apps/server/src/jobs', partialMatch: false },
        // The demo data is written through the modules' public entries, like any other caller.
        { type: 'server-seed', pattern: 'apps/server/src/seed', partialMatch: false },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', partialMatch: false, capture: ['module'] },
        // modules/index.ts: the list of every module's routes, which the app registers.
        { type: 'server-module-registry', pattern: 'apps/server/src/modules', partialMatch: false },
        { type: 'server-app', pattern: 'apps/server/src', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'web-component', pattern: 'apps/web/src/components', partialMatch: false },
        { type: 'web-lib', pattern: 'apps/web/src/lib', partialMatch: false },
        { type: 'web-platform', pattern: 'apps/web/src/platform', partialMatch: false },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', partialMatch: false, capture: ['feature'] },
        // One element per spec area (pages/my, pages/tabs…): a page may use a piece kept beside it.
        { type: 'web-page', pattern: 'apps/web/src/pages/*', partialMatch: false, capture: ['area'] },
        { type: 'web-main', pattern: 'apps/web/src', partialMatch: false },
        // The operator console: the web app's layering without platform/.
        { type: 'console-app', pattern: 'apps/console/src/app', partialMatch: false },
        { type: 'console-component', pattern: 'apps/console/src/components', partialMatch: false },
        { type: 'console-lib', pattern: 'apps/console/src/lib', partialMatch: false },
        { type: 'console-feature', pattern: 'apps/console/src/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'console-page', pattern: 'apps/console/src/pages/*', partialMatch: false, capture: ['area'] },
        { type: 'console-main', pattern: 'apps/console/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-lib' } },
              disallow: { to: { element: { type: ['server-module', 'server-module-registry', 'server-jobs'] } } },
              message: 'lib is below the modules: take what it needs as a parameter (see lib/auth.ts).',
            },
            {
              from: { element: { type: 'server-db' } },
              disallow: { to: { element: { type: ['server-module', 'server-module-registry'] } } },
              message: 'db holds the client and schema only; it never imports modules.',
            },
            {
              from: { element: { type: '!server-module-registry' } },
              disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
              message: 'Use another module only through its public entry, modules/<name>/index.ts.',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message: 'Features never import each other: move what they share to components/ or lib/.',
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-page' } } },
              message: 'Features sit below pages: move what a feature needs from a page into the feature, components/ or lib/.',
            },
            {
              from: { element: { type: ['web-component', 'web-lib'] } },
              disallow: { to: { element: { type: ['web-app', 'web-main', 'web-feature', 'web-page'] } } },
              message: 'components/ and lib/ are shared by everything, so they never import app/, features/ or pages/.',
            },
            {
              // platform/ builds on lib/, so lib/ importing it would close a circle.
              from: { element: { type: 'web-lib' } },
              disallow: { to: { element: { type: 'web-platform' } } },
              message: 'lib/ is below platform/: keep what both need (e.g. lib/runtime-env.ts) in lib/.',
            },
            {
              from: { element: { type: 'web-platform' } },
              disallow: { to: { element: { type: '!web-lib' } } },
              message: 'platform/ builds only on lib/.',
            },
            {
              from: { element: { type: 'web-page' } },
              disallow: { to: { element: { type: 'web-page' } } },
              message: 'Pages never import other pages: move what they share to components/ or a feature.',
            },
            {
              from: { element: { type: 'console-feature' } },
              disallow: { to: { element: { type: ['console-feature', 'console-page'] } } },
              message: 'Console features never import each other nor pages: move what they share to components/ or lib/.',
            },
            {
              from: { element: { type: ['console-component', 'console-lib'] } },
              disallow: { to: { element: { type: ['console-app', 'console-main', 'console-feature', 'console-page'] } } },
              message: 'components/ and lib/ are shared by everything, so they never import app/, features/ or pages/.',
            },
            {
              from: { element: { type: 'console-page' } },
              disallow: { to: { element: { type: 'console-page' } } },
              message: 'Pages never import other pages: move what they share to components/ or a feature.',
            },
            {
              // The two apps share only the contract: a console file reaching into the promoter app (or back)
              // would ship one app's code and assumptions in the other.
              from: {
                element: {
                  type: ['console-app', 'console-component', 'console-lib', 'console-feature', 'console-page', 'console-main'],
                },
              },
              disallow: {
                to: {
                  element: {
                    type: ['web-app', 'web-component', 'web-lib', 'web-platform', 'web-feature', 'web-page', 'web-main'],
                  },
                },
              },
              message: 'The console and the promoter app share only @tuike/contract.',
            },
          ],
        },
      ],
    },
  },
);
