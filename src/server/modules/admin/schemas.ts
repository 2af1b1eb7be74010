import { z } from 'zod';
import { ZStoredPage } from '../../../shared/contracts/page';
import { LANG_CODES } from '../../../shared/domain/locales';

/** The admin calls' bodies and params (routes.ts parses with them; the OpenAPI document reads them). */
export const ZContentPath = z
  .string()
  .max(300)
  .regex(
    /^\/([a-z0-9-]+\/)*$/,
    'a content path such as /car-insurance/ (lower case, leading and trailing /)',
  );
export const ZLanguage = z.enum(LANG_CODES);

export const ZPageUpdate = z.object({
  urlPath: ZContentPath,
  language: ZLanguage,
  productId: z.number().int().min(0).max(10_000),
  pageTypeId: z.number().int().min(0).max(10_000),
  published: z.boolean().default(true),
  page: ZStoredPage,
});

export const ZRedirectionUpdate = z.object({
  fromPath: z
    .string()
    .max(300)
    .regex(/^\/[^\s?#]*$/, 'a site path starting with /'),
  toPath: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s]*$/, 'a site path starting with /'),
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  published: z.boolean().default(true),
});

export const ZChromeParams = z.object({ language: ZLanguage });
export const ZUpdated = z.object({ updated: z.literal(true), tags: z.array(z.string()) });

export const ZPurge = z.object({
  tags: z
    .array(z.string().regex(/^(all|chrome|redirects|partners|forms|catalogue|page:\/([a-z0-9-]+\/)*)$/))
    .min(1)
    .max(50)
    .default(['all']),
});

export type PageUpdate = z.infer<typeof ZPageUpdate>;
export type RedirectionUpdate = z.infer<typeof ZRedirectionUpdate>;
