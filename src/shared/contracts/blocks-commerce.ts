import { z } from 'zod';
import { ZCmsListSource } from './cms-list';
import { base, html } from './blocks-base';
import { ZImageSrc } from './image-origins';

/**
 * Block contracts of one group (decision 0038; docs/product/pages.md 'Page layout'). Product and marketing blocks: icons, why-buy, quotes, tables, coverage, hospitals, offers, doorway, reviews, calculators hub, comparison.
 * Each entry is a `z.object` with `type: z.literal(...)`; `blocks.ts` puts every group into the one union.
 * Decision 0038: every figure a block shows comes from the document (no defaults invented); the areas that do not
 * exist yet (hospitals, reviews, offers, calculators) are read from the block's own data.
 */

const text = (max: number) => z.string().min(1).max(max);
/** A content link; the component decides what may be linked (contentHref). */
const url = z.string().min(1).max(500);
/** An image: a site path or an https URL on a configured image origin (decision 0045; imageSrc agrees). */
const img = ZImageSrc;
/** An ISO date (YYYY-MM-DD) or date-time; a dated offer is not shown after it. */
const endDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
const amount = z.number().nonnegative().max(1_000_000_000);

/** ICONS_NEW: a grid of short points, each with an icon when the document gives one (the spec names the type only). */
export const ZIconsNewBlock = z.object({
  ...base,
  type: z.literal('ICONS_NEW'),
  title: z.string().max(300).optional(),
  rows: z
    .array(
      z.object({
        icon: img.optional(),
        iconAlt: z.string().max(200).default(''),
        title: text(120),
        description: z.string().max(500).optional(),
      }),
    )
    .max(24),
});

/** WHYBUY (docs/product/pages.md 'Why-buy block (title; items with heading, description, logo)'). */
export const ZWhyBuyBlock = z.object({
  ...base,
  type: z.literal('WHYBUY'),
  title: text(300),
  items: z
    .array(
      z.object({
        heading: text(200),
        description: z.string().max(1000).default(''),
        logo: img.optional(),
      }),
    )
    .max(24),
});

/** QUOTE: a quotation from a named person (a pull quote), never a price (prices are MULTIPLE_QUOTES). */
export const ZQuoteBlock = z.object({
  ...base,
  type: z.literal('QUOTE'),
  title: z.string().max(300).optional(),
  content: html,
  contentType: z.literal('html').optional(),
  fieldValues: z
    .object({ author: z.string().max(120).optional(), role: z.string().max(200).optional() })
    .default({}),
});

/** DYNAMIC_TABLE: a table whose headers and rows the document carries as data (contentType json). */
export const ZDynamicTableBlock = z.object({
  ...base,
  type: z.literal('DYNAMIC_TABLE'),
  title: z.string().max(300).optional(),
  contentType: z.literal('json').optional(),
  tableHeaders: z.array(z.string().max(200)).min(1).max(20),
  tableData: z.array(z.array(z.string().max(2000)).min(1).max(20)).max(500),
});

/**
 * DYNAMIC_DATA_TABLE: a best-plans table built from the document's records: `columns` name the record keys shown
 * and their headings; the first column heads each row. Scrolls sideways inside its box on narrow screens.
 */
export const ZDynamicDataTableBlock = z.object({
  ...base,
  type: z.literal('DYNAMIC_DATA_TABLE'),
  title: z.string().max(300).optional(),
  fieldValues: z.object({
    columns: z
      .array(z.object({ key: z.string().regex(/^[A-Za-z0-9_]{1,40}$/), label: text(120) }))
      .min(1)
      .max(12),
    rows: z.array(z.record(z.string().max(40), z.union([z.string().max(500), z.number().finite()]))).max(200),
  }),
});

/** docs/product/pages.md 'Health tile: pageUrl, row1, row2, itemClass'. */
export const ZHealthTile = z.object({
  pageUrl: url,
  row1: text(120),
  row2: z.string().max(120).default(''),
  itemClass: z
    .string()
    .regex(/^[a-z0-9-]{0,40}$/)
    .optional(),
});
/** COVERAGE_WIDGET (docs/product/pages.md 'Health cover widget'): tiles; 'View More Plan' reveals those past `visibleCount`. */
export const ZCoverageWidgetBlock = z.object({
  ...base,
  type: z.literal('COVERAGE_WIDGET'),
  title: z.string().max(300).optional(),
  rows: z.array(ZHealthTile).max(40),
  visibleCount: z.number().int().min(1).max(40).default(6),
});

