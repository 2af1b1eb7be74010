import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * SSR benchmark (npm run bench): the car-insurance page rendered uncached by the app, and the same bytes from
 * a bare node:http server, measured side by side in one run on loopback. Prints requests/s, CPU ms per request
 * (server process only) and the ratios. Bounded: two runs of DURATION seconds each.
 */
const DURATION = Number(process.argv[2] ?? 10);
const CONNECTIONS = 10;
const PATH = '/car-insurance/';
const here = new URL('.', import.meta.url).pathname;

function start(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(join(here, 'server.ts'), args, {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

function cpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { cpuMs: number }).cpuMs));
    child.send('cpu');
  });
}

async function measure(name: string, child: ChildProcess, port: number) {
  const url = `http://127.0.0.1:${port}${PATH}`;
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up (JIT, pools)
  const before = await cpu(child);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const after = await cpu(child);
  const requests = r.requests.total;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    name,
    rps: r.requests.average,
    cpuMsPerReq: (after - before) / requests,
    p99: r.latency.p99,
    bytes: r.throughput.average / r.requests.average,
  };
}

const app = await start(['app']);
const html = await (await fetch(`http://127.0.0.1:${app.port}${PATH}`)).text();
const file = join(mkdtempSync(join(tmpdir(), 'sahel-bench-bytes-')), 'page.html');
writeFileSync(file, html);
const bare = await start(['bare', file]);

const a = await measure('app (SSR, uncached)', app.child, app.port);
const b = await measure('bare node:http, same bytes', bare.child, bare.port);
app.child.disconnect();
bare.child.kill();

const fmt = (n: number, d = 2) => n.toFixed(d);
console.log(
  `\nSSR benchmark: GET ${PATH} (${html.length} bytes), ${CONNECTIONS} connections, ${DURATION} s each, loopback\n`,
);
console.log('server                           req/s     CPU ms/req   p99 ms');
for (const x of [a, b])
  console.log(
    `${x.name.padEnd(32)} ${fmt(x.rps, 0).padStart(7)}   ${fmt(x.cpuMsPerReq, 3).padStart(10)}   ${String(x.p99).padStart(6)}`,
  );
console.log(
  `\nratio app/bare: throughput ${fmt(a.rps / b.rps, 3)}x, CPU per request ${fmt(a.cpuMsPerReq / b.cpuMsPerReq, 1)}x`,
);
