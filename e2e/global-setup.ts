import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../src/server/config';

/**
 * Builds the app when sources changed, then runs the real server (`node dist/server/main.js`) with its own
 * throwaway embedded PostgreSQL in a temp DATA_DIR, exactly as `npm start` does.
 */
let child: ChildProcess | undefined;
let dataDir: string | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export async function setup(project: TestProject): Promise<void> {
  const { buildIsStale } = (await import(join(ROOT, 'scripts/freshness.mjs'))) as {
    buildIsStale: (r: string) => boolean;
  };
  if (buildIsStale(ROOT)) {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit', cwd: ROOT });
    if (r.status !== 0) throw new Error('build failed');
  }
  dataDir = mkdtempSync(join(tmpdir(), 'sahel-e2e-'));
  chmodSync(dataDir, 0o755); // the cluster runs as the postgres user when we are root
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const env = { ...process.env };
  delete env.DATABASE_URL; // always the server's own throwaway embedded cluster
  child = spawn(process.execPath, [join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'production', // test what ships: React's production build
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', base);
}

export async function teardown(): Promise<void> {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
    clearTimeout(timer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
