import { z } from 'zod';
import { base, html } from './blocks-base';
import { ZImageSrc } from './image-origins';

/**
 * Block contracts of the nav group (decision 0036; docs/product/pages.md 'Page layout', docs/product/pages.md; decision 0036): tabs,
 * carousels and media — TABS, NAV_TABS, SLIDER, MULTI_TAB, MULTI_TAB_CAROUSEL, TESTIMONIALS, PARTNERS,
 * GROUPCOMPANIES, INVESTERS, VIDEO, TABLE_OF_CONTENT, REWARDS. `blocks.ts` puts every group into the one union.
 * Every block renders from the page document's own data; nothing here is computed or invented.
 */

const optionalTitle = z.string().min(1).max(300).optional();

/** A link target as the document gives it: a site path or an https address (never javascript: or data:). */
export const ZHref = z
  .string()
  .min(1)
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)[^\s"<>\\]*$/, 'a site path or an https address');

export const ZNavLink = z.object({ label: z.string().min(1).max(120), url: ZHref });

/** An in-page anchor id (ToC entries, sticky tab sections). */
export const ZAnchorId = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'lower-case letters, digits and dashes');

/** An image: a site path or an https URL on a configured image origin (decision 0045). */
export const ZImage = z.object({
  src: ZImageSrc,
  alt: z.string().max(200),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
});

/** A card of a slider or a multi-tab panel. */
export const ZCardItem = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(1000).optional(),
  image: ZImage.optional(),
  link: ZNavLink.optional(),
});
export type TCardItem = z.infer<typeof ZCardItem>;

/** A company logo (partners, group companies, investors); `url` only when the document gives one. */
export const ZLogo = z.object({ name: z.string().min(1).max(120), image: ZImage, url: ZHref.optional() });
export type TLogo = z.infer<typeof ZLogo>;

/** Simple tabs with upper-cased titles (docs/product/pages.md); content is HTML (SafeHtml). */
export const ZTabsBlock = z.object({
  ...base,
  type: z.literal('TABS'),
  title: optionalTitle,
  tabs: z
    .array(z.object({ title: z.string().min(1).max(80), content: html }))
    .min(1)
    .max(12),
});

/** Sticky tab navigation to in-page sections (docs/product/pages.md 'Tabs'): each tab is a section of this block. */
export const ZNavTabsBlock = z.object({
  ...base,
  type: z.literal('NAV_TABS'),
  title: optionalTitle,
  tabs: z
    .array(z.object({ id: ZAnchorId, title: z.string().min(1).max(80), content: html }))
    .min(1)
    .max(12)
    .refine((tabs) => new Set(tabs.map((t) => t.id)).size === tabs.length, 'tab ids must be unique'),
});

/** Items visible per breakpoint (docs/product/pages.md: default 1 on mobile, 3 on desktop). */
export const ZPerView = z.object({
  mobile: z.number().int().min(1).max(2),
  tablet: z.number().int().min(1).max(4),
  desktop: z.number().int().min(1).max(6),
});

export const ZSliderBlock = z.object({
  ...base,
  type: z.literal('SLIDER'),
  title: optionalTitle,
  items: z.array(ZCardItem).min(1).max(24),
  perView: ZPerView.default({ mobile: 1, tablet: 2, desktop: 3 }),
});

const ZCardTab = z.object({ title: z.string().min(1).max(80), items: z.array(ZCardItem).min(1).max(24) });

/** Tabs of cards (the multi-tab block). */
export const ZMultiTabBlock = z.object({
  ...base,
  type: z.literal('MULTI_TAB'),
  title: optionalTitle,
  tabs: z.array(ZCardTab).min(1).max(8),
});

/** Coverage tab carousel (docs/product/pages.md): tabs whose cards scroll in a carousel. */
export const ZMultiTabCarouselBlock = z.object({
  ...base,
  type: z.literal('MULTI_TAB_CAROUSEL'),
  title: optionalTitle,
  tabs: z.array(ZCardTab).min(1).max(8),
});

/** Testimonials as the document gives them: no rating, count or date is shown that the document does not hold. */
export const ZTestimonialsBlock = z.object({
  ...base,
  type: z.literal('TESTIMONIALS'),
  title: optionalTitle,
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(80),
        city: z.string().max(80).optional(),
        text: z.string().min(1).max(1000),
        date: z.iso.date().optional(),
      }),
    )
    .min(1)
    .max(30),
});

export const ZPartnersBlock = z.object({
  ...base,
  type: z.literal('PARTNERS'),
  title: optionalTitle,
  logos: z.array(ZLogo).min(1).max(60),
});

/**
 * Group companies logo carousel (docs/product/pages.md): autoplay (every `autoplayMs`, default 4 s like the banner carousel)
 * except on mobile and under reduced motion. Hidden on the partner-brand variant (/adcb/, /mbank/).
 */
