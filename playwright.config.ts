import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, MOBILE } from './e2e/support/chromium.mjs';

/**
 * The journeys run against the built apps served by the real server on a fresh PGlite data directory
 * (seeded with the demo data on start): the promoter app's on a phone, the console's (e2e/console) at
 * 1440×900. `npm run test:e2e` builds both first.
 */
const PORT = Number(process.env.E2E_PORT ?? 3999);
/** The local stand-in for Douyin and Kuaishou (e2e/support/watermark-fixture.ts): journeys never reach the internet. */
const WATERMARK_PORT = Number(process.env.E2E_WATERMARK_PORT ?? PORT - 1);
const STALE_MS = 3_600_000;

/**
 * A new data directory per run. The server still runs during globalTeardown, so instead of deleting
 * this run's directory there, directories of runs older than an hour are swept here.
 */
function freshDataDir() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const dir = path.join(os.tmpdir(), name);
    if (name.startsWith('tuike-e2e-') && Date.now() - fs.statSync(dir).mtimeMs > STALE_MS)
      fs.rmSync(dir, { recursive: true, force: true });
  }
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tuike-e2e-'));
}
// Workers load this file too and inherit the runner's environment, so they reuse the runner's directory.
process.env.E2E_DATA_DIR ??= freshDataDir();

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-chromium',
      testIgnore: 'console/**',
      use: {
        browserName: 'chromium',
        ...MOBILE,
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'console',
      testMatch: 'console/**/*.spec.ts',
      use: {
        browserName: 'chromium',
        ...DESKTOP,
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: [
    {
      command: `node --import tsx e2e/support/watermark-fixture.ts ${WATERMARK_PORT}`,
      port: WATERMARK_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --enable-source-maps apps/server/dist/main.js',
      url: `http://127.0.0.1:${PORT}/healthz`,
      // The journeys read SMS codes and captcha answers as a person reads their phone: DEV_HELPERS.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        DEV_HELPERS: '1',
        // Test-only (refused in production): the watermark eraser asks the fixture instead of the platforms.
        WATERMARK_FIXTURE_ORIGIN: `http://127.0.0.1:${WATERMARK_PORT}`,
      },
      // A server left running would serve an older build; always start a fresh one.
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
