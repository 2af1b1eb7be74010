import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit (pure, fast), integration (real embedded PostgreSQL, one throwaway cluster per run),
 * e2e (real Chromium through playwright-core against the built server).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // Two files at a time, each worker on its own server (e2e/global-setup.ts, decision 0057); after the
          // other projects (a group of its own), so browsers never compete with the integration files for the CPU.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
