import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildConfig, ROOT } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { createDb, runMigrations } from '../../src/db/client';
import { startEmbedded } from '../../src/db/embedded';

/**
 * Child process of the API benchmark: the real app on a throwaway embedded PostgreSQL (migrated, empty),
 * production mode, rate limits raised so the benchmark measures the work and not the limiter's refusals.
 * Answers 'cpu' (its CPU time) and 'devices' (rows in the devices table) over IPC.
 */
const send = (m: unknown) => process.send?.(m);
const dir = mkdtempSync(join(tmpdir(), 'sahel-bench-api-'));
chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
const cluster = await startEmbedded(join(dir, 'pg'), { throwaway: true });
const db = createDb(cluster.url, 10);
await runMigrations(db, join(ROOT, 'src/db/migrations'));
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
});
const app = await buildApp({
  config,
  db,
  assets: () => ({ css: [], entry: '/assets/client.js', islandChunks: () => [] }),
  render: renderDocument,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const a = app.server.address();
process.on('message', (m) => {
  if (m === 'cpu') {
    const u = process.cpuUsage();
    send({ cpuMs: (u.user + u.system) / 1000 });
  } else if (m === 'devices') {
    void db
      .execute<{ n: number }>(sql`select count(*)::int as n from devices`)
      .then((r) => send({ devices: r.rows[0]?.n ?? 0 }));
  }
});
process.on('disconnect', async () => {
  await app.close();
  await db.$client.end();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
send({ port: typeof a === 'object' && a ? a.port : 0 });
