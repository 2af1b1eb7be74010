import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ZChromeData } from '../../../shared/contracts/chrome';
import { adminGuard } from '../../lib/admin-guard';
import { ZChromeParams, ZPageUpdate, ZPurge, ZRedirectionUpdate, ZUpdated } from './schemas';
import type { AdminService } from './service';

/** PUT/POST /api/admin/*: content writes behind ADMIN_TOKEN (decision 0025). */
export function registerAdminRoutes(app: FastifyInstance, service: AdminService, token: string): void {
  const guard = adminGuard(token);
  // Exempt from session tokens (public, decision 0042), guarded by ADMIN_TOKEN instead (decision 0025).
  const admin = (summary: string, body: z.ZodType, params?: z.ZodType) =>
    ({
      preHandler: guard,
      config: {
        public: true,
        bucket: 'write',
        schemas: { summary, body, ...(params ? { params } : {}), response: ZUpdated },
      },
    }) as const;

  app.put('/api/admin/pages', admin('Store a page document (ADMIN_TOKEN).', ZPageUpdate), async (req) =>
    service.storePage(ZPageUpdate.parse(req.body)),
  );

  app.put(
    '/api/admin/redirections',
    admin('Store a redirection (ADMIN_TOKEN).', ZRedirectionUpdate),
    async (req) => service.storeRedirection(ZRedirectionUpdate.parse(req.body)),
  );

  app.put(
    '/api/admin/chrome/:language',
    admin("Store a language's header and footer (ADMIN_TOKEN).", ZChromeData, ZChromeParams),
    async (req) => {
      const { language } = ZChromeParams.parse(req.params);
      return service.storeChrome(language, ZChromeData.parse(req.body));
    },
  );

  app.post(
    '/api/admin/page-cache/purge',
    admin('Purge page-cache tags (ADMIN_TOKEN).', ZPurge),
    async (req) => service.purge(ZPurge.parse(req.body ?? {}).tags),
  );
}
