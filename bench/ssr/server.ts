import { createServer } from 'node:http';
import { mkdtempSync, chmodSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildConfig, ROOT } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { createDb, runMigrations } from '../../src/db/client';
import { startEmbedded } from '../../src/db/embedded';
import { seed } from '../../src/db/seed/seed';
import { manifestAssets } from '../../src/server/ssr/assets';
import { renderDocument } from '../../src/web/entry-server';
import { setRenderMemo } from '../../src/web/islands/memo-fragment';
import { raisedRateLimits } from '../lib/limits';

/**
 * Child process of the SSR benchmark.
 * - `app`: the real app on a fresh embedded PostgreSQL (migrated, seeded), or on the database of another bench
 *   child when BENCH_DATABASE_URL is set (two app processes on one database, like two nodes). PAGE_CACHE from the
 *   parent's environment picks the page cache on or off. Background jobs off and rate limits raised, so neither
 *   adds work nor refuses the bench client. Reports `{port, databaseUrl}` when listening.
 * - `bare FILE`: a plain node:http server answering the same bytes.
 * Reports its CPU time over IPC on request; stops (and removes its database) when the parent disconnects.
 */
const [mode, file] = process.argv.slice(2);
const send = (m: unknown) => process.send?.(m);
process.on('message', (m) => {
  if (m === 'cpu') {
    const u = process.cpuUsage();
    send({ cpuMs: (u.user + u.system) / 1000 });
  }
});

if (mode === 'bare') {
  const body = readFileSync(file ?? '');
  const srv = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  srv.listen(0, '127.0.0.1', () => {
    const a = srv.address();
    send({ port: typeof a === 'object' && a ? a.port : 0 });
  });
  process.on('disconnect', () => process.exit(0));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'sahel-bench-'));
  chmodSync(dir, 0o755);
  const shared = process.env.BENCH_DATABASE_URL;
  const cluster = shared ? undefined : await startEmbedded(join(dir, 'pg'), { throwaway: true });
  const databaseUrl = shared ?? (cluster as { url: string }).url;
  const db = createDb(databaseUrl, 10);
  if (cluster) {
    await runMigrations(db, join(ROOT, 'src/db/migrations'));
    await seed(db);
  }
  const config = buildConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'b'.repeat(40),
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    JOBS_ENABLED: 'false',
    PAGE_CACHE: process.env.PAGE_CACHE,
    RENDER_MEMO: process.env.RENDER_MEMO,
    ...raisedRateLimits(),
  });
  setRenderMemo(config.renderMemo);
  const assets = manifestAssets(config.clientDir);
  const app = await buildApp({ config, db, assets: () => assets, render: renderDocument, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  send({ port: typeof a === 'object' && a ? a.port : 0, databaseUrl });
  process.on('disconnect', async () => {
    await app.close();
    await db.$client.end();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}
