import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { ZHeaderLogo, ZHeaderLogoHeaders } from '../../../shared/contracts/header';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import type { HomeService } from './service';

const HEADER_LOGO: { config: FastifyContextConfig } = {
  config: {
    public: true,
    bucket: false,
    schemas: {
      summary: 'The products menu and logos.',
      headers: ZHeaderLogoHeaders,
      response: ZHeaderLogo,
    },
  },
};

/** GET /api/home/headerlogo (docs/product/pages.md): headers countryproductid, sourceid, refererurl, accept-language. */
export function registerHomeRoutes(app: FastifyInstance, home: HomeService): void {
  app.get('/api/home/headerlogo', HEADER_LOGO, async (req, reply) => {
    const h = ZHeaderLogoHeaders.parse(req.headers);
    const lang = parseRequestLanguage(h['accept-language']);
    const data = await home.headerLogo({ lang, sourceId: h.sourceid, refererUrl: h.refererurl });
    reply
      .header('Cache-Control', 'private, max-age=60')
      .header('Vary', 'accept-language, sourceid, refererurl');
    return ZHeaderLogo.parse(data);
  });
}
