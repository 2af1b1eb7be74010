import { describe, expect, it } from 'vitest';
import { priceProfile } from '../../src/server/modules/quotes/domain/starting-prices';
import { carEstimateInput, healthEstimateInput } from '../../src/server/modules/calculators/estimate';
import type { TEstimate } from '../../src/shared/calculators/estimate-contract';
import { PRODUCT } from '../../src/shared/domain/products';
import { todayAt } from '../../src/shared/rules/dates';
import { quotesRepo } from '../../src/server/modules/quotes/repo';
import { quotesService } from '../../src/server/modules/quotes/service';
import { high, useTestApp } from './helpers';

const silent = { warn: () => {}, info: () => {}, error: () => {}, debug: () => {} } as never;
const catalogueOf = (db: Parameters<typeof quotesRepo>[0], productId: number) =>
  quotesService({ repo: quotesRepo(db), log: silent }).loadCatalogue(productId);

/**
 * The calculators' estimates (decision 0102): public reads, the seeded catalogue priced by the engines, the range
 * across insurers equal to the engine's own cheapest and dearest per-insurer prices; refusals with stable codes.
 */

const { app, ctx } = useTestApp({ limits: high('RATE_LIMIT_READ_PER_IP') });

async function get(url: string, lang = 'en') {
  return app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
}

describe('GET /api/calculators/car-estimate', () => {
  it('answers without a device token: a comprehensive and a third-party range across insurers', async () => {
    const year = todayAt(new Date()).year - 2;
    const res = await get(
      `/api/calculators/car-estimate?make=toyota&model=toyota-camry&year=${year}&value=60000&emirate=dubai`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: TEstimate };
    expect(data.groups.map((g) => g.group)).toEqual(['comprehensive', 'thirdParty']);
    for (const g of data.groups) {
      expect(g.insurers.length).toBeGreaterThan(1);
      expect(new Set(g.insurers.map((i) => i.providerId)).size).toBe(g.insurers.length);
      expect(g.minFils).toBe(g.insurers[0]!.totalFils);
      expect(g.maxFils).toBe(g.insurers.at(-1)!.totalFils);
      expect(g.minFils).toBeGreaterThan(0);
      expect(g.minFils).toBeLessThanOrEqual(g.maxFils);
    }
    // The same figures as the engine's for the same input (nothing typed in).
    const catalogue = await catalogueOf(ctx.db, PRODUCT.CAR_INSURANCE);
    const input = carEstimateInput(
      { vehicleValueAed: 60_000, modelYear: year, emirate: 'dubai', bodyType: 'sedan' },
      year + 2,
    );
    const cheapest = priceProfile(PRODUCT.CAR_INSURANCE, input, catalogue)[0]!;
    expect(Math.min(...data.groups.map((g) => g.minFils))).toBe(cheapest.totalFils);
    // A dearer car never costs less comprehensive cover.
    const dearer = await get(
      `/api/calculators/car-estimate?make=toyota&model=toyota-camry&year=${year}&value=200000&emirate=dubai`,
    );
    const comp = (d: TEstimate) => d.groups.find((g) => g.group === 'comprehensive')!;
    expect(comp((dearer.json() as { data: TEstimate }).data).minFils).toBeGreaterThan(comp(data).minFils);
  });

  it('refuses an unknown model (404), a year out of range and bad values (400), with codes', async () => {
    const unknown = await get(
      '/api/calculators/car-estimate?make=toyota&model=toyota-nope&year=2022&value=60000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'VEHICLE_MODEL_NOT_FOUND' });
    const old = await get(
      '/api/calculators/car-estimate?make=toyota&model=toyota-camry&year=1961&value=60000',
    );
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'VEHICLE_YEAR_OUT_OF_RANGE' });
    for (const q of ['value=100', 'value=abc', 'emirate=paris', 'extra=1']) {
      const res = await get(
        `/api/calculators/car-estimate?make=toyota&model=toyota-camry&year=2022&value=60000&${q}`,
      );
      expect(res.statusCode, q).toBe(400);
      expect(typeof (res.json() as { code: unknown }).code).toBe('string');
    }
  });
});

describe('GET /api/calculators/health-estimate', () => {
  it('prices one person of the age and emirate with every insurer, older costing more at the cheapest', async () => {
    const at = async (age: number) => {
      const res = await get(`/api/calculators/health-estimate?age=${age}&emirate=dubai`, 'ar');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: TEstimate }).data;
    };
    const young = await at(30);
    expect(young.groups).toHaveLength(1);
    const g = young.groups[0]!;
    expect(g.insurers.length).toBeGreaterThan(1);
    expect(g.insurers[0]!.insurerName).toMatch(/\S/);
    const catalogue = await catalogueOf(ctx.db, PRODUCT.HEALTH_INSURANCE);
    const priced = priceProfile(
      PRODUCT.HEALTH_INSURANCE,
      healthEstimateInput(30, 'dubai', 'male'),
      catalogue,
    );
    expect(g.minFils).toBe(priced[0]!.totalFils);
    expect((await at(60)).groups[0]!.minFils).toBeGreaterThan(g.minFils);
    expect((await get('/api/calculators/health-estimate?age=200&emirate=dubai')).statusCode).toBe(400);
    expect((await get('/api/calculators/health-estimate?age=30')).statusCode).toBe(400);
  });
});
