import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleContext } from '../context';
import type { OtpService } from '../otp/types';
import { hmacHex } from '../session/keys';
import { reviewsRepo } from './repo';
import { registerReviewsRoutes } from './routes';
import { reviewsService, type ReviewsService } from './service';

export type { ReviewsService } from './service';

/**
 * Reviews (docs/product/reviews.md; decision 0101): the rating and list calls, create_rating after the sign-in
 * code; moderation is the console's (decision 0124), which uses the service this answers, as do the pages.
 */
export function registerReviewsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: {
    otp: OtpService;
    accountNumber: (req: FastifyRequest) => Promise<{ mobileNumber: string } | null>;
  },
): ReviewsService {
  const repo = reviewsRepo(ctx.db);
  const service = reviewsService(repo);
  registerReviewsRoutes(app, {
    service,
    otp: deps.otp,
    accountNumber: deps.accountNumber,
    hashIp: ctx.hashIp,
    hashMobile: (mobile) => hmacHex(ctx.keys.reference, `review-author/v1|${mobile}`),
  });
  return service;
}
