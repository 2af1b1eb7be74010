import { z } from 'zod';
import { NETWORK_TIERS } from './quotes-base';

// The health provider and plan pages and their SEO calls (decision 0097): what the health-plans module answers
// (GET /api/seo/plan_details/{insurer}/{plan}, GET /api/seo/network-hospitals) and what the page route hands the
// renderer. Every text is already in the request's language; amounts are numbers (AED, or fils for premiums).

export const HEALTH_PLANS_ERROR_CODES = {
  PLAN_NOT_FOUND: 'PLAN_NOT_FOUND',
} as const;

/** The typical profile the starting prices are computed for (the seed's TYPICAL_PROFILES, decision 0014). */
export const ZPricedProfile = z.object({ id: z.string(), summary: z.string() });

/** A network's size: places of the insurer at the plan's tier or below, from hospital_networks. */
export const ZCityCount = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });

/** One health plan as the Plan Summary card and the plan cards show it. */
export const ZHealthPlanSummary = z.object({
  planId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  insurerSlug: z.string(),
  insurerName: z.string(),
  insurerLogo: z.string(),
  /** Cover in AED: the plan's annual limit. */
  coverAed: z.number().int(),
  /** 'Upto AED {amount}'. */
  pharmacyLimitAed: z.number().int(),
  tpaName: z.string(),
  copayPercent: z.number().int(),
  maternity: z.boolean(),
  networkTier: z.enum(NETWORK_TIERS),
  /** Places of the insurer at the plan's tier or below (all cities). */
  hospitalCount: z.number().int(),
  /** The engine's yearly total (VAT included) for the typical profile, in fils; null when it declines it. */
  startingPriceFils: z.number().int().nullable(),
});
export type THealthPlanSummary = z.infer<typeof ZHealthPlanSummary>;

export const ZHealthBenefit = z.object({
  title: z.string(),
  value: z.string().nullable(),
  /** Ticked on the plan (a benefit it gives). */
  included: z.boolean(),
  /** Struck through on the plan (a benefit it lacks); neither: a plain fact, such as a co-pay. */
  excluded: z.boolean(),
});

/** GET /api/seo/plan_details/{insurerSlug}/{planSlug} and the plan page (page type 50). */
export const ZPlanDetails = z.object({
  plan: ZHealthPlanSummary,
  benefits: z.array(ZHealthBenefit),
  /** The plan's network per city (places at its tier or below), most places first. */
  cities: z.array(ZCityCount),
  /** The city whose hospital list the card links to: the insurer's city with most places in the plan's network. */
  mainCity: ZCityCount.nullable(),
  profile: ZPricedProfile,
  /** The quotes action without grouping: every plan of the insurer priced for the profile, cheapest first. */
  insurerPlans: z.array(ZHealthPlanSummary),
});
export type TPlanDetails = z.infer<typeof ZPlanDetails>;

/** The provider page (page type 3). */
export const ZProviderDetails = z.object({
  insurerSlug: z.string(),
  insurerName: z.string(),
  insurerLogo: z.string(),
  claimSettlementRatio: z.number(),
  /** Places in the insurer's whole network (every tier). */
  hospitalCount: z.number().int(),
  plans: z.array(ZHealthPlanSummary),
  /** The insurer's whole network per city (each links to its list page), most places first. */
  cities: z.array(ZCityCount),
  profile: ZPricedProfile,
});
export type TProviderDetails = z.infer<typeof ZProviderDetails>;

/** GET /api/seo/network-hospitals: the search page's SEO data. */
export const ZNetworkHospitalsSeo = z.object({
  insurers: z.array(
    z.object({
      insurerId: z.number().int(),
      slug: z.string(),
      name: z.string(),
      hospitalCount: z.number().int(),
      /** The insurer's provider page, or null when it sells no visible health plan. */
      providerPath: z.string().nullable(),
      cities: z.array(ZCityCount.extend({ listPath: z.string() })),
    }),
  ),
  cities: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), emirate: z.string() }),
  ),
  searchPath: z.string(),
});
export type TNetworkHospitalsSeo = z.infer<typeof ZNetworkHospitalsSeo>;
