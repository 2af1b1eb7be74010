import { config as loadConfig } from './server/config';
import { buildApp } from './server/app';
import { openDatabase, prepareDatabase } from './server/database';
import { seedConsoleDemo } from './db/seed/console-demo';
import { manifestAssets, devAssets, MissingBuildError } from './server/ssr/assets';
import { ClusterLockedError } from './db/embedded';
import { renderDocument } from './web/entry-server';
import { sanitize } from './web/safe/safe-html';
import { setRenderMemo } from './web/islands/memo-fragment';
import { createMetrics, startMetricsServer, type MetricsServer } from './server/plugins/metrics';
import { gracefulShutdown } from './server/shutdown';
import { startupReport } from './server/startup-report';

/**
 * Boot: config -> database (embedded or DATABASE_URL) -> migrate -> seed if empty -> listen. The composition
 * root: the one file that joins the server and the web renderer (server code never imports src/web;
 * decision 0009).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  setRenderMemo(config.renderMemo);
  const log = (msg: string) => process.stdout.write(`[app] ${msg}\n`);
  const database = await openDatabase(config, log);
  const state: { app?: Awaited<ReturnType<typeof buildApp>>; metrics?: MetricsServer } = {};
  let closing = false;
  // Decision 0024: stop accepting, finish requests in flight (SHUTDOWN_TIMEOUT_SECONDS), then the pool and the
  // embedded cluster. A last-resort exit only if closing itself hangs well past that.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received: finishing requests in flight, then shutting down`);
    const hardStop = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 20_000);
    hardStop.unref();
    const clean = await gracefulShutdown({
      app: state.app,
      after: [
        { name: 'the metrics listener', close: async () => state.metrics?.close() },
        { name: 'the database', close: () => database.close() },
      ],
      timeoutMs: config.shutdownTimeoutMs,
      log,
    });
    log(clean ? 'stopped' : 'stopped (not cleanly)');
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await prepareDatabase(database.db, config, log);
    // Demo staff without credentials and their leads, only with the development tools (decision 0118).
    const demoStaff = await seedConsoleDemo(database.db, config);
    if (demoStaff)
      log(
        `console demo: ${demoStaff.staff} staff accounts without credentials, ${demoStaff.leads} leads ` +
          '(npm run console:admin -- --email agent.demo@sahel.example prints a link to enrol one)',
      );
    const dev = config.env === 'development' && process.argv.includes('--dev');
    let beforeRoutes: Parameters<typeof buildApp>[0]['beforeRoutes'];
    const assets = dev ? devAssets() : manifestAssets(config.clientDir);
    if (dev) {
      const { attachVite } = await import('./server/dev/vite');
      beforeRoutes = (a) => attachVite(a, config.root);
    }
    const metrics = createMetrics();
    state.app = await buildApp({
      config,
      db: database.db,
      metrics,
      assets: () => assets,
      render: renderDocument,
      sanitizeHtml: sanitize,
      beforeRoutes,
    });
    await state.app.listen({ port: config.port, host: config.host });
    if (config.metrics.port !== null)
      state.metrics = await startMetricsServer(metrics, {
        port: config.metrics.port,
        host: config.metrics.host,
        token: config.metrics.token,
      });
  } catch (err) {
    // Never leave the embedded cluster running (and holding .data/postgres) after a failed start.
    await state.app?.close().catch(() => undefined);
    await state.metrics?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw err;
  }
  log(
    `Sahel Compare is up on ${config.publicOrigin} (database: ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`,
  );
  for (const line of startupReport(config, { metricsPort: state.metrics?.port ?? null })) log(line);
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
