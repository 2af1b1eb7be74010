import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../src/server/config';

/**
 * The real server (`node dist/server/main.js`, as `npm start` runs it) with its own throwaway embedded
 * PostgreSQL in a temp DATA_DIR. Global set-up starts the suite's server; a test that needs other limits
 * (the block-user popup) starts its own with `env`.
 */
export type RunningServer = {
  baseUrl: string;
  /** The server's own database, so a test can check what was (not) stored. */
  databaseUrl: string;
  stop: () => Promise<void>;
};

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

/**
 * Limits sized for the suite: every browser context is a new device from 127.0.0.1, so the production
 * 30 devices a minute per address would trip on a fast machine (docs/ARCHITECTURE.md#tests). The production defaults are pinned
 * by test/unit/config-session.test.ts; the block-user popup is proven against a server with a tiny limit.
 */
export const SUITE_LIMITS: Record<string, string> = {
  RATE_LIMIT_DEVICE_PER_IP: '100000',
  RATE_LIMIT_DEVICE_PER_DEVICE: '100000',
  RATE_LIMIT_VISIT_PER_IP: '100000',
  RATE_LIMIT_VISIT_PER_DEVICE: '100000',
  RATE_LIMIT_WRITE_PER_IP: '100000',
  RATE_LIMIT_WRITE_PER_DEVICE: '100000',
  RATE_LIMIT_READ_PER_IP: '100000',
  RATE_LIMIT_READ_PER_DEVICE: '100000',
  // every page sends its analytics events from 127.0.0.1 (decision 0103)
  RATE_LIMIT_EVENTS_PER_IP: '100000',
  // every journey that reaches its OTP step sends one code from 127.0.0.1 (production: 10 per hour)
  OTP_SENDS_PER_IP_PER_HOUR: '100000',
};

/** `env` as a function of the port when a variable names it (PUBLIC_ORIGIN http://localhost:<port> for passkeys). */
export async function startServer(
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahel-e2e-'));
  chmodSync(dataDir, 0o755); // the cluster runs as the postgres user when we are root
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL; // always the server's own throwaway embedded cluster
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production', // test what ships: React's production build
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: base,
      LOG_LEVEL: 'warn',
      ...(typeof env === 'function' ? env(port) : env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));

  let stopping = false;
  const stop = async (): Promise<void> => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  // src/db/embedded.ts keeps the cluster's credentials beside its data directory.
  const credFile = join(dataDir, 'postgres-credentials.json');
  if (!existsSync(credFile)) {
    await stop();
    throw new Error(`no embedded database credentials in ${dataDir}`);
  }
  // A server that dies under the tests says why (its own output), instead of every later test failing to connect.
  child.once('exit', (code, signal) => {
    if (!stopping)
      process.stderr.write(`\n[e2e] server on ${base} exited (code ${code}, signal ${signal}):\n${output}\n`);
  });
  const cred = JSON.parse(readFileSync(credFile, 'utf8')) as { password: string; port: number };
  const databaseUrl = `postgres://app:${encodeURIComponent(cred.password)}@127.0.0.1:${cred.port}/postgres`;
  return { baseUrl: base, databaseUrl, stop };
}

/** One query against a server's database (a short-lived client: tests read, the server writes). */
export async function queryDb<T extends Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
