import { z } from 'zod';
import { IDEMPOTENCY_ERROR_CODES } from '../domain/idempotency';

/** Every 4xx/5xx JSON answer: a stable machine code and a human message. */
export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Seconds until a rate-limited client may retry; equals the Retry-After header (docs/product/errors-and-limits.md RATE_LIMIT). */
  retryAfter: z.number().int().positive().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  PAGE_NOT_FOUND: 'PAGE_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** Decision 0041: an upload whose image header cannot be read (422). */
  IMAGE_UNREADABLE: 'IMAGE_UNREADABLE',
  /** Decision 0041: an image over 10,000 px a side or 25 megapixels (422). */
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  BAD_REQUEST: 'BAD_REQUEST',
  RATE_LIMIT: 'RATE_LIMIT',
  UNAUTHORIZED: 'UNAUTHORIZED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  DEVICE_ID_NOT_FOUND: 'DEVICE_ID_NOT_FOUND',
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /** Decision 0021: the database connection was lost during the request (503 with Retry-After). */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  ...IDEMPOTENCY_ERROR_CODES,
} as const;
