/**
 * Session constants without zod, so browser chunks can use them without shipping the schema library
 * (decision 0005: zod alone was ~30 KB gzip of every page's JavaScript). session.ts re-exports them.
 */

/** The web partner id every browser session token must carry (docs/product/session.md: token invalid when it differs). */
export const WEB_PARTNER_ID = 'sahel-web';
export const TOKEN_ISSUER = 'sahel-compare';
export const TOKEN_AUDIENCE = 'sahel-compare-web';
/** docs/product/session.md: session expiry threshold 300 seconds. */
export const SESSION_EXPIRY_THRESHOLD_S = 300;
/** Header names (lower case, as Node presents them). */
export const HEADERS = {
  authorization: 'authorization',
  agentId: 'agentid',
  sourceId: 'sourceid',
  refererUrl: 'refererurl',
  deviceUuid: 'deviceuuid',
  enquiryId: 'enquiryid',
  countryProductId: 'countryproductid',
  customerReference: 'customerreference',
} as const;

export const SESSION_ERROR_CODES = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  DEVICE_ID_NOT_FOUND: 'DEVICE_ID_NOT_FOUND',
  RATE_LIMIT: 'RATE_LIMIT',
  INTERNAL_RATE_LIMIT_EXCEED: 'INTERNAL_RATE_LIMIT_EXCEED',
} as const;

/** Agent id (docs/product/session.md: cookie or query, sent as the `agentid` header); carried in the session token. */
export const AGENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isAgentId(value: unknown): value is string {
  return typeof value === 'string' && AGENT_ID_PATTERN.test(value);
}

/** Answer of GET /api/isIndianIp. */
export type TIpFlags = { isIndianIp: boolean; isInternalIp: boolean; isIPL: boolean };

export function isIpFlags(value: unknown): value is TIpFlags {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.isIndianIp === 'boolean' && typeof v.isInternalIp === 'boolean' && typeof v.isIPL === 'boolean'
  );
}

/** A response check with the shape of zod's safeParse, built from a type guard (no schema library). */
export function parserOf<T>(guard: (value: unknown) => value is T) {
  return {
    safeParse: (value: unknown): { success: boolean; data?: T } =>
      guard(value) ? { success: true, data: value } : { success: false },
  };
}

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** Answer of POST /api/device (the server's ZDeviceCreated, checked in the browser without zod). */
export const deviceCreatedParser = parserOf(
  (v: unknown): v is { deviceId: number; deviceUuid: string; visitId: number } =>
    !!v &&
    typeof v === 'object' &&
    positiveInt((v as Record<string, unknown>).deviceId) &&
    positiveInt((v as Record<string, unknown>).visitId) &&
    typeof (v as Record<string, unknown>).deviceUuid === 'string' &&
    /^[A-Za-z0-9]{32}$/.test((v as Record<string, string>).deviceUuid ?? ''),
);

/** Answer of POST /api/visit. */
export const visitCreatedParser = parserOf(
  (v: unknown): v is { visitId: number } =>
    !!v && typeof v === 'object' && positiveInt((v as Record<string, unknown>).visitId),
);

export const ipFlagsParser = parserOf(isIpFlags);
