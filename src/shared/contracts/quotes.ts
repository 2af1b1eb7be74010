import { z } from 'zod';
import { PRODUCT } from '../domain/products';

/**
 * Quotes contracts (docs/product/quotes.md 'Quote'): the catalogue (insurers, plans), the rate tables the pure
 * engines in `shared/quotes/<product>/` read, the engines' inputs, their answer (a premium breakdown or a
 * decline), the ranking terms and the spec's Quote entity. Catalogue text a visitor sees is an {en, ar} pair;
 * breakdown lines and decline reasons carry translation keys with parameters (docs/ARCHITECTURE.md#principle-9).
 * Money is in fils (integer, 1 AED = 100 fils); factors and rates are basis points (decision 0012).
 */

// ---------------------------------------------------------------------------------------------------------
// Building blocks

/** A translation key with its namespace ('quotes:lines.driverAge'). */
export const ZMessageKey = z
  .string()
  .max(120)
  .regex(/^[a-z][a-zA-Z0-9]*:[a-zA-Z0-9_.-]+$/, 'must be a namespaced translation key');

/** Visitor-facing catalogue text in both languages (hi and ml fall back to en). */
export const ZLocalizedText = z.strictObject({
  en: z.string().trim().min(1).max(300),
  ar: z.string().trim().min(1).max(300),
});
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

/** Money in fils: a safe integer (negative only for discount lines). */
export const ZFils = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const ZFilsNonNegative = ZFils.min(0);

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

const ZSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
const ZCode = z.string().regex(/^[a-z][a-zA-Z0-9.-]{0,63}$/);
const ZId = z.number().int().positive().max(2_147_483_647);

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
export type DrivingExperience = (typeof DRIVING_EXPERIENCE)[number];

export const CAR_COVER_TYPES = ['comprehensive', 'thirdParty'] as const;
export type CarCoverType = (typeof CAR_COVER_TYPES)[number];

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
export type HealthRelation = (typeof HEALTH_RELATIONS)[number];
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
export type HomeOwnership = (typeof HOME_OWNERSHIP)[number];
export const PROPERTY_TYPES = ['apartment', 'villa', 'townhouse'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const HOME_SECTIONS = ['building', 'contents'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Package tiers of home and SME plans (the same ids and factor key as travel's). */
export const PLAN_TIERS = TRAVEL_TIERS;
export type PlanTier = TravelTier;

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
export type EmployeeBand = (typeof EMPLOYEE_BANDS)[number];
export const SME_COVERS = ['property', 'liability', 'workmen', 'medical', 'fleet', 'marine'] as const;
export type SmeCover = (typeof SME_COVERS)[number];
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
export type ContributionFrequency = (typeof CONTRIBUTION_FREQUENCIES)[number];

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

const ZPlanCommon = z.strictObject({
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

/** A requested or included car add-on: included in the plan's price, or available at its rate-table price. */
export const ZAddOnAvailability = z.enum(['included', 'optional']);

export const ZCarPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.CAR_INSURANCE),
  car: z.strictObject({
    coverType: z.enum(CAR_COVER_TYPES),
    /** included: always agency repair; optional: when the visitor asks; notAvailable: garage repair only. */
    agencyRepair: z.enum(['included', 'optional', 'notAvailable']),
    /** Add-ons the plan offers (absent = not offered). */
    addOns: z.partialRecord(z.enum(CAR_ADD_ONS), ZAddOnAvailability),
  }),
});
export type TCarPlan = z.infer<typeof ZCarPlan>;

export const ZHealthPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.HEALTH_INSURANCE),
  health: z.strictObject({
    mandatoryCover: z.enum(MANDATORY_COVERS).nullable(),
    networkTier: z.enum(NETWORK_TIERS),
    annualLimitAed: z.number().int().min(50_000).max(100_000_000),
    copayPercent: z.number().int().min(0).max(50),
    maternity: z.boolean(),
    /** Plan Summary card (docs/product/quotes.md): 'Upto AED' pharmacy limit and the TPA. */
    pharmacyLimitAed: z.number().int().min(0).max(10_000_000),
    tpaName: ZLocalizedText,
  }),
}).superRefine((p, ctx) => {
  // The card and the Plan Summary read the TPA from a feature keyed `tpa`: at most one, saying `tpaName`.
  const tpa = p.features.filter((f) => f.key === 'tpa');
  if (tpa.length > 1)
    ctx.addIssue({ code: 'custom', path: ['features'], message: 'one tpa feature at most' });
  const value = tpa[0]?.value;
  if (tpa[0] && (value?.en !== p.health.tpaName.en || value.ar !== p.health.tpaName.ar)) {
    ctx.addIssue({ code: 'custom', path: ['features'], message: 'the tpa feature must say health.tpaName' });
  }
});
export type THealthPlan = z.infer<typeof ZHealthPlan>;

export const ZTravelPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.TRAVEL_INSURANCE),
  travel: z.strictObject({
    /** Meets the Schengen visa requirement (at least EUR 30,000 medical and repatriation cover). */
    schengenCompliant: z.boolean(),
    tier: z.enum(TRAVEL_TIERS),
    medicalLimitAed: z.number().int().min(10_000).max(100_000_000),
    regions: z.array(z.enum(TRAVEL_REGIONS)).min(1).max(TRAVEL_REGIONS.length),
    tripTypes: z.array(z.enum(TRIP_TYPES)).min(1).max(TRIP_TYPES.length),
  }),
});
export type TTravelPlan = z.infer<typeof ZTravelPlan>;

