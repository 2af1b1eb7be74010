import { z } from 'zod';

/**
 * Visitor session contracts (docs/product/session.md 'Session bootstrap', docs/product/session.md 'Create device', 'Create visit').
 * Shared by the browser bootstrap and the server handlers.
 */

export {
  WEB_PARTNER_ID,
  TOKEN_ISSUER,
  TOKEN_AUDIENCE,
  SESSION_EXPIRY_THRESHOLD_S,
  HEADERS,
  SESSION_ERROR_CODES,
} from './session-constants';
import { AGENT_ID_PATTERN } from './session-constants';

const utmString = z.string().trim().max(200).optional();

export const ZUtm = z.object({
  utmSource: utmString,
  utmMedium: utmString,
  utmTerm: utmString,
  utmCampaign: utmString,
  pbSource: utmString,
});
export type TUtm = z.infer<typeof ZUtm>;

/** Source ids (docs/product/session.md): 1 mobile web, 2 desktop web, 3 mobile app, 4 ADCB, 10 MBANK, 11 YKNP, 14 NI, 16 PEKO. */
export const SOURCE_IDS = [1, 2, 3, 4, 10, 11, 14, 16] as const;
export const ZSourceId = z.coerce
  .number()
  .int()
  .refine((n) => (SOURCE_IDS as readonly number[]).includes(n), 'Unknown sourceId');

export const ZCountryProductId = z.coerce.number().int().min(1).max(999);

export const ZDeviceUuid = z.string().regex(/^[A-Za-z0-9]{32}$/, 'deviceUuid must be 32 letters or digits');

/** Agent id (docs/product/session.md: cookie or query, sent as the `agentid` header); carried in the session token. */
export const ZAgentId = z
  .string()
  .regex(AGENT_ID_PATTERN, 'agentId must be 1 to 64 letters, digits, "-" or "_"');

export const ZDeviceCreate = ZUtm.extend({
  sourceId: ZSourceId,
  countryProductId: ZCountryProductId,
  deviceType: z.coerce.number().int().min(1).max(9).default(1),
  /**
   * The token the partner handed the visitor over with (the `token` query of a partner page). A partner
   * `sourceId` is kept only when this token verifies with that partner's secret; otherwise the device gets the
   * web source (decision 0022).
   */
  partnerToken: z.string().min(1).max(4096).optional(),
});
export type TDeviceCreate = z.infer<typeof ZDeviceCreate>;

export const ZDeviceCreated = z.object({
  deviceId: z.number().int().positive(),
  deviceUuid: ZDeviceUuid,
  visitId: z.number().int().positive(),
});
export type TDeviceCreated = z.infer<typeof ZDeviceCreated>;

export const ZVisitCreate = ZUtm.extend({
  countryProductId: ZCountryProductId,
  sourceId: ZSourceId,
  deviceUuid: ZDeviceUuid,
  visitId: z.coerce.number().int().positive().optional(),
});
export type TVisitCreate = z.infer<typeof ZVisitCreate>;

export const ZVisitCreated = z.object({ visitId: z.number().int().positive() });

/** Claims of the session token (jose, HS256). */
export const ZSessionClaims = z.object({
  sub: ZDeviceUuid,
  iat: z.number().int(),
  exp: z.number().int(),
  partnerId: z.string(),
  agentId: z.string().max(64).optional(),
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
});
export type TSessionClaims = z.infer<typeof ZSessionClaims>;

export const ZEncryptRequest = z.object({ key: z.string().min(1, 'key is required').max(512) });
export const ZEncryptResponse = z.object({ EncryptedValue: z.string() });

/** Client error record (docs/product/session.md last paragraph). */
export const ZClientLog = z.object({
  errorInfo: z.string().max(4000).optional(),
  timestamp: z.union([z.string().max(64), z.number()]).optional(),
  statusCode: z.coerce.number().int().min(0).max(999).optional(),
  message: z.string().max(2000).optional(),
  requestUrl: z.string().max(2000).optional(),
  requestData: z.string().max(6000).optional(),
  responseData: z.string().max(6000).optional(),
  duration: z.coerce.number().min(0).max(3_600_000).optional(),
});
export type TClientLog = z.infer<typeof ZClientLog>;

export const ZIpFlags = z.object({ isIndianIp: z.boolean(), isInternalIp: z.boolean(), isIPL: z.boolean() });

export const ZRateLimited = z.object({
  code: z.literal('RATE_LIMIT'),
  message: z.string(),
  retryAfter: z.number().int().positive(),
});

/** Answer of POST /api/analytics/dumpLogs. */
export const ZLogAccepted = z.object({ success: z.literal(true) });

/** Partner sources that may hand a visitor over with a token of their own (docs/product/session.md 'Partner sessions', docs/product/session.md). */
export const PARTNER_TOKEN_SOURCE_IDS = [4, 10, 11, 14, 16] as const;

/** POST /api/partner/token-check: a token issued by a partner bank or network for its own source id. */
export const ZPartnerTokenCheck = z.object({
  token: z.string().min(1, 'token is required').max(4096),
  sourceId: z.coerce
    .number()
    .int()
    .refine((n) => (PARTNER_TOKEN_SOURCE_IDS as readonly number[]).includes(n), 'Not a partner sourceId'),
});
export const ZPartnerTokenChecked = z.object({
  valid: z.literal(true),
  sourceId: z.number().int(),
  customerReference: z.string().max(128).optional(),
});
export type TPartnerTokenChecked = z.infer<typeof ZPartnerTokenChecked>;
