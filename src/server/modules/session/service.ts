import { randomBytes } from 'node:crypto';
import {
  SESSION_ERROR_CODES,
  type TDeviceCreate,
  type TDeviceCreated,
  type TSessionClaims,
  type TVisitCreate,
} from '../../../shared/contracts/session';
import { SOURCE, isPartnerSource } from '../../../shared/domain/sources';
import { HttpError } from '../../plugins/errors';
import type { SessionRepo } from './repo';
import { SESSION_MESSAGES, type TokenService } from './token';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * 32 random letters and digits (docs/product/session.md). Bytes of 248 and above are dropped so every character is
 * equally likely (248 = 4 × 62): about 190 bits of entropy.
 */
export function newDeviceUuid(): string {
  let out = '';
  while (out.length < 32) {
    for (const b of randomBytes(40)) {
      if (b < 248 && out.length < 32) out += ALPHABET[b % 62];
    }
  }
  return out;
}

/** What the request tells about its sender besides the body. */
export type DeviceRequestContext = {
  ip: string;
  agentId: string | undefined;
  /** The browser's Origin header, checked against the partner's registered origins. */
  origin?: string | undefined;
  /** A mobile user agent: the web source a refused partner claim falls back to is mobile web (1), else desktop (2). */
  mobile?: boolean;
};

/** Verifies a partner's token for its source id (the partner module); throws an HttpError when it is refused. */
export type PartnerTokenCheck = (
  token: string,
  sourceId: number,
  origin: string | undefined,
) => Promise<unknown>;

const webSource = (mobile: boolean | undefined) => (mobile ? SOURCE.MOBILE_WEB : SOURCE.DESKTOP_WEB);

export function sessionService(
  repo: SessionRepo,
  tokens: TokenService,
  hash: { ip: (ip: string) => string; encrypt: (value: string) => string },
  partners?: { check: PartnerTokenCheck },
) {
  /**
   * Decision 0022: a partner (bank or network) source only from a verified partner token; a missing, expired or
   * forged token, or one of another partner, leaves the device on the web source. Web sources are taken as sent.
   */
  async function deviceSource(input: TDeviceCreate, ctx: DeviceRequestContext): Promise<number> {
    if (!isPartnerSource(input.sourceId)) return input.sourceId;
    if (input.partnerToken && partners) {
      try {
        await partners.check(input.partnerToken, input.sourceId, ctx.origin);
        return input.sourceId;
      } catch (err) {
        if (!(err instanceof HttpError)) throw err; // a database fault is a 503, not a silent downgrade
      }
    }
    return webSource(ctx.mobile);
  }

  return {
    /** POST /api/device: a new device, its first visit and a session token for it. */
    async createDevice(
      input: TDeviceCreate,
      ctx: DeviceRequestContext,
    ): Promise<{ created: TDeviceCreated; token: string }> {
      const sourceId = await deviceSource(input, ctx);
      const deviceUuid = newDeviceUuid();
      const utm = {
        utmSource: input.utmSource,
        utmMedium: input.utmMedium,
        utmTerm: input.utmTerm,
        utmCampaign: input.utmCampaign,
        pbSource: input.pbSource,
      };
      const ids = await repo.createDeviceWithVisit(
        {
          ...utm,
          deviceUuid,
          sourceId,
          countryProductId: input.countryProductId,
          deviceType: input.deviceType,
          agentId: ctx.agentId,
          ipHash: hash.ip(ctx.ip),
        },
        { ...utm, sourceId, countryProductId: input.countryProductId },
      );
      const token = await tokens.sign(deviceUuid, ctx.agentId);
      return { created: { deviceId: ids.deviceId, deviceUuid, visitId: ids.visitId }, token };
    },

    /**
     * POST /api/visit. The token proves which device is asking: a visit for another device is refused, and a
     * device that no longer exists answers DEVICE_ID_NOT_FOUND so the browser recreates it (docs/product/session.md).
     */
    async createVisit(
      input: TVisitCreate,
      claims: TSessionClaims,
      ctx: { mobile?: boolean } = {},
    ): Promise<{ visitId: number }> {
      if (input.deviceUuid !== claims.sub)
        throw new HttpError(401, SESSION_ERROR_CODES.UNAUTHORIZED, SESSION_MESSAGES.invalid);
      const r = await repo.reuseOrCreateVisit(input.deviceUuid, input.visitId, {
        countryProductId: input.countryProductId,
        sourceId: input.sourceId,
        // A partner source on a visit only when the device itself was created with that partner's token.
        partnerClaim: isPartnerSource(input.sourceId),
        webSourceId: webSource(ctx.mobile),
        utmSource: input.utmSource,
        utmMedium: input.utmMedium,
        utmTerm: input.utmTerm,
        utmCampaign: input.utmCampaign,
        pbSource: input.pbSource,
      });
      if (!r)
        throw new HttpError(
          404,
          SESSION_ERROR_CODES.DEVICE_ID_NOT_FOUND,
          'This device is not known. Please reload the page.',
        );
      return { visitId: r.visitId };
    },

    /** POST /api/encrypt: keyed digest for tracking ids (docs/product/session.md 'Encrypt'); not reversible. */
    encrypt(key: string): { EncryptedValue: string } {
      return { EncryptedValue: hash.encrypt(key) };
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