export const ZTermPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.TERM_INSURANCE),
  term: z.strictObject({
    /** Pays the cover early on a diagnosis of terminal illness (included at no extra premium). */
    terminalIllness: z.boolean(),
    /** Pays the cover a second time on accidental death (a rider: the table's loading). */
    accidentalDeath: z.boolean(),
    /** Premiums waived after total permanent disability (a rider: the table's loading). */
    waiverOfPremium: z.boolean(),
  }),
});
export type TTermPlan = z.infer<typeof ZTermPlan>;

export const ZCriticalIllnessPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.CRITICAL_ILLNESS),
  criticalIllness: z.strictObject({
    /** Number of named conditions the plan pays the lump sum for. */
    conditionsCovered: z.number().int().min(1).max(100),
    /** Pays part of the cover on an early-stage diagnosis (the table's loading). */
    earlyStage: z.boolean(),
    /** Days the insured must survive after the diagnosis before the plan pays. */
    survivalPeriodDays: z.number().int().min(0).max(90),
  }),
});
export type TCriticalIllnessPlan = z.infer<typeof ZCriticalIllnessPlan>;

const uniqueIds = (a: readonly string[]) => new Set(a).size === a.length;

export const ZHomePlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.HOME_INSURANCE),
  home: z.strictObject({
    /** What the plan can insure: a tenant's contents-only plan, or building and contents. */
    sections: z.array(z.enum(HOME_SECTIONS)).min(1).max(HOME_SECTIONS.length).refine(uniqueIds, 'unique'),
    tier: z.enum(PLAN_TIERS),
    /** Accidental damage cover (the table's loading). */
    accidentalDamage: z.boolean(),
    personalLiabilityAed: z.number().int().min(0).max(20_000_000),
  }),
});
export type THomePlan = z.infer<typeof ZHomePlan>;

export const ZBikePlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.BIKE_INSURANCE),
  bike: z.strictObject({
    coverType: z.enum(CAR_COVER_TYPES),
    roadsideAssistance: z.boolean(),
    /** Personal accident cover for the rider (0: none). */
    riderAccidentCoverAed: z.number().int().min(0).max(1_000_000),
  }),
});
export type TBikePlan = z.infer<typeof ZBikePlan>;

export const ZSmePlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.SME_INSURANCE),
  sme: z.strictObject({
    /** The covers of the package (the visitor's asked covers outside it are not priced, and say so). */
    sections: z.array(z.enum(SME_SECTIONS)).min(1).max(SME_SECTIONS.length).refine(uniqueIds, 'unique'),
    tier: z.enum(PLAN_TIERS),
    /** Public liability limit when the package includes liability. */
    liabilityLimitAed: z.number().int().min(0).max(50_000_000),
  }),
});
export type TSmePlan = z.infer<typeof ZSmePlan>;

export const ZGroupHealthPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.GROUP_HEALTH),
  groupHealth: z.strictObject({
    mandatoryCover: z.enum(MANDATORY_COVERS).nullable(),
    networkTier: z.enum(NETWORK_TIERS),
    annualLimitAed: z.number().int().min(50_000).max(100_000_000),
    copayPercent: z.number().int().min(0).max(50),
  }),
});
export type TGroupHealthPlan = z.infer<typeof ZGroupHealthPlan>;

/** A yearly growth rate in percent with at most two decimals (7.25 = 7.25 % a year). */
const ZGrowthPercent = z
  .number()
  .min(-20)
  .max(30)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals');

export const ZInvestmentPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.INVESTMENT),
  investment: z.strictObject({
    fundName: ZLocalizedText,
    /**
     * The fund's average yearly growth over the last ten years (docs/product/quotes.md maturityValue.last10yearGrowthRate),
     * shown to the visitor; the maturity illustration assumes it, and says it is not guaranteed.
     */
    last10yearGrowthRate: ZGrowthPercent,
    /** Goals the plan is designed for (a ranking fit check). */
    goals: z.array(z.enum(INVESTMENT_GOALS)).min(1).max(INVESTMENT_GOALS.length).refine(uniqueIds, 'unique'),
  }),
});
export type TInvestmentPlan = z.infer<typeof ZInvestmentPlan>;

export const ZPlan = z.discriminatedUnion('productId', [
  ZCarPlan,
  ZHealthPlan,
  ZTravelPlan,
  ZTermPlan,
  ZCriticalIllnessPlan,
  ZHomePlan,
  ZBikePlan,
  ZSmePlan,
  ZGroupHealthPlan,
  ZInvestmentPlan,
]);
export type TPlan = z.infer<typeof ZPlan>;

// ---------------------------------------------------------------------------------------------------------
// Rate tables: numbers as data

