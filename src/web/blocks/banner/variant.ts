import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';

/**
 * The product banner's variants (docs/product/pages.md 'Mobile banner variants'; decision 0113). A computer gets
 * the full banner; a phone gets one of three, chosen by product, page type, mobile and the marketing flag:
 * - `marketing` on a marketing or offers page: the phone picture (when the content gives one), the title and the
 *   button (the visitor came for the offer, so no long text);
 * - `seo` on a product's landing or BU page (the pages written for search): the title, the text behind
 *   'Read more' (80 characters), the features and the button;
 * - `default` elsewhere (articles, news, glossary, the home product): the title, the subtitle and the button (the
 *   text only when there is no title; the page's reading blocks follow anyway).
 */
export type BannerVariant = 'desktop' | 'seo' | 'marketing' | 'default';

/** Page types whose phone banner is the SEO one (type 0 landing and journey pages, type 1 BU pages). */
const SEO_PAGE_TYPES: readonly number[] = [PAGE_TYPE.LANDING, PAGE_TYPE.BU];

export type BannerVariantInput = {
  productId: number;
  pageTypeId: number;
  isMobile: boolean;
  marketing: boolean;
};

export function bannerVariant({
  productId,
  pageTypeId,
  isMobile,
  marketing,
}: BannerVariantInput): BannerVariant {
  if (!isMobile) return 'desktop';
  if (marketing) return 'marketing';
  if (productId !== PRODUCT.HOME && SEO_PAGE_TYPES.includes(pageTypeId)) return 'seo';
  return 'default';
}

/**
 * Whether the banner renders at all: "Nothing renders without content, title or mobile image" (docs/product/pages.md),
 * where the mobile image counts only for the variant that shows it.
 */
export function bannerHasContent(
  variant: BannerVariant,
  material: { title: boolean; text: boolean; mobileImage: boolean },
): boolean {
  return material.title || material.text || (variant === 'marketing' && material.mobileImage);
}
