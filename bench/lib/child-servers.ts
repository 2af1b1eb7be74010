import { fork, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { buildConfig, ROOT } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { createDb, runMigrations, type Db } from '../../src/db/client';
import { startEmbedded } from '../../src/db/embedded';
import { seed } from '../../src/db/seed/seed';
import { raisedRateLimits } from './limits';

/**
 * The HTTP benches' harness: one child process holds the real app (on a throwaway embedded PostgreSQL, migrated and
 * seeded, rate limits raised so the limiter never refuses, jobs off) and a bare Fastify hello-JSON route beside it,
 * so both share one event loop and one CPU budget; the parent drives them and asks the child for its CPU time.
 */

export type BenchServers = {
  db: Db;
  app: FastifyInstance;
  hello: FastifyInstance;
  appPort: number;
  helloPort: number;
};

/** Child: a throwaway database (migrated, seeded; `prepare` may add rows), the app and the hello route. */
export async function startBenchServers(
  name: string,
  prepare: (db: Db) => Promise<void> = async () => undefined,
): Promise<BenchServers> {
  const dir = mkdtempSync(join(tmpdir(), `sahel-bench-${name}-`));
  chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
  const cluster = await startEmbedded(join(dir, 'pg'), { throwaway: true });
  const db = createDb(cluster.url, 10);
  await runMigrations(db, join(ROOT, 'src/db/migrations'));
  await seed(db);
  await prepare(db);
  const config = buildConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'b'.repeat(40),
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    JOBS_ENABLED: 'false',
    ...raisedRateLimits(),
  });
  const app = await buildApp({
    config,
    db,
    assets: () => ({ css: [], entry: '/assets/client.js', islandChunks: () => [] }),
    render: renderDocument,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });

  // The parent asks for the child's CPU time; when it disconnects, everything is stopped and removed.
  process.on('message', (m) => {
    if (m === 'cpu') {
      const u = process.cpuUsage();
      process.send?.({ cpuMs: (u.user + u.system) / 1000 });
    }
  });
  process.on('disconnect', async () => {
    await hello.close();
    await app.close();
    await db.$client.end();
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
  const portOf = (s: FastifyInstance) => {
    const a = s.server.address();
    return typeof a === 'object' && a ? a.port : 0;
  };
  return { db, app, hello, appPort: portOf(app), helloPort: portOf(hello) };
}

/** Parent: forks the bench file itself with `serve` (and `args`), resolves with the child's first message. */
export function startChild<Ready>(
  file: string,
  args: string[] = [],
): Promise<{ child: ChildProcess; ready: Ready }> {
  return new Promise((resolve, reject) => {
    const child = fork(file, ['serve', ...args], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('message', (m) => resolve({ child, ready: m as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

/** Parent: the child's CPU time so far (user + system, ms). */
export function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { cpuMs: number }).cpuMs));
    child.send('cpu');
  });
}
