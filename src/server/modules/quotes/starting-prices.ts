import type { FastifyBaseLogger } from 'fastify';
import type { TBlock, TBlockOf } from '../../../shared/contracts/blocks';
import type {
  TBlockData,
  TMultiQuotesData,
  TMultiQuotesTabData,
  TStartingPricePlan,
} from '../../../shared/contracts/block-data';
import type { LangCode } from '../../../shared/domain/locales';
import { isPricedProduct } from '../../../shared/quotes';
import { ttlCache } from '../../lib/ttl-cache';
import { localized } from './domain/labels';
import type { Catalogue } from './domain/pricing';
import {
  periodOf,
  presentStartingPrices,
  priceProfile,
  profileFor,
  selectPlans,
  type ProfileLike,
} from './domain/starting-prices';

/** Results are kept a few minutes at most (decision 0014), and dropped sooner when the catalogue changes. */
export const STARTING_PRICES_TTL_MS = 5 * 60_000;
/** How often a product's catalogue stamp is read again: a re-seed shows on the landing pages within this. */
export const CATALOGUE_STAMP_CHECK_MS = 10_000;

type Priced = { profile: ProfileLike; plans: TStartingPricePlan[] };

/**
 * Starting prices of the multi-quote tabs (decision 0014): each typical profile priced with the product's seeded
 * plans and rate tables from the database (domain/starting-prices.ts), cached per product, profile and language.
 * An entry lives at most `ttlMs`; the product's catalogue stamp (newest write and row counts, read at most every
 * `stampCheckMs`) is part of the key, so a re-seed from any process is picked up without a restart.
 */
export function startingPricesService(deps: {
  loadCatalogue: (productId: number) => Promise<Catalogue>;
  catalogueStamp: (productId: number) => Promise<string>;
  profiles: readonly ProfileLike[];
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
  ttlMs?: number;
  stampCheckMs?: number;
}) {
  const now = deps.now ?? Date.now;
  const ttlMs = deps.ttlMs ?? STARTING_PRICES_TTL_MS;
  const stampCheckMs = deps.stampCheckMs ?? CATALOGUE_STAMP_CHECK_MS;
  const results = ttlCache<Priced[]>(ttlMs, { maxEntries: 256, now });
  const stamps = ttlCache<string>(stampCheckMs, { maxEntries: 64, now });

  /** Every priced plan of every profile of the product, presented in `lang` (one catalogue load). */
  async function productPrices(productId: number, lang: LangCode): Promise<Priced[]> {
    if (!isPricedProduct(productId)) return [];
    const stamp = await stamps.get(String(productId), () => deps.catalogueStamp(productId));
    return results.get(`${productId}|${lang}|${stamp}`, async () => {
      const catalogue = await deps.loadCatalogue(productId);
      return deps.profiles
        .filter((p) => p.productId === productId)
        .map((profile) => ({
          profile,
          plans: presentStartingPrices(priceProfile(productId, profile.input, catalogue), catalogue, lang),
        }));
    });
  }

  async function tabData(
    tab: TBlockOf<'MULTIPLE_QUOTES'>['tabs'][number],
    lang: LangCode,
  ): Promise<TMultiQuotesTabData> {
    const profile = profileFor(deps.profiles, tab.productId, tab.typicalProfileId);
    if (!profile) {
      deps.log.warn(
        { productId: tab.productId, typicalProfileId: tab.typicalProfileId },
        'multi-quote tab names no known typical profile; shown without prices',
      );
      return null;
    }
    const priced = (await productPrices(tab.productId, lang)).find((p) => p.profile.id === profile.id);
    if (!priced) return null;
    return {
      profileId: profile.id,
      profileSummary: localized(profile.summary, lang),
      period: periodOf(tab.productId, profile.input),
      plans: selectPlans(priced.plans, tab),
    };
  }

  /**
   * The page route's resolver step: data for every MULTIPLE_QUOTES block of the page. A tab whose product cannot
   * be priced right now (the database failed) is null, so the page still renders, without that tab's prices.
   */
  async function resolveBlocks(blocks: readonly TBlock[], lang: LangCode): Promise<TBlockData> {
    const multiQuotes: Record<string, TMultiQuotesData> = {};
    await Promise.all(
      blocks.map(async (block) => {
        if (block.type !== 'MULTIPLE_QUOTES') return;
        const tabs = await Promise.all(
          block.tabs.map((tab) =>
            tabData(tab, lang).catch((err: unknown) => {
              deps.log.warn({ err, productId: tab.productId }, 'starting prices failed; tab shown without');
              return null;
            }),
          ),
        );
        multiQuotes[block.key] = { tabs };
      }),
    );
    return { multiQuotes };
  }

  /**
   * GET /api/get_quotes (decision 0107): the product's `profileNo`-th typical profile (1 = its default) priced,
   * cheapest first, from `skip`, at most `limit` plans, with how many plans price it and how many profiles there
   * are; undefined for a product without an engine or a profile number past the last.
   */
  async function profileQuotes(
    productId: number,
    profileNo: number,
    skip: number,
    limit: number,
    lang: LangCode,
  ) {
    const all = await productPrices(productId, lang);
    const priced = all[profileNo - 1];
    if (!priced) return undefined;
    return {
      profileId: priced.profile.id,
      profileSummary: localized(priced.profile.summary, lang),
      period: periodOf(productId, priced.profile.input),
      plans: priced.plans.slice(skip, skip + limit),
      totalCount: priced.plans.length,
      profileCount: all.length,
    };
  }

  return { resolveBlocks, profileQuotes, clearCache: () => (results.clear(), stamps.clear()) };
}

export type StartingPricesService = ReturnType<typeof startingPricesService>;
