import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, runPeriodically } from '../../lib/periodic';
import type { ModuleContext } from '../context';
import { createOcrEngine } from './engine';
import { ocrRepo } from './repo';
import { registerOcrRoutes } from './routes';
import { ocrService, type OcrService } from './service';

/**
 * Documents read for the visitor (decisions 0027 and 0041): the reader (a child process started
 * with the first card, then kept warm), its fetch route, the recovery of reads left pending at start, and the
 * hourly purge of what was read (worker nodes).
 */
export function registerOcrModule(app: FastifyInstance, ctx: ModuleContext): OcrService {
  const service = ocrService({
    repo: ocrRepo(ctx.db),
    engine: createOcrEngine({ dataDir: ctx.config.dataDir, log: ctx.log }),
    log: ctx.log,
  });
  registerOcrRoutes(app, service);
  app.addHook('onClose', () => service.close());
  // Reads a stopped process left pending are retried or failed before this one serves (decision 0041).
  app.addHook('onReady', async () => {
    await service.recover().catch((err: unknown) => {
      ctx.log.warn({ err: { code: (err as { code?: unknown }).code } }, 'ocr recovery failed');
    });
  });
  if (ctx.config.jobsEnabled)
    runPeriodically(app, {
      name: 'document reads',
      everyMs: HOURLY_MS,
      log: ctx.log,
      run: () => service.purge(),
    });
  return service;
}
