import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MY_DATA_ERROR_CODES,
  ZDeleteResponse,
  ZLiftResponse,
  ZMyData,
  ZMyDataDelete,
  ZMyDataLift,
  ZMyDataWithdraw,
  ZWithdrawResponse,
} from '../../../shared/contracts/my-data';
import type { z } from 'zod';
import { tFor } from '../../../shared/i18n/catalogues';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { HttpError } from '../../plugins/errors';
import type { AccountGuard } from '../auth';
import type { MyDataService } from './service';

/**
 * The read authenticates by the account cookie alone (decision 0031), like the account calls (public: true, decision
 * 0042). The two writes also need the device token, as every write does: it scopes their Idempotency-Key (decision
 * 0010) and a cross-site page cannot read it. A write the client may retry: the same key and body answer the first
 * result again.
 */
const IDEMPOTENT = { idempotent: true, public: false, bucket: 'write' } as const;
const write = (summary: string, body: z.ZodType, response: z.ZodType) => ({
  config: { ...IDEMPOTENT, schemas: { summary, body, response } },
});

const VIEW: { config: FastifyContextConfig } = {
  config: {
    public: true,
    bucket: false,
    schemas: {
      summary: 'Who has the signed-in number, and why (the account cookie).',
      response: ZMyData,
    },
  },
};

export function registerMyDataRoutes(
  app: FastifyInstance,
  service: MyDataService,
  guard: AccountGuard,
): void {
  const lang = (req: FastifyRequest) => parseRequestLanguage(req.headers['accept-language']);
  const signedIn = async (req: FastifyRequest, reply: FastifyReply): Promise<string> => {
    reply.header('Cache-Control', 'no-store');
    const who = await guard(req);
    if (!who)
      throw new HttpError(
        401,
        MY_DATA_ERROR_CODES.NOT_SIGNED_IN,
        tFor(lang(req))('myData:errors.notSignedIn'),
      );
    return who.mobileNumber;
  };
  /**
   * Cookie-authenticated writes: SameSite=Lax and JSON-only bodies (decision 0031), the device token, and a
   * browser's own word on where the request came from (Sec-Fetch-Site: only 'same-origin', or 'none' for a request
   * the visitor typed; absent for non-browser clients).
   */
  const sameOrigin = (req: FastifyRequest) => {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
      throw new HttpError(403, MY_DATA_ERROR_CODES.CROSS_SITE, tFor(lang(req))('myData:errors.crossSite'));
  };

  app.get('/api/my_data', VIEW, async (req, reply) => service.view(await signedIn(req, reply), lang(req)));

  app.post(
    '/api/my_data/withdraw',
    write('Withdraw every consent of the signed-in number.', ZMyDataWithdraw, ZWithdrawResponse),
    async (req, reply) => {
      sameOrigin(req);
      const n = await signedIn(req, reply);
      ZMyDataWithdraw.parse(req.body);
      return service.withdraw(n);
    },
  );

  // Decision 0044: the signed-in number (proved by its code) lifts its suppression; contact may start again.
  app.post(
    '/api/my_data/lift',
    write("Lift the signed-in number's suppression.", ZMyDataLift, ZLiftResponse),
    async (req, reply) => {
      sameOrigin(req);
      const n = await signedIn(req, reply);
      ZMyDataLift.parse(req.body);
      return service.lift(n);
    },
  );

  app.post(
    '/api/my_data/delete',
    write('Erase what the signed-in number left.', ZMyDataDelete, ZDeleteResponse),
    async (req, reply) => {
      sameOrigin(req);
      const n = await signedIn(req, reply);
      ZMyDataDelete.parse(req.body);
      return service.erase(n);
    },
  );
}