function contiguous(bands: readonly { from: number; to: number | null }[], ctx: z.RefinementCtx): void {
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

const ZRateTableCommon = z.strictObject({
  id: ZSlug,
  providerId: ZId,
  /** Bumped on every change; a quote certificate records the version it was priced with. */
  version: z.number().int().min(1),
  currency: z.literal('AED'),
  /** UAE VAT for this product (5 % for general insurance; life cover, term and investment-linked, exempt: 0). */
  vatRateBp: ZRateBp,
});

/** Facts a car underwriting rule may test. */
export const CAR_FACTS = [
  'vehicleValueAed',
  'vehicleAgeYears',
  'bodyType',
  'emirate',
  'driverAge',
  'uaeLicence',
  'noClaimYears',
  'coverType',
  'agencyRepair',
] as const;
export type CarFact = (typeof CAR_FACTS)[number];

export const ZAddOnPrice = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('flat'), amountAed: ZAedAmount }),
  /** Per passenger seat of the body type (personal accident cover for passengers). */
  z.strictObject({ kind: z.literal('perPassenger'), amountAed: ZAedAmount }),
]);

export const ZCarRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.CAR_INSURANCE),
  comprehensive: z.strictObject({
    /**
     * Marginal rates on the vehicle value, like tax brackets: the first `uptoAed` at `rateBp`, the next slice at
     * the next rate, … so a dearer car never costs less. The last tier is open (`uptoAed: null`).
     */
    valueTiers: z
      .array(z.strictObject({ uptoAed: z.number().int().positive().nullable(), rateBp: ZRateBp }))
      .min(1)
      .max(10)
      .refine(
        (t) =>
          t.every((x, i) => (i === t.length - 1 ? x.uptoAed === null : x.uptoAed !== null)) &&
          t.every((x, i) => i === 0 || (x.uptoAed ?? Infinity) > (t[i - 1]?.uptoAed ?? 0)),
        'tiers ascend and only the last is open',
      ),
    minimumPremiumAed: ZAedAmount,
    vehicleAge: ZFactorBands,
    bodyType: z.record(z.enum(BODY_TYPES), ZFactorBp),
    agencyRepairFactorBp: ZFactorBp,
    excess: z
      .strictObject({
        standardAed: z.number().int().min(0).max(100_000),
        options: z
          .array(z.strictObject({ amountAed: z.number().int().min(0).max(100_000), factorBp: ZFactorBp }))
          .min(1)
          .max(10)
          .refine((o) => o.every((x, i) => i === 0 || x.amountAed > (o[i - 1]?.amountAed ?? 0)), 'ascending'),
      })
      .refine(
        (e) => e.options.some((o) => o.amountAed === e.standardAed),
        'the standard excess must be an option',
      ),
  }),
  thirdParty: z.strictObject({
    /** Third-party liability does not depend on the car's value: a base by body type. */
    baseByBodyType: z.record(z.enum(BODY_TYPES), ZAedAmount),
    minimumPremiumAed: ZAedAmount,
  }),
  driverAge: ZFactorBands,
  uaeLicence: z.record(z.enum(DRIVING_EXPERIENCE), ZFactorBp),
  /** By consecutive claim-free years; the last band covers '5 years or more'. */
  noClaimYears: ZFactorBands,
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  addOns: z.record(z.enum(CAR_ADD_ONS), ZAddOnPrice),
  passengerSeats: z.record(z.enum(BODY_TYPES), z.number().int().min(0).max(12)),
  rules: z.array(ZUnderwritingRule(CAR_FACTS)).max(30),
});
export type TCarRateTable = z.infer<typeof ZCarRateTable>;

/** Member bases by age need not increase from band to band (a young child can cost more than a young adult). */
function ZAmountBandsUnordered() {
  return z
    .array(
      z.strictObject({
        from: z.number().int().min(0),
        to: z.number().int().min(0).nullable(),
        amountAed: ZAedAmount,
      }),
    )
    .min(1)
    .max(40)
    .superRefine(contiguous);
}

/** Facts a health rule may test; member facts are tested once per member. */
export const HEALTH_FACTS = [
  'emirate',
  'mandatoryCover',
  'networkTier',
  'annualLimitAed',
  'memberCount',
  'memberAge',
  'memberRelation',
  'memberGender',
] as const;
export type HealthFact = (typeof HEALTH_FACTS)[number];

export const ZHealthRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.HEALTH_INSURANCE),
  /** Annual premium of one member by age band, for the reference plan (AED 1,000,000, general network, 10 %). */
  memberBase: ZAmountBandsUnordered(),
  /** Maternity loading on an eligible member's base (female self or spouse within the ages). */
  maternity: z.strictObject({
    loadingBp: ZRateBp,
    minAge: z.number().int().min(0).max(120),
    maxAge: z.number().int().min(0).max(120),
    relations: z.array(z.enum(HEALTH_RELATIONS)).min(1),
  }),
  /** First band whose `uptoAed` is at least the plan's annual limit; the last is open. */
  annualLimit: z
    .array(z.strictObject({ uptoAed: z.number().int().positive().nullable(), factorBp: ZFactorBp }))
    .min(1)
    .max(12)
    .refine(
      (t) =>
        t.every((x, i) => (i === t.length - 1 ? x.uptoAed === null : x.uptoAed !== null)) &&
        t.every((x, i) => i === 0 || (x.uptoAed ?? Infinity) > (t[i - 1]?.uptoAed ?? 0)),
      'limits ascend and only the last is open',
    ),
  networkTier: z.record(z.enum(NETWORK_TIERS), ZFactorBp),
  copay: z
    .array(z.strictObject({ percent: z.number().int().min(0).max(50), factorBp: ZFactorBp }))
    .min(1)
    .max(10),
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  rules: z.array(ZUnderwritingRule(HEALTH_FACTS)).max(30),
});
export type THealthRateTable = z.infer<typeof ZHealthRateTable>;

