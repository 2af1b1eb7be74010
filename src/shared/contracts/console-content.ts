import { z } from 'zod';

/**
 * The console's content part (decision 0124): review moderation, redirections and uploaded images. What the
 * routes take and answer, shared with the console's sections.
 */
export const CONSOLE_CONTENT_ERROR_CODES = {
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  REVIEW_ALREADY_MODERATED: 'REVIEW_ALREADY_MODERATED',
  REDIRECT_INVALID_PATH: 'REDIRECT_INVALID_PATH',
  REDIRECT_LOOP: 'REDIRECT_LOOP',
  REDIRECT_CHAIN: 'REDIRECT_CHAIN',
  REDIRECT_EXISTS: 'REDIRECT_EXISTS',
  REDIRECT_NOT_FOUND: 'REDIRECT_NOT_FOUND',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  IMAGE_TYPE_REFUSED: 'IMAGE_TYPE_REFUSED',
  IMAGE_UNREADABLE: 'IMAGE_UNREADABLE',
  IMAGE_NOT_FOUND: 'IMAGE_NOT_FOUND',
} as const;

/** The roles that edit content in the console. */
export const CONTENT_ROLES = ['content_editor', 'admin'] as const;

// Reviews.

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;

export const ZReviewQueueQuery = z.strictObject({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The language of the banks' names (the console's). */
  lang: z.enum(['en', 'ar']).default('en'),
});

export const ZReviewParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZModeration = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('approve') }),
  z.strictObject({ action: z.literal('reject'), reason: z.string().trim().min(3).max(300) }),
]);

export const ZQueuedReview = z.object({
  id: z.number(),
  productId: z.number(),
  providerId: z.number().nullable(),
  providerName: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  userName: z.string(),
  city: z.string(),
  lang: z.string(),
  title: z.string(),
  body: z.string(),
  stars: z.number(),
  ratings: z.object({
    easeRating: z.number(),
    clarityRating: z.number(),
    speedRating: z.number(),
    supportRating: z.number(),
  }),
  createdAt: z.string(),
  reason: z.string().nullable(),
});
export type TQueuedReview = z.infer<typeof ZQueuedReview>;

export const ZModerated = z.object({
  id: z.number(),
  status: z.enum(['published', 'rejected']),
  tags: z.array(z.string()),
});
export type TModerated = z.infer<typeof ZModerated>;

// Redirections.

export const REDIRECT_STATUSES = [301, 302] as const;

/** A from or to as typed: a site path (no scheme, no host, no query); the server normalises it ('/' at the end). */
const ZPathInput = z.string().trim().min(1).max(300);

export const ZRedirectionBody = z.strictObject({
  fromPath: ZPathInput,
  toPath: ZPathInput,
  statusCode: z.literal(REDIRECT_STATUSES).default(301),
});

/** A change keeps the from path (the seed knows a redirection by it): to and status only. */
export const ZRedirectionChange = ZRedirectionBody.omit({ fromPath: true });

export const ZRedirectionParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZRedirection = z.object({
  id: z.number(),
  fromPath: z.string(),
  toPath: z.string(),
  statusCode: z.number(),
  /** Whether the seed wrote it and nobody changed it since (the seed may still update it). */
  seeded: z.boolean(),
  updatedAt: z.string(),
});
export type TRedirection = z.infer<typeof ZRedirection>;

// Images.

/** The largest image the console accepts, in bytes. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];
export const IMAGE_EXT: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const ZAlt = z.string().trim().min(1).max(250);
/** Alt text per language: English required, the others optional (the page falls back to English). */
export const ZImageAlt = z.strictObject({
  en: ZAlt,
  ar: ZAlt.optional(),
  hi: ZAlt.optional(),
  ml: ZAlt.optional(),
});
export type TImageAlt = z.infer<typeof ZImageAlt>;

/** An upload: the file's bytes in base64 (the console's calls are JSON) and its alt texts. */
export const ZImageUpload = z.strictObject({
  data: z
    .string()
    .max(Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 1024)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64'),
  alt: ZImageAlt,
});

export const ZImageParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{12}$/) });

export const ZImage = z.object({
  id: z.string(),
  url: z.string(),
  mime: z.enum(IMAGE_MIMES),
  sizeBytes: z.number(),
  width: z.number(),
  height: z.number(),
  alt: ZImageAlt,
  createdAt: z.string(),
});
export type TImage = z.infer<typeof ZImage>;

/** Where the app serves an uploaded image, on its own origin. */
export const mediaUrl = (id: string, mime: ImageMime): string => `/media/u/${id}.${IMAGE_EXT[mime]}`;
