import { z } from 'zod';
import { PRICED_PRODUCT_IDS } from './quotes';
import { MAX_TENURE_MONTHS } from '../banking/loans/amortisation';
import { CARD_TYPES, CREDIT_CARDS_URL } from './credit-cards-api-constants';

/**
 * The typed block list of a page document (docs/product/pages.md 'Page layout').
 * Block fields in the spec: type, key, title, content, contentType (json or html), tabs, rows,
 * tableHeaders, accordionType, next, fieldValues, tableData. HTML content goes through SafeHtml only.
 */
import { base, html, ZLink } from './blocks-base';
import { NAV_BLOCKS } from './blocks-nav';
import { EDITORIAL_BLOCKS } from './blocks-editorial';
import { COMMERCE_BLOCKS } from './blocks-commerce';
import { COMPANY_BLOCKS } from './blocks-company';
import { LEAD_BLOCKS } from './blocks-leads';

/** The drawn pictures a home banner slide may carry (inline SVG, no file to fetch: decision 0113). */
export const BANNER_SLIDE_ICONS = ['shield', 'car', 'health', 'card', 'loan', 'savings'] as const;

/** One slide of the home banner's carousel: a short title, one sentence, and an optional link on this site. */
const ZBannerSlide = z.object({
  title: z.string().min(1).max(120),
  text: z.string().min(1).max(300),
  ctaLabel: z.string().min(1).max(80).optional(),
  url: z.string().min(1).max(500).optional(),
  icon: z.enum(BANNER_SLIDE_ICONS).optional(),
});

/** A picture of this site with its intrinsic size (the page reserves its box before it loads). */
const ZBannerImage = z.object({
  src: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s"<>\\]*$/),
  alt: z.string().max(200),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
});

export const ZBannerBlock = z.object({
  ...base,
  type: z.literal('BANNER'),
  title: z.string().max(300).optional(),
  content: html.optional(),
  contentType: z.literal('html').optional(),
  fieldValues: z
    .object({
      /** 'home' renders the home banner (docs/product/pages.md: 'Compare. Choose. Apply.'), 'product' the product banner. */
      variant: z.enum(['home', 'product']).default('product'),
      /** Banner types 6 to 10 remove the breadcrumb above the banner (docs/product/pages.md). */
      bannerType: z.number().int().min(0).max(20).optional(),
      subtitle: z.string().max(300).optional(),
      ctaLabel: z.string().max(80).optional(),
      ctaUrl: z.string().max(500).optional(),
      features: z.array(z.string().max(120)).max(10).optional(),
      productLinks: z.array(ZLink).max(20).optional(),
      /** The home banner's carousel (decision 0113): shown unless a desktop visitor's recent searches replace it. */
      slides: z.array(ZBannerSlide).max(6).optional(),
      /** The marketing variant's phone picture (decision 0113); sized, so it shifts nothing. */
      mobileImage: ZBannerImage.optional(),
    })
    .default({ variant: 'product' }),
});

export const ZTitleParagraphBlock = z.object({
  ...base,
  type: z.literal('TITLE_PARAGRAPH'),
  title: z.string().min(1).max(300),
  content: html,
  contentType: z.literal('html').optional(),
});

export const ZTextBlock = z.object({
  ...base,
  type: z.literal('TEXT'),
  title: z.string().max(300).optional(),
  content: html,
  contentType: z.literal('html').optional(),
});

