import { defineConfig } from '@playwright/test';

// End-to-end tests against the production build on a fresh embedded database
// (scripts/e2e-server.ts). Build first: `npx tsx scripts/ensure-build.ts`.
// Playwright never downloads a browser here: it drives Debian's chromium.
const port = process.env.E2E_PORT || '3210';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `${baseURL}/vi/sign-in`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: port },
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
