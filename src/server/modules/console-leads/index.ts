import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { FormsService } from '../forms/types';
import { auditLog } from '../console/audit';
import { registerConsoleLeadsRoutes } from './routes';
import { consoleLeadsService } from './service';

/**
 * The lead inbox (decision 0114): console routes under /api/console/leads, roles enforced by the console guard
 * (decision 0110). `clock` is the app's injected clock ('due now' and the audit times read it); `forms` answers the
 * option lists behind a question's url, for the answers' labels.
 */
export function registerConsoleLeadsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { clock?: (() => Date) | undefined; forms: Pick<FormsService, 'resolveOptions'> },
): void {
  const now = deps.clock ?? (() => new Date());
  const leads = consoleLeadsService(ctx.db, {
    audit: auditLog(ctx.db, now),
    now,
    resolveOptions: (url, lang) => deps.forms.resolveOptions(url, lang),
  });
  // The audit log's "from": the first 16 hex digits of the address's HMAC, as the console's own routes write it.
  registerConsoleLeadsRoutes(app, { leads, fromHash: (ip) => ctx.hashIp(ip).slice(0, 16) });
}
