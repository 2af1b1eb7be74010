import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRICED_PRODUCT_IDS, type PricedProductId } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { filterDefsFor, resolveFilters, type ResolvedFilters } from './filters';
import { pricedCatalogue, tAr, tEn } from './priced.fixture';

/**
 * The list filters of the products after car, health and travel (decision 0013 'Filters per product'): which
 * fields each lists, their options, and what each keeps, over the seeded catalogue priced for a typical profile.
 */

function resolved(productId: PricedProductId, requested: Record<string, unknown>, lang: 'en' | 'ar' = 'en') {
  const { catalogue, quotes } = pricedCatalogue(productId);
  const r = resolveFilters(productId, catalogue, requested, lang === 'en' ? tEn : tAr, lang);
  if ('kind' in r) throw new Error(`refused: ${r.kind} ${r.id}`);
  return { r, quotes, kept: quotes.filter((q) => r.test(q)) };
}

const fieldIds = (productId: PricedProductId) => filterDefsFor(productId).map((d) => d.id);
const optionIds = (r: ResolvedFilters, id: string) =>
  r.fields.find((f) => f.id === id)?.options.map((o) => o.id);

describe('filters per product', () => {
  it('each newer product lists its own fields (insurer everywhere)', () => {
    expect(fieldIds(PRODUCT.TERM_INSURANCE)).toEqual(['insurer', 'riders']);
    expect(fieldIds(PRODUCT.CRITICAL_ILLNESS)).toEqual(['insurer', 'riders']);
    expect(fieldIds(PRODUCT.HOME_INSURANCE)).toEqual(['insurer', 'accidentalDamage']);
    expect(fieldIds(PRODUCT.BIKE_INSURANCE)).toEqual(['coverType', 'insurer']);
    expect(fieldIds(PRODUCT.SME_INSURANCE)).toEqual(['insurer', 'sections']);
    expect(fieldIds(PRODUCT.GROUP_HEALTH)).toEqual(['insurer', 'networkTier', 'annualLimit']);
    expect(fieldIds(PRODUCT.INVESTMENT)).toEqual(['insurer']);
    // Ids of the quotes body (docs/product/quotes.md: critical illness age, cover, term) are never filter ids.
    for (const p of PRICED_PRODUCT_IDS)
      for (const id of fieldIds(p)) expect(['age', 'cover', 'term', 'members', 'groupBy']).not.toContain(id);
  });

  it('labels and options in English and Arabic', () => {
    const term = resolved(PRODUCT.TERM_INSURANCE, {}).r;
    expect(term.fields.find((f) => f.id === 'riders')).toMatchObject({
      type: 'multiSelect',
      label: 'Riders included',
      value: null,
      options: [
        { id: 'accidentalDeath', name: 'Accidental death' },
        { id: 'waiverOfPremium', name: 'Waiver of premium' },
      ],
    });
    const home = resolved(PRODUCT.HOME_INSURANCE, {}, 'ar').r;
    expect(home.fields.find((f) => f.id === 'accidentalDamage')).toMatchObject({
      type: 'dropdown',
      label: 'الأضرار العرضية',
      options: [
        { id: 'yes', name: 'تشمل الأضرار العرضية' },
        { id: 'no', name: 'لا تشمل الأضرار العرضية' },
      ],
    });
    const sme = resolved(PRODUCT.SME_INSURANCE, {}).r;
    expect(sme.fields.find((f) => f.id === 'sections')?.options.map((o) => o.name)).toEqual([
      'Property damage',
      'Public liability',
      "Workmen's compensation",
      'Marine cargo',
    ]);
    expect(optionIds(resolved(PRODUCT.CRITICAL_ILLNESS, {}).r, 'riders')).toEqual(['earlyStage']);
    expect(optionIds(resolved(PRODUCT.BIKE_INSURANCE, {}).r, 'coverType')).toEqual([
      'comprehensive',
      'thirdParty',
    ]);
    // Group health's limits are its own catalogue's, ascending, 'AED n or more'.
    const gh = resolved(PRODUCT.GROUP_HEALTH, {}).r.fields.find((f) => f.id === 'annualLimit');
    const limits = gh?.options.map((o) => Number(o.id)) ?? [];
    expect(limits.length).toBeGreaterThan(1);
    expect(limits).toEqual([...limits].sort((a, b) => a - b));
    expect(gh?.options[0]?.name).toBe(`AED ${limits[0]?.toLocaleString('en-US')} or more`);
  });

  it('term: riders keep the plans that include every rider chosen', () => {
    const all = resolved(PRODUCT.TERM_INSURANCE, {});
    const one = resolved(PRODUCT.TERM_INSURANCE, { riders: ['accidentalDeath'] });
    const both = resolved(PRODUCT.TERM_INSURANCE, { riders: ['accidentalDeath', 'waiverOfPremium'] });
    expect(one.kept.length).toBeGreaterThan(0);
    expect(one.kept.length).toBeLessThan(all.kept.length);
    for (const q of both.kept)
      expect(q.plan).toMatchObject({ term: { accidentalDeath: true, waiverOfPremium: true } });
    expect(both.r.applied).toEqual({ riders: ['accidentalDeath', 'waiverOfPremium'] });
    expect(both.r.fields.find((f) => f.id === 'riders')?.value).toEqual([
      'accidentalDeath',
      'waiverOfPremium',
    ]);
  });

  it('critical illness: the early-stage rider', () => {
    const r = resolved(PRODUCT.CRITICAL_ILLNESS, { riders: 'earlyStage' });
    expect(r.kept.length).toBeGreaterThan(0);
    expect(r.kept.length).toBeLessThan(r.quotes.length);
    for (const q of r.kept) expect(q.plan).toMatchObject({ criticalIllness: { earlyStage: true } });
  });

  it('home: accidental damage included, or not', () => {
    const yes = resolved(PRODUCT.HOME_INSURANCE, { accidentalDamage: 'yes' });
    const no = resolved(PRODUCT.HOME_INSURANCE, { accidentalDamage: 'no' });
    expect(yes.kept.length).toBeGreaterThan(0);
    expect(no.kept.length).toBeGreaterThan(0);
    expect(yes.kept.length + no.kept.length).toBe(yes.quotes.length);
    for (const q of yes.kept) expect(q.plan).toMatchObject({ home: { accidentalDamage: true } });
    for (const q of no.kept) expect(q.plan).toMatchObject({ home: { accidentalDamage: false } });
  });

  it('bike: cover type', () => {
    const tp = resolved(PRODUCT.BIKE_INSURANCE, { coverType: 'thirdParty' });
    expect(tp.kept.length).toBeGreaterThan(0);
    for (const q of tp.kept) expect(q.plan).toMatchObject({ bike: { coverType: 'thirdParty' } });
    expect(tp.r.fields.find((f) => f.id === 'coverType')?.value).toBe('thirdParty');
  });

  it('SME: sections covered (each chosen one); a cover SME does not price is an unknown option', () => {
    const marine = resolved(PRODUCT.SME_INSURANCE, { sections: ['marine', 'workmen'] });
    expect(marine.kept.length).toBeGreaterThan(0);
    expect(marine.kept.length).toBeLessThan(marine.quotes.length);
    for (const q of marine.kept)
      expect(q.plan.productId === PRODUCT.SME_INSURANCE && q.plan.sme.sections).toEqual(
        expect.arrayContaining(['marine', 'workmen']),
      );
    const { catalogue } = pricedCatalogue(PRODUCT.SME_INSURANCE);
    expect(resolveFilters(PRODUCT.SME_INSURANCE, catalogue, { sections: ['medical'] }, tEn, 'en')).toEqual({
      kind: 'unknownOption',
      id: 'sections',
    });
  });

  it('group health: network tier and a minimum annual limit', () => {
    const r = resolved(PRODUCT.GROUP_HEALTH, { networkTier: ['general', 'premier'], annualLimit: '500000' });
    expect(r.kept.length).toBeGreaterThan(0);
    expect(r.kept.length).toBeLessThan(r.quotes.length);
    for (const q of r.kept) {
      if (q.plan.productId !== PRODUCT.GROUP_HEALTH) throw new Error('not group health');
      expect(['general', 'premier']).toContain(q.plan.groupHealth.networkTier);
      expect(q.plan.groupHealth.annualLimitAed).toBeGreaterThanOrEqual(500_000);
    }
  });

  it('investment filters by insurer only: other field ids are unknown', () => {
    const { catalogue, quotes } = pricedCatalogue(PRODUCT.INVESTMENT);
    expect(resolveFilters(PRODUCT.INVESTMENT, catalogue, { riders: 'earlyStage' }, tEn, 'en')).toEqual({
      kind: 'unknownFilter',
      id: 'riders',
    });
    const first = quotes[0];
    if (!first) throw new Error('no investment quote');
    const r = resolved(PRODUCT.INVESTMENT, { insurer: String(first.providerId) });
    expect(r.kept.length).toBeGreaterThan(0);
    for (const q of r.kept) expect(q.providerId).toBe(first.providerId);
  });

  it('property: one more option never narrows an any-of field and never widens an all-of field', () => {
    const cases: [PricedProductId, string, 'any' | 'all'][] = [
      [PRODUCT.TERM_INSURANCE, 'riders', 'all'],
      [PRODUCT.SME_INSURANCE, 'sections', 'all'],
      [PRODUCT.GROUP_HEALTH, 'networkTier', 'any'],
      [PRODUCT.BIKE_INSURANCE, 'insurer', 'any'],
    ];
    for (const [productId, field, kind] of cases) {
      const options = optionIds(resolved(productId, {}).r, field) ?? [];
      fc.assert(
        fc.property(fc.subarray(options, { minLength: 1 }), fc.constantFrom(...options), (chosen, extra) => {
          const before = resolved(productId, { [field]: chosen }).kept.map((q) => q.planId);
          const after = resolved(productId, { [field]: [...new Set([...chosen, extra])] }).kept.map(
            (q) => q.planId,
          );
          const [small, large] = kind === 'any' ? [before, after] : [after, before];
          expect(large).toEqual(expect.arrayContaining(small));
        }),
        { numRuns: 25 },
      );
    }
  });
});
