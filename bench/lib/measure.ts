import { request } from 'node:http';
import autocannon from 'autocannon';

/** Small helpers the HTTP benches share: a seeded generator, one kept-alive request, latency percentiles. */

/** mulberry32: a small seeded generator, so every run benches the same rows and combinations. */
export function rng(seedValue: number): () => number {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

export function sample<T>(r: () => number, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0] as T);
  return out;
}

/** One request on loopback; resolves with the status and the answer's body. */
export function send(
  port: number,
  path: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

export type Latency = { p50: number; p95: number; p99: number; mean: number };

export function summary(ms: number[]): Latency {
  const s = [...ms].sort((a, b) => a - b);
  return {
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
  };
}

export type Throughput = { name: string; rps: number; p99: number; cpuMsPerReq: number };

/**
 * Throughput of one route under `connections` for `duration` seconds after a 1 s warm-up, with the server child's CPU
 * per request (`cpu` reads it); any non-2xx, error or timeout fails the bench.
 */
export async function throughput(
  name: string,
  opts: autocannon.Options,
  run: { connections: number; duration: number; cpu: () => Promise<number> },
): Promise<Throughput> {
  await autocannon({ ...opts, connections: run.connections, duration: 1 });
  const before = await run.cpu();
  const r = await autocannon({ ...opts, connections: run.connections, duration: run.duration });
  const after = await run.cpu();
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0)
    throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return {
    name,
    rps: r.requests.average,
    p99: r.latency.p99,
    cpuMsPerReq: (after - before) / r.requests.total,
  };
}
