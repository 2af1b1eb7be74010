import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ZSeoFilters,
  ZSeoFiltersQuery,
  ZSeoQuotes,
  ZSeoQuotesQuery,
} from '../../../shared/contracts/health-seo';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import type { HealthSeoService } from './service';

/**
 * Health SEO (decision 0098; docs/product/seo.md 'Health filter pages'): public reads like GET /api/page (no
 * device token), charged to the read budget per address; bad input is 400 VALIDATION_FAILED naming the parameter.
 */

function read(
  summary: string,
  schemas: { query: z.ZodType; response: z.ZodType },
): { config: FastifyContextConfig } {
  return { config: { public: true, bucket: 'read', schemas: { summary, ...schemas } } };
}

export function registerHealthSeoRoutes(app: FastifyInstance, seo: HealthSeoService): void {
  const langOf = (h: { 'accept-language'?: string }) => parseRequestLanguage(h['accept-language']);

  app.get(
    '/api/seo/filters',
    read('The health filter pages: sums insured, the pages allowed to be indexed, the filter meta default.', {
      query: ZSeoFiltersQuery,
      response: ZSeoFilters,
    }),
    async (req, reply) => {
      ZSeoFiltersQuery.parse(req.query);
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'accept-language');
      return { data: seo.filters(langOf(req.headers)) };
    },
  );

  app.get(
    '/api/seo/quotes',
    read('The plans of a filter amount, priced for the typical profile or the members given.', {
      query: ZSeoQuotesQuery,
      response: ZSeoQuotes,
    }),
    async (req) => {
      const q = ZSeoQuotesQuery.parse(req.query);
      return { data: await seo.quotes(q, langOf(req.headers)) };
    },
  );
}