export const ZGroupCompaniesBlock = z.object({
  ...base,
  type: z.literal('GROUPCOMPANIES'),
  title: optionalTitle,
  logos: z.array(ZLogo).min(1).max(20),
  autoplayMs: z.number().int().min(2000).max(20000).default(4000),
});

/** 'Our Investors' strip (docs/product/pages.md): 10 logos. Hidden on the partner-brand variant (/adcb/, /mbank/). */
export const INVESTOR_LOGOS = 10;
export const ZInvestersBlock = z.object({
  ...base,
  type: z.literal('INVESTERS'),
  title: optionalTitle,
  logos: z.array(ZLogo).min(1).max(INVESTOR_LOGOS),
});

/** Players the video card may embed (decision 0036; the CSP's frame-src must list the same hosts). */
export const VIDEO_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

export const ZVideoUrl = z
  .string()
  .max(500)
  .refine((url) => {
    try {
      const u = new URL(url);
      return (
        u.protocol === 'https:' &&
        (VIDEO_HOSTS as readonly string[]).includes(u.hostname) &&
        !u.username &&
        !u.password
      );
    } catch {
      return false;
    }
  }, 'an https embed address on www.youtube-nocookie.com or player.vimeo.com');

/** Video card (docs/product/pages.md 'Video'): thumbnail → dialog; the player loads only on click. */
export const ZVideoBlock = z.object({
  ...base,
  type: z.literal('VIDEO'),
  title: optionalTitle,
  fieldValues: z.object({
    width: z.number().int().min(120).max(1920).default(560),
    height: z.number().int().min(90).max(1080).default(315),
    videoUrl: ZVideoUrl,
    thumbnail: ZImageSrc,
    title: z.string().min(1).max(200),
    btnText: z.string().min(1).max(60).optional(),
  }),
});

/** Table of contents (docs/product/pages.md 'ToC entry: id, title'; docs/product/pages.md: first 4, 'Read More' / 'Read Less'). */
export const TOC_INITIAL = 4;
export const ZTableOfContentBlock = z.object({
  ...base,
  type: z.literal('TABLE_OF_CONTENT'),
  title: optionalTitle,
  entries: z
    .array(z.object({ id: ZAnchorId, title: z.string().min(1).max(200) }))
    .min(1)
    .max(100),
});

/** Reward item (docs/product/pages.md): text, logo, saving, type, description, details, category; plus its dates. */
export const ZRewardItem = z.object({
  text: z.string().min(1).max(200),
  logo: ZImage.optional(),
  /** AED, whole dirhams: 'Save Upto AED {amount}'. */
  saving: z.number().int().min(1).max(10_000_000).optional(),
  type: z.string().max(60).optional(),
  description: z.string().max(1000).optional(),
  details: z
    .array(
      z.object({
        title: z.string().min(1).max(200),
        type: z.string().max(60).optional(),
        content: z.array(z.string().min(1).max(1000)).max(20),
      }),
    )
    .max(10)
    .default([]),
  category: z.string().min(1).max(60),
  /** Last day of the offer (inclusive, UAE date); past it the offer is not shown. */
  validUntil: z.iso.date().optional(),
});
export type TRewardItem = z.infer<typeof ZRewardItem>;

/** Up to 4 tabs a row, two rows (docs/product/pages.md). */
export const REWARD_TABS_MAX = 8;

/**
 * Rewards section (docs/product/pages.md): 'It's Rewarding to Buy from {brand}', one tab per category (in document order),
 * 'View Details' / 'Hide Details', 'View More Offers' only when the document gives `moreOffersUrl`.
 * `partnerBrands` names the brand of the partner-brand variant (/adcb/, /mbank/ pages).
 */
export const ZRewardsBlock = z.object({
  ...base,
  type: z.literal('REWARDS'),
  fieldValues: z
    .object({
      brand: z.string().min(1).max(80).optional(),
      partnerBrands: z
        .object({ adcb: z.string().min(1).max(80).optional(), mbank: z.string().min(1).max(80).optional() })
        .optional(),
      moreOffersUrl: ZHref.optional(),
    })
    .default({}),
  rows: z
    .array(ZRewardItem)
    .min(1)
    .max(64)
    .refine((rows) => new Set(rows.map((r) => r.category)).size <= REWARD_TABS_MAX, 'at most 8 categories'),
});

export const NAV_BLOCKS = [
  ZTabsBlock,
  ZNavTabsBlock,
  ZSliderBlock,
  ZMultiTabBlock,
  ZMultiTabCarouselBlock,
  ZTestimonialsBlock,
  ZPartnersBlock,
  ZGroupCompaniesBlock,
  ZInvestersBlock,
  ZVideoBlock,
  ZTableOfContentBlock,
  ZRewardsBlock,
] as const;
