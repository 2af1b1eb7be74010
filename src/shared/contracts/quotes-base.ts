import { z } from 'zod';
import { DEFAULT_LANG, LANG_CODES, type LangCode } from '../domain/locales';
import { PRODUCT } from '../domain/products';

/**
 * The quotes contracts' shared parts (docs/product/quotes.md 'Quote'; decision 0012): money and factor units, the
 * domain ids the journeys share, insurers and what every plan has, the rate tables' bands and underwriting rules.
 * Each product's plan, rate table and engine input sits beside its engine in `shared/quotes/<product>/contract.ts`;
 * `contracts/quotes.ts` joins them and re-exports everything.
 */

/** Whether a list of ids has no repeats. */
export const uniqueIds = (a: readonly string[]) => new Set(a).size === a.length;

// ---------------------------------------------------------------------------------------------------------
// Building blocks

/** A translation key with its namespace ('quotes:lines.driverAge'). */
export const ZMessageKey = z
  .string()
  .max(120)
  .regex(/^[a-z][a-zA-Z0-9]*:[a-zA-Z0-9_.-]+$/, 'must be a namespaced translation key');

type LocalizedShape = { en: z.ZodString } & { [L in Exclude<LangCode, 'en'>]: z.ZodOptional<z.ZodString> };

/**
 * Visitor-facing catalogue text, a record over LOCALES (decision 0078): English always, each other language when
 * the data has its own (the seed reports any it lacks; a page in that language then shows the English one).
 */
export function zLocalizedText(max: number) {
  const text = z.string().trim().min(1).max(max);
  return z.strictObject(
    Object.fromEntries(
      LANG_CODES.map((l) => [l, l === DEFAULT_LANG ? text : text.optional()]),
    ) as LocalizedShape,
  );
}

export const ZLocalizedText = zLocalizedText(300);
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

/** Money in fils: a safe integer (negative only for discount lines). */
export const ZFils = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
export const ZFilsNonNegative = ZFils.min(0);

