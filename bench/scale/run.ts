import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ROOT } from '../../src/server/config';
import { startEmbedded, type EmbeddedCluster } from '../../src/db/embedded';
import { seedPages } from '../../src/db/seed/content/index';

/**
 * npm run test:scale (decision 0025): two app nodes (the real `npm start`, production build) on one
 * PostgreSQL reached through DATABASE_URL and one Redis (REDIS_URL), as several nodes behind a balancer run.
 * Shows that (1) a page cached by one node is served by the other from Redis, (2) a page updated through one
 * node's admin call is never served stale by the other, not even on the very next request, (3) a write made
 * outside the app (SQL) reaches both nodes, (4) a rate limit consumed on one node counts on the other, (5) a page
 * published in the console on one node is the other's next answer (decision 0122). Exits 1
 * on any failed check; needs `redis-server` (.ci/run installs Debian's when missing).
 */

const TOKEN = 'scale-admin-token-0123456789abcdefghij';
const ROUNDS = 25;
const DEVICE_LIMIT = 6;
const dir = mkdtempSync(join(tmpdir(), 'sahel-scale-'));
chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
const children: ChildProcess[] = [];
let cluster: EmbeddedCluster | undefined;
const checks: { name: string; ok: boolean; detail: string }[] = [];

function check(name: string, ok: boolean, detail: string) {
  checks.push({ name, ok, detail });
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}\n`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

function redisBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('redis-server is not installed (Debian: apt-get install redis-server)');
  return found;
}

async function startRedis(port: number): Promise<void> {
  const child = spawn(
    redisBinary(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  children.push(child);
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    const up = await new Promise<boolean>((resolve) => {
      const s = new Socket().connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) return;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}

type Node = { name: string; port: number; log: string; child: ChildProcess };

function startNode(name: string, port: number, env: Record<string, string>): Node {
  const log = join(dir, `${name}.log`);
  const out = openSync(log, 'a');
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
    detached: true,
  });
  children.push(child);
  return { name, port, log, child };
}

async function waitReady(node: Node, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(`http://127.0.0.1:${node.port}/api/health/ready`);
      await r.arrayBuffer();
      if (r.status === 200) return;
    } catch {
      // not up yet
    }
    if (node.child.exitCode !== null) break;
    await sleep(200);
  }
  throw new Error(`${node.name} did not become ready:\n${readFileSync(node.log, 'utf8').slice(-3000)}`);
}

async function page(node: Node, path: string): Promise<{ state: string; body: string; status: number }> {
  const r = await fetch(`http://127.0.0.1:${node.port}${path}`, { redirect: 'manual' });
  return { state: r.headers.get('x-page-cache') ?? '', body: await r.text(), status: r.status };
}

function carDocument(marker: string) {
  const p = seedPages.find((x) => x.urlPath === '/car-insurance/' && x.language === 'en');
  if (!p) throw new Error('seed lacks the car page');
  const doc = p.page as { metaData: unknown; jsonData: unknown[] };
  return {
    urlPath: '/car-insurance/',
    language: 'en',
    productId: p.productId,
    pageTypeId: p.pageTypeId,
    page: {
      metaData: doc.metaData,
      jsonData: [{ type: 'TEXT', key: `scale-${marker}`, content: `<p>${marker}</p>` }, ...doc.jsonData],
    },
  };
}

async function admin(node: Node, path: string, method: string, body: unknown): Promise<number> {
  const r = await fetch(`http://127.0.0.1:${node.port}${path}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await r.arrayBuffer();
  return r.status;
}

/** A content editor's console session, written into the shared database as an accepted invitation leaves it. */
async function editorSession(client: pg.Client): Promise<string> {
  const staff = await client.query<{ id: number }>(
    `insert into console_staff (email, display_name, role, products, totp_last_step, created_at)
     values ('scale-editor@sahel.example', 'Scale editor', 'content_editor', '{}', 1, now()) returning id`,
  );
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into console_sessions (staff_id, token_hash, user_agent_class, created_at, last_seen_at)
     values ($1, $2, 'other', now(), now())`,
    [staff.rows[0]!.id, createHash('sha256').update(token).digest('hex')],
  );
  return token;
}

async function consoleCall<T>(node: Node, cookie: string, path: string, body?: unknown) {
  const r = await fetch(`http://127.0.0.1:${node.port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: `sc_console=${cookie}`,
      origin: `http://localhost:${node.port}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.status, json: (await r.json()) as { data: T } };
}

type EnDoc = { version: number; metaData: unknown; blocks: { key: string }[] };

/** Console publishes on node A, each read at once on node B (which held the previous version in its cache). */
async function consolePublishes(
  a: Node,
  b: Node,
  cookie: string,
): Promise<{ stale: number; failed: number }> {
  let stale = 0;
  let failed = 0;
  for (let i = 0; i < 3; i++) {
    await page(b, '/car-insurance/');
    const d = await consoleCall<{ languages: EnDoc[] }>(
      a,
      cookie,
      '/api/console/pages/detail?path=/car-insurance/',
    );
    const en = d.json.data.languages[0]!;
    const marker = `Console publish ${i} ${Date.now()}`;
    const blocks = [{ type: 'TEXT', key: `console-scale-${i}`, content: `<p>${marker}</p>` }, ...en.blocks];
    const path = '/car-insurance/';
    const saved = await consoleCall<{ version: number }>(a, cookie, '/api/console/pages/draft', {
      path,
      language: 'en',
      baseVersion: en.version,
      metaData: en.metaData,
      blocks,
    });
    const version = saved.json.data.version;
    const pub = await consoleCall(a, cookie, '/api/console/pages/publish', { path, language: 'en', version });
    if (saved.status !== 200 || pub.status !== 200) failed += 1;
    if (!(await page(b, '/car-insurance/')).body.includes(marker)) stale += 1;
  }
  return { stale, failed };
}

async function newDevice(node: Node): Promise<number> {
  const r = await fetch(`http://127.0.0.1:${node.port}/api/device`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceId: 2, countryProductId: 1 }),
  });
  await r.arrayBuffer();
  return r.status;
}

