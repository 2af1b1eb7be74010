import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { holderOf, lockHolder, startEmbedded, type EmbeddedCluster } from '../../src/db/embedded';
import { ROOT } from '../../src/server/config';

/**
 * Decision 0021 'Restart after any kill', for the embedded PostgreSQL: a postmaster orphaned by a killed app is
 * recognised and stopped before a new start; a foreign process named by a stale postmaster.pid is never
 * signalled; a postmaster that dies while the app runs is started again by the app. (The fault suite,
 * `npm run faults`, does the same with the real `npm start` under load.)
 */

const dirs: string[] = [];
const clusters: EmbeddedCluster[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'sahel-restart-'));
  chmodSync(d, 0o755); // the cluster runs as the postgres user when we are root
  dirs.push(d);
  return d;
}
afterAll(async () => {
  for (const c of clusters) await c.stop().catch(() => undefined);
  for (const d of dirs) {
    const pid = lockHolder(join(d, 'pg'));
    if (pid && holderOf(join(d, 'pg')).kind !== 'foreign') process.kill(pid, 'SIGKILL');
    rmSync(d, { recursive: true, force: true });
  }
});

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
async function until<T>(f: () => T | Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (ok(v) || Date.now() > end) return v;
    await sleep(50);
  }
}
async function answers(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

describe('the embedded PostgreSQL after kills (decision 0021)', () => {
  it('an app killed with SIGKILL leaves an orphan; the next start stops it and serves', async () => {
    const dir = join(tempDir(), 'pg');
    // A stand-in for the app: a node process that starts the cluster, then is killed with SIGKILL.
    const script = `import { startEmbedded } from ${JSON.stringify(join(ROOT, 'src/db/embedded.ts'))};
      await startEmbedded(${JSON.stringify(dir)}); process.send('up'); setInterval(() => {}, 1000);`;
    const file = join(dir, '..', 'app.mts');
    writeFileSync(file, script);
    const app = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      app.once('message', () => resolve());
      app.once('exit', (code) => reject(new Error(`app exited ${code}`)));
    });
    const first = lockHolder(dir);
    expect(holderOf(dir)).toEqual({ kind: 'running', pid: first });
    app.kill('SIGKILL');
    await new Promise((r) => app.once('exit', r));
    // Its postmaster lives on, with a parent that is no longer a node app.
    expect(holderOf(dir)).toEqual({ kind: 'orphan', pid: first });

    const started = Date.now();
    const cluster = await startEmbedded(dir);
    clusters.push(cluster);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(lockHolder(dir)).not.toBe(first);
    expect(first !== undefined && isAlive(first)).toBe(false);
    expect(await answers(cluster.url)).toBe(true);
  });

  it('a postmaster.pid naming a live process that is not our postgres: that process is never signalled', async () => {
    const dir = join(tempDir(), 'pg');
    const first = await startEmbedded(dir);
    await first.stop();
    // A stale pid file whose PID now belongs to another process (here: this test runner).
    const pidFile = join(dir, 'postmaster.pid');
    writeFileSync(pidFile, `${process.pid}\n${dir}\n`);
    expect(holderOf(dir)).toEqual({ kind: 'foreign', pid: process.pid });
    const cluster = await startEmbedded(dir);
    clusters.push(cluster);
    expect(await answers(cluster.url)).toBe(true);
    expect(Number(readFileSync(pidFile, 'utf8').split('\n')[0])).not.toBe(process.pid);
  });

  it('a postmaster killed while the app runs is started again by the app', async () => {
    const dir = join(tempDir(), 'pg');
    const cluster = await startEmbedded(dir);
    clusters.push(cluster);
    const before = lockHolder(dir);
    expect(before).toBeDefined();
    process.kill(before!, 'SIGKILL');
    const after = await until(
      () => lockHolder(dir),
      (p) => p !== undefined && p !== before,
    );
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await until(() => answers(cluster.url), Boolean)).toBe(true);
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
