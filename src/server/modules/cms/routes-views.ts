import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CMS_ERROR_CODES } from '../../../shared/contracts/cms';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { HttpError } from '../../plugins/errors';
import { deviceOf } from '../../plugins/route-options';
import type { CmsService } from './service';
import { contentPathOf, ZPath } from './routes-shared';

/** The one CMS write (decision 0100): a page view, counted once per visit and page, with the device token. */

const ZViewBody = z.strictObject({ url: ZPath, visitId: z.number().int().positive().max(2_147_483_647) });

export function registerCmsViewRoutes(app: FastifyInstance, cms: CmsService): void {
  app.post(
    '/api/increment_page_view',
    {
      config: {
        public: false,
        bucket: 'write',
        device: true,
        schemas: {
          summary: 'Counts a view of a page once per visit (the visit must be the token’s device’s).',
          body: ZViewBody,
          response: z.object({ data: z.object({ counted: z.boolean(), pageViews: z.number() }) }),
        },
      },
    },
    async (req, reply) => {
      const body = ZViewBody.parse(req.body);
      const path = contentPathOf(body.url);
      if (!path || !(await cms.published(path)))
        throw new HttpError(404, ERROR_CODES.PAGE_NOT_FOUND, 'Page not found.');
      const r = await cms.countView(deviceOf(req), body.visitId, path);
      if (!r) throw new HttpError(400, CMS_ERROR_CODES.UNKNOWN_VISIT, 'That visit is not this device’s.');
      reply.header('Cache-Control', 'no-store');
      return { data: { counted: r.counted, pageViews: r.views } };
    },
  );
}