/** A site path or an https address (never javascript: or data:). */
const accordionHref = z
  .string()
  .min(1)
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)[^\s"<>\\]*$/);

/**
 * An FAQ item (docs/product/pages.md 'FAQ: items journeyTitle, refUrl, title, description, tabTitle'; `content` is the
 * description). Type 2 links `journeyTitle` to `refUrl`; type 3 groups the items into tabs by `tabTitle`.
 */
export const ZAccordionRow = z.object({
  title: z.string().min(1).max(500),
  content: html,
  journeyTitle: z.string().min(1).max(120).optional(),
  refUrl: accordionHref.optional(),
  tabTitle: z.string().min(1).max(80).optional(),
});

export const ZAccordionBlock = z.object({
  ...base,
  type: z.literal('ACCORDION'),
  title: z.string().max(300).optional(),
  accordionType: z.number().int().min(1).max(3).default(1),
  rows: z.array(ZAccordionRow).min(1).max(100),
  /** Type 2's 'View {product} Plans' link (docs/product/pages.md), shown only when both are given. */
  fieldValues: z
    .object({ productName: z.string().min(1).max(80).optional(), plansUrl: accordionHref.optional() })
    .optional(),
});

export const ZTableBlock = z.object({
  ...base,
  type: z.literal('TABLE'),
  title: z.string().max(300).optional(),
  tableHeaders: z.array(z.string().max(200)).min(1).max(20),
  tableData: z.array(z.array(z.string().max(2000)).min(1).max(20)).max(500),
});

export const ZLinksBlock = z.object({
  ...base,
  type: z.literal('LINKS'),
  title: z.string().min(1).max(300),
  links: z.array(ZLink).min(1).max(200),
  isArticlePageLink: z.boolean().default(false),
});

/**
 * A tab of the multi-quote block (docs/product/pages.md 'Multi-quote tabs'; decision 0014): popular plans of one priced product
 * with 'Starting from' prices the server computes with the engines for a typical profile (decision 0014). The
 * document names what to show, never an amount: `planIds` narrows the tab to those plans of the product (else every
 * plan of it), and the cheapest `limit` of them are shown. `typicalProfileId` picks another profile than the
 * product's default.
 */
export const ZMultiQuotesTab = z.object({
  title: z.string().min(1).max(80),
  productId: z
    .number()
    .int()
    .refine((id) => (PRICED_PRODUCT_IDS as readonly number[]).includes(id), 'a product with a rating engine'),
  planIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(40)
    .refine((ids) => new Set(ids).size === ids.length, 'plan ids must be unique')
    .optional(),
  limit: z.number().int().min(1).max(6).default(3),
  typicalProfileId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
    .optional(),
});

export const ZMultiQuotesBlock = z.object({
  ...base,
  type: z.literal('MULTIPLE_QUOTES'),
  title: z.string().max(300).optional(),
  tabs: z.array(ZMultiQuotesTab).min(1).max(6),
});

/** Calculators the content-blocks work builds later (docs/product/pages.md 'Calculator loader by calculatorType'). */
export const CALCULATOR_TYPES = ['calorie', 'bmi', 'sip', 'growth', 'term'] as const;

/** At most two decimals: a rate is whole basis points. */
const ratePct = z
  .number()
  .min(0)
  .max(30)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most two decimals');

/**
 * CALCULATOR (docs/product/pages.md 'Calculator element: calculatorType, key'; decision 0020): a calculator chosen by
 * `calculatorType`, otherwise by `productId`; the loan EMI calculator for products 8, 10, 11 and 18. `defaults`
 * are the loan the calculator opens with (AED, months, % a year); each is kept inside the product's ranges when
 * rendered, and a missing one takes the product's default.
 */
export const ZCalculatorBlock = z.object({
  ...base,
  type: z.literal('CALCULATOR'),
  calculatorType: z.enum(CALCULATOR_TYPES).optional(),
  productId: z.number().int().positive().max(10_000),
  title: z.string().max(300).optional(),
  defaults: z
    .object({
      amount: z.number().int().min(1_000).max(50_000_000).optional(),
      months: z.number().int().min(1).max(MAX_TENURE_MONTHS).optional(),
      ratePct: ratePct.optional(),
    })
    .optional(),
});

/**
 * The credit cards listing (docs/product/pages.md 'Credit card quotes landing list', docs/product/pages.md 'Credit cards listing', docs/product/pages.md
 * decision 0019): the cards with their filters. `action` is where the island sends the filters (this site's API only); the page
 * route renders the first page for the default filters (decision 0019). `cardType` presets the banking model.
 */
export const ZCreditCardsBlock = z.object({
  ...base,
  type: z.literal('CREDIT_CARDS'),
  title: z.string().min(1).max(300),
  action: z
    .object({
      method: z.enum(['POST']),
      url: z
        .string()
        .max(200)
        .regex(/^\/api\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/),
    })
    .default({ method: 'POST', url: CREDIT_CARDS_URL }),
  cardType: z.enum(CARD_TYPES).optional(),
  /** Presets the bank filter (decision 0111: `/credit-cards/<bank>/` shows that bank's cards). */
  bankIds: z.array(z.number().int().positive()).min(1).max(20).optional(),
});

export const ZBlock = z.discriminatedUnion('type', [
  ZBannerBlock,
  ZTitleParagraphBlock,
  ZTextBlock,
  ZAccordionBlock,
  ZTableBlock,
  ZLinksBlock,
  ZMultiQuotesBlock,
  ZCalculatorBlock,
  ZCreditCardsBlock,
  ...NAV_BLOCKS,
  ...EDITORIAL_BLOCKS,
  ...COMMERCE_BLOCKS,
  ...COMPANY_BLOCKS,
  ...LEAD_BLOCKS,
]);

export type TBlock = z.infer<typeof ZBlock>;
export type TBlockType = TBlock['type'];
export type TBlockOf<K extends TBlockType> = Extract<TBlock, { type: K }>;

export const BLOCK_TYPES = ZBlock.options.map((o) => o.shape.type.value) as TBlockType[];
