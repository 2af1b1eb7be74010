import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and integration files share vitest's first group, which must have one worker count. Vitest's default is one
 * worker less than the cores, i.e. ONE on the two-core CI machine: every unit and integration file ran after the
 * other. Integration files spend most of their time waiting for PostgreSQL (its own processes), each on its own
 * database cloned from the template, so two run side by side on two cores (decision 0082).
 */
const FIRST_GROUP_WORKERS = Math.max(2, availableParallelism() - 1);

const UNIT_FILES = ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'];
/**
 * Unit files replacing a module (`vi.mock`, `vi.doMock`): they keep a module graph of their own (decision 0096).
 * Found by reading the files, so a new one joins them by itself.
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const MOCKING_UNIT_FILES = ['src', 'test/unit']
  .flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)),
  )
  .filter(
    (f) => /\.test\.tsx?$/.test(f) && /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(ROOT, f), 'utf8')),
  );

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
          maxWorkers: FIRST_GROUP_WORKERS,
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...MOCKING_UNIT_FILES],
          // One module graph per worker instead of one per file (decision 0096): importing was two thirds of the
          // project's time (each of ~240 small files loaded React, zod and the shared code again).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          environment: 'node',
          maxWorkers: FIRST_GROUP_WORKERS,
          include: MOCKING_UNIT_FILES,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          maxWorkers: FIRST_GROUP_WORKERS,
          include: ['test/integration/**/*.test.ts'],
          // One module graph per worker (decision 0096): every file imported the whole app again (import 206 s of
          // 520 s summed). Each file still gets its own database, configuration (testConfig) and app instance.
          isolate: false,
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
          // One module graph per worker (decision 0121): each browser file imported playwright-core, axe and the shared
          // helpers again in a new process. Files hold their browser and pages in their own module scope and close them
          // in afterAll; the helpers keep no state between files.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