export const TRAVEL_FACTS = [
  'region',
  'tripType',
  'days',
  'category',
  'travellerCount',
  'tier',
  'travellerAge',
] as const;
export type TravelFact = (typeof TRAVEL_FACTS)[number];

export const ZTravelRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.TRAVEL_INSURANCE),
  /** Single trip: premium per adult traveller by trip length in days (1..366), for Schengen. */
  singleTripDays: ZAmountBands,
  /** Annual multi-trip premium per adult traveller, for Schengen. */
  annualTripAed: ZAedAmount,
  /** Region relative to Schengen, applied to the per-traveller base. */
  region: z.record(z.enum(TRAVEL_REGIONS), ZFactorBp),
  /** By the traveller's age on the day of departure (children cheaper, seniors loaded). */
  travellerAge: ZFactorBands,
  tier: z.record(z.enum(TRAVEL_TIERS), ZFactorBp),
  /** Family package discount (factor on the whole trip). */
  familyFactorBp: ZFactorBp,
  /** Group discount by the number of travellers. */
  groupSize: ZFactorBands,
  rules: z.array(ZUnderwritingRule(TRAVEL_FACTS)).max(30),
});
export type TTravelRateTable = z.infer<typeof ZTravelRateTable>;

/**
 * Marginal slices of an amount (cover, headcount), like tax brackets: the first `upto` at `factorBp`, the next slice
 * at the next factor, … The last slice is open (`upto: null`). Applied slice by slice, a larger amount never
 * costs less, whatever the factors.
 */
export const ZSlices = z
  .array(z.strictObject({ upto: z.number().int().positive().nullable(), factorBp: ZFactorBp }))
  .min(1)
  .max(10)
  .refine(
    (t) =>
      t.every((x, i) => (i === t.length - 1 ? x.upto === null : x.upto !== null)) &&
      t.every((x, i) => i === 0 || (x.upto ?? Infinity) > (t[i - 1]?.upto ?? 0)),
    'slices ascend and only the last is open',
  );
export type TSlices = z.infer<typeof ZSlices>;

/** Facts a term or critical illness rule may test. */
export const LIFE_FACTS = [
  'age',
  'gender',
  'smoker',
  'coverAed',
  'termYears',
  /** Age when the cover ends (age + term). */
  'ageAtExpiry',
  /** Cover ÷ yearly income, rounded up (term only; absent when the income is unknown). */
  'coverIncomeMultiple',
] as const;
export type LifeFact = (typeof LIFE_FACTS)[number];

/** What term and critical illness tables share: a rate per mille of cover by age, then factors. */
const lifeRateShape = {
  /**
   * Yearly premium per AED 1,000 of cover for a male non-smoker on the reference term, by age at entry. Never
   * decreasing from band to band, so an older applicant is never cheaper.
   */
  ratePerMille: ZAmountBands,
  /** Large-cover discount as marginal slices of the cover (AED). */
  coverSlices: ZSlices,
  /** By the policy term in years (relative to the reference term). */
  termYears: ZFactorBands,
  gender: z.record(z.enum(GENDERS), ZFactorBp),
  smokerFactorBp: ZFactorBp,
  minimumPremiumAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(LIFE_FACTS)).max(30),
};

export const ZTermRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.TERM_INSURANCE),
  ...lifeRateShape,
  riders: z.strictObject({ accidentalDeathFactorBp: ZFactorBp, waiverOfPremiumFactorBp: ZFactorBp }),
});
export type TTermRateTable = z.infer<typeof ZTermRateTable>;

export const ZCriticalIllnessRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.CRITICAL_ILLNESS),
  ...lifeRateShape,
  /** Loading for plans that pay part of the cover on an early-stage diagnosis. */
  earlyStageFactorBp: ZFactorBp,
});
export type TCriticalIllnessRateTable = z.infer<typeof ZCriticalIllnessRateTable>;

export const HOME_FACTS = [
  'ownership',
  'propertyType',
  'emirate',
  'buildingValueAed',
  'contentsValueAed',
  'tier',
] as const;
export type HomeFact = (typeof HOME_FACTS)[number];

export const ZHomeRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.HOME_INSURANCE),
  /** Yearly premium per AED 1,000 of rebuilding cost, by property type. */
  buildingRatePerMille: z.record(z.enum(PROPERTY_TYPES), ZAedAmount),
  /** Yearly premium per AED 1,000 of contents. */
  contentsRatePerMille: ZAedAmount,
  /** Contents factor by property type (ground-level homes see more burglary and water damage). */
  contentsPropertyType: z.record(z.enum(PROPERTY_TYPES), ZFactorBp),
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  tier: z.record(z.enum(PLAN_TIERS), ZFactorBp),
  accidentalDamageFactorBp: ZFactorBp,
  minimumPremiumAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(HOME_FACTS)).max(30),
});
export type THomeRateTable = z.infer<typeof ZHomeRateTable>;

