import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildConfig, ROOT } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { createDb, runMigrations } from '../../src/db/client';
import { startEmbedded } from '../../src/db/embedded';
import { seed } from '../../src/db/seed/seed';

/**
 * Child process of the lead benchmark (docs/product/leads.md): the real app on a throwaway embedded PostgreSQL
 * (migrated, seeded), production mode, limits raised so the benchmark measures the work and not the refusals; and,
 * in the same process, a bare Fastify server with one hello route, the yardstick. Answers 'cpu' and 'leads' (rows in
 * leads and lead_outbox) over IPC.
 */
const send = (m: unknown) => process.send?.(m);
const dir = mkdtempSync(join(tmpdir(), 'sahel-bench-leads-'));
chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
const cluster = await startEmbedded(join(dir, 'pg'), { throwaway: true });
const db = createDb(cluster.url, 10);
await runMigrations(db, join(ROOT, 'src/db/migrations'));
await seed(db);
const HIGH = '10000000';
const config = buildConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'b'.repeat(40),
  LOG_LEVEL: 'silent',
  DATA_DIR: dir,
  RATE_LIMIT_DEVICE_PER_IP: HIGH,
  RATE_LIMIT_DEVICE_PER_DEVICE: HIGH,
  RATE_LIMIT_VISIT_PER_IP: HIGH,
  RATE_LIMIT_VISIT_PER_DEVICE: HIGH,
  RATE_LIMIT_WRITE_PER_IP: HIGH,
  RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
  LEAD_LIMIT_PER_DEVICE_PER_HOUR: HIGH,
  LEAD_LIMIT_PER_IP_PER_HOUR: HIGH,
  LEAD_LIMIT_PER_MOBILE_PRODUCT_PER_DAY: HIGH,
});
const app = await buildApp({
  config,
  db,
  assets: () => ({ css: [], entry: '/assets/client.js', islandChunks: () => [] }),
  render: renderDocument,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });

const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });

const portOf = (s: { address(): unknown }) => {
  const a = s.address();
  return typeof a === 'object' && a && 'port' in a ? Number(a.port) : 0;
};
process.on('message', (m) => {
  if (m === 'cpu') {
    const u = process.cpuUsage();
    send({ cpuMs: (u.user + u.system) / 1000 });
  } else if (m === 'leads') {
    void db
      .execute<{ leads: number; outbox: number }>(
        sql`select (select count(*)::int from leads) as leads, (select count(*)::int from lead_outbox) as outbox`,
      )
      .then((r) => send(r.rows[0]));
  }
});
process.on('disconnect', async () => {
  await hello.close();
  await app.close();
  await db.$client.end();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
send({ port: portOf(app.server), helloPort: portOf(hello.server) });
