import type { FastifyInstance } from 'fastify';
import { ZClientLog, ZLogAccepted } from '../../../shared/contracts/session';
import type { LogsService } from './service';

/** Error records are small; a larger body is refused before parsing (413 PAYLOAD_TOO_LARGE). */
export const CLIENT_LOG_BODY_LIMIT = 16 * 1024;

/** POST /api/analytics/dumpLogs (docs/product/analytics.md 'Logs'): no token needed, rate limited as a write (decision 0042). */
const PUBLIC_WRITE = {
  public: true,
  bucket: 'write',
  schemas: { summary: 'A browser error record, stored redacted.', body: ZClientLog, response: ZLogAccepted },
} as const;

export function registerLogRoutes(app: FastifyInstance, logs: LogsService): void {
  app.post(
    '/api/analytics/dumpLogs',
    { bodyLimit: CLIENT_LOG_BODY_LIMIT, config: PUBLIC_WRITE },
    async (req, reply) => {
      await logs.store(ZClientLog.parse(req.body));
      reply.header('Cache-Control', 'no-store');
      return ZLogAccepted.parse({ success: true });
    },
  );
}
