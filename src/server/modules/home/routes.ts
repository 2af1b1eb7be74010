import type { FastifyInstance } from 'fastify';
import { ZHeaderLogo, ZHeaderLogoHeaders } from '../../../shared/contracts/header';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import type { HomeService } from './service';

/** GET /api/home/headerlogo (spec 000 §7): headers countryproductid, sourceid, refererurl, accept-language. */
export function registerHomeRoutes(app: FastifyInstance, home: HomeService): void {
  app.get('/api/home/headerlogo', { config: { public: true, bucket: false } }, async (req, reply) => {
    const h = ZHeaderLogoHeaders.parse(req.headers);
    const lang = parseRequestLanguage(h['accept-language']);
    const data = await home.headerLogo({ lang, sourceId: h.sourceid, refererUrl: h.refererurl });
    reply
      .header('Cache-Control', 'private, max-age=60')
      .header('Vary', 'accept-language, sourceid, refererurl');
    return ZHeaderLogo.parse(data);
  });
}
