import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // A timeout is for a hang, not a slow machine: an OWASP-cost hash or a tile index takes
          // seconds of CPU when the two cores are shared, past the default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file runs its own server on its own copy of the database; two at a time fit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
