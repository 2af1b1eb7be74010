import type { FastifyInstance } from 'fastify';
import { ZRecentSearchRequest, ZRecentSearchResponse } from '../../../shared/contracts/journey';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { HttpError } from '../../plugins/errors';
import type { RecentSearchesService } from './service';

/** POST /api/recentSearches (spec 000 §7): the searches of the device in the verified token only. */
/** A write by the verified device (decision 0042). */
const DEVICE_WRITE = { config: { public: false, bucket: 'write', device: true } } as const;

export function registerRecentSearchRoutes(app: FastifyInstance, service: RecentSearchesService): void {
  app.post('/api/recentSearches', DEVICE_WRITE, async (req) => {
    const body = ZRecentSearchRequest.parse(req.body);
    const deviceUuid = req.sessionClaims?.sub;
    if (!deviceUuid) throw new HttpError(401, ERROR_CODES.UNAUTHORIZED, 'A session token is required.');
    const data = await service.list({
      type: body.type,
      deviceUuid,
      countryProductId: body.countryProductId,
      language: parseRequestLanguage(req.headers['accept-language']),
    });
    return ZRecentSearchResponse.parse({ data });
  });
}
