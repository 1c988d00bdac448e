import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8181);

/**
 * Journeys that race the browser's own timers (the closed-tab outbox journey, the gallery's return
 * online, the offline banner's age after a failed refresh in offline-outage): each has failed on a
 * loaded 2-core machine, the last twice in a row beside another worker. They run last, one at a time,
 * with no other journey loading the machine.
 */
const ALONE = ['**/outbox-closed-tab.spec.ts', '**/gallery-offline.spec.ts', '**/offline-outage.spec.ts'];
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  // Files are shared out between the workers; the journeys of one file run in order in one worker.
  fullyParallel: false,
  // Journeys are independent (tests/e2e/support.ts), so E2E_WORKERS=2 or more runs them side by side.
  // One by default: on the quiet 2-core machine two workers took as long as one (7.0 min each, README
  // 'Testing') and met one more timing race, since the server and each worker's Chromium share two cores.
  workers: Number(process.env.E2E_WORKERS || 1),
  // One retry: a few offline journeys race the browser's own timers on a loaded 2-core machine.
  // Playwright reports a pass on retry as 'flaky', which the README's 'Testing' notes list as work to
  // do; a real failure fails twice.
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
  projects: [
    { name: 'chromium', use: chromium, testIgnore: ALONE },
    // After all the others (a failure among them skips these, and the run fails anyway).
    { name: 'chromium-alone', use: chromium, testMatch: ALONE, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    // The real built server on an empty data dir: the first start seeds the demo catalogue.
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/Home/WhatOurClientSays`,
    // A first start migrates and seeds (README, "Two commands"): on a loaded machine it can take
    // minutes, so the bound is the runner's to choose.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS || 180_000),
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // As deployed: the site knows its own address (mailed links, the home page's canonical link).
    // TRUST_PROXY: the suite registers its people through the API, each as its own visitor
    // (X-Forwarded-For, see tests/e2e/support.ts), not a dozen sign-ups from one address.
    // TEST_PASSWORD_HASH_COST: a cheap password hash (only with NODE_ENV=test), as the API tests have.
    env: {
      PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${PORT}`, TRUST_PROXY: 'true',
      NODE_ENV: 'test', TEST_PASSWORD_HASH_COST: '10',
    },
  },
});
