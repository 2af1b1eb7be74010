import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, runPeriodically } from '../../lib/periodic';
import type { ModuleContext } from '../context';
import { registerOcrModule } from '../ocr';
import { documentsRepo } from './repo';
import { registerDocumentRoutes } from './routes';
import { documentsService, type DocumentsService } from './service';

/**
 * Registers POST /api/documents (docs/product/journeys.md 'upload with progress') and the reading of uploaded cards with its
 * fetch route (decision 0027); the service checks upload answers too.
 */
export function registerDocumentsModule(app: FastifyInstance, ctx: ModuleContext): DocumentsService {
  const ocr = registerOcrModule(app, ctx);
  const service = documentsService(documentsRepo(ctx.db), ctx.config.uploads, {
    onCardStored: (doc) => ocr.start(doc),
    log: ctx.log,
  });
  registerDocumentRoutes(app, service, ctx.config.logLevel, ctx.hashIp);
  // Worker nodes delete uploads of abandoned journeys: at start, then hourly.
  if (ctx.config.jobsEnabled)
    runPeriodically(app, {
      name: 'unlinked uploads',
      everyMs: HOURLY_MS,
      log: ctx.log,
      run: () => service.purgeUnlinked(),
    });
  return service;
}