export const BIKE_FACTS = [
  'bikeValueAed',
  'bikeAgeYears',
  'engineBand',
  'riderAge',
  'emirate',
  'use',
  'coverType',
] as const;
export type BikeFact = (typeof BIKE_FACTS)[number];

export const ZBikeRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.BIKE_INSURANCE),
  comprehensive: z.strictObject({
    /** Rate on the bike's value (450 = 4.5 %). */
    rateBp: ZRateBp,
    minimumPremiumAed: ZAedAmount,
    bikeAge: ZFactorBands,
    engineBand: z.record(z.enum(BIKE_ENGINE_BANDS), ZFactorBp),
  }),
  thirdParty: z.strictObject({
    /** Third-party liability does not depend on the bike's value: a base by engine size. */
    baseByEngineBand: z.record(z.enum(BIKE_ENGINE_BANDS), ZAedAmount),
    minimumPremiumAed: ZAedAmount,
  }),
  riderAge: ZFactorBands,
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  use: z.record(z.enum(BIKE_USES), ZFactorBp),
  rules: z.array(ZUnderwritingRule(BIKE_FACTS)).max(30),
});
export type TBikeRateTable = z.infer<typeof ZBikeRateTable>;

export const SME_FACTS = ['activity', 'riskClass', 'employeeBand', 'emirate', 'tier'] as const;
export type SmeFact = (typeof SME_FACTS)[number];

export const ZSmeRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.SME_INSURANCE),
  /** Yearly base of each section by employee band (AED), for a medium-risk business. */
  sectionBase: z.record(z.enum(SME_SECTIONS), z.record(z.enum(EMPLOYEE_BANDS), ZAedAmount)),
  /** The insurer's risk class of each business activity. */
  riskClassOf: z.record(z.enum(BUSINESS_ACTIVITIES), z.enum(RISK_CLASSES)),
  riskClass: z.record(z.enum(RISK_CLASSES), ZFactorBp),
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  tier: z.record(z.enum(PLAN_TIERS), ZFactorBp),
  minimumPremiumAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(SME_FACTS)).max(30),
});
export type TSmeRateTable = z.infer<typeof ZSmeRateTable>;

export const GROUP_HEALTH_FACTS = [
  'employeeCount',
  'averageAge',
  'emirate',
  'mandatoryCover',
  'networkTier',
  'annualLimitAed',
] as const;
export type GroupHealthFact = (typeof GROUP_HEALTH_FACTS)[number];

export const ZGroupHealthRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.GROUP_HEALTH),
  /**
   * Yearly premium per employee by the group's average age, for the reference plan (AED 1,000,000, general
   * network, 10 % co-pay). Never decreasing.
   */
  perEmployee: ZAmountBands,
  /** Group size discount as marginal slices of the headcount: more staff never lowers the total. */
  groupSize: ZSlices,
  /** First band whose `uptoAed` is at least the plan's annual limit; the last is open. */
  annualLimit: z
    .array(z.strictObject({ uptoAed: z.number().int().positive().nullable(), factorBp: ZFactorBp }))
    .min(1)
    .max(12)
    .refine(
      (t) =>
        t.every((x, i) => (i === t.length - 1 ? x.uptoAed === null : x.uptoAed !== null)) &&
        t.every((x, i) => i === 0 || (x.uptoAed ?? Infinity) > (t[i - 1]?.uptoAed ?? 0)),
      'limits ascend and only the last is open',
    ),
  networkTier: z.record(z.enum(NETWORK_TIERS), ZFactorBp),
  copay: z
    .array(z.strictObject({ percent: z.number().int().min(0).max(50), factorBp: ZFactorBp }))
    .min(1)
    .max(10),
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  minimumPremiumAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(GROUP_HEALTH_FACTS)).max(30),
});
export type TGroupHealthRateTable = z.infer<typeof ZGroupHealthRateTable>;

export const INVESTMENT_FACTS = ['annualContributionAed', 'termYears', 'goal', 'frequency'] as const;
export type InvestmentFact = (typeof INVESTMENT_FACTS)[number];

export const ZInvestmentRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.INVESTMENT),
  /**
   * Share of each year's contributions invested, by policy year (bp: 8500 = 85 % invested, a 15 % allocation
   * charge). At most 100 %.
   */
  allocation: ZFactorBands.refine((b) => b.every((x) => x.factorBp <= 10_000), 'at most 100 % invested'),
  /** Yearly fund management charge on the fund value (150 = 1.5 %). */
  annualManagementChargeBp: ZRateBp,
  /** Policy fee per month, taken from the fund. */
  policyFeeMonthlyAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(INVESTMENT_FACTS)).max(30),
});
export type TInvestmentRateTable = z.infer<typeof ZInvestmentRateTable>;

export const ZRateTable = z.discriminatedUnion('productId', [
  ZCarRateTable,
  ZHealthRateTable,
  ZTravelRateTable,
  ZTermRateTable,
  ZCriticalIllnessRateTable,
  ZHomeRateTable,
  ZBikeRateTable,
  ZSmeRateTable,
  ZGroupHealthRateTable,
  ZInvestmentRateTable,
]);
export type TRateTable = z.infer<typeof ZRateTable>;

