import { z } from 'zod';

/** Menu item (docs/product/pages.md 'Menu items'): key, label, contentType, imageUrl, next, stickerValue, content (children). */
export type TMenuItem = {
  key: string;
  label: string;
  contentType: 'dropdown' | 'heading' | 'other';
  imageUrl?: string | undefined;
  next?: string | undefined;
  stickerValue?: string | undefined;
  content?: TMenuItem[] | undefined;
};

export const ZMenuItem: z.ZodType<TMenuItem> = z.lazy(() =>
  z.object({
    key: z.string().min(1).max(80),
    label: z.string().min(1).max(120),
    contentType: z.enum(['dropdown', 'heading', 'other']),
    imageUrl: z.string().max(500).optional(),
    next: z.string().max(500).optional(),
    stickerValue: z.string().max(40).optional(),
    content: z.array(ZMenuItem).max(60).optional(),
  }),
);

export const ZFooterData = z.object({
  compareProducts: z.array(z.object({ label: z.string(), url: z.string() })).length(7),
  aboutLinks: z.array(z.object({ label: z.string(), url: z.string() })).max(20),
  social: z
    .array(
      z.object({
        network: z.enum(['facebook', 'twitter', 'linkedin', 'youtube', 'instagram']),
        url: z.string(),
      }),
    )
    .length(5),
  address: z.string().max(500),
});

/**
 * Keyword-to-link rule per product (docs/product/pages.md 'isActive, keyWords, linkUrl'): inside the TEXT blocks of that
 * product's pages, the first occurrence of each keyword links to `linkUrl` (decision 0040).
 */
export const ZKeywordLinkRule = z.object({
  productId: z.number().int().nonnegative(),
  isActive: z.boolean(),
  keyWords: z.array(z.string().trim().min(2).max(80)).min(1).max(20),
  linkUrl: z.string().min(1).max(500),
});
export type TKeywordLinkRule = z.infer<typeof ZKeywordLinkRule>;

export const ZChromeData = z.object({
  menu: z.array(ZMenuItem).max(30),
  footer: ZFooterData,
  keywordLinks: z.array(ZKeywordLinkRule).max(200).optional(),
});
export type TChromeData = z.infer<typeof ZChromeData>;
