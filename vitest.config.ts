import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every project: server (API tests through the real app and database),
 * contract and web (unit tests in happy-dom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/contract/**/*.test.ts'],
          environment: 'node',
          // Migrates one template database per run; each test file starts from a copy of it.
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
