import { config as loadConfig } from './server/config';
import { buildApp } from './server/app';
import { openDatabase, prepareDatabase } from './server/database';
import { manifestAssets, devAssets, MissingBuildError } from './server/ssr/assets';
import { ClusterLockedError } from './db/embedded';
import { renderDocument } from './web/entry-server';

/**
 * Boot: config -> database (embedded or DATABASE_URL) -> migrate -> seed if empty -> listen. The composition
 * root: the one file that joins the server and the web renderer (server code never imports src/web;
 * decision 0009).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = (msg: string) => process.stdout.write(`[app] ${msg}\n`);
  const database = await openDatabase(config, log);
  const state: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await state.app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await prepareDatabase(database.db, config, log);
    const dev = config.env === 'development' && process.argv.includes('--dev');
    let beforeRoutes: Parameters<typeof buildApp>[0]['beforeRoutes'];
    const assets = dev ? devAssets() : manifestAssets(config.clientDir);
    if (dev) {
      const { attachVite } = await import('./server/dev/vite');
      beforeRoutes = (a) => attachVite(a, config.root);
    }
    state.app = await buildApp({
      config,
      db: database.db,
      assets: () => assets,
      render: renderDocument,
      beforeRoutes,
    });
    await state.app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // Never leave the embedded cluster running (and holding .data/postgres) after a failed start.
    await state.app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw err;
  }
  log(
    `Sahel Compare is up on ${config.publicOrigin} (database: ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`,
  );
}

main().catch((err: unknown) => {
  const known =
    err instanceof ClusterLockedError ||
    err instanceof MissingBuildError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'));
  const message = err instanceof Error ? (known ? err.message : (err.stack ?? err.message)) : String(err);
  process.stderr.write(`[app] failed to start: ${message}\n`);
  process.exit(1);
});
