import type { FastifyBaseLogger } from 'fastify';
import type { TBlock } from '../../../shared/contracts/blocks';
import type {
  TBlockData,
  THealthFilterPlan,
  THealthFilterPlansData,
} from '../../../shared/contracts/block-data';
import type { HealthSeoSort, THealthSeoMember } from '../../../shared/contracts/health-seo';
import { HEALTH_SEO_SORTS } from '../../../shared/contracts/health-seo';
import { NETWORK_TIERS, type THealthInput } from '../../../shared/contracts/quotes';
import { LANG_CODES, type LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import {
  HEALTH_FILTER_DEFAULT,
  HEALTH_FILTER_EMIRATE,
  HEALTH_FILTER_INDEXED,
  HEALTH_SUMS_INSURED,
  healthFilterPath,
  sumInsuredOf,
  type HealthSumInsured,
} from '../../../shared/health-seo/filters';
import { planPath } from '../../../shared/health-plans/paths';
import { tFor } from '../../../shared/i18n/catalogues';
import { localized } from '../../../shared/i18n/localized';
import { ttlCache } from '../../lib/ttl-cache';
import type { Catalogue } from '../quotes/domain/pricing';
import { priceProfile, type ProfileLike } from '../quotes/domain/starting-prices';

/** Priced lists are kept a few minutes (decision 0014's bound) and dropped sooner when the catalogue changes. */
const PRICES_TTL_MS = 5 * 60_000;
/** How often the catalogue stamp is read again: a re-seed shows within this. */
const STAMP_CHECK_MS = 10_000;

type Deps = {
  loadCatalogue: (productId: number) => Promise<Catalogue>;
  catalogueStamp: (productId: number) => Promise<string>;
  /** The filter pages' typical profile (decision 0098: the seed's `health-dubai-single`). */
  profile: ProfileLike & { input: THealthInput };
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
};

export type HealthSeoQuotes = {
  sumInsured: { valueAed: number; slug: string };
  sortBy: HealthSeoSort;
  profile: { typical: boolean; summary: string; emirate: string; members: THealthSeoMember[] };
  plans: (THealthFilterPlan & { startingPremiumAed: number })[];
};

const tierRank = (t: string) => NETWORK_TIERS.indexOf(t as (typeof NETWORK_TIERS)[number]);

/**
 * The plans of one amount (decision 0098): every visible health plan whose annual limit equals it and that the
 * health engine prices for `input` (plans that decline the profile, e.g. a DOH plan for a Dubai visa, and plans
 * whose price is on request are left out), in the order `sortBy` asks. Pure over the catalogue.
 */
export function plansOfAmount(
  catalogue: Catalogue,
  input: THealthInput,
  amount: HealthSumInsured,
  sortBy: HealthSeoSort,
  lang: LangCode,
): THealthFilterPlan[] {
  const plans = priceProfile(PRODUCT.HEALTH_INSURANCE, input, catalogue).flatMap((p) => {
    const plan = catalogue.planById.get(p.planId);
    const insurer = catalogue.insurerById.get(p.providerId);
    if (!plan || !insurer || !('health' in plan) || plan.health.annualLimitAed !== amount.valueAed) return [];
    return [
      {
        planId: plan.planId,
        providerId: insurer.id,
        insurerName: localized(insurer.name, lang),
        insurerSlug: insurer.slug,
        insurerLogo: insurer.logo,
        planName: localized(plan.planName, lang),
        planSlug: plan.slug,
        planPath: planPath(insurer.slug, plan.slug),
        annualLimitAed: plan.health.annualLimitAed,
        networkTier: plan.health.networkTier,
        copayPercent: plan.health.copayPercent,
        totalFils: p.totalFils,
      },
    ];
  });
  // priceProfile answers cheapest first (ties by plan id); most cover: the wider network, then the smaller co-pay.
  if (sortBy === 'COVER_DESC')
    plans.sort(
      (a, b) =>
        tierRank(b.networkTier) - tierRank(a.networkTier) ||
        a.copayPercent - b.copayPercent ||
        a.totalFils - b.totalFils ||
        a.planId - b.planId,
    );
  return plans;
}

const membersKey = (ms: readonly THealthSeoMember[]) =>
  ms.map((m) => `${m.relation}:${m.age}:${m.gender}`).join(',');

/**
 * Health SEO (decision 0098; docs/product/seo.md 'Health filter pages'): the filter definitions, the plans of a
 * filter amount priced for the typical profile or the caller's members, and the HEALTH_FILTER_PLANS blocks' data.
 */
export function healthSeoService(deps: Deps) {
  const now = deps.now ?? Date.now;
  const stamps = ttlCache<string>(STAMP_CHECK_MS, { maxEntries: 4, now });
  const catalogues = ttlCache<Catalogue>(PRICES_TTL_MS, { maxEntries: 4, now });
  const priced = ttlCache<THealthFilterPlan[]>(PRICES_TTL_MS, { maxEntries: 512, now });

  async function catalogueNow(): Promise<{ stamp: string; catalogue: Catalogue }> {
    const stamp = await stamps.get('health', () => deps.catalogueStamp(PRODUCT.HEALTH_INSURANCE));
    const catalogue = await catalogues.get(stamp, () => deps.loadCatalogue(PRODUCT.HEALTH_INSURANCE));
    return { stamp, catalogue };
  }

  async function quotes(
    q: { sumInsured: string; members?: THealthSeoMember[] | undefined; sortBy: HealthSeoSort },
    lang: LangCode,
  ): Promise<HealthSeoQuotes> {
    const amount = sumInsuredOf(q.sumInsured) ?? sumInsuredOf(Number(q.sumInsured));
    if (!amount) throw new Error(`unknown sum insured ${q.sumInsured}`);
    const typical = !q.members;
    const members = q.members ?? deps.profile.input.members;
    const input: THealthInput = { ...deps.profile.input, emirate: HEALTH_FILTER_EMIRATE, members };
    const { stamp, catalogue } = await catalogueNow();
    const plans = await priced.get(`${stamp}|${lang}|${amount.slug}|${q.sortBy}|${membersKey(members)}`, () =>
      Promise.resolve(plansOfAmount(catalogue, input, amount, q.sortBy, lang)),
    );
    const t = tFor(lang);
    return {
      sumInsured: { valueAed: amount.valueAed, slug: amount.slug },
      sortBy: q.sortBy,
      profile: {
        typical,
        summary: typical
          ? localized(deps.profile.summary, lang)
          : t('healthFilters:profile.members', { count: members.length }),
        emirate: HEALTH_FILTER_EMIRATE,
        members: members.map((m) => ({ ...m })),
      },
      plans: plans.map((p) => ({ ...p, startingPremiumAed: p.totalFils / 100 })),
    };
  }

  function filters(lang: LangCode) {
    const labelIn = (l: LangCode, slug: string) => tFor(l)(`healthFilters:amount.${slug}`);
    return {
      emirate: HEALTH_FILTER_EMIRATE,
      sumInsured: HEALTH_SUMS_INSURED.map((s) => ({
        valueAed: s.valueAed,
        slug: s.slug,
        path: healthFilterPath(s.slug),
        label: labelIn(lang, s.slug),
        labels: Object.fromEntries(LANG_CODES.map((l) => [l, labelIn(l, s.slug)])) as Record<
          LangCode,
          string
        >,
        indexed: HEALTH_FILTER_INDEXED.has(s.slug),
      })),
      allowedToIndex: HEALTH_SUMS_INSURED.filter((s) => HEALTH_FILTER_INDEXED.has(s.slug)).map((s) =>
        healthFilterPath(s.slug),
      ),
      meta: { default: HEALTH_FILTER_DEFAULT.label, defaultSlug: HEALTH_FILTER_DEFAULT.slug },
      sorts: [...HEALTH_SEO_SORTS],
    };
  }

  /**
   * The page route's resolver step for HEALTH_FILTER_PLANS blocks: the block's amount priced for the typical
   * profile. A block naming an unknown amount, or a pricing failure, is null (the block says so; the page renders).
   */
  async function resolveBlocks(blocks: readonly TBlock[], lang: LangCode): Promise<Partial<TBlockData>> {
    const wanted = blocks.filter(
      (b): b is Extract<TBlock, { type: 'HEALTH_FILTER_PLANS' }> => b.type === 'HEALTH_FILTER_PLANS',
    );
    if (wanted.length === 0) return {};
    const healthFilterPlans: Record<string, THealthFilterPlansData> = {};
    await Promise.all(
      wanted.map(async (b) => {
        try {
          if (!sumInsuredOf(b.sumInsured)) {
            deps.log.warn(
              { block: b.key, sumInsured: b.sumInsured },
              'filter plans block names no known amount',
            );
            healthFilterPlans[b.key] = null;
            return;
          }
          const r = await quotes({ sumInsured: b.sumInsured, sortBy: 'PRICE_ASC' }, lang);
          healthFilterPlans[b.key] = {
            sumInsuredAed: r.sumInsured.valueAed,
            profileSummary: r.profile.summary,
            plans: r.plans.map(({ startingPremiumAed: _, ...p }) => p),
          };
        } catch (err) {
          deps.log.warn({ err, block: b.key }, 'filter plans could not be priced; block shown without');
          healthFilterPlans[b.key] = null;
        }
      }),
    );
    return { healthFilterPlans };
  }

  return {
    filters,
    quotes,
    resolveBlocks,
    clearCache: () => (stamps.clear(), catalogues.clear(), priced.clear()),
  };
}

export type HealthSeoService = ReturnType<typeof healthSeoService>;
