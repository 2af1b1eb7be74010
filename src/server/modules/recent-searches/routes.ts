import type { FastifyInstance } from 'fastify';
import { ZRecentSearchRequest, ZRecentSearchResponse } from '../../../shared/contracts/journey';
import { requestLanguage } from '../../lib/request';
import { deviceOf } from '../../plugins/route-options';
import type { RecentSearchesService } from './service';
import { withSchemas } from '../../plugins/route-schemas';

/** POST /api/recentSearches (docs/product/journeys.md): the searches of the device in the verified token only. */
/** A write by the verified device (decision 0042). */
const DEVICE_WRITE = withSchemas({ config: { public: false, bucket: 'write', device: true } } as const, {
  summary: "The token's device's recent enquiries.",
  body: ZRecentSearchRequest,
  response: ZRecentSearchResponse,
});

export function registerRecentSearchRoutes(app: FastifyInstance, service: RecentSearchesService): void {
  app.post('/api/recentSearches', DEVICE_WRITE, async (req) => {
    const body = ZRecentSearchRequest.parse(req.body);
    const data = await service.list({
      type: body.type,
      deviceUuid: deviceOf(req),
      countryProductId: body.countryProductId,
      language: requestLanguage(req),
    });
    return ZRecentSearchResponse.parse({ data });
  });
}
