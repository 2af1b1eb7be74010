import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REVIEW_PAGE_SEGMENT,
  REVIEW_PRODUCT_OF,
  REVIEWS_ERROR_CODES,
  REVIEWS_MAX_LIMIT,
  ZCreateRatingBody,
} from '../../../shared/contracts/reviews';
import { tFor } from '../../../shared/i18n/catalogues';
import { MSG } from '../../../shared/rules/messages';
import { MOBILE_PATTERN } from '../../../shared/rules/inputs';
import { requestLanguage } from '../../lib/request';
import { HttpError } from '../../plugins/errors';
import { deviceOf } from '../../plugins/route-options';
import { withSchemas } from '../../plugins/route-schemas';
import type { OtpService } from '../otp/types';
import { plainText, type ReviewsService } from './service';

/**
 * The reviews calls (docs/product/reviews.md; decision 0101): GET /api/rating/{productId}/{providerId|all} and GET
 * /api/filtered_reviews are public reads like GET /api/page; POST /api/create_rating takes the device token and the
 * author's number proved by the sign-in code (or the account cookie). Staff moderate in the console (decision 0124).
 */

const ZProduct = z.coerce
  .number()
  .int()
  .refine((n) => REVIEW_PRODUCT_OF[n] !== undefined, 'must be a product with reviews');
const ZRatingParams = z.object({
  productId: ZProduct,
  providerId: z.union([z.literal('all'), z.coerce.number().int().positive().max(2_147_483_647)]),
});
const ZFilteredQuery = z.object({
  productId: ZProduct,
  rating: z.coerce.number().int().min(1).max(5).optional(),
  providerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_LIMIT).default(10),
});
const ZRatings = z.object({
  easeRating: z.number(),
  clarityRating: z.number(),
  speedRating: z.number(),
  supportRating: z.number(),
});
const ZSummary = z.object({
  productId: z.number(),
  providerId: z.number().nullable(),
  totalReviews: z.number(),
  overallRating: z.number().nullable(),
  keys: z.record(z.string(), z.number().nullable()),
  stars: z.record(z.string(), z.number()),
});
const ZReviewOut = z.object({
  id: z.number(),
  productId: z.number(),
  providerId: z.number().nullable(),
  providerName: z.string().nullable(),
  userName: z.string(),
  city: z.string(),
  lang: z.string(),
  publishAt: z.string(),
  reviewTitle: z.string(),
  reviewContent: z.string(),
  rating: ZRatings,
  average: z.number(),
});
const READ = { config: { public: true, bucket: 'read' } } as const;
const DEVICE_WRITE = { config: { public: false, bucket: 'write', device: true } } as const;
const MOBILE = new RegExp(MOBILE_PATTERN);

export type ReviewsRouteDeps = {
  service: ReviewsService;
  otp: OtpService;
  /** The signed-in number of the account cookie (decision 0031), or null. */
  accountNumber: (req: FastifyRequest) => Promise<{ mobileNumber: string } | null>;
  hashIp: (ip: string) => string;
  /** The keyed hash of a number: one review per number and product without storing the number. */
  hashMobile: (mobile: string) => string;
};

