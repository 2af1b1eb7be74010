import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hospitalsSeed } from '../../src/db/seed/hospitals';
import { cpuOf, startBenchServers, startChild } from '../lib/child-servers';
import { pick, rng, send, summary, throughput } from '../lib/measure';

/**
 * docs/product/hospitals.md bench: the network hospital list (`GET /api/network-hospitals`) over the seeded places
 * (433 places × 14 insurers' networks) for 1,000 deterministic combinations (insurer, city or none, type or none, a
 * name in English or Arabic or none, page), side by side with a hello-JSON route on a bare Fastify in the same
 * process: latency p50/p95/p99 one request at a time and their ratio, then throughput under 20 connections.
 */
const COMBINATIONS = 1_000;
const DURATION = Number(process.argv[2] ?? 5);
const CONNECTIONS = 20;
const self = fileURLToPath(import.meta.url);

type Ready = { appPort: number; helloPort: number; places: number; links: number; insurerIds: number[] };

async function serve(): Promise<void> {
  const { db, appPort, helloPort } = await startBenchServers('hospitals');
  const counts = await db.execute<{ places: number; links: number }>(
    sql`select (select count(*)::int from hospitals) as places, (select count(*)::int from hospital_networks) as links`,
  );
  const ids = await db.execute<{ id: number }>(sql`select distinct insurer_id as id from hospital_networks`);
  const ready: Ready = {
    appPort,
    helloPort,
    places: counts.rows[0]?.places ?? 0,
    links: counts.rows[0]?.links ?? 0,
    insurerIds: ids.rows.map((r) => r.id),
  };
  process.send?.(ready);
}

/** Query strings: every insurer, a city slug half the time, a type a third, a name (en or ar) half the time. */
function combinations(insurerIds: readonly number[]): string[] {
  const seedFile = hospitalsSeed();
  const r = rng(27);
  const cities = seedFile.cities.map((c) => c.slug);
  const words = seedFile.hospitals.flatMap((h) => [
    h.name.latin.split(' ')[0]!,
    h.name.arabic.split(' ')[1] ?? '',
  ]);
  return Array.from({ length: COMBINATIONS }, () => {
    const q = new URLSearchParams({ insurerId: String(pick(r, insurerIds)), limit: '10' });
    if (r() < 0.5) q.set('city', pick(r, cities));
    if (r() < 0.33) q.set('type', pick(r, ['hospital', 'clinic', 'pharmacy', 'diagnostic']));
    const word = pick(r, words);
    if (r() < 0.5 && word) q.set('providerName', word.slice(0, 2 + Math.floor(r() * 4)));
    q.set('skip', String(pick(r, [0, 0, 0, 10, 20])));
    return `/api/network-hospitals?${q.toString()}`;
  });
}

async function main(): Promise<void> {
  const { child, ready } = await startChild<Ready>(self);
  try {
    const paths = combinations(ready.insurerIds);
    const headers = { 'accept-language': 'en' };
    const list = (path: string) => send(ready.appPort, path, 'GET', headers);
    const helloOnce = () => send(ready.helloPort, '/', 'GET', {});
    for (const p of paths.slice(0, 100)) await list(p);
    for (let i = 0; i < 100; i++) await helloOnce();

    const listMs: number[] = [];
    let items = 0;
    for (const p of paths) {
      const t0 = performance.now();
      const res = await list(p);
      listMs.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${res.text}`);
      items += (JSON.parse(res.text) as { data: { items: unknown[] } }).data.items.length;
    }
    const helloMs: number[] = [];
    for (let i = 0; i < COMBINATIONS; i++) {
      const t0 = performance.now();
      await helloOnce();
      helloMs.push(performance.now() - t0);
    }
    const l = summary(listMs);
    const h = summary(helloMs);

    let next = 0;
    const run = { connections: CONNECTIONS, duration: DURATION, cpu: () => cpuOf(child) };
    const measure = (name: string, opts: autocannon.Options) => throughput(name, opts, run);
    const tput = await measure('GET /api/network-hospitals', {
      url: `http://127.0.0.1:${ready.appPort}/`,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
    });
    const htput = await measure('GET / (bare Fastify, hello JSON)', {
      url: `http://127.0.0.1:${ready.helloPort}/`,
    });

    const f = (n: number, d = 2) => n.toFixed(d);
    console.log(
      `\n[bench hospitals/search] ${ready.places} places, ${ready.links} network memberships over ` +
        `${ready.insurerIds.length} insurers; ${COMBINATIONS} combinations one at a time over loopback, one server ` +
        `process; ${f(items / COMBINATIONS, 1)} places an answer\n`,
    );
    console.log(
      `  GET /api/network-hospitals         p50 ${f(l.p50)} ms   p95 ${f(l.p95)} ms   p99 ${f(l.p99)} ms   mean ${f(l.mean)} ms`,
    );
    console.log(
      `  GET / (bare Fastify, hello JSON)   p50 ${f(h.p50)} ms   p95 ${f(h.p95)} ms   p99 ${f(h.p99)} ms   mean ${f(h.mean)} ms`,
    );
    console.log(`  ratio search / hello at p95        ${f(l.p95 / h.p95, 1)}x\n`);
    console.log(`  throughput, ${CONNECTIONS} connections, ${DURATION} s each after a 1 s warm-up:`);
    for (const m of [tput, htput])
      console.log(
        `  ${m.name.padEnd(34)} ${f(m.rps, 0).padStart(7)} req/s   p99 ${m.p99} ms   server CPU ${f(m.cpuMsPerReq, 3)} ms/req`,
      );
    console.log(`  ratio hello / search               ${f(htput.rps / tput.rps, 1)}x req/s\n`);
  } finally {
    child.disconnect();
  }
}

if (process.argv[2] === 'serve') await serve();
else await main();
