import type { FastifyInstance } from 'fastify';
import { ZHeaderLogo, ZHeaderLogoHeaders } from '../../../shared/contracts/header';
import type { HomeService } from './service';

/** GET /api/home/headerlogo (spec 000 §7): headers countryproductid, sourceid, refererurl, accept-language. */
export function registerHomeRoutes(app: FastifyInstance, home: HomeService): void {
  app.get('/api/home/headerlogo', async (req, reply) => {
    const h = ZHeaderLogoHeaders.parse(req.headers);
    // The browser sends 'ar' for Arabic pages and 'en' otherwise (spec 000 §7 'Every request').
    const lang = /^ar\b/i.test(h['accept-language'] ?? '') ? 'ar' : 'en';
    const data = await home.headerLogo({ lang, sourceId: h.sourceid, refererUrl: h.refererurl });
    reply
      .header('Cache-Control', 'private, max-age=60')
      .header('Vary', 'accept-language, sourceid, refererurl');
    return ZHeaderLogo.parse(data);
  });
}
