import { jwtVerify } from 'jose';
import { z } from 'zod';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { TPartnerTokenChecked } from '../../../shared/contracts/session';
import { HttpError } from '../../plugins/errors';
import type { PartnerRepo } from './repo';

const ZPartnerClaims = z.object({
  customerReference: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,128}$/)
    .optional(),
});

const rejected = () =>
  new HttpError(
    401,
    ERROR_CODES.UNAUTHORIZED,
    'The partner session is not valid. Please start again from your bank.',
  );

export function partnerService(repo: PartnerRepo, ownOrigin: string) {
  const encoder = new TextEncoder();
  return {
    /**
     * Checks a token a partner bank or network issued for its visitor (docs/product/session.md 'Partner sessions'): HS256
     * with that partner's own secret, issued by that partner (its name or source id), not expired. A browser
     * origin, when sent, must be ours or one the partner registered.
     */
    async check(token: string, sourceId: number, origin: string | undefined): Promise<TPartnerTokenChecked> {
      const partner = await repo.bySourceId(sourceId);
      if (!partner) throw rejected();
      if (origin !== undefined && origin !== ownOrigin && !partner.allowedOrigins.includes(origin))
        throw new HttpError(403, ERROR_CODES.ORIGIN_NOT_ALLOWED, 'This site may not check partner sessions.');
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, encoder.encode(partner.tokenSecret), {
          algorithms: ['HS256'],
          issuer: [partner.name, String(partner.sourceId)],
          requiredClaims: ['exp'],
        }));
      } catch {
        throw rejected();
      }
      const claims = ZPartnerClaims.safeParse(payload);
      if (!claims.success) throw rejected();
      return {
        valid: true,
        sourceId: partner.sourceId,
        ...(claims.data.customerReference ? { customerReference: claims.data.customerReference } : {}),
      };
    },
  };
}

export type PartnerService = ReturnType<typeof partnerService>;
