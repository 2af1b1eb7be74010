import { spawn } from 'node:child_process';
import { mkdtempSync, chmodSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig, ROOT } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { createDb, runMigrations } from '../../src/db/client';
import { startEmbedded } from '../../src/db/embedded';
import { seed } from '../../src/db/seed/seed';
import { manifestAssets } from '../../src/server/ssr/assets';
import { renderDocument } from '../../src/web/entry-server';
import { raisedRateLimits } from '../lib/limits';

/**
 * Where uncached SSR spends its time (decision 0026): the app built as bench/ssr/server.ts builds it, with
 * PAGE_CACHE=off, loaded by autocannon from a child process (so the profile holds the server's work only), and
 * the V8 CPU profiler on for the measured window only (after a warm-up; start-up and seeding stay out).
 * Prints the top functions by self time and the project functions by inclusive time, and writes the
 * .cpuprofile (open it in Chrome DevTools or speedscope).
 *
 * Usage: NODE_ENV=production tsx bench/ssr/profile.ts [seconds, default 10] [path, default /car-insurance/] [out]
 * 'writev' and '(idle)' are mostly the process waiting (descheduled inside a socket write, or for the client and
 * PostgreSQL), not work: samples are taken on the wall clock.
 */
const seconds = Number(process.argv[2] ?? 10);
const path = process.argv[3] ?? '/car-insurance/';
const out = process.argv[4] ?? join(tmpdir(), `ssr-${Date.now()}.cpuprofile`);
if (process.env.NODE_ENV !== 'production')
  console.warn('note: NODE_ENV is not production, so React runs its development build');

const dir = mkdtempSync(join(tmpdir(), 'sahel-prof-'));
chmodSync(dir, 0o755);
const cluster = await startEmbedded(join(dir, 'pg'), { throwaway: true });
const db = createDb(cluster.url, 10);
await runMigrations(db, join(ROOT, 'src/db/migrations'));
await seed(db);
const config = buildConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'silent',
  DATA_DIR: dir,
  JOBS_ENABLED: 'false',
  PAGE_CACHE: 'off',
  ...raisedRateLimits(),
});
const assets = manifestAssets(config.clientDir);
const app = await buildApp({ config, db, assets: () => assets, render: renderDocument, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${path}`;

/** autocannon in its own process; resolves with its summary line (requests in seconds). */
function load(duration: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/autocannon/autocannon.js'), '-c', '10', '-d', String(duration), url],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let text = '';
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(/\S+ requests in [^,]+/.exec(text)?.[0] ?? text.trim()));
  });
}

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

function summarise(profile: Profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const file = (u: string) => {
    const p = u.startsWith('file://') ? relative(ROOT, fileURLToPath(u)) : u;
    return p.replace(/^.*node_modules\//, '');
  };
  const name = (n: Node) => `${n.callFrame.functionName || '(anonymous)'}  ${file(n.callFrame.url)}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const node = byId.get(id) as Node;
    self.set(name(node), (self.get(name(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur) as Node);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
  });
  const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  console.log(`\ntop ${top} by self time (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [k, t] of sorted(self).slice(0, top)) console.log(`${pct(t)}  ${k}`);
  console.log(`\nproject functions by inclusive time`);
  for (const [k, t] of sorted(inclusive)
    .filter(([k]) => /\s(src|bench)\//.test(k))
    .slice(0, top))
    console.log(`${pct(t)}  ${k}`);
}

try {
  console.log(`warm-up: ${await load(3)}`);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  console.log(`profiled: ${await load(seconds)} (GET ${path}, PAGE_CACHE=off, 10 connections)`);
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  session.disconnect();
  writeFileSync(out, JSON.stringify(profile));
  summarise(profile);
  console.log(`\nprofile written to ${out}`);
} finally {
  await app.close();
  await db.$client.end();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
