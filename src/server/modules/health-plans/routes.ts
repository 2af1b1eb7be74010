import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  HEALTH_PLANS_ERROR_CODES,
  ZNetworkHospitalsSeo,
  ZPlanDetails,
} from '../../../shared/contracts/health-plan-pages';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { tFor } from '../../../shared/i18n/catalogues';
import { HttpError } from '../../plugins/errors';
import type { HealthPlansService } from './service';

/**
 * The Health SEO calls of the provider and plan pages (decision 0097): public reads like GET /api/page (no device
 * token), charged to the read budget per address, in the Accept-Language's language.
 */

const ZSlug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lower-case letters, digits and hyphens');
const ZPlanParams = z.object({ insurerSlug: ZSlug, planSlug: ZSlug });

function read(
  summary: string,
  schemas: { params?: z.ZodType; response: z.ZodType },
): { config: FastifyContextConfig } {
  return { config: { public: true, bucket: 'read', schemas: { summary, ...schemas } } };
}

export function registerHealthPlanRoutes(app: FastifyInstance, healthPlans: HealthPlansService): void {
  const langOf = (h: { 'accept-language'?: string }) => parseRequestLanguage(h['accept-language']);

  app.get(
    '/api/seo/plan_details/:insurerSlug/:planSlug',
    read('A health plan’s page data: summary, benefits, network and count, starting price and its profile.', {
      params: ZPlanParams,
      response: z.object({ data: ZPlanDetails }),
    }),
    async (req, reply) => {
      const p = ZPlanParams.parse(req.params);
      const lang = langOf(req.headers);
      // The insurer part may carry the pages' `-insurance` suffix; the slug looked up is the part before it.
      const insurer = p.insurerSlug.replace(/-insurance$/, '');
      const data = await healthPlans.planDetails(insurer, p.planSlug, lang);
      if (!data)
        throw new HttpError(
          404,
          HEALTH_PLANS_ERROR_CODES.PLAN_NOT_FOUND,
          tFor(lang)('healthPlans:errors.planNotFound'),
        );
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'accept-language');
      return { data };
    },
  );

  app.get(
    '/api/seo/network-hospitals',
    read(
      'The network hospitals search page’s SEO data: insurers with a network, their counts and pages, cities.',
      {
        response: z.object({ data: ZNetworkHospitalsSeo }),
      },
    ),
    async (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'accept-language');
      return { data: await healthPlans.networkHospitalsSeo(langOf(req.headers)) };
    },
  );
}
