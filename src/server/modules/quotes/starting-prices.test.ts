import { describe, expect, it, vi } from 'vitest';
import type { TBlock } from '../../../shared/contracts/blocks';
import { PRODUCT } from '../../../shared/domain/products';
import { quoteCatalogueSeed } from '../../../db/seed/quotes-catalogue';
import { TYPICAL_PROFILES } from '../../../db/seed/quotes/typical-profiles';
import { catalogueOf } from './domain/pricing';
import { priceProfile } from './domain/starting-prices';
import { startingPricesService } from './starting-prices';

const seed = quoteCatalogueSeed();
const load = (productId: number) =>
  Promise.resolve(catalogueOf(productId, seed.insurers, seed.plans, seed.rateTables));

const block: TBlock = {
  type: 'MULTIPLE_QUOTES',
  key: 'popular',
  tabs: [
    { title: 'Comprehensive', productId: PRODUCT.CAR_INSURANCE, planIds: [1101, 2101, 3101, 4101], limit: 2 },
    {
      title: 'Family',
      productId: PRODUCT.HEALTH_INSURANCE,
      typicalProfileId: 'health-dubai-family',
      limit: 3,
    },
    { title: 'Unknown', productId: PRODUCT.TRAVEL_INSURANCE, typicalProfileId: 'no-such-profile', limit: 3 },
  ],
};

function setup(stamp = 'a') {
  let t = 0;
  const deps = {
    loadCatalogue: vi.fn(load),
    catalogueStamp: vi.fn(async () => stamp),
    profiles: TYPICAL_PROFILES,
    log: { warn: vi.fn() },
    now: () => t,
    ttlMs: 300_000,
    stampCheckMs: 10_000,
  };
  return {
    deps,
    service: startingPricesService(deps),
    advance: (ms: number) => (t += ms),
    setStamp: (s: string) => (stamp = s),
  };
}

describe('startingPricesService.resolveBlocks', () => {
  it('fills each tab with the cheapest named (or any) plans priced for its typical profile', async () => {
    const { service, deps } = setup();
    const data = await service.resolveBlocks([block], 'en');
    const [car, family, unknown] = data.multiQuotes.popular?.tabs ?? [];
    const c = await load(PRODUCT.CAR_INSURANCE);
    const expected = priceProfile(PRODUCT.CAR_INSURANCE, TYPICAL_PROFILES[0]?.input, c)
      .filter((p) => [1101, 2101, 3101, 4101].includes(p.planId))
      .slice(0, 2);
    expect(car?.profileId).toBe('car-dubai-sedan');
    expect(car?.plans.map((p) => [p.planId, p.totalFils])).toEqual(
      expected.map((p) => [p.planId, p.totalFils]),
    );
    expect(car?.profileSummary).toContain('35-year-old driver in Dubai');
    expect(family?.profileId).toBe('health-dubai-family');
    expect(family?.plans).toHaveLength(3);
    // A tab naming an unknown profile is shown without prices (and logged), never invented.
    expect(unknown).toBeNull();
    expect(deps.log.warn).toHaveBeenCalledTimes(1);
  });

  it('caches per product and language; a new catalogue stamp or the time to live reloads', async () => {
    const { service, deps, advance, setStamp } = setup();
    await service.resolveBlocks([block], 'en');
    expect(deps.loadCatalogue).toHaveBeenCalledTimes(2); // car and health
    await service.resolveBlocks([block], 'en');
    expect(deps.loadCatalogue).toHaveBeenCalledTimes(2);
    await service.resolveBlocks([block], 'ar');
    expect(deps.loadCatalogue).toHaveBeenCalledTimes(4);

    // A re-seed changes the stamp: seen once the stamp is read again (after stampCheckMs).
    setStamp('b');
    advance(5_000);
    await service.resolveBlocks([block], 'en');
    expect(deps.loadCatalogue).toHaveBeenCalledTimes(4);
    advance(6_000);
    await service.resolveBlocks([block], 'en');
    expect(deps.loadCatalogue).toHaveBeenCalledTimes(6);

    // Unchanged stamp: the result stays until its time to live runs out.
    advance(200_000);
    await service.resolveBlocks([block], 'en');
    expect(deps.loadCatalogue).toHaveBeenCalledTimes(6);
    advance(100_001);
    await service.resolveBlocks([block], 'en');
    expect(deps.loadCatalogue).toHaveBeenCalledTimes(8);
  });

  it('a failing catalogue load leaves that tab without prices and is not cached', async () => {
    const { service, deps } = setup();
    deps.loadCatalogue.mockRejectedValueOnce(new Error('connection lost'));
    const first = await service.resolveBlocks([block], 'en');
    const tabs = first.multiQuotes.popular?.tabs ?? [];
    expect(tabs.filter((t) => t === null)).toHaveLength(2);
    const again = await service.resolveBlocks([block], 'en');
    expect(again.multiQuotes.popular?.tabs.filter((t) => t === null)).toHaveLength(1);
  });

  it('ignores other blocks', async () => {
    const { service, deps } = setup();
    const data = await service.resolveBlocks([{ type: 'TEXT', key: 't', content: '<p>x</p>' }], 'en');
    expect(data).toEqual({ multiQuotes: {} });
    expect(deps.catalogueStamp).not.toHaveBeenCalled();
  });
});