// ---------------------------------------------------------------------------------------------------------
// Engine inputs (what the adapters build from an enquiry's answers; the quotes page may change some)

export const ZCarInput = z.strictObject({
  vehicleValueAed: z.number().int().min(5_000).max(5_000_000),
  vehicleAgeYears: z.number().int().min(0).max(60),
  bodyType: z.enum(BODY_TYPES),
  emirate: z.enum(EMIRATES),
  driverAge: z.number().int().min(17).max(100),
  uaeLicence: z.enum(DRIVING_EXPERIENCE),
  /** Consecutive claim-free years; 5 means '5 years or more'. */
  noClaimYears: z.number().int().min(0).max(5),
  /** Preference (filter and ranking): each plan is priced for its own cover type. */
  coverType: z.enum(CAR_COVER_TYPES),
  agencyRepair: z.boolean(),
  /** Voluntary excess; null takes the rate table's standard excess. */
  excessAed: z.number().int().min(0).max(100_000).nullable(),
  addOns: z
    .array(z.enum(CAR_ADD_ONS))
    .max(CAR_ADD_ONS.length)
    .refine((a) => new Set(a).size === a.length, 'add-ons must be unique'),
});
export type TCarInput = z.infer<typeof ZCarInput>;

export const ZHealthMember = z.strictObject({
  relation: z.enum(HEALTH_RELATIONS),
  age: z.number().int().min(0).max(120),
  gender: z.enum(GENDERS),
});
export const ZHealthInput = z.strictObject({
  emirate: z.enum(EMIRATES),
  members: z.array(ZHealthMember).min(1).max(12),
  /** The journey's salary band id (not a rating factor; kept for the Essential Benefits Plan note). */
  salaryBand: z.string().max(32).nullable(),
});
export type THealthInput = z.infer<typeof ZHealthInput>;

export const ZTraveller = z.strictObject({
  kind: z.enum(TRAVELLER_KINDS),
  /** Age on the day of departure. */
  age: z.number().int().min(0).max(120),
});
export const ZTravelInput = z.strictObject({
  tripType: z.enum(TRIP_TYPES),
  region: z.enum(TRAVEL_REGIONS),
  /** Trip length in days, both travel dates included (1..366). */
  days: z.number().int().min(1).max(366),
  category: z.enum(TRAVEL_CATEGORIES),
  travellers: z.array(ZTraveller).min(1).max(12),
});
export type TTravelInput = z.infer<typeof ZTravelInput>;

const ZLifeInputShape = {
  /** Age at entry (last birthday). */
  age: z.number().int().min(0).max(100),
  gender: z.enum(GENDERS),
  smoker: z.boolean(),
  coverAed: z.number().int().min(1_000).max(100_000_000),
  termYears: z.number().int().min(1).max(50),
};

export const ZTermInput = z.strictObject({
  ...ZLifeInputShape,
  /** The journey's monthly income (financial underwriting: cover as a multiple of yearly income). */
  monthlyIncomeAed: z.number().int().min(1).max(100_000_000).nullable(),
});
export type TTermInput = z.infer<typeof ZTermInput>;

export const ZCriticalIllnessInput = z.strictObject(ZLifeInputShape);
export type TCriticalIllnessInput = z.infer<typeof ZCriticalIllnessInput>;

export const ZHomeInput = z
  .strictObject({
    ownership: z.enum(HOME_OWNERSHIP),
    propertyType: z.enum(PROPERTY_TYPES),
    emirate: z.enum(EMIRATES),
    /** Rebuilding cost; 0 when the building is not to be insured (a tenant, or contents only). */
    buildingValueAed: z.number().int().min(0).max(100_000_000),
    /** 0 when the contents are not to be insured. */
    contentsValueAed: z.number().int().min(0).max(20_000_000),
  })
  .refine((h) => h.buildingValueAed + h.contentsValueAed > 0, 'insure the building, the contents or both');
export type THomeInput = z.infer<typeof ZHomeInput>;

export const ZBikeInput = z.strictObject({
  bikeValueAed: z.number().int().min(1_000).max(2_000_000),
  bikeAgeYears: z.number().int().min(0).max(60),
  engineBand: z.enum(BIKE_ENGINE_BANDS),
  riderAge: z.number().int().min(16).max(100),
  emirate: z.enum(EMIRATES),
  use: z.enum(BIKE_USES),
  /** Preference (filter and ranking): each plan is priced for its own cover type. */
  coverType: z.enum(CAR_COVER_TYPES),
});
export type TBikeInput = z.infer<typeof ZBikeInput>;

export const ZSmeInput = z.strictObject({
  activity: z.enum(BUSINESS_ACTIVITIES),
  employeeBand: z.enum(EMPLOYEE_BANDS),
  emirate: z.enum(EMIRATES),
  covers: z.array(z.enum(SME_COVERS)).min(1).max(SME_COVERS.length).refine(uniqueIds, 'unique'),
});
export type TSmeInput = z.infer<typeof ZSmeInput>;

