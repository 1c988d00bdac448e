import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8181);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry: a few offline journeys race the browser's own timers on a loaded 2-core machine (the
  // closed-tab outbox journey, the gallery's return online). Playwright reports a pass on retry as
  // 'flaky', which the README's 'Testing' notes list as work to do; a real failure fails twice.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The real built server on an empty data dir: the first start seeds the demo catalogue.
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/Home/WhatOurClientSays`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // As deployed: the site knows its own address (mailed links, the home page's canonical link).
    // TRUST_PROXY: the suite registers its people through the API, each as its own visitor
    // (X-Forwarded-For, see tests/e2e/support.ts), not a dozen sign-ups from one address.
    env: { PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${PORT}`, TRUST_PROXY: 'true' },
  },
});
