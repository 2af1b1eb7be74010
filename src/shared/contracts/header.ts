import { z } from 'zod';
import { ZMenuItem } from './chrome';

/** GET /api/home/headerlogo (docs/product/pages.md 'Header logo'): request headers, lower case as Node presents them. */
export const ZHeaderLogoHeaders = z.object({
  countryproductid: z.coerce.number().int().min(1).max(999).optional(),
  sourceid: z.coerce.number().int().min(1).max(99).optional(),
  refererurl: z.string().max(2000).optional(),
  'accept-language': z.string().optional(),
});

const ZLogo = z.object({
  url: z.string(),
  alt: z.string(),
  /** docs/product/pages.md: logo size 165x26. */
  width: z.number().int(),
  height: z.number().int(),
});

/** The header's products menu and logos; `header` is empty where the products menu is hidden (docs/product/pages.md item 12). */
export const ZHeaderLogo = z.object({
  header: z.array(ZMenuItem),
  logo: ZLogo,
  shortLogo: ZLogo,
});
export type THeaderLogo = z.infer<typeof ZHeaderLogo>;