export const ZGroupHealthInput = z.strictObject({
  employeeCount: z.number().int().min(1).max(100_000),
  /** Average age of the employees covered. */
  averageAge: z.number().int().min(16).max(80),
  emirate: z.enum(EMIRATES),
  /** Whether the employees have cover today (not a rating factor; the quotes page mentions renewal terms). */
  currentlyInsured: z.boolean().nullable(),
});
export type TGroupHealthInput = z.infer<typeof ZGroupHealthInput>;

export const ZInvestmentInput = z.strictObject({
  /** Paid every month or once a year, as `frequency` says. */
  contributionAed: z.number().int().min(1).max(10_000_000),
  frequency: z.enum(CONTRIBUTION_FREQUENCIES),
  termYears: z.number().int().min(1).max(50),
  goal: z.enum(INVESTMENT_GOALS).nullable(),
});
export type TInvestmentInput = z.infer<typeof ZInvestmentInput>;

// ---------------------------------------------------------------------------------------------------------
// Engine answers

/** `growth` and `charge` are the lines of an investment maturity illustration. */
export const LINE_KINDS = ['base', 'loading', 'discount', 'addOn', 'adjustment', 'growth', 'charge'] as const;

const ZLineParam = z.union([z.string().max(100), z.number().finite()]);

export const ZBreakdownLine = z.strictObject({
  /** Unique within a breakdown ('base', 'driverAge', 'member.2', 'addOn.omanCover'). */
  code: ZCode,
  labelKey: ZMessageKey,
  amountFils: ZFils,
  kind: z.enum(LINE_KINDS),
  /** The factor a loading or discount applied to the running premium. */
  factorBp: ZFactorBp.optional(),
  params: z.record(z.string().max(32), ZLineParam).default({}),
});
export type TBreakdownLine = z.infer<typeof ZBreakdownLine>;

const ZUsedScalar = z.union([z.string().max(100), z.number().finite(), z.boolean(), z.null()]);
/** An input the engine used (certificate): scalars, id lists, member rows. */
export const ZUsedValue = z.union([
  ZUsedScalar,
  z.array(z.union([z.string().max(100), z.number().finite()])).max(20),
  z.array(z.record(z.string().max(32), ZUsedScalar)).max(12),
]);

/**
 * An investment plan's maturity illustration (decision 0012 'Investment'): what the contributions would be worth at
 * the end of the term if the fund grew at the assumed yearly rate, after the plan's charges. Its lines
 * (contributions, charges, growth) add up exactly to `maturityValueFils`. An illustration at a stated rate, never a
 * promise: `guaranteed` is always false and `labelKey` says so.
 */
export const ZProjection = z
  .strictObject({
    kind: z.literal('maturity'),
    labelKey: ZMessageKey,
    guaranteed: z.literal(false),
    termYears: z.number().int().min(1).max(50),
    /** The yearly growth assumed, in bp: the fund's last-ten-year average (`last10yearGrowthRate`). */
    assumedGrowthRateBp: z.number().int().min(-5_000).max(5_000),
    /** Percent, as shown to the visitor (docs/product/quotes.md maturityValue.last10yearGrowthRate). */
    last10yearGrowthRate: z.number().min(-100).max(1000),
    lines: z.array(ZBreakdownLine).min(1).max(12),
    maturityValueFils: ZFilsNonNegative,
    /**
     * The same contributions and charges at one growth rate for every plan: what the ranking compares, so a plan
     * cannot rank higher by assuming more growth.
     */
    comparison: z.strictObject({
      growthRateBp: z.number().int().min(-5_000).max(5_000),
      maturityValueFils: ZFilsNonNegative,
    }),
  })
  .superRefine((p, ctx) => {
    if (p.lines.reduce((s, l) => s + l.amountFils, 0) !== p.maturityValueFils) {
      ctx.addIssue({ code: 'custom', message: 'maturityValueFils must equal the sum of the lines' });
    }
    if (new Set(p.lines.map((l) => l.code)).size !== p.lines.length) {
      ctx.addIssue({ code: 'custom', message: 'line codes must be unique' });
    }
  });
export type TProjection = z.infer<typeof ZProjection>;

export const ZPremiumBreakdown = z
  .strictObject({
    declined: z.literal(false),
    productId: ZId,
    planId: ZId,
    providerId: ZId,
    rateTableId: ZSlug,
    rateTableVersion: z.number().int().min(1),
    currency: z.literal('AED'),
    lines: z.array(ZBreakdownLine).min(1).max(60),
    /** Sum of the lines. */
    netFils: ZFilsNonNegative,
    vatRateBp: ZRateBp,
    vatFils: ZFilsNonNegative,
    totalFils: ZFilsNonNegative,
    inputs: z.record(z.string().max(64), ZUsedValue),
    /** Investment only: the maturity illustration (the lines above are the contribution the visitor pays). */
    projection: ZProjection.optional(),
  })
  .superRefine((b, ctx) => {
    const net = b.lines.reduce((s, l) => s + l.amountFils, 0);
    if (net !== b.netFils)
      ctx.addIssue({ code: 'custom', message: 'netFils must equal the sum of the lines' });
    if (b.netFils + b.vatFils !== b.totalFils) {
      ctx.addIssue({ code: 'custom', message: 'totalFils must equal netFils + vatFils' });
    }
    if (new Set(b.lines.map((l) => l.code)).size !== b.lines.length) {
      ctx.addIssue({ code: 'custom', message: 'line codes must be unique' });
    }
  });
