import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * SSR benchmark (npm run bench; decision 0026): the car-insurance page served by the app with its
 * page cache on (repeated requests are hits), by the app with PAGE_CACHE=off (every request rendered), and the
 * same bytes from a bare node:http server, measured side by side in one run on loopback. Prints requests/s, CPU ms
 * per request (server process only), p99 latency, each app's x-page-cache header, and the ratios to the bare server
 * against the goals (cached >= 40 %, uncached >= 10 %). A fourth row runs the uncached app with RENDER_MEMO=off (every
 * header, footer and island rendered in place: decision 0032's before).
 *
 * Usage: tsx bench/ssr/run.ts [seconds per server, default 10] [rounds, default 3]. Each server's time is split into
 * `rounds` slices taken in turn (app cached, app uncached, bare, again), so a load change on the machine during the
 * run touches every row alike rather than one of them. Both apps share one throwaway PostgreSQL.
 */
const DURATION = Number(process.argv[2] ?? 10);
const ROUNDS = Math.max(1, Math.floor(Number(process.argv[3] ?? 3)));
const WARMUP_S = 2;
const CONNECTIONS = 10;
const PATH = '/car-insurance/';
const here = new URL('.', import.meta.url).pathname;

type Started = { child: ChildProcess; port: number; databaseUrl?: string };

function start(args: string[], env: Record<string, string | undefined> = {}): Promise<Started> {
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    for (const [k, v] of Object.entries(env)) {
      if (v === undefined) delete childEnv[k];
      else childEnv[k] = v;
    }
    const child = fork(join(here, 'server.ts'), args, {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: childEnv,
    });
    const onExit = (code: number | null) => reject(new Error(`bench server ${args[0]} exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (m) => {
      child.off('exit', onExit);
      resolve({ child, ...(m as { port: number; databaseUrl?: string }) });
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    if (child.connected) child.disconnect();
    else child.kill();
  });
}

function cpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { cpuMs: number }).cpuMs));
    child.send('cpu');
  });
}

type Row = {
  name: string;
  server: Started;
  url: string;
  cacheHeader: string;
  bytes: number;
  requests: number;
  seconds: number;
  cpuMs: number;
  p99: number[];
  rates: number[];
  goal?: number;
};

async function sample(url: string): Promise<{ status: number; cacheHeader: string; body: string }> {
  const r = await fetch(url);
  return { status: r.status, cacheHeader: r.headers.get('x-page-cache') ?? '(none)', body: await r.text() };
}

async function slice(row: Row, seconds: number) {
  const before = await cpu(row.server.child);
  const r = await autocannon({ url: row.url, connections: CONNECTIONS, duration: seconds });
  const after = await cpu(row.server.child);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${row.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  row.requests += r.requests.total;
  row.seconds += r.duration;
  row.cpuMs += after - before;
  row.p99.push(r.latency.p99);
  row.rates.push(r.requests.total / r.duration);
}

const row = (name: string, server: Started, url: string, goal?: number): Row => ({
  name,
  server,
  url,
  cacheHeader: '',
  bytes: 0,
  requests: 0,
  seconds: 0,
  cpuMs: 0,
  p99: [],
  rates: [],
  ...(goal === undefined ? {} : { goal }),
});

// The uncached app starts first and owns the database; the cached app joins it. Stopped in reverse order.
const started: Started[] = [];
const bytesDir = mkdtempSync(join(tmpdir(), 'sahel-bench-bytes-'));
let rows: Row[];
let reference: { status: number; cacheHeader: string; body: string };
try {
  const off = await start(['app'], { PAGE_CACHE: 'off', BENCH_DATABASE_URL: undefined });
  started.push(off);
  const on = await start(['app'], { PAGE_CACHE: undefined, BENCH_DATABASE_URL: off.databaseUrl });
  started.push(on);
  // Decision 0032: the same uncached app without the render memos (header, footer, popups, island markup).
  const plain = await start(['app'], {
    PAGE_CACHE: 'off',
    RENDER_MEMO: 'off',
    BENCH_DATABASE_URL: off.databaseUrl,
  });
  started.push(plain);
  const offUrl = `http://127.0.0.1:${off.port}${PATH}`;
  reference = await sample(offUrl);
  if (reference.status !== 200) throw new Error(`GET ${PATH}: ${reference.status}`);
  const file = join(bytesDir, 'page.html');
  writeFileSync(file, reference.body);
  const bare = await start(['bare', file]);
  started.push(bare);
  rows = [
    row('app, page cache on (hit)', on, `http://127.0.0.1:${on.port}${PATH}`, 0.4),
    row('app, PAGE_CACHE=off', off, offUrl, 0.1),
    row('bare node:http, same bytes', bare, `http://127.0.0.1:${bare.port}${PATH}`),
    row('app, off, RENDER_MEMO=off', plain, `http://127.0.0.1:${plain.port}${PATH}`),
  ];
  for (const r of rows) {
    await autocannon({ url: r.url, connections: CONNECTIONS, duration: WARMUP_S }); // JIT, pools, cache fill
    const s = await sample(r.url);
    r.cacheHeader = r.server === bare ? '-' : s.cacheHeader;
    r.bytes = Buffer.byteLength(s.body);
    // With the memos off every part renders in place, so its ids (useId) carry the page's prefix, not the part's.
    const ids = (html: string) => html.replace(/_(?:[A-Za-z0-9]+-)?R_[A-Za-z0-9]+_/g, 'ID');
    if (ids(s.body) !== ids(reference.body))
      console.warn(`note: ${r.name} answered other bytes (${r.bytes}) than the reference`);
  }
  for (let i = 0; i < ROUNDS; i++) for (const r of rows) await slice(r, DURATION / ROUNDS);
} finally {
  // The database owner (the uncached app) stops last, once the other app has closed its connections.
  for (const s of started.reverse()) await stop(s.child);
  rmSync(bytesDir, { recursive: true, force: true });
}

const rate = (r: Row) => r.requests / r.seconds;
const base = rows[2] as Row;
const fmt = (n: number, d = 2) => n.toFixed(d);
console.log(
  `\nSSR benchmark: GET ${PATH} (${Buffer.byteLength(reference.body)} bytes), ${CONNECTIONS} connections, ` +
    `${DURATION} s per server in ${ROUNDS} interleaved round(s), loopback\n`,
);
console.log(
  'server                        x-page-cache     req/s   (rounds min-max)   CPU ms/req   p99 ms   vs bare   goal',
);
for (const r of rows) {
  const ratio = rate(r) / rate(base);
  const goal =
    r.goal === undefined ? '' : `>= ${fmt(r.goal * 100, 0)} % ${ratio >= r.goal ? 'met' : 'NOT met'}`;
  console.log(
    [
      r.name.padEnd(29),
      r.cacheHeader.padEnd(12),
      fmt(rate(r), 0).padStart(9),
      `(${fmt(Math.min(...r.rates), 0)}-${fmt(Math.max(...r.rates), 0)})`.padStart(18),
      fmt(r.cpuMs / r.requests, 3).padStart(12),
      String(Math.max(...r.p99)).padStart(8),
      r === base ? '       -' : `${fmt(ratio * 100, 1)} %`.padStart(8),
      '  ' + goal,
    ].join(' '),
  );
}
const [cached, uncached] = rows as [Row, Row, Row, Row];
if (cached.cacheHeader !== 'hit')
  console.log(
    `\nnote: the cached app answered x-page-cache: ${cached.cacheHeader}, not 'hit': no page cache is serving, so ` +
      `its row measures rendering like the PAGE_CACHE=off row`,
  );
if (uncached.cacheHeader !== 'disabled' && uncached.cacheHeader !== '(none)')
  console.log(
    `\nnote: the PAGE_CACHE=off app answered x-page-cache: ${uncached.cacheHeader}, not 'disabled'`,
  );
console.log(
  `\nratio app/bare (CPU per request): cached ${fmt(cached.cpuMs / cached.requests / (base.cpuMs / base.requests), 1)}x, ` +
    `uncached ${fmt(uncached.cpuMs / uncached.requests / (base.cpuMs / base.requests), 1)}x`,
);
