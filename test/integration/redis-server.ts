import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

/** A free loopback port (never 6379: other test runs and helpers share this machine). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * A throwaway redis-server (/usr/bin/redis-server) on a free loopback port, without persistence; `conf` is a
 * configuration file read first (its port and bind are overridden), `args` adds settings such as
 * `--maxmemory 8mb --maxmemory-policy allkeys-lru`. Ready when it answers PING.
 */
export async function startRedis(
  args: string[] = [],
  conf?: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'sahel-redis-'));
  const child: ChildProcess = spawn(
    'redis-server',
    [
      ...(conf ? [conf] : []),
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      ...args,
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  try {
    await probe.connect().catch(() => undefined);
    const end = Date.now() + 10_000;
    for (;;) {
      const ok = await probe.ping().then(
        () => true,
        () => false,
      );
      if (ok) break;
      if (Date.now() > end || child.exitCode !== null) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    probe.disconnect();
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
