import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../src/server/config';
import { startServer, SUITE_LIMITS, type RunningServer } from './server';

/**
 * Builds the app when sources changed, then runs one real server (`node dist/server/main.js`) per e2e worker, each
 * with its own throwaway embedded PostgreSQL in a temp DATA_DIR, exactly as `npm start` does, with limits sized for
 * the suite (e2e/server.ts). Tests get their worker's server and its database (e2e/browser.ts; decision 0057).
 */
let servers: RunningServer[] = [];

export async function setup(project: TestProject): Promise<void> {
  const { buildIsStale } = (await import(join(ROOT, 'scripts/freshness.mjs'))) as {
    buildIsStale: (r: string) => boolean;
  };
  if (buildIsStale(ROOT)) {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit', cwd: ROOT });
    if (r.status !== 0) throw new Error('build failed');
  }
  const started = await Promise.allSettled(
    Array.from({ length: project.config.maxWorkers ?? 2 }, () => startServer(SUITE_LIMITS)),
  );
  servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map((s) => ({ baseUrl: s.baseUrl, databaseUrl: s.databaseUrl })),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((s) => s.stop()));
  servers = [];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per e2e worker: VITEST_POOL_ID n uses servers[n - 1]. */
    servers: { baseUrl: string; databaseUrl: string }[];
  }
}
