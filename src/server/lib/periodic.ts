import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loggableError } from '../plugins/errors';

/**
 * A housekeeping task of worker nodes (JOBS_ENABLED): once when the app is ready, then every `everyMs`.
 * Failures are logged and the next round tries again; a round never overlaps the previous one; the timer
 * does not keep the process alive and stops when the app closes.
 */
export function runPeriodically(
  app: FastifyInstance,
  opts: { name: string; everyMs: number; log: FastifyBaseLogger; run: () => Promise<number> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const n = await opts.run();
      if (n > 0) opts.log.info({ deleted: n }, `${opts.name} deleted`);
    } catch (err) {
      opts.log.warn({ err: loggableError(err) }, `${opts.name} purge failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    void round();
    timer = setInterval(() => void round(), opts.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const HOURLY_MS = 3_600_000;
