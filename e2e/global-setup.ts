import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../src/server/config';
import { startServer, SUITE_LIMITS, type RunningServer } from './server';

/**
 * Builds the app when sources changed, then runs the real server (`node dist/server/main.js`) with its own
 * throwaway embedded PostgreSQL in a temp DATA_DIR, exactly as `npm start` does, with limits sized for the
 * suite (e2e/server.ts). Tests get its address and its database's connection string.
 */
let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  const { buildIsStale } = (await import(join(ROOT, 'scripts/freshness.mjs'))) as {
    buildIsStale: (r: string) => boolean;
  };
  if (buildIsStale(ROOT)) {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit', cwd: ROOT });
    if (r.status !== 0) throw new Error('build failed');
  }
  server = await startServer(SUITE_LIMITS);
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}
