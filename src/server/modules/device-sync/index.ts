import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { enquiriesRepo } from '../enquiries/repo';
import { referenceOf } from '../enquiries/reference';
import { deviceSyncRepo } from './repo';
import { registerDeviceSyncRoutes } from './routes';
import { deviceSyncService } from './service';

/** Registers the device sync calls (decision 0109). */
export function registerDeviceSyncModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { css: () => readonly string[] },
): void {
  const enquiries = enquiriesRepo(ctx.db, { referenceOf: (n) => referenceOf(n, ctx.keys.reference) });
  const service = deviceSyncService({
    repo: deviceSyncRepo(ctx.db),
    key: ctx.keys.otp,
    publicOrigin: ctx.config.publicOrigin,
    ensureReference: (id) => enquiries.ensureReference(id),
  });
  registerDeviceSyncRoutes(app, service, { hashIp: ctx.hashIp, css: deps.css });
}