/** docs/product/pages.md 'Network hospital item: providerName, type, address, contactNumber' plus the city it is in. */
export const ZNetworkHospital = z.object({
  providerName: text(200),
  type: z.string().max(80).default(''),
  address: z.string().max(500).default(''),
  contactNumber: z
    .string()
    .regex(/^\+?[0-9 -]{4,20}$/)
    .optional(),
  city: text(80),
});
/**
 * HOSPITALS_NETWORK (decision 0093, superseding decision 0038's hospital bullet): a block naming `insurer` (a
 * catalogue insurer's slug) shows that insurer's places from the hospitals table (the page route's resolver step,
 * BlockContext.data) with links to the hospital pages and to the insurer's list page of each city; the document's
 * own `rows` are shown only when the block names no insurer or that data could not be loaded. 'Select City' and
 * 'Search hospitals' filter the rows in the browser.
 */
export const ZHospitalsNetworkBlock = z.object({
  ...base,
  type: z.literal('HOSPITALS_NETWORK'),
  title: z.string().max(300).optional(),
  insurerName: z.string().max(120).optional(),
  insurer: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
    .optional(),
  rows: z.array(ZNetworkHospital).max(500),
});

/**
 * HEALTH_FILTER_PLANS (decision 0098): the plans of a health filter page's sum insured (`sumInsured`, a slug of
 * `HEALTH_SUMS_INSURED`), each with its starting price for the filter pages' typical profile, computed by the health
 * engine through the page route's resolver step (BlockContext.data.healthFilterPlans); the document names the
 * amount, never a plan or a price.
 */
export const ZHealthFilterPlansBlock = z.object({
  ...base,
  type: z.literal('HEALTH_FILTER_PLANS'),
  title: z.string().max(300).optional(),
  sumInsured: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

/** docs/product/pages.md 'Offers data: title, plans (title, img, description, features with icon and title)'. */
export const ZOffer = z.object({
  title: text(200),
  endDate: endDate.optional(),
  plans: z
    .array(
      z.object({
        title: text(200),
        img: img.optional(),
        imgAlt: z.string().max(200).default(''),
        description: z.string().max(1000).default(''),
        features: z
          .array(z.object({ icon: img.optional(), title: text(200) }))
          .max(10)
          .default([]),
        link: url.optional(),
      }),
    )
    .max(10),
});
/** OFFERS_PREVIEW: at most 2 offers shown (docs/product/pages.md 'offers shown 2'); an offer past its end date is not shown. */
export const ZOffersPreviewBlock = z.object({
  ...base,
  type: z.literal('OFFERS_PREVIEW'),
  title: z.string().max(300).optional(),
  offers: z.array(ZOffer).max(20),
});

/** docs/product/pages.md 'Doorway content … Item: refUrl, pageName, journeyTitle, pageImageUrl, secondaryImageUrl …'. */
export const ZDoorwayItem = z.object({
  refUrl: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9/_-]{0,200}\/?$/, 'a relative path'),
  pageName: text(200),
  journeyTitle: z.string().max(200).optional(),
  pageImageUrl: img.optional(),
  secondaryImageUrl: img.optional(),
  pageImageAltText: z.string().max(200).default(''),
  description: z.string().max(500).optional(),
});
/**
 * DOORWAY (docs/product/pages.md): cards of type 1 to 3; 12 shown (6 on mobile), Expand / Collapse; type 3 adds
 * 'Know More' and 'Get Quotes' (a lead with source 'doorway'). Links are `basePath` + refUrl + '/'.
 */
export const ZDoorwayBlock = z.object({
  ...base,
  type: z.literal('DOORWAY'),
  fieldValues: z.object({
    title: z.string().max(300).optional(),
    description: z.string().max(1000).optional(),
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    hideImage: z.boolean().default(false),
    imageType: z.enum(['primary', 'secondary']).default('primary'),
    /** The path the refUrls hang from, e.g. '/car-insurance/'. */
    basePath: z
      .string()
      .regex(/^\/(?:[A-Za-z0-9_-]+\/)*$/)
      .default('/'),
  }),
  data: z.array(ZDoorwayItem).max(120),
  /**
   * Given, the cards are these pages, paged by the server: 12 a page (6 on a phone), Expand fetching the next page,
   * `?page=N` links without JavaScript (decision 0112); `data` is the fallback shown when the lookup fails.
   */
  list: ZCmsListSource.optional(),
});

/** docs/product/pages.md 'Review: userName, city, publishAt, … reviewTitle, reviewContent; rating object'. */
export const ZReview = z.object({
  userName: text(80),
  city: z.string().max(80).default(''),
  publishAt: z.iso.date(),
  reviewTitle: z.string().max(200).default(''),
  reviewContent: z.string().max(3000).default(''),
  /** Keys containing 'Rating', each 0 to 5; the review's average is their sum divided by 4, to one decimal. */
  rating: z.record(z.string().max(40), z.number().min(0).max(5)),
});
/**
 * REVIEWS_PREVIEW: the overall rating and the count are computed from `reviews` (never the spec's 4.6 / 12100
 * defaults); 'READ ALL REVIEWS' only for the products with review pages and only when `reviewsPagePublished`.
 */
