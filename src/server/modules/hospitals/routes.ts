import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOSPITAL_TYPES, HOSPITALS_ERROR_CODES } from '../../../shared/contracts/hospitals';
import { NETWORK_TIERS } from '../../../shared/contracts/quotes-base';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { tFor } from '../../../shared/i18n/catalogues';
import { HttpError } from '../../plugins/errors';
import type { HospitalsService } from './service';

/**
 * Network hospitals (docs/product/hospitals.md 'Calls'): public reads like
 * GET /api/page (no device token), charged to the read budget per address. A position for 'near me' travels only in
 * a POST body, is rounded to 3 decimals and is never stored or logged.
 */

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZCity = z.string().regex(/^([0-9]{1,9}|[a-z0-9][a-z0-9-]{0,63})$/, 'must be a city id or slug');
const ZName = z.string().trim().max(100);
/** The client sends skip = items loaded and limit = 10 (5 on a phone); more than 50 is refused (400). */
const ZPaging = {
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
};

const ZListQuery = z.object({
  insurerId: ZId,
  city: ZCity.optional(),
  providerName: ZName.optional(),
  type: z.enum(HOSPITAL_TYPES).optional(),
  tier: z.enum(NETWORK_TIERS).optional(),
  ...ZPaging,
});
const ZSearchQuery = z.object({ providerName: ZName, ...ZPaging });
const ZCitiesQuery = z.object({ insurerId: ZId.optional() });
const ZInsurersQuery = z.object({ hasNetworkPage: z.enum(['1', 'true']).optional() });
const ZNearbyBody = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  insurerId: ZId.optional(),
  city: ZCity.optional(),
  type: z.enum(HOSPITAL_TYPES).optional(),
  limit: z.number().int().min(1).max(50).default(10),
});

const ZItem = z.object({
  providerId: z.number(),
  providerName: z.string(),
  slug: z.string(),
  type: z.enum(HOSPITAL_TYPES),
  address: z.string(),
  contactNumber: z.string(),
  city: z.string(),
  citySlug: z.string(),
  emirate: z.string(),
  directBilling: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number().optional(),
});
const ZList = z.object({
  data: z.object({ items: z.array(ZItem), limit: z.number(), hasNext: z.boolean(), total_count: z.number() }),
});

function read(
  summary: string,
  schemas: { query?: z.ZodType; body?: z.ZodType; response: z.ZodType },
): { config: FastifyContextConfig } {
  return { config: { public: true, bucket: 'read', schemas: { summary, ...schemas } } };
}

export function registerHospitalRoutes(app: FastifyInstance, hospitals: HospitalsService): void {
  const langOf = (h: { 'accept-language'?: string }) => parseRequestLanguage(h['accept-language']);

  app.get(
    '/api/network-hospitals',
    read('Network hospitals of an insurer, by city, type and name, paged.', {
      query: ZListQuery,
      response: ZList,
    }),
    async (req) => {
      const q = ZListQuery.parse(req.query);
      const lang = langOf(req.headers);
      if (!(await hospitals.insurerExists(q.insurerId)))
        throw new HttpError(
          404,
          HOSPITALS_ERROR_CODES.INSURER_NOT_FOUND,
          tFor(lang)('hospitals:errors.insurerNotFound'),
        );
      return { data: await hospitals.list(q, lang) };
    },
  );

  app.get(
    '/api/network-hospitals/search',
    read('Places by name, any insurer (keep my doctor).', { query: ZSearchQuery, response: ZList }),
    async (req) => {
      const q = ZSearchQuery.parse(req.query);
      return { data: await hospitals.list(q, langOf(req.headers)) };
    },
  );

  app.get(
    '/api/network-hospitals/cities',
    read('Cities with places in an insurer’s network (all cities without an insurer).', {
      query: ZCitiesQuery,
      response: z.object({
        data: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), emirate: z.string() })),
      }),
    }),
    async (req, reply) => {
      const q = ZCitiesQuery.parse(req.query);
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'accept-language');
      return { data: await hospitals.cities(q.insurerId, langOf(req.headers)) };
    },
  );

  app.post(
    '/api/network-hospitals/nearby',
    read('Places nearest a position sent in the body (never stored or logged).', {
      body: ZNearbyBody,
      response: z.object({ data: z.object({ items: z.array(ZItem) }) }),
    }),
    async (req) => {
      const b = ZNearbyBody.parse(req.body);
      return { data: await hospitals.nearby(b, langOf(req.headers)) };
    },
  );

  app.get(
    '/api/allInsurers',
    read('Insurers (with hasNetworkPage=1: those with a hospital network and its size).', {
      query: ZInsurersQuery,
      response: z.object({
        data: z.array(
          z.object({
            insurerId: z.number(),
            slug: z.string(),
            name: z.string(),
            logo: z.string(),
            hospitalCount: z.number(),
          }),
        ),
      }),
    }),
    async (req, reply) => {
      ZInsurersQuery.parse(req.query);
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'accept-language');
      return { data: await hospitals.insurers(langOf(req.headers)) };
    },
  );

  app.get(
    '/api/health/tpas',
    read('The health plans’ claims administrators (TPAs).', {
      response: z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }),
    }),
    async (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'accept-language');
      return { data: await hospitals.tpas(langOf(req.headers)) };
    },
  );
}
