import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { leadBody, mobileNumbers, requestDevice } from '../../test/support/factories';

/**
 * Lead benchmark (docs/product/leads.md: the lead POST rate beside a Fastify hello route, in the same run).
 * POST /api/lead_details (footer popup leads with consent: zod, device token, limits counted in SQL under advisory
 * locks, the lead, its outbox row and its job in one transaction) against the real app on loopback and an embedded
 * PostgreSQL, and GET /hello on a bare Fastify server in the same process. Every request is a new number, spread
 * over 50 devices, so no two requests wait for the same lock. Bounded: 2 × DURATION seconds plus start-up.
 */
const DURATION = Number(process.argv[2] ?? 5);
const CONNECTIONS = 10;
const DEVICES = 50;
const here = new URL('.', import.meta.url).pathname;
const fmt = (n: number, d = 0) => n.toFixed(d);

function ask<T>(child: ChildProcess, question: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send(question);
  });
}

const child = fork(join(here, 'server.ts'), [], {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
const { port, helloPort } = await new Promise<{ port: number; helloPort: number }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { port: number; helloPort: number }));
  child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});

const tokens: string[] = [];
for (let i = 0; i < DEVICES; i++) tokens.push((await requestDevice(`http://127.0.0.1:${port}`)).token);

let n = 0;
/** A valid UAE mobile (5, then 0/2/4/5/6/8, then 7 digits) that no earlier request used. */
const nextMobile = mobileNumbers('50');
const leadOpts = {
  url: `http://127.0.0.1:${port}/api/lead_details`,
  method: 'POST' as const,
  connections: CONNECTIONS,
  requests: [
    {
      setupRequest: (req: Request): Request => ({
        ...req,
        headers: { 'content-type': 'application/json', authorization: tokens[n++ % DEVICES]! },
        body: JSON.stringify(leadBody(nextMobile())),
      }),
    },
  ],
};
const helloOpts = { url: `http://127.0.0.1:${helloPort}/hello`, connections: CONNECTIONS };

await autocannon({ ...helloOpts, duration: 1 }); // warm-up
await autocannon({ ...leadOpts, duration: 1 });
const hello = await autocannon({ ...helloOpts, duration: DURATION });
const before = await ask<{ cpuMs: number }>(child, 'cpu');
const rowsBefore = await ask<{ leads: number; outbox: number }>(child, 'leads');
const leads = await autocannon({ ...leadOpts, duration: DURATION });
const after = await ask<{ cpuMs: number }>(child, 'cpu');
const rowsAfter = await ask<{ leads: number; outbox: number }>(child, 'leads');
child.disconnect();
if (leads.non2xx > 0 || leads.errors > 0)
  throw new Error(`POST /api/lead_details: ${leads.non2xx} non-2xx, ${leads.errors} errors`);

console.log(
  `\nLead benchmark: ${CONNECTIONS} connections, ${DURATION} s each, loopback, one process, embedded PostgreSQL\n`,
);
console.log('| route | requests/s | p50 ms | p99 ms |');
console.log('|---|---|---|---|');
console.log(
  `| GET /hello (bare Fastify) | ${fmt(hello.requests.average)} | ${hello.latency.p50} | ${hello.latency.p99} |`,
);
console.log(
  `| POST /api/lead_details | ${fmt(leads.requests.average)} | ${leads.latency.p50} | ${leads.latency.p99} |`,
);
console.log(
  `\nlead rate / hello rate   ${fmt((100 * leads.requests.average) / hello.requests.average, 1)} %`,
);
console.log(
  `rows: ${rowsAfter.leads - rowsBefore.leads} leads, ${rowsAfter.outbox - rowsBefore.outbox} outbox rows for ${leads.requests.total} answers`,
);
console.log(`app CPU ms per lead      ${fmt((after.cpuMs - before.cpuMs) / leads.requests.total, 3)}`);