export const ZReviewsPreviewBlock = z.object({
  ...base,
  type: z.literal('REVIEWS_PREVIEW'),
  title: z.string().max(300).optional(),
  reviews: z.array(ZReview).max(200),
  reviewsPagePublished: z.boolean().default(false),
});

/** CALCULATOR_PREVIEW (docs/product/pages.md 'Calculators hub: heading, subtitle, tiles (image, hover image, title, …)'). */
export const ZCalculatorPreviewBlock = z.object({
  ...base,
  type: z.literal('CALCULATOR_PREVIEW'),
  fieldValues: z.object({
    heading: text(300),
    subtitle: z.string().max(500).optional(),
    tiles: z
      .array(
        z.object({
          image: img.optional(),
          hoverImage: img.optional(),
          imageAlt: z.string().max(200).default(''),
          title: text(200),
          description: z.string().max(500).default(''),
          link: url,
        }),
      )
      .max(40),
  }),
});

/** COMPARISON (docs/product/pages.md 'Comparison row: value, type, data [{planId, value}]; NA … Excluded, Yes … Included'). */
export const ZComparisonBlock = z.object({
  ...base,
  type: z.literal('COMPARISON'),
  title: z.string().max(300).optional(),
  plans: z
    .array(z.object({ planId: z.number().int().positive(), name: text(200), imgUrl: img.optional() }))
    .min(2)
    .max(4),
  rows: z
    .array(
      z.object({
        value: text(200),
        type: z.string().max(32).optional(),
        data: z.array(z.object({ planId: z.number().int().positive(), value: z.string().max(300) })).max(4),
      }),
    )
    .max(100),
});

/** CAR_CALCULATOR: a placeholder with the spec's min height (§9) until the car calculator exists. */
export const ZCarCalculatorBlock = z.object({
  ...base,
  type: z.literal('CAR_CALCULATOR'),
  title: z.string().max(300).optional(),
});

/** RECENT_SEARCHES: home, mobile, only when the session has searches; the browser fills it. */
export const ZRecentSearchesBlock = z.object({
  ...base,
  type: z.literal('RECENT_SEARCHES'),
  title: z.string().max(300).optional(),
});

/** OFFER_BANNER_RIGHT: the right-hand offer banner (fieldValues); not shown after its end date. */
export const ZOfferBannerRightBlock = z.object({
  ...base,
  type: z.literal('OFFER_BANNER_RIGHT'),
  fieldValues: z.object({
    title: text(200),
    description: z.string().max(500).optional(),
    imgUrl: img.optional(),
    imgAlt: z.string().max(200).default(''),
    linkUrl: url.optional(),
    ctaLabel: z.string().max(60).optional(),
    endDate: endDate.optional(),
  }),
});

/** CLAIM: the claim steps and the insurers' claim contacts (`/claim/`). */
export const ZClaimBlock = z.object({
  ...base,
  type: z.literal('CLAIM'),
  title: z.string().max(300).optional(),
  rows: z.array(z.object({ title: text(200), content: html })).max(20),
  contacts: z
    .array(
      z.object({
        name: text(200),
        phone: z
          .string()
          .regex(/^\+?[0-9 -]{4,20}$/)
          .optional(),
        email: z.email().max(254).optional(),
      }),
    )
    .max(60)
    .default([]),
});

/** POLICY_DETAILS (docs/product/pages.md 'Plan Summary card'; docs/product/pages.md 'Health policy: planName, cover, pharmacyLimit, tpaName'). */
export const ZPolicyDetailsBlock = z.object({
  ...base,
  type: z.literal('POLICY_DETAILS'),
  fieldValues: z.object({
    planName: text(200),
    cover: amount,
    pharmacyLimit: amount.optional(),
    tpaName: z.string().max(200).optional(),
    applyUrl: url.optional(),
  }),
});

export const COMMERCE_BLOCKS = [
  ZIconsNewBlock,
  ZWhyBuyBlock,
  ZQuoteBlock,
  ZDynamicTableBlock,
  ZDynamicDataTableBlock,
  ZCoverageWidgetBlock,
  ZHospitalsNetworkBlock,
  ZHealthFilterPlansBlock,
  ZOffersPreviewBlock,
  ZDoorwayBlock,
  ZReviewsPreviewBlock,
  ZCalculatorPreviewBlock,
  ZComparisonBlock,
  ZCarCalculatorBlock,
  ZRecentSearchesBlock,
  ZOfferBannerRightBlock,
  ZClaimBlock,
  ZPolicyDetailsBlock,
] as const;