export function registerReviewsRoutes(app: FastifyInstance, deps: ReviewsRouteDeps): void {
  const { service } = deps;

  app.get(
    '/api/rating/:productId/:providerId',
    withSchemas(READ, {
      summary: 'Averages of the published reviews of a product, of one bank or all (spec: rating/{a}/{b}).',
      params: ZRatingParams,
      response: z.object({ data: ZSummary }),
    }),
    async (req, reply) => {
      const p = ZRatingParams.parse(req.params);
      const productId = REVIEW_PRODUCT_OF[p.productId]!;
      reply.header('Cache-Control', 'public, max-age=60');
      return { data: await service.summary(productId, p.providerId === 'all' ? undefined : p.providerId) };
    },
  );

  app.get(
    '/api/filtered_reviews',
    withSchemas(READ, {
      summary: 'Published reviews of a product, newest first, by star and bank, paged (limit at most 50).',
      query: ZFilteredQuery,
      response: z.object({
        data: z.array(ZReviewOut),
        total_count: z.number(),
        skip: z.number(),
        limit: z.number(),
        hasNext: z.boolean(),
      }),
    }),
    async (req, reply) => {
      const q = ZFilteredQuery.parse(req.query);
      const productId = REVIEW_PRODUCT_OF[q.productId]!;
      const { items, total } = await service.filtered(
        { productId, rating: q.rating, providerId: q.providerId },
        q.skip,
        q.limit,
        requestLanguage(req),
      );
      reply.header('Cache-Control', 'public, max-age=60').header('Vary', 'accept-language');
      return {
        data: items,
        total_count: total,
        skip: q.skip,
        limit: q.limit,
        hasNext: q.skip + items.length < total,
      };
    },
  );

  const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
    reply.code(status).send({ code, message });

  app.post(
    '/api/create_rating',
    withSchemas(DEVICE_WRITE, {
      summary:
        'Write a review (after the sign-in code on the author’s number): stored pending until moderated.',
      body: ZCreateRatingBody,
      response: z.object({ success: z.literal(true), status: z.literal('pending'), message: z.string() }),
    }),
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const lang = requestLanguage(req);
      const t = tFor(lang);
      const b = ZCreateRatingBody.parse(req.body);
      const productId = REVIEW_PRODUCT_OF[b.productId];
      if (productId === undefined || REVIEW_PAGE_SEGMENT[productId] === undefined)
        throw new HttpError(400, REVIEWS_ERROR_CODES.UNKNOWN_PRODUCT, t('reviews:errors.unknownProduct'));
      if (b.providerId !== null && !(await service.providerExists(b.providerId)))
        throw new HttpError(400, REVIEWS_ERROR_CODES.UNKNOWN_PROVIDER, t('reviews:errors.unknownProvider'));
      const title = plainText(b.title);
      const body = plainText(b.text);
      const userName = plainText(b.userName).replace(/\n/g, ' ');
      const city = plainText(b.city ?? '').replace(/\n/g, ' ');
      if (title.length < 3 || body.length < 20 || userName.length < 2)
        throw new HttpError(400, REVIEWS_ERROR_CODES.REVIEW_TEXT_INVALID, t('reviews:errors.textInvalid'));

      // The author's number: the signed-in one, else the sign-in code checked here (the OTP module's limits and
      // messages; decision 0007).
      let mobile = (await deps.accountNumber(req))?.mobileNumber;
      if (!mobile) {
        const raw = b.mobileNumber ?? '';
        if (raw === '') return refuse(reply, 422, 'MOBILE_REQUIRED', t(MSG.mobile.required));
        if (!MOBILE.test(raw)) return refuse(reply, 422, 'INVALID_MOBILE', t(MSG.mobile.invalid));
        const deviceUuid = deviceOf(req);
        const v = await deps.otp.verify({
          mobileNumber: raw,
          purpose: 'signin',
          requestRef: deviceUuid,
          code: b.otp ?? '',
          ipHash: deps.hashIp(req.ip),
          deviceUuid,
          language: lang,
        });
        if (!v.ok) return refuse(reply, v.code === 'OTP_LOCKED' ? 429 : 422, v.code, v.message);
        mobile = raw;
      }
      const stored = await service.create({
        productId,
        providerId: b.providerId,
        mobileHash: deps.hashMobile(mobile),
        userName,
        city,
        lang,
        title,
        body,
        easeRating: b.easeRating,
        clarityRating: b.clarityRating,
        speedRating: b.speedRating,
        supportRating: b.supportRating,
      });
      if (!stored)
        return refuse(reply, 409, REVIEWS_ERROR_CODES.ALREADY_REVIEWED, t('reviews:errors.alreadyReviewed'));
      return reply.code(201).send({ success: true, status: 'pending', message: t('reviews:form.pending') });
    },
  );
}
