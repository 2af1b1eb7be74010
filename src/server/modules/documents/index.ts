import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { documentsRepo } from './repo';
import { registerDocumentRoutes } from './routes';
import { documentsService, type DocumentsService } from './service';

/** Registers POST /api/documents (issue 4 §3 'upload with progress'); the service checks upload answers too. */
export function registerDocumentsModule(app: FastifyInstance, ctx: ModuleContext): DocumentsService {
  const service = documentsService(documentsRepo(ctx.db));
  registerDocumentRoutes(app, service, ctx.config.logLevel);
  // Worker nodes delete uploads of abandoned journeys: at start, then hourly.
  if (ctx.config.jobsEnabled) {
    let timer: NodeJS.Timeout | undefined;
    const purge = () =>
      service.purgeUnlinked().then(
        (n) => (n > 0 ? ctx.log.info({ deleted: n }, 'unlinked uploads deleted') : undefined),
        (err: unknown) => ctx.log.warn({ err }, 'unlinked upload purge failed'),
      );
    app.addHook('onReady', async () => {
      void purge();
      timer = setInterval(() => void purge(), 3_600_000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return service;
}
