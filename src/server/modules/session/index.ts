import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { hmacHex } from './keys';
import { sessionRepo } from './repo';
import { registerSessionRoutes } from './routes';
import { sessionService, type PartnerTokenCheck } from './service';
import type { TokenService } from './token';

/** Devices and visits (POST /api/device, /api/visit): the device token every other /api/ call carries. */
export function registerSessionModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { tokens: TokenService; partner: { check: PartnerTokenCheck } },
): void {
  const hash = { ip: ctx.hashIp, encrypt: (value: string) => hmacHex(ctx.keys.encrypt, value) };
  // A partner source on a new device only with that partner's verified token (docs/product/account.md).
  registerSessionRoutes(app, sessionService(sessionRepo(ctx.db), deps.tokens, hash, deps.partner));
}
