import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, runPeriodically } from '../../jobs/periodic';
import type { ModuleContext } from '../context';
import { createOcrEngine } from './engine';
import { ocrRepo } from './repo';
import { registerOcrRoutes } from './routes';
import { ocrService, type OcrService } from './service';

/**
 * Documents read for the visitor (issue 13 §4, decision 0027): the in-process reader, its fetch route, and the
 * hourly purge of what was read (worker nodes). The worker starts with the first card and stays warm.
 */
export function registerOcrModule(app: FastifyInstance, ctx: ModuleContext): OcrService {
  const service = ocrService({
    repo: ocrRepo(ctx.db),
    engine: createOcrEngine({ dataDir: ctx.config.dataDir }),
    log: ctx.log,
  });
  registerOcrRoutes(app, service);
  app.addHook('onClose', () => service.close());
  if (ctx.config.jobsEnabled)
    runPeriodically(app, {
      name: 'document reads',
      everyMs: HOURLY_MS,
      log: ctx.log,
      run: () => service.purge(),
    });
  return service;
}
