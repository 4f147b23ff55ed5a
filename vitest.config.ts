import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Tests that start real server processes (`npm run serve`, `npm run admin:create`): seconds each, so not part of `npm test`. */
const PROCESS_TESTS = [
  'apps/server/src/main.test.ts',
  'apps/server/src/modules/wallet/withdraw-sigkill.test.ts',
  'apps/server/src/modules/settlement/confirm-sigkill.test.ts',
  'apps/server/src/admin-create.test.ts',
  'apps/server/src/build-maps.test.ts',
];

/**
 * `npm test` runs the fast projects: server (API tests through the real app and database, plus the
 * contract's unit tests), web and console (unit and page tests in happy-dom). `npm run test:process` runs the process
 * tests; CI runs both.
 */
export default defineConfig({
  test: {
    // Vitest leaves one core free by default, which on a two-core machine means one worker. The tests
    // wait on the database and timers as much as on the CPU, so one worker per core finishes sooner.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/contract/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...PROCESS_TESTS],
          environment: 'node',
          // The AWS SDK warns once per worker that its releases after January 2027 need Node 22; CI runs
          // Node 20 on purpose (engines), so a passing run would print that notice in every run.
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
          // Migrates one template database per run; each test file starts from it (test/harness.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share their worker's loaded modules (Fastify, PGlite, the app) instead of importing
          // them again per file (~1.5 s each). Each file still sees a database as the template left it: on
          // PostgreSQL a copy of its own, on PGlite the worker's one database, reset after the previous file
          // (test/pglite-pool.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'process',
          include: PROCESS_TESTS,
          environment: 'node',
          // Builds the server that `npm run serve` runs.
          globalSetup: ['apps/server/test/build-setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: 'apps/console/vite.config.ts',
        test: {
          name: 'console',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/console/src/test/setup.ts'],
          testTimeout: 20_000,
          // Files share their worker's loaded modules (React, antd, the console) instead of importing them
          // again per file (~2 s of CPU each, half the project's time). Each test renders the whole console
          // afresh (renderConsole: its own query client, session and path), and the setup file undoes what
          // a file may leave behind (test/setup.ts), so a file must not leave module state changed.
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A page test may wait on several answers and dialogs; a worker's first file imports every page
          // before its tests (test/render-route.tsx), which on a busy machine takes more than the default 10 s.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files share their worker's loaded modules (React, antd-mobile, the app) instead of importing them
          // again per file. The setup file registers the page kit's hooks for every file, which undo what a
          // test leaves behind (test/render-route.tsx: screen, fake API, cache, session, toasts, dialogs, stubs).
          isolate: false,
        },
      },
    ],
  },
});
