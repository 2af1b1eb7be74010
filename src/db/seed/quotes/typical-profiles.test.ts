import { describe, expect, it } from 'vitest';
import { ZLocalizedText, type TPlan } from '../../../shared/contracts/quotes';
import { PRODUCT } from '../../../shared/domain/products';
import { engineFor, isPricedProduct } from '../../../shared/quotes';
import { quoteCatalogueSeed } from '../quotes-catalogue';
import { TYPICAL_PROFILES } from './typical-profiles';

const seed = quoteCatalogueSeed();

describe('typical profiles', () => {
  it('have unique ids, and each input is a valid engine input of its product', () => {
    const ids = TYPICAL_PROFILES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of TYPICAL_PROFILES) {
      expect(isPricedProduct(p.productId)).toBe(true);
      expect(p.id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
      expect(() => ZLocalizedText.parse(p.summary)).not.toThrow();
      const parsed = engineFor(p.productId).inputSchema.safeParse(p.input);
      expect(parsed.success, `${p.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('cover the landing pages’ products (car, health, travel, term, critical illness)', () => {
    const products = new Set(TYPICAL_PROFILES.map((p) => p.productId));
    for (const id of [
      PRODUCT.CAR_INSURANCE,
      PRODUCT.HEALTH_INSURANCE,
      PRODUCT.TRAVEL_INSURANCE,
      PRODUCT.TERM_INSURANCE,
      PRODUCT.CRITICAL_ILLNESS,
    ])
      expect(products.has(id)).toBe(true);
  });

  it('are each priced by at least three seeded plans', () => {
    for (const p of TYPICAL_PROFILES) {
      const engine = engineFor(p.productId) as unknown as {
        price(i: unknown, plan: TPlan, t: unknown): { declined: boolean };
      };
      const priced = seed.plans.filter((plan) => {
        if (plan.productId !== p.productId || plan.isHidden) return false;
        const table = seed.rateTables.find((t) => t.id === plan.rateTableId);
        return !engine.price(p.input, plan, table).declined;
      });
      expect(priced.length, p.id).toBeGreaterThanOrEqual(3);
    }
  });
});
