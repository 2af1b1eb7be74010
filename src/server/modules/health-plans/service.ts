import type { THealthPlan, TInsurer } from '../../../shared/contracts/quotes';
import { NETWORK_TIERS } from '../../../shared/contracts/quotes-base';
import type {
  THealthPlanSummary,
  TNetworkHospitalsSeo,
  TPlanDetails,
  TProviderDetails,
} from '../../../shared/contracts/health-plan-pages';
import type { LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { planPath, providerPath } from '../../../shared/health-plans/paths';
import { HOSPITAL_LIST_BASE, hospitalListPath } from '../../../shared/hospitals/paths';
import { localized } from '../../../shared/i18n/localized';
import { ttlCache } from '../../lib/ttl-cache';
import type { Catalogue } from '../quotes/domain/pricing';
import { priceProfile, profileFor, type ProfileLike } from '../quotes/domain/starting-prices';
import type { HealthPlansRepo, TierCountRow } from './repo';

/** A change of the catalogue or the networks shows within this (the stamp is read at most this often). */
export const STAMP_CHECK_MS = 10_000;
/** The priced catalogue is kept at most this long (and dropped at once when the stamp changes). */
export const STATE_TTL_MS = 5 * 60_000;

/** What the service reads of the hospitals module: the search page's insurers and cities (decision 0094). */
export type NetworkHospitalsSource = {
  insurers(
    lang: LangCode,
  ): Promise<{ insurerId: number; slug: string; name: string; hospitalCount: number }[]>;
  cities(
    insurerId: undefined,
    lang: LangCode,
  ): Promise<{ id: number; slug: string; name: string; emirate: string }[]>;
};

/** The health catalogue with every plan priced for the typical profile and the networks' counts. */
type State = {
  insurers: TInsurer[];
  plans: THealthPlan[];
  /** planId → the engine's total for the profile in fils (absent: the plan declines the profile). */
  prices: ReadonlyMap<number, number>;
  counts: TierCountRow[];
  profile: ProfileLike;
};

const rankOf = (tier: THealthPlan['health']['networkTier']) => NETWORK_TIERS.indexOf(tier);

/**
 * The health provider and plan pages' data and their SEO calls (decision 0097). Every figure is computed: covers,
 * limits and co-pay from the plan documents, network counts as sums of hospital_networks rows at the plan's tier or
 * below, starting prices by the health engine over the seeded rate tables for the documented typical profile (the
 * MULTIPLE_QUOTES tabs' profile, decision 0014), for each plan of the insurer, without grouping by insurer.
 */
export function healthPlansService(deps: {
  repo: HealthPlansRepo;
  loadCatalogue: (productId: number) => Promise<Catalogue>;
  profiles: readonly ProfileLike[];
  hospitals?: NetworkHospitalsSource;
}) {
  const stamps = ttlCache<string>(STAMP_CHECK_MS, { maxEntries: 4 });
  const states = ttlCache<State>(STATE_TTL_MS, { maxEntries: 4 });

  async function load(): Promise<State> {
    const profile = profileFor(deps.profiles, PRODUCT.HEALTH_INSURANCE);
    if (!profile) throw new Error('no typical health profile');
    const [catalogue, counts] = await Promise.all([
      deps.loadCatalogue(PRODUCT.HEALTH_INSURANCE),
      deps.repo.tierCounts(),
    ]);
    const plans = catalogue.plans.filter((p): p is THealthPlan => p.productId === PRODUCT.HEALTH_INSURANCE);
    const prices = new Map(
      priceProfile(PRODUCT.HEALTH_INSURANCE, profile.input, catalogue).map((p) => [p.planId, p.totalFils]),
    );
    return { insurers: catalogue.insurers, plans, prices, counts, profile };
  }

  async function state(): Promise<State> {
    const stamp = await stamps.get('health', () => deps.repo.stamp());
    return states.get(stamp, load);
  }

  const insurerOf = (s: State, slug: string) =>
    s.insurers.find((i) => i.slug === slug) ?? s.insurers.find((i) => i.slug === `${slug}-insurance`);

  /** Per city, the places of the insurer at `maxRank` or below; most places first, then by city id. */
  function cityCounts(s: State, insurerId: number, maxRank: number, lang: LangCode) {
    const byCity = new Map<number, { slug: string; name: string; count: number }>();
    for (const r of s.counts) {
      if (r.insurerId !== insurerId || r.tierRank > maxRank) continue;
      const c = byCity.get(r.cityId) ?? {
        slug: r.citySlug,
        name: localized(r.cityNames as { en: string }, lang),
        count: 0,
      };
      c.count += r.n;
      byCity.set(r.cityId, c);
    }
    return [...byCity.entries()].sort((a, b) => b[1].count - a[1].count || a[0] - b[0]).map(([, c]) => c);
  }

  const total = (cities: { count: number }[]) => cities.reduce((n, c) => n + c.count, 0);

  function summary(s: State, insurer: TInsurer, p: THealthPlan, lang: LangCode): THealthPlanSummary {
    return {
      planId: p.planId,
      slug: p.slug,
      name: localized(p.planName, lang),
      insurerSlug: insurer.slug,
      insurerName: localized(insurer.name, lang),
      insurerLogo: insurer.logo,
      coverAed: p.health.annualLimitAed,
      pharmacyLimitAed: p.health.pharmacyLimitAed,
      tpaName: localized(p.health.tpaName, lang),
      copayPercent: p.health.copayPercent,
      maternity: p.health.maternity,
      networkTier: p.health.networkTier,
      hospitalCount: total(cityCounts(s, insurer.id, rankOf(p.health.networkTier), lang)),
      startingPriceFils: s.prices.get(p.planId) ?? null,
    };
  }

  /** The insurer's plans, cheapest first for the profile (a plan that declines it last), ties by plan id. */
  function plansOf(s: State, insurer: TInsurer, lang: LangCode): THealthPlanSummary[] {
    return s.plans
      .filter((p) => p.providerId === insurer.id)
      .map((p) => summary(s, insurer, p, lang))
      .sort(
        (a, b) =>
          (a.startingPriceFils ?? Infinity) - (b.startingPriceFils ?? Infinity) || a.planId - b.planId,
      );
  }

  const profileOf = (s: State, lang: LangCode) => ({
    id: s.profile.id,
    summary: localized(s.profile.summary, lang),
  });

  return {
    /** A plan's page and GET /api/seo/plan_details: undefined for an unknown insurer or plan (404). */
    async planDetails(
      insurerSlug: string,
      planSlug: string,
      lang: LangCode,
    ): Promise<TPlanDetails | undefined> {
      const s = await state();
      const insurer = insurerOf(s, insurerSlug);
      const plan = insurer && s.plans.find((p) => p.providerId === insurer.id && p.slug === planSlug);
      if (!insurer || !plan) return undefined;
      const cities = cityCounts(s, insurer.id, rankOf(plan.health.networkTier), lang);
      return {
        plan: summary(s, insurer, plan, lang),
        benefits: plan.features.map((f) => ({
          title: localized(f.title, lang),
          value: f.value ? localized(f.value, lang) : null,
          included: f.checked && !f.strike,
          excluded: f.strike,
        })),
        cities,
        mainCity: cities[0] ?? null,
        profile: profileOf(s, lang),
        insurerPlans: plansOf(s, insurer, lang),
      };
    },

    /** An insurer's page (page type 3): undefined when the insurer is unknown or sells no visible health plan. */
    async providerDetails(insurerSlug: string, lang: LangCode): Promise<TProviderDetails | undefined> {
      const s = await state();
      const insurer = insurerOf(s, insurerSlug);
      if (!insurer) return undefined;
      const cities = cityCounts(s, insurer.id, NETWORK_TIERS.length - 1, lang);
      return {
        insurerSlug: insurer.slug,
        insurerName: localized(insurer.name, lang),
        insurerLogo: insurer.logo,
        claimSettlementRatio: insurer.claimSettlementRatio,
        hospitalCount: total(cities),
        plans: plansOf(s, insurer, lang),
        cities,
        profile: profileOf(s, lang),
      };
    },

    /** GET /api/seo/network-hospitals: the insurers with a network (hospitals module), their cities and pages. */
    async networkHospitalsSeo(lang: LangCode): Promise<TNetworkHospitalsSeo> {
      const [s, insurers, cities] = await Promise.all([
        state(),
        deps.hospitals?.insurers(lang) ?? [],
        deps.hospitals?.cities(undefined, lang) ?? [],
      ]);
      const health = new Set(s.insurers.map((i) => i.id));
      return {
        insurers: insurers.map((i) => ({
          insurerId: i.insurerId,
          slug: i.slug,
          name: i.name,
          hospitalCount: i.hospitalCount,
          providerPath: health.has(i.insurerId) ? providerPath(i.slug) : null,
          cities: cityCounts(s, i.insurerId, NETWORK_TIERS.length - 1, lang).map((c) => ({
            ...c,
            listPath: hospitalListPath(i.slug, c.slug),
          })),
        })),
        cities,
        searchPath: HOSPITAL_LIST_BASE,
      };
    },

    /** The sitemap's generated pages: every health insurer's page and every visible health plan's page. */
    async sitemapPaths(): Promise<string[]> {
      const s = await state();
      return s.insurers.flatMap((i) => [
        providerPath(i.slug),
        ...s.plans.filter((p) => p.providerId === i.id).map((p) => planPath(i.slug, p.slug)),
      ]);
    },

    clearCache: () => (stamps.clear(), states.clear()),
  };
}

export type HealthPlansService = ReturnType<typeof healthPlansService>;