async function main() {
  const started = Date.now();
  const redisPort = await freePort();
  await startRedis(redisPort);
  cluster = await startEmbedded(join(dir, 'pg'), { throwaway: true });
  const env = {
    DATABASE_URL: cluster.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SESSION_SECRET: 's'.repeat(48),
    SEED_DEMO: '1',
    SMS_ADAPTER: 'outbox',
    DEV_TOOLS: '0',
    ADMIN_TOKEN: TOKEN,
    DATA_DIR: dir,
    RATE_LIMIT_DEVICE_PER_IP: String(DEVICE_LIMIT),
  };
  // One node first (it migrates and seeds), then the second, a web-only node as extra nodes run.
  const a = startNode('node-a', await freePort(), env);
  await waitReady(a);
  const b = startNode('node-b', await freePort(), { ...env, JOBS_ENABLED: 'false' });
  await waitReady(b);

  // 1. One cache for both nodes.
  const first = await page(a, '/health-insurance/');
  const second = await page(b, '/health-insurance/');
  check(
    'a page cached by one node is served by the other',
    first.state === 'stored' && second.state === 'hit' && first.body === second.body,
    `node A ${first.state}, node B ${second.state}`,
  );

  // 2. Updates through one node, read at once on the other (alternating), never stale.
  let stale = 0;
  let failed = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
    await page(reader, '/car-insurance/'); // make sure the reader holds the current version
    const marker = `Scale update ${i} ${Date.now()}`;
    if ((await admin(writer, '/api/admin/pages', 'PUT', carDocument(marker))) !== 200) failed += 1;
    const next = await page(reader, '/car-insurance/');
    if (!next.body.includes(marker)) stale += 1;
  }
  check(
    'an update through one node is never served stale by the other (next request)',
    stale === 0 && failed === 0,
    `${ROUNDS} updates alternating nodes: ${stale} stale answers, ${failed} failed updates`,
  );

  // 3. A write outside the app reaches both nodes (NOTIFY → both nodes → Redis).
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await page(a, '/travel-insurance/');
  await client.query(`update content_pages set blocks = jsonb_insert(blocks, '{0}',
    '{"type":"TEXT","key":"sql-scale","content":"<p>Written with SQL on the shared database</p>"}'::jsonb)
    where url_path = '/travel-insurance/' and language = 'en'`);
  await client.end();
  const t0 = Date.now();
  let seenBoth = false;
  while (Date.now() - t0 < 5000) {
    const [x, y] = await Promise.all([page(a, '/travel-insurance/'), page(b, '/travel-insurance/')]);
    if (x.body.includes('Written with SQL') && y.body.includes('Written with SQL')) {
      seenBoth = true;
      break;
    }
    await sleep(10);
  }
  check(
    'a write made with SQL reaches both nodes',
    seenBoth,
    seenBoth ? `fresh on both after ${Date.now() - t0} ms` : 'still stale after 5 s',
  );

  // 4. One rate limit across nodes: DEVICE_LIMIT device creations per address, half on each node.
  const statuses: number[] = [];
  for (let i = 0; i < DEVICE_LIMIT; i++) statuses.push(await newDevice(i % 2 === 0 ? a : b));
  const over = await newDevice(b);
  const overA = await newDevice(a);
  check(
    'a rate limit consumed on one node counts on the other',
    statuses.every((s) => s === 200) && over === 429 && overA === 429,
    `${DEVICE_LIMIT} creations alternating nodes → ${statuses.join(',')}; the next on B → ${over}, on A → ${overA}`,
  );

  // 5. The console's publish on node A (decision 0122): node B's next request is the new version.
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  const cookie = await editorSession(db);
  await db.end();
  const published = await consolePublishes(a, b, cookie);
  check(
    'a page published in the console on one node is the next answer of the other',
    published.stale === 0 && published.failed === 0,
    `3 publishes on node A: ${published.stale} stale answers on node B, ${published.failed} failed`,
  );

  process.stdout.write(
    `\nscale test: ${checks.filter((c) => c.ok).length}/${checks.length} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

async function stop() {
  for (const c of children) {
    if (c.pid && c.exitCode === null) {
      try {
        process.kill(c.spawnargs[0] === 'npm' ? -c.pid : c.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  const end = Date.now() + 15_000;
  while (Date.now() < end && children.some((c) => c.exitCode === null && c.signalCode === null))
    await sleep(100);
  for (const c of children) if (c.exitCode === null && c.signalCode === null && c.pid) c.kill('SIGKILL');
  await cluster?.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}

let code = 1;
try {
  await main();
  if (checks.length === 5 && checks.every((c) => c.ok)) code = 0;
} catch (err) {
  process.stderr.write(`scale test failed: ${err instanceof Error ? err.message : String(err)}\n`);
} finally {
  await stop();
}
process.exit(code);