export type TPremiumBreakdown = z.infer<typeof ZPremiumBreakdown>;

export const ZDecline = z.strictObject({
  declined: z.literal(true),
  productId: ZId,
  planId: ZId,
  providerId: ZId,
  /**
   * The rule id, or 'outsideRateTable' / 'regionNotCovered' / 'tripTypeNotCovered' (travel) / 'sectionNotCovered'
   * (home) / 'noSectionCovered' (SME).
   */
  code: ZCode,
  reasonKey: ZMessageKey,
  params: z.record(z.string().max(32), ZLineParam),
});
export type TDecline = z.infer<typeof ZDecline>;

export const ZPricingResult = z.union([ZPremiumBreakdown, ZDecline]);
export type TPricingResult = TPremiumBreakdown | TDecline;

// ---------------------------------------------------------------------------------------------------------
// Ranking ('Why this order')

export const RANKING_TERMS = ['price', 'cover', 'claims', 'fit'] as const;
export type RankingTerm = (typeof RANKING_TERMS)[number];

/** Integer weights summing to 100. */
export const ZRankingWeights = z
  .strictObject({
    price: z.number().int().min(0).max(100),
    cover: z.number().int().min(0).max(100),
    claims: z.number().int().min(0).max(100),
    fit: z.number().int().min(0).max(100),
  })
  .refine((w) => w.price + w.cover + w.claims + w.fit === 100, 'weights must sum to 100');
export type TRankingWeights = z.infer<typeof ZRankingWeights>;

export const ZFitCheck = z.strictObject({
  key: ZMessageKey,
  met: z.boolean(),
  params: z.record(z.string().max(32), ZLineParam).default({}),
});
export type TFitCheck = z.infer<typeof ZFitCheck>;

export const ZRankingTermResult = z.strictObject({
  term: z.enum(RANKING_TERMS),
  labelKey: ZMessageKey,
  weight: z.number().int().min(0).max(100),
  /** 0..1000 */
  points: z.number().int().min(0).max(1000),
  /** weight × points (0..100000 summed over the terms). */
  contribution: z.number().int().min(0).max(100_000),
  params: z.record(z.string().max(32), ZLineParam),
});
export type TRankingTermResult = z.infer<typeof ZRankingTermResult>;

export const ZRankedQuote = z.strictObject({
  planId: ZId,
  providerId: ZId,
  /** Rank: 1 = shown first (docs/product/quotes.md 'sorted by priority ascending'). */
  priority: z.number().int().min(1),
  /** The one paid placement: shown first and labelled; its score does not move it. */
  sponsored: z.boolean(),
  score: z.number().int().min(0).max(100_000),
  terms: z.array(ZRankingTermResult),
  fit: z.array(ZFitCheck),
});
export type TRankedQuote = z.infer<typeof ZRankedQuote>;

// ---------------------------------------------------------------------------------------------------------
// docs/product/quotes.md 'Quote' (an item of the quotes response, text already in the request's language)

const ZText = z.string().max(300);

export const ZQuote = z.strictObject({
  planId: ZId,
  providerId: ZId,
  imgUrl: z.string().max(300).optional(),
  providerLogo: z.string().max(300).optional(),
  label: ZText.optional(),
  providerName: ZText.optional(),
  mobLabel: ZText.optional(),
  planName: ZText,
  insurerName: ZText.optional(),
  priority: z.number().int().min(1),
  /** SIMILAR marks plans similar to the criteria. */
  quoteType: z.string().max(32).optional(),
  planClaimSettlementRatio: z.number().min(0).max(100).optional(),
  basicPremium: z.strictObject({ unit: z.literal('AED'), value: z.number().min(0) }).optional(),
  premium: z.number().min(0).optional(),
  paymentFrequency: z.strictObject({ unit: z.string().max(32) }).optional(),
  showPriceOnRequest: z.union([z.literal(0), z.literal(1)]),
  features: z.array(
    z.strictObject({
      key: ZCode,
      value: ZText.nullable(),
      title: ZText,
      checked: z.boolean(),
      strike: z.boolean(),
      id: ZId,
    }),
  ),
  limits: z.array(z.strictObject({ name: ZText, value: ZText })),
  maturityValue: z
    .strictObject({ value: z.number().min(0), last10yearGrowthRate: z.number().min(-100).max(1000) })
    .optional(),
  offerText: ZText.optional(),
  offers: z.array(z.strictObject({ description: ZText })),
  coverInfo: z.array(z.strictObject({ row1: ZText, row2: ZText })),
  button: z.strictObject({ label: ZText }).optional(),
  badgeColourCode: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .optional(),
  isHidden: z.boolean(),
  startingFrom: z.number().min(0).nullable().optional(),
  // Beyond the spec (decision 0013): the paid placement label, the ranking terms and the priced breakdown.
  sponsored: z.boolean().optional(),
  ranking: ZRankedQuote.optional(),
  breakdown: ZPremiumBreakdown.optional(),
});
export type TQuote = z.infer<typeof ZQuote>;