/** An amount in AED as data (whole fils: at most two decimals). */
export const ZAedAmount = z
  .number()
  .min(0)
  .max(100_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals (whole fils)');

/** A multiplicative factor in basis points of 1 (10000 = ×1.00, 11500 = +15 %, 8500 = −15 %). */
export const ZFactorBp = z.number().int().min(1_000).max(100_000);
/** A rate in basis points of an amount (250 = 2.5 % of the vehicle value; 500 = 5 % VAT). */
export const ZRateBp = z.number().int().min(0).max(10_000);

export const ZSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
export const ZCode = z.string().regex(/^[a-z][a-zA-Z0-9.-]{0,63}$/);
export const ZId = z.number().int().positive().max(2_147_483_647);

/** Products that have a pricing engine (the registry in shared/quotes/index.ts). */
export const PRICED_PRODUCT_IDS = [
  PRODUCT.CAR_INSURANCE,
  PRODUCT.TRAVEL_INSURANCE,
  PRODUCT.HEALTH_INSURANCE,
  PRODUCT.INVESTMENT,
  PRODUCT.TERM_INSURANCE,
  PRODUCT.BIKE_INSURANCE,
  PRODUCT.SME_INSURANCE,
  PRODUCT.HOME_INSURANCE,
  PRODUCT.GROUP_HEALTH,
  PRODUCT.CRITICAL_ILLNESS,
] as const;
export type PricedProductId = (typeof PRICED_PRODUCT_IDS)[number];

// ---------------------------------------------------------------------------------------------------------
// Domain ids shared with the journeys (the seed test checks them against src/db/seed/options.ts and vehicles.ts)

export const EMIRATES = [
  'abu-dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm-al-quwain',
  'ras-al-khaimah',
  'fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

export const BODY_TYPES = ['sedan', 'suv', 'hatchback', 'coupe', 'pickup'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** The car journey's 'UAE driving licence held for' options. */
export const DRIVING_EXPERIENCE = ['under6Months', '6To12Months', '1To2Years', 'over2Years'] as const;

export const CAR_COVER_TYPES = ['comprehensive', 'thirdParty'] as const;

export const CAR_ADD_ONS = [
  'roadsideAssistance',
  'paDriver',
  'paPassengers',
  'rentACar',
  'omanCover',
] as const;
export type CarAddOn = (typeof CAR_ADD_ONS)[number];

/** Health members: the health journey's member kinds. */
export const HEALTH_RELATIONS = ['self', 'spouse', 'child', 'parent'] as const;
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Mandatory health cover schemes a plan meets at least: Dubai's Essential Benefits Plan (DHA) or Abu Dhabi's
 * basic plan (DOH); null for a plan certified under neither.
 */
export const MANDATORY_COVERS = ['DHA_EBP', 'DOH_BASIC'] as const;
export type MandatoryCover = (typeof MANDATORY_COVERS)[number];
/** Which scheme an emirate's residence visa requires (other emirates: none in this catalogue). */
export const MANDATORY_COVER_OF_EMIRATE: Readonly<Partial<Record<Emirate, MandatoryCover>>> = {
  dubai: 'DHA_EBP',
  'abu-dhabi': 'DOH_BASIC',
};

export const NETWORK_TIERS = ['restricted', 'general', 'premier', 'global'] as const;
export type NetworkTier = (typeof NETWORK_TIERS)[number];

/** The travel journey's destination ids. */
export const TRAVEL_REGIONS = ['worldwide', 'worldwideExUsCa', 'schengen', 'asia', 'gcc', 'africa'] as const;
export type TravelRegion = (typeof TRAVEL_REGIONS)[number];
export const TRIP_TYPES = ['single', 'annual'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRAVEL_CATEGORIES = ['individual', 'family', 'group'] as const;
export type TravelCategory = (typeof TRAVEL_CATEGORIES)[number];
/** docs/product/quotes.md 'Travel categories: Individual 5, Family 1, Groups 3' (the answer stores the id). */
export const TRAVEL_CATEGORY_OF_ID: Readonly<Record<string, TravelCategory>> = {
  '5': 'individual',
  '1': 'family',
  '3': 'group',
};
export const TRAVEL_TIERS = ['essential', 'plus', 'premium'] as const;
export type TravelTier = (typeof TRAVEL_TIERS)[number];
export const TRAVELLER_KINDS = ['adult', 'child', 'traveller'] as const;

/** Home insurance: the home journey's ownership and property type ids; the sections a home policy insures. */
export const HOME_OWNERSHIP = ['owner', 'tenant'] as const;
export const PROPERTY_TYPES = ['apartment', 'villa', 'townhouse'] as const;
export const HOME_SECTIONS = ['building', 'contents'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/**
 * Package tiers of home and SME plans: travel's tiers under the name those contracts read (the same ids and factor
 * key), so one list; knip's duplicate-export check skips it by its tag.
 * @alias
 */
export const PLAN_TIERS = TRAVEL_TIERS;

/** Bike insurance: engine size bands (cc) and the bike journey's use ids; cover types are car's. */
export const BIKE_ENGINE_BANDS = ['upTo150', '151To400', '401To800', 'over800'] as const;
export type BikeEngineBand = (typeof BIKE_ENGINE_BANDS)[number];
export const BIKE_USES = ['personal', 'delivery'] as const;
export type BikeUse = (typeof BIKE_USES)[number];

/** SME insurance: the SME journey's business activity, employee band and cover ids. */
export const BUSINESS_ACTIVITIES = [
  'trading',
  'retail',
  'restaurant',
  'consultancy',
  'technology',
  'construction',
  'logistics',
  'healthcare',
  'manufacturing',
  'other',
] as const;
export type BusinessActivity = (typeof BUSINESS_ACTIVITIES)[number];
export const EMPLOYEE_BANDS = ['1To10', '11To50', '51To200', 'over200'] as const;
export const SME_COVERS = ['property', 'liability', 'workmen', 'medical', 'fleet', 'marine'] as const;
/**
 * The SME covers an SME package prices. Group medical and motor fleet are priced by their own products (group
 * health; car), so an SME quote reports them as referred rather than inventing a price.
 */
export const SME_SECTIONS = ['property', 'liability', 'workmen', 'marine'] as const;
export type SmeSection = (typeof SME_SECTIONS)[number];
export const RISK_CLASSES = ['low', 'medium', 'high'] as const;
export type RiskClass = (typeof RISK_CLASSES)[number];

/** Investment: the investment journey's goal ids; how often the contribution is paid. */
export const INVESTMENT_GOALS = ['retirement', 'education', 'wealth', 'savings'] as const;
export type InvestmentGoal = (typeof INVESTMENT_GOALS)[number];
export const CONTRIBUTION_FREQUENCIES = ['monthly', 'annual'] as const;

// ---------------------------------------------------------------------------------------------------------
// Catalogue: insurers and plans

export const ZInsurer = z.strictObject({
  id: ZId,
  slug: ZSlug,
  name: ZLocalizedText,
  /** Served by the app (generated by `insurerLogoSvg`). */
  logo: z.string().regex(/^\/assets\/insurers\/[a-z0-9-]+\.svg$/),
  /** Percentage of claims settled, shown as '% Claim Settlement Ratio' (docs/product/quotes.md). */
  claimSettlementRatio: z
    .number()
    .min(0)
    .max(100)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
  badgeColourCode: z.string().regex(/^#[0-9A-F]{6}$/),
  /** Every insurer of this catalogue is fictional. */
  isDemo: z.boolean(),
  /** How to claim (decision 0088): the claims line and address the account and the schedule give (demo values). */
  claimsPhone: z
    .string()
    .regex(/^800 [0-9]{4}$/)
    .optional(),
  claimsEmail: z
    .string()
    .regex(/^claims@[a-z0-9-]+\.example$/)
    .optional(),
});
export type TInsurer = z.infer<typeof ZInsurer>;

/** docs/product/quotes.md Quote.features item. */
export const ZPlanFeature = z.strictObject({
  id: ZId,
  key: ZCode,
  title: ZLocalizedText,
  value: ZLocalizedText.nullable(),
  checked: z.boolean(),
  strike: z.boolean(),
});
export const ZPlanLimit = z.strictObject({ name: ZLocalizedText, value: ZLocalizedText });
export const ZPlanOffer = z.strictObject({ description: ZLocalizedText });
export const ZCoverInfo = z.strictObject({ row1: ZLocalizedText, row2: ZLocalizedText });

export const ZPlanCommon = z.strictObject({
  planId: ZId,
  providerId: ZId,
  slug: ZSlug,
  planName: ZLocalizedText,
  /** The rate table (same product and provider) that prices this plan. */
  rateTableId: ZSlug,
  features: z.array(ZPlanFeature).max(30),
  limits: z.array(ZPlanLimit).max(20),
  offers: z.array(ZPlanOffer).max(10),
  coverInfo: z.array(ZCoverInfo).max(8),
  /** docs/product/quotes.md: 0 shows the price, otherwise 'Check premium'. */
  showPriceOnRequest: z.union([z.literal(0), z.literal(1)]),
  /** 'Starting from' amount in AED when the catalogue states one (the landing tabs compute theirs). */
  startingFrom: ZAedAmount.nullable(),
  isHidden: z.boolean(),
  /** A paid placement: at most one is shown first, labelled 'Sponsored', outside the ranking score. */
  sponsored: z.boolean(),
});

// ---------------------------------------------------------------------------------------------------------
// Rate tables: numbers as data

export function contiguous(
  bands: readonly { from: number; to: number | null }[],
  ctx: z.RefinementCtx,
): void {
  bands.forEach((b, i) => {
    if (b.to !== null && b.to < b.from) ctx.addIssue({ code: 'custom', message: `band ${i}: to < from` });
    const next = bands[i + 1];
    if (!next) return;
    if (b.to === null) ctx.addIssue({ code: 'custom', message: `band ${i}: only the last band may be open` });
    else if (next.from !== b.to + 1) {
      ctx.addIssue({ code: 'custom', message: `band ${i + 1}: must start at ${b.to + 1}` });
    }
  });
}

/** Inclusive integer bands (ages, years, days): sorted, contiguous; `to: null` only on the last. */
export const ZFactorBands = z
  .array(
    z.strictObject({
      from: z.number().int().min(0),
      to: z.number().int().min(0).nullable(),
      factorBp: ZFactorBp,
    }),
  )
  .min(1)
  .max(40)
  .superRefine(contiguous);
export type TFactorBands = z.infer<typeof ZFactorBands>;

/** Amounts per band, never decreasing (a longer trip never costs less). */
export const ZAmountBands = z
  .array(
    z.strictObject({
      from: z.number().int().min(0),
      to: z.number().int().min(0).nullable(),
      amountAed: ZAedAmount,
    }),
  )
  .min(1)
  .max(40)
  .superRefine(contiguous)
  .refine(
    (bands) => bands.every((b, i) => i === 0 || b.amountAed >= (bands[i - 1]?.amountAed ?? 0)),
    'amounts must not decrease from band to band',
  );
export type TAmountBands = z.infer<typeof ZAmountBands>;

const ZFactValue = z.union([z.string().max(64), z.number().finite(), z.boolean()]);

/**
 * An underwriting rule: the fact `field` must lie in [min, max] and/or be one of `oneOf` / none of `noneOf`,
 * when every `when` condition holds; otherwise the plan is declined with `reasonKey` and params
 * {value, min, max}. Facts are the engine's input plus the plan's attributes (each product lists its facts).
 */
export function ZUnderwritingRule<const F extends readonly [string, ...string[]]>(facts: F) {
  const ZFactName = z.enum(facts);
  return z
    .strictObject({
      id: ZCode,
      field: ZFactName,
      min: z.number().int().optional(),
      max: z.number().int().optional(),
      oneOf: z.array(z.string().max(64)).min(1).max(20).optional(),
      noneOf: z.array(z.string().max(64)).min(1).max(20).optional(),
      when: z
        .array(z.strictObject({ field: ZFactName, equals: ZFactValue }))
        .max(5)
        .default([]),
      reasonKey: ZMessageKey,
    })
    .refine(
      (r) => r.min !== undefined || r.max !== undefined || r.oneOf !== undefined || r.noneOf !== undefined,
      'a rule needs min, max, oneOf or noneOf',
    );
}
export type TUnderwritingRule<F extends string = string> = {
  id: string;
  field: F;
  min?: number | undefined;
  max?: number | undefined;
  oneOf?: string[] | undefined;
  noneOf?: string[] | undefined;
  when: { field: F; equals: string | number | boolean }[];
  reasonKey: string;
};

export const ZRateTableCommon = z.strictObject({
  id: ZSlug,
  providerId: ZId,
  /** Bumped on every change; a quote certificate records the version it was priced with. */
  version: z.number().int().min(1),
  currency: z.literal('AED'),
  /** UAE VAT for this product (5 % for general insurance; life cover, term and investment-linked, exempt: 0). */
  vatRateBp: ZRateBp,
});
