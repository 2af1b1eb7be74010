import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { createLimiters, type Limiters } from '../../src/server/plugins/rate-limit';

/**
 * API benchmark (npm run bench): POST /api/device (device + first visit in PostgreSQL, a signed token) against
 * the real app on loopback, then rate-limit checks per second for the memory store and, when a Redis server is
 * reachable (REDIS_URL, or a `redis-server` binary started here on a free loopback port), the Redis store.
 * Bounded: DURATION seconds of load plus about 2 s per limiter store.
 */
const DURATION = Number(process.argv[2] ?? 5);
const CONNECTIONS = 10;
const here = new URL('.', import.meta.url).pathname;
const fmt = (n: number, d = 0) => n.toFixed(d);

function startApp(): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(here, 'server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

function ask<T>(child: ChildProcess, question: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send(question);
  });
}

async function deviceBenchmark() {
  const { child, port } = await startApp();
  const opts = {
    url: `http://127.0.0.1:${port}/api/device`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceId: 2, countryProductId: 1, utmSource: 'bench' }),
    connections: CONNECTIONS,
  };
  await autocannon({ ...opts, duration: 1 }); // warm-up (JIT, pool)
  const before = await ask<{ cpuMs: number }>(child, 'cpu');
  const countBefore = await ask<{ devices: number }>(child, 'devices');
  const r = await autocannon({ ...opts, duration: DURATION });
  const after = await ask<{ cpuMs: number }>(child, 'cpu');
  const countAfter = await ask<{ devices: number }>(child, 'devices');
  child.disconnect();
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`POST /api/device: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const created = countAfter.devices - countBefore.devices;
  console.log(
    `\nAPI benchmark: POST /api/device, ${CONNECTIONS} connections, ${DURATION} s, loopback, embedded PostgreSQL\n`,
  );
  console.log(
    `device creations/s      ${fmt(r.requests.average)}  (${r.requests.total} responses; ${created} rows, including requests in flight at the stop)`,
  );
  console.log(`latency p50 / p99 ms    ${r.latency.p50} / ${r.latency.p99}`);
  console.log(`app CPU ms per request  ${fmt((after.cpuMs - before.cpuMs) / r.requests.total, 3)}`);
}

/** Checks per second through the same limiter objects the app uses, `inFlight` at a time, over 10,000 keys. */
async function limiterBenchmark(name: string, limiters: Limiters, inFlight: number, seconds = 2) {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async (w: number) => {
    let i = w;
    while (performance.now() < until) {
      await limiters.consume('write', 'ip', `bench-${i % 10_000}`);
      i += inFlight;
      done += 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: inFlight }, (_, w) => worker(w)));
  const elapsed = (performance.now() - t0) / 1000;
  console.log(`${name.padEnd(36)} ${fmt(done / elapsed).padStart(9)} checks/s  (${inFlight} in flight)`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

const onPath = (bin: string) =>
  (process.env.PATH ?? '').split(delimiter).some((d) => d && existsSync(join(d, bin)));

async function redisTarget(): Promise<{ url: string; stop: () => void } | undefined> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  if (!onPath('redis-server')) return undefined;
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') };
}

async function rateLimitBenchmarks() {
  const high = { perIp: 1e7, perDevice: 1e7, windowSeconds: 60 };
  const settings = {
    device: high,
    visit: high,
    write: high,
    read: high,
    encrypt: high,
    report: high,
    sandbox: high,
    events: high,
    subscribe: high,
  };
  console.log('\nRate-limit checks (rate-limiter-flexible, one consume per check)\n');
  const memory = createLimiters(settings);
  await limiterBenchmark('memory store', memory, 1);
  await memory.close();

  const target = await redisTarget();
  if (!target) {
    console.log('redis: skipped (no server)');
    return;
  }
  const client = new Redis(target.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  // Connection attempts while redis-server is still starting are retried below; don't print them.
  client.on('error', () => undefined);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.connect();
        break;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const redis = createLimiters(settings, { redis: client });
    await limiterBenchmark('redis store', redis, 1);
    await limiterBenchmark('redis store', redis, 50);
    await redis.close();
  } catch (err) {
    console.log(`redis: skipped (${err instanceof Error ? err.message : String(err)})`);
    client.disconnect();
  } finally {
    target.stop();
  }
}

await deviceBenchmark();
await rateLimitBenchmarks();
