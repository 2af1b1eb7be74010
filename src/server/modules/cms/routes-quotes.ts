import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CMS_ERROR_CODES } from '../../../shared/contracts/cms';
import { HttpError } from '../../plugins/errors';
import type { StartingPricesService } from '../quotes/starting-prices';
import { cmsRead, ZInt } from './routes-shared';

/**
 * GET /api/get_quotes/{a}/{b}/{c}/{d} (the CMS calls, decision 0107). The spec names the call and its four
 * path segments only; ours: `a` a priced product's id, `b` which of its typical profiles (1 = the product's default,
 * the one its landing page's multi-quote tab prices), `c` skip and `d` limit (1–20) — the product's plans priced by
 * the rating engines over the seeded catalogue for that profile, cheapest first. Cached under the catalogue's tag:
 * a plan or rate change makes it stale at once.
 */

const ZQuotesParams = z.strictObject({
  a: ZInt(10_000),
  b: ZInt(20),
  c: z.coerce.number().int().min(0).max(1_000),
  d: z.coerce.number().int().min(1).max(20),
});
const ZPlan = z.object({
  planId: z.number(),
  providerId: z.number(),
  insurerName: z.string(),
  insurerLogo: z.string(),
  planName: z.string(),
  totalFils: z.number(),
  features: z.array(z.string()),
});

export function registerCmsQuotesRoute(app: FastifyInstance, prices: StartingPricesService): void {
  cmsRead(
    app,
    '/api/get_quotes/:a/:b/:c/:d',
    'Product {a}’s plans priced for its typical profile {b} (1 = default), cheapest first, skip {c}, limit {d}.',
    {
      params: ZQuotesParams,
      response: z.object({
        data: z.object({
          profileId: z.string(),
          profileSummary: z.string(),
          period: z.enum(['year', 'trip']),
          plans: z.array(ZPlan),
          totalCount: z.number(),
          profileCount: z.number(),
        }),
      }),
    },
    async ({ params: { a, b, c, d }, lang }) => {
      // Priced before the cache (the engines' own cache keeps it cheap): an unknown product or profile is a 404.
      const found = await prices.profileQuotes(a, b, c, d, lang);
      if (!found)
        throw new HttpError(
          404,
          CMS_ERROR_CODES.QUOTES_NOT_FOUND,
          'No rating engine prices that product, or it has no typical profile of that number.',
        );
      return {
        key: ['get_quotes', a, b, c, d],
        tags: ['all', 'catalogue'],
        produce: async () => ({ data: found }),
      };
    },
  );
}
