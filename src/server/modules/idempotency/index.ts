import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, runPeriodically } from '../../lib/periodic';
import { IDEMPOTENCY_TIMINGS, registerIdempotency } from '../../plugins/idempotency';
import type { ModuleContext } from '../context';
import { idempotencyRepo } from './repo';

/**
 * Idempotency keys on the routes that opt in with `config: { idempotent: true }` (decision 0010). Register
 * before those routes' modules. Worker nodes delete keys past their 24 hours: at start, then hourly (expired
 * keys are ignored on lookup anyway, so a node without jobs only lets the table grow until a worker runs).
 */
export function registerIdempotencyModule(app: FastifyInstance, ctx: ModuleContext): void {
  const store = idempotencyRepo(ctx.db);
  registerIdempotency(app, { store });
  if (ctx.config.jobsEnabled)
    runPeriodically(app, {
      name: 'expired idempotency keys',
      everyMs: HOURLY_MS,
      log: ctx.log,
      run: () => store.purgeExpired(IDEMPOTENCY_TIMINGS.ttlSeconds),
    });
}
